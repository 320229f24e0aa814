#!/usr/bin/env python3
"""Differential test of Strut's solver against an independent LP oracle (scipy + HiGHS).

Generates random layout-like systems (difference constraints, sums such as
left + width == right, multipliers, inequalities, mixed priorities with ties,
infeasible required subsets, unconstrained variables), solves them with
Strut's solver through the StrutSolverHarness executable, and checks:

  * every required constraint Strut rejects is infeasible together with the
    required constraints accepted before it, and the conflicting set Strut
    names is itself infeasible with it; every one it accepts is feasible;
  * the strict-priority optimum: level by level (highest priority first) the
    sum of absolute errors is minimised and then fixed;
  * which variables that optimum determines (min == max over the optimal
    face), and the value of every determined variable;
  * determinism: two runs of the harness print byte-identical output.

Usage: solver_oracle.py --harness PATH [--count 500] [--seed 1]
Exit status 0 when every system agrees; prints 'N passed, N failed'.
"""
import argparse
import json
import random
import subprocess
import sys

import numpy as np
from scipy.optimize import linprog

PRIORITIES = [1000, 1000, 1000, 1000, 750, 750, 500, 251, 250, 250, 1]
RANGE_TOL = 1e-4


def random_system(rng):
    n = rng.randint(5, 40)
    m = rng.randint(n // 2, 2 * n)
    used = list(range(n))
    rng.shuffle(used)
    used = used[: max(2, int(n * rng.uniform(0.6, 1.0)))]  # the rest stay unconstrained
    constraints = []
    for _ in range(m):
        kind = rng.random()
        pick = lambda: rng.choice(used)
        constant = float(rng.choice([0, 8, 10, 20, 40, 50, 100, 200, rng.randint(0, 400)]))
        if kind < 0.25:
            terms = [[pick(), 1.0]]
        elif kind < 0.65:
            a, b = pick(), pick()
            terms = [[a, 1.0], [b, -1.0]]
        elif kind < 0.85:
            a, b, c = pick(), pick(), pick()
            terms = [[a, 1.0], [b, 1.0], [c, -1.0]]
        else:
            a, b = pick(), pick()
            terms = [[a, 1.0], [b, -rng.choice([0.5, 2.0, 1.5])]]
        relation = rng.choice(["==", "==", ">=", "<="])
        constraint = {"terms": terms, "constant": -constant, "relation": relation,
                      "priority": float(rng.choice(PRIORITIES))}
        if relation == "==" and constraint["priority"] < 1000 and rng.random() < 0.4:
            # Its two sides priced apart (a view's hugging above, compression below).
            constraint["below_priority"] = float(rng.choice([750, 500, 251, 250, 1]))
        constraints.append(constraint)
    if rng.random() < 0.3:  # a contradiction among required constraints
        v = pick()
        constraints.insert(rng.randint(0, len(constraints)),
                           {"terms": [[v, 1.0]], "constant": -500.0, "relation": ">=", "priority": 1000.0})
        constraints.append({"terms": [[v, 1.0]], "constant": -100.0, "relation": "<=", "priority": 1000.0})
    system = {"variables": n, "constraints": constraints}
    if rng.random() < 0.4:  # remove a few constraints once everything is added
        system["remove"] = sorted(rng.sample(range(len(constraints)), min(len(constraints), rng.randint(1, 4))))
    if rng.random() < 0.4:  # drag an edit variable through several values (dual simplex)
        system["edits"] = [{"variable": v, "priority": float(rng.choice([750, 500, 250, 1])),
                            "values": [float(rng.randint(-100, 600)) for _ in range(rng.randint(1, 6))]}
                           for v in rng.sample(used, min(len(used), rng.randint(1, 2)))]
    return system


def large_system(rng):
    """A layout-shaped system large enough that the solver keeps long rows in runs (Row's
    flat limit is 512 terms): a chain of views whose widths prefer a size at mixed
    priorities and whose end is pinned, so one row spans every width; plus random links
    across the chain, a few contradictions, removals and an edit."""
    k = rng.randint(550, 900)  # views; x[i] is variable 2i, w[i] is 2i + 1
    n = 2 * k + 1  # and a container width
    x = lambda i: 2 * i
    w = lambda i: 2 * i + 1
    cw = 2 * k
    req = 1000.0
    constraints = [{"terms": [[x(0), 1.0]], "constant": -8.0, "relation": "==", "priority": req},
                   {"terms": [[cw, 1.0]], "constant": -float(60 * k), "relation": "==", "priority": req}]
    for i in range(k):
        constraints.append({"terms": [[w(i), 1.0]], "constant": -10.0, "relation": ">=", "priority": req})
        preferred = {"terms": [[w(i), 1.0]], "constant": -float(rng.choice([30, 40, 50, 80])),
                     "relation": "==", "priority": float(rng.choice([750, 500, 250, 1]))}
        if rng.random() < 0.3:  # an intrinsic width: hugging above it, compression below
            preferred["priority"], preferred["below_priority"] = 250.0, 750.0
        constraints.append(preferred)
        if i + 1 < k:
            constraints.append({"terms": [[x(i + 1), 1.0], [x(i), -1.0], [w(i), -1.0]], "constant": -8.0,
                                "relation": "==", "priority": req})
    constraints.append({"terms": [[x(k - 1), 1.0], [w(k - 1), 1.0], [cw, -1.0]], "constant": 8.0,
                        "relation": rng.choice(["==", "<="]), "priority": req})
    for _ in range(rng.randint(5, 30)):  # links across the chain, required or not
        a, b = rng.randrange(k), rng.randrange(k)
        constraints.append({"terms": [[w(a), 1.0], [w(b), -rng.choice([1.0, 0.5, 2.0])]], "constant": 0.0,
                            "relation": rng.choice(["==", ">=", "<="]),
                            "priority": float(rng.choice(PRIORITIES))})
    if rng.random() < 0.5:  # a contradiction among required constraints
        i = rng.randrange(k)
        constraints.append({"terms": [[w(i), 1.0]], "constant": -float(70 * k), "relation": ">=", "priority": req})
    system = {"variables": n, "constraints": constraints}
    if rng.random() < 0.5:
        system["remove"] = sorted(rng.sample(range(len(constraints)), 3))
    if rng.random() < 0.5:
        system["edits"] = [{"variable": w(rng.randrange(k)), "priority": 750.0,
                            "values": [float(rng.randint(10, 200)) for _ in range(3)]}]
    system["sample"] = sorted(rng.sample(range(n), 40))  # variables whose range the oracle checks
    return system


def list_system(rng):
    """A list of cards as a screen lays them out: each card kept 12 below the one before at
    priority 750, a title and a detail stacked in it over their intrinsic heights (two-sided:
    hugging above, compression resistance below), the card at least as tall as they are, an
    icon centred in it. Nothing bounds a card's height from above, so every card's height is
    undetermined, the last one's too. The constraints go in as Strut's compiler gives them
    (intrinsic sizes first) or in a random order: the solver's definitions then share one
    another in different shapes (intrinsic sizes first once made the ambiguity analysis's
    rounding bound double with every card)."""
    k = rng.randint(18, 40)
    per = 7  # top, height, title top, title height, detail top, detail height, icon height
    n = per * k + k  # and each icon's top
    v = lambda i, j: per * i + j
    icon_y = lambda i: per * k + i
    req = 1000.0
    def eq(terms, constant, priority=req, below=None, relation="=="):
        c = {"terms": terms, "constant": constant, "relation": relation, "priority": priority}
        if below is not None:
            c["below_priority"] = below
        return c
    constraints = []
    for i in range(k):
        top, height, tt, th, dt, dh, ih = (v(i, j) for j in range(per))
        if i == 0:
            constraints.append(eq([[top, 1.0]], -8.0))
        else:
            constraints.append(eq([[top, 1.0], [v(i - 1, 0), -1.0], [v(i - 1, 1), -1.0]], -12.0, 750.0))
        constraints.append(eq([[tt, 1.0], [top, -1.0]], -12.0))
        constraints.append(eq([[th, 1.0]], -21.0, 250.0, 750.0))
        constraints.append(eq([[dt, 1.0], [tt, -1.0], [th, -1.0]], -4.0))
        constraints.append(eq([[dh, 1.0]], -16.0, 251.0, 750.0))
        constraints.append(eq([[top, 1.0], [height, 1.0], [dt, -1.0], [dh, -1.0]], -20.0,
                              relation=">="))
        constraints.append(eq([[ih, 1.0]], -40.0, 250.0, 750.0))
        constraints.append(eq([[icon_y(i), 1.0], [ih, 0.5], [top, -1.0], [height, -0.5]], 0.0))
    if rng.random() < 0.5:
        rng.shuffle(constraints)
    else:  # as the compiler gives them: the soft intrinsic heights first, then card by card
        constraints.sort(key=lambda c: "below_priority" not in c)
    system = {"variables": n, "constraints": constraints}
    heights = [v(i, 1) for i in range(k)]
    system["sample"] = sorted(set(heights + rng.sample(range(n), 20)))
    return system


def row_of(c, n):
    a = np.zeros(n)
    for v, k in c["terms"]:
        a[int(v)] += k
    return a, -c["constant"]  # expression a.x + constant  ->  a.x (rel) -constant


def feasible(cs, n):
    A_eq, b_eq, A_ub, b_ub = [], [], [], []
    for c in cs:
        a, b = row_of(c, n)
        if c["relation"] == "==":
            A_eq.append(a); b_eq.append(b)
        elif c["relation"] == "<=":
            A_ub.append(a); b_ub.append(b)
        else:
            A_ub.append(-a); b_ub.append(-b)
    res = linprog(np.zeros(n), A_ub=A_ub or None, b_ub=b_ub or None, A_eq=A_eq or None,
                  b_eq=b_eq or None, bounds=[(None, None)] * n, method="highs")
    return res.status == 0


class Face:
    """Required constraints as hard rows, non-required with error variables, and the levels fixed."""

    def __init__(self, n, required, optional):
        self.n = n
        self.nv = n + 2 * len(optional)
        self.A_eq, self.b_eq, self.A_ub, self.b_ub = [], [], [], []
        for c in required:
            self._hard(c)
        self.levels = {}
        for i, c in enumerate(optional):
            a, b = row_of(c, n)
            full = np.zeros(self.nv)
            full[:n] = a
            ep, em = n + 2 * i, n + 2 * i + 1
            if c["relation"] == "==" and "below_priority" in c:
                full[ep], full[em] = -1.0, 1.0  # a.x - e+ + e- == b, e- priced at its own level
                self.A_eq.append(full); self.b_eq.append(b)
                self.levels.setdefault(c["below_priority"], []).append(em)
                errs = [ep]
            elif c["relation"] == "==":
                full[ep], full[em] = -1.0, 1.0  # a.x - e+ + e- == b
                self.A_eq.append(full); self.b_eq.append(b)
                errs = [ep, em]
            elif c["relation"] == "<=":
                full[ep] = -1.0  # a.x - e <= b
                self.A_ub.append(full); self.b_ub.append(b)
                errs = [ep]
            else:
                full[ep] = 1.0  # a.x + e >= b
                self.A_ub.append(-full); self.b_ub.append(-b)
                errs = [ep]
            self.levels.setdefault(c["priority"], []).extend(errs)
        self.bounds = [(None, None)] * n + [(0, None)] * (2 * len(optional))

    def _hard(self, c):
        a, b = row_of(c, self.n)
        full = np.zeros(self.nv)
        full[: self.n] = a
        if c["relation"] == "==":
            self.A_eq.append(full); self.b_eq.append(b)
        elif c["relation"] == "<=":
            self.A_ub.append(full); self.b_ub.append(b)
        else:
            self.A_ub.append(-full); self.b_ub.append(-b)

    def lp(self, objective):
        return linprog(objective, A_ub=self.A_ub or None, b_ub=self.b_ub or None,
                       A_eq=self.A_eq or None, b_eq=self.b_eq or None, bounds=self.bounds,
                       method="highs")

    def optimise_levels(self):
        """Fix each level at its optimum plus a slack as small as HiGHS' tolerances allow."""
        self.base = len(self.b_ub)
        self.slacks = [1e-10, 1e-9, 1e-8, 1e-7, 1e-6]
        self._refix()

    def _refix(self):
        while self.slacks:
            slack = self.slacks.pop(0)
            # HiGHS works to ~1e-7 feasibility; on a face fixed with slack s values may drift
            # by about 1000 s (relative).
            self.tolerance = max(1e-4, 1e3 * slack)
            del self.A_ub[self.base:], self.b_ub[self.base:]
            if self._fix_levels(slack) and self.lp(np.zeros(self.nv)).status == 0:
                return True
        return False

    def _fix_levels(self, slack):
        for p in sorted(self.levels, reverse=True):
            obj = np.zeros(self.nv)
            obj[self.levels[p]] = 1.0
            res = self.lp(obj)
            if res.status != 0:
                return False
            self.A_ub.append(obj)
            self.b_ub.append(res.fun + slack * max(1.0, abs(res.fun)))
        return True

    def range_of(self, v):
        obj = np.zeros(self.nv)
        obj[v] = 1.0
        while True:
            lo = self.lp(obj)
            hi = self.lp(-obj)
            # HiGHS may call a face fixed too tightly infeasible: loosen it and ask again.
            if (lo.status == 2 or hi.status == 2) and self._refix():
                continue
            if lo.status != 0 or hi.status != 0:
                return None
            return lo.fun, -hi.fun


def check(system, result):
    n = system["variables"]
    cs = system["constraints"]
    problems = []
    if result.get("error"):
        return ["solver error: " + result["error"]]
    accepted_required = []
    for i, c in enumerate(cs):
        if c["priority"] < 1000:
            if not result["accepted"][i]:
                problems.append("constraint %d (optional) was rejected" % i)
            continue
        if result["accepted"][i]:
            accepted_required.append(c)
            continue
        # Rejected: it must contradict the required constraints accepted before it, and the
        # conflict the solver names must be a contradiction on its own.
        if feasible(accepted_required + [c], n):
            problems.append("constraint %d rejected but feasible" % i)
        conflict = [cs[j] for j in (result["conflicts"][i] or [])]
        if feasible(conflict + [c], n):
            problems.append("constraint %d: named conflict %s is feasible" % (i, result["conflicts"][i]))
    # Every accepted one together is feasible (so is every prefix of them).
    if not feasible(accepted_required, n):
        problems.append("the accepted required constraints are infeasible together")
    if problems:
        return problems
    removed = set(system.get("remove", []))
    accepted_required = [c for i, c in enumerate(cs)
                         if c["priority"] >= 1000 and result["accepted"][i] and i not in removed]
    optional = [c for i, c in enumerate(cs) if c["priority"] < 1000 and i not in removed]
    edited = {}
    for e in system.get("edits", []):
        edited.setdefault(e["variable"], {"terms": [[e["variable"], 1.0]], "constant": 0.0,
                                          "relation": "==", "priority": e["priority"]})
        if e["values"]:
            edited[e["variable"]]["constant"] = -e["values"][-1]
    optional += list(edited.values())
    face = Face(n, accepted_required, optional)
    face.optimise_levels()
    undetermined = set(result["undetermined"])
    for v in system.get("sample", range(n)):
        r = face.range_of(v)
        determined = r is not None and r[1] - r[0] <= max(RANGE_TOL, face.tolerance * max(1.0, abs(r[0])))
        if determined and v in undetermined:
            problems.append("x%d reported undetermined; oracle fixes it at %.9g" % (v, r[0]))
        elif not determined and v not in undetermined:
            problems.append("x%d reported determined (%.9g); oracle range %s" % (v, result["values"][v], r))
        elif determined:
            expected = (r[0] + r[1]) / 2
            if abs(result["values"][v] - expected) > face.tolerance * max(1.0, abs(expected)):
                problems.append("x%d = %.12g, oracle %.12g" % (v, result["values"][v], expected))
    return problems


def run_harness(harness, payload):
    out = subprocess.run([harness], input=payload, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        sys.exit("harness failed: " + out.stderr)
    return out.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--harness", required=True)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--large", type=int, default=0,
                    help="also this many layout-shaped systems of 1,100-1,800 variables")
    ap.add_argument("--lists", type=int, default=0,
                    help="also this many lists of 18-40 cards, their constraints shuffled")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    systems = [random_system(rng) for _ in range(a.count)]
    systems += [large_system(rng) for _ in range(a.large)]
    systems += [list_system(rng) for _ in range(a.lists)]
    payload = json.dumps({"systems": systems})
    first = run_harness(a.harness, payload)
    second = run_harness(a.harness, payload)
    failed = 0
    if first != second:
        print("FAIL: two runs of the harness printed different output (nondeterminism)")
        failed += 1
    results = [json.loads(line) for line in first.splitlines()]
    passed = 0
    for index, (system, result) in enumerate(zip(systems, results)):
        problems = check(system, result)
        if problems:
            failed += 1
            print("FAIL system %d (seed %d): %s" % (index, a.seed, "; ".join(problems[:5])))
            if a.verbose:
                print(json.dumps(system))
        else:
            passed += 1
    rejected = sum(r["accepted"].count(False) for r in results)
    undetermined = sum(len(r["undetermined"]) for r in results)
    print("oracle: %d systems, %d rejected required constraints, %d undetermined variables"
          % (len(systems), rejected, undetermined))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
