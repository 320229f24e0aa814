#!/usr/bin/env python3
"""Two builds of Strut side by side: is a change slower or faster?

Runs StrutBench from two builds (say the commit before a change and after it) on the same
workloads, alternating which goes first, and prints the median of each and the ratio
after/before. Timings on a shared machine are noisy, so --instructions also counts the
instructions of one run of each under callgrind (valgrind), which noise does not move.

  git worktree add /tmp/before REV && (cd /tmp/before && swift build -c release --product StrutBench)
  swift build -c release --product StrutBench
  Benchmarks/ab.py --before /tmp/before/.build/release/StrutBench \\
                   --after .build/release/StrutBench [--rounds 5] [--instructions]
"""
import argparse
import json
import re
import statistics
import subprocess

# (workload, N, the field to compare)
CASES = [
    ("frontend", 2, "total_s"),
    ("chain", 1000, "total_s"),
    ("chain_wide", 1000, "total_s"),
    ("grid", 400, "total_s"),
    ("edit", 1000, "per_resolve_us"),
    ("independent", 1000, "total_s"),
    ("layout_chain", 1000, "total_s"),
    ("repl_set", 1000, "metric_once_total_s"),
    ("app", 2000, "total_s"),
]


def run(binary, workload, n):
    out = subprocess.run(
        [binary, "--workload", workload, "--n", str(n), "--reps", "3"],
        capture_output=True, text=True, timeout=900, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def instructions(binary, workload, n):
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary,
         "--workload", workload, "--n", str(n), "--reps", "1"],
        capture_output=True, text=True, timeout=3600, check=True)
    return int(re.search(r"Collected : (\d+)", out.stderr).group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", required=True)
    parser.add_argument("--after", required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--instructions", action="store_true")
    args = parser.parse_args()
    for workload, n, field in CASES:
        probe = "1" if workload == "frontend" else "10"
        known = [subprocess.run([getattr(args, name), "--workload", workload, "--n", probe,
                                 "--reps", "1"], capture_output=True).returncode == 0
                 for name in ["before", "after"]]
        if not all(known):
            # A workload added after the older build (`app`): nothing to compare it with.
            print("%-12s skipped: unknown to the %s build" % (
                workload, "before" if not known[0] else "after"), flush=True)
            continue
        times = {"before": [], "after": []}
        for round_ in range(args.rounds):
            order = ["before", "after"] if round_ % 2 == 0 else ["after", "before"]
            for name in order:
                times[name].append(run(getattr(args, name), workload, n)[field])
        before, after = statistics.median(times["before"]), statistics.median(times["after"])
        line = "%-12s N=%-5d %-20s before %10.4g  after %10.4g  after/before %.2f" % (
            workload, n, field, before, after, after / before)
        if args.instructions:
            small = n if workload != "frontend" else 1
            ib = instructions(args.before, workload, small)
            ia = instructions(args.after, workload, small)
            line += "  | instructions %.3g -> %.3g (%.3f)" % (ib, ia, ia / ib)
        print(line, flush=True)


if __name__ == "__main__":
    main()
