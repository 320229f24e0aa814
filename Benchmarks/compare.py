#!/usr/bin/env python3
"""Strut against kiwi on the workloads of ../shared/bench/kiwi_bench.py, in one run.

Builds StrutBench in release mode, then for each (workload, N) runs kiwi's reference script
and StrutBench one after the other (each in its own process, bounded in time) and prints
both times and the ratio Strut / kiwi. A peer that does not finish is shown as "> limit".
Times: the headline "solve" (add every constraint + solve) for build-and-solve workloads,
the time per re-solve for the edit workloads; each the best of --reps runs after a warm-up.

Usage: Benchmarks/compare.py [--ns 100,1000] [--workloads chain,chain_wide,grid,edit,edit_wide,independent]
                             [--reps 5] [--timeout-s 300] [--kiwi ../shared/bench/kiwi_bench.py]
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKLOADS = "chain,chain_wide,grid,edit,edit_wide,independent,layout_chain"


def run(cmd, timeout):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return None, "> %ds" % timeout
    if out.returncode != 0:
        return None, "error: " + (out.stderr.strip().splitlines() or ["?"])[-1][:80]
    lines = out.stdout.strip().splitlines()
    if not lines:
        return None, "no output"
    result = json.loads(lines[-1])
    if "timeout_s" in result:
        return None, "> %ds" % result["timeout_s"]
    return result, None


def headline(result, workload):
    if workload.startswith("edit"):
        return result["per_resolve_us"] * 1e-6
    return result["solve_s"]


def fmt(seconds):
    if seconds is None:
        return "-"
    if seconds < 1e-3:
        return "%.1f us" % (seconds * 1e6)
    if seconds < 1:
        return "%.2f ms" % (seconds * 1e3)
    return "%.2f s" % seconds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ns", default="100,1000")
    ap.add_argument("--workloads", default=WORKLOADS)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--timeout-s", type=int, default=300)
    ap.add_argument("--kiwi", default=os.path.join(ROOT, "..", "shared", "bench", "kiwi_bench.py"))
    a = ap.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "StrutBench"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout.strip()
    strut = os.path.join(bin_path, "StrutBench")
    print("%-13s %6s %12s %12s %9s" % ("workload", "N", "strut", "kiwi", "ratio"))
    for workload in a.workloads.split(","):
        for n in [int(v) for v in a.ns.split(",")]:
            s_result, s_note = run([strut, "--workload", workload, "--n", str(n), "--reps", str(a.reps)],
                                   a.timeout_s)
            kiwi_workload = "chain" if workload == "layout_chain" else workload
            k_result, k_note = run([sys.executable, a.kiwi, "--one", "--workloads", kiwi_workload,
                                    "--ns", str(n), "--reps", str(a.reps), "--max-single-s", "30"],
                                   a.timeout_s)
            s_time = headline(s_result, workload) if s_result else None
            k_time = headline(k_result, kiwi_workload) if k_result else None
            if s_time is not None and k_time:
                ratio = "%.4f" % (s_time / k_time)
            elif s_time is not None and k_note and k_note.startswith(">") and not workload.startswith("edit"):
                ratio = "< %.4f" % (s_time / a.timeout_s)  # kiwi took longer than the limit
            else:
                ratio = "-"  # an edit timing cannot be bounded by kiwi's set-up time
            print("%-13s %6d %12s %12s %9s" % (workload, n, s_note or fmt(s_time), k_note or fmt(k_time), ratio),
                  flush=True)


if __name__ == "__main__":
    sys.exit(main())
