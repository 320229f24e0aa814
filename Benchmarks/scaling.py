#!/usr/bin/env python3
"""How Strut's cost grows with the size of a layout: the scaling table of BENCHMARKS.md.

Two kinds of runs, each a separate release process, the median of --runs:

- StrutBench workloads (those of ../shared/bench/kiwi_bench.py, and `layout_chain`, a
  `.layout` file through the whole pipeline) at 1,000, 10,000 and 100,000 views (`grid` at
  1,024, 2,500 and 10,000 cells, its sides 32, 50 and 100);
- whole `strut check` and `strut run` processes on the front-end benchmark's generated card
  list (cards of a label, an image and a detail label chained at priority 750, with VFL and
  size-class blocks; most of its views ambiguous, so most of a run is warnings), at 1 MB
  (7,800 views), 10 MB (78,000) and 13 MB (101,800), timed with /usr/bin/time, with their
  peak memory;
- whole `strut run` and `strut check` processes on a generated app screen (`StrutBench
  --workload app`: a scroll view's content chain of cards, each with nested stack views,
  labels, a switch and buttons, an optional chain over inequality-bounded heights; every
  frame determined, no warnings) of 1,000, 10,000 and 100,000 views.

Between successive sizes it prints the fitted growth exponent, log(t2/t1) / log(n2/n1): 1 is
linear, 2 quadratic. Kiwi, side by side, is Benchmarks/compare.py's job (it finishes only at
the small sizes); this script is about Strut's own growth.

Usage: Benchmarks/scaling.py [--runs 3] [--quick] [--workloads chain,independent,...]
  --quick   the two smaller sizes of each workload, the 1 MB file and the two smaller app
            screens (under a minute)
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = {
    "chain": [1000, 10000, 100000],
    "independent": [1000, 10000, 100000],
    "layout_chain": [1000, 10000, 100000],
    "grid": [1024, 2500, 10000],
}
FILES = [(1, "1 MB"), (10, "10 MB"), (13, "13 MB")]
APP_VIEWS = [1000, 10000, 100000]


def bin_path():
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    return out.stdout.strip()


def bench(binary, workload, n):
    out = subprocess.run([binary, "--workload", workload, "--n", str(n), "--reps", "1"],
                         capture_output=True, text=True, timeout=1800, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])["total_s"]


def process(strut, command, path):
    """Seconds and peak MB of one `strut COMMAND FILE` process, its output discarded."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as timing:
        subprocess.run(["/usr/bin/time", "-o", timing.name, "-f", "%e %M", strut, command, path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=1800)
        seconds, kilobytes = timing.read().split()[-2:]
    return float(seconds), int(kilobytes) / 1024


def exponent(n1, t1, n2, t2):
    if t1 <= 0 or t2 <= 0:
        return float("nan")
    return math.log(t2 / t1) / math.log(n2 / n1)


def fmt(seconds):
    return "%.3f s" % seconds if seconds >= 1 else "%.1f ms" % (seconds * 1000)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--workloads", default=",".join(SIZES))
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "StrutBench"], cwd=ROOT,
                   check=True, capture_output=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "strut"], cwd=ROOT,
                   check=True, capture_output=True)
    binaries = bin_path()
    strutbench = os.path.join(binaries, "StrutBench")
    strut = os.path.join(binaries, "strut")

    print("StrutBench (release), median of %d runs of total_s (build + solve):" % args.runs)
    print("%-14s %8s %12s   %s" % ("workload", "N", "time", "exponent from the size before"))
    for workload in args.workloads.split(","):
        sizes = SIZES[workload][:2] if args.quick else SIZES[workload]
        previous = None
        for n in sizes:
            seconds = statistics.median(bench(strutbench, workload, n) for _ in range(args.runs))
            growth = "" if previous is None else "%.2f" % exponent(*previous, n, seconds)
            print("%-14s %8d %12s   %s" % (workload, n, fmt(seconds), growth), flush=True)
            previous = (n, seconds)

    print()
    print("whole processes on the generated card list, median of %d runs:" % args.runs)
    print("%-6s %-6s %8s %12s %9s   %s" % ("file", "cmd", "views", "time", "peak MB",
                                           "exponent in views"))
    with tempfile.TemporaryDirectory() as directory:
        files = FILES[:1] if args.quick else FILES
        for command in ["check", "run"]:
            previous = None
            for megabytes, label in files:
                path = os.path.join(directory, "cards%d.layout" % megabytes)
                if not os.path.exists(path):
                    subprocess.run([strutbench, "--workload", "frontend", "--n", str(megabytes),
                                    "--write", path], check=True, capture_output=True)
                with open(path) as source:
                    views = sum(1 for line in source
                                if line.lstrip().startswith(("view ", "label ", "image ")))
                runs = [process(strut, command, path) for _ in range(args.runs)]
                seconds = statistics.median(r[0] for r in runs)
                peak = max(r[1] for r in runs)
                growth = "" if previous is None else "%.2f" % exponent(*previous, views, seconds)
                print("%-6s %-6s %8d %12s %9.0f   %s" % (label, command, views, fmt(seconds),
                                                       peak, growth), flush=True)
                previous = (views, seconds)

        print()
        print("whole processes on the generated app screen, median of %d runs:" % args.runs)
        print("%-6s %8s %12s %9s   %s" % ("cmd", "views", "time", "peak MB", "exponent"))
        sizes = APP_VIEWS[:2] if args.quick else APP_VIEWS
        for command in ["run", "check"]:
            previous = None
            for views in sizes:
                path = os.path.join(directory, "app%d.layout" % views)
                if not os.path.exists(path):
                    subprocess.run([strutbench, "--workload", "app", "--n", str(views),
                                    "--write", path], check=True, capture_output=True)
                runs = [process(strut, command, path) for _ in range(args.runs)]
                seconds = statistics.median(r[0] for r in runs)
                peak = max(r[1] for r in runs)
                growth = "" if previous is None else "%.2f" % exponent(*previous, views, seconds)
                print("%-6s %8d %12s %9.0f   %s" % (command, views, fmt(seconds), peak, growth),
                      flush=True)
                previous = (views, seconds)


if __name__ == "__main__":
    sys.exit(main())
