#!/usr/bin/env bash
# Front-end throughput: lexing, parsing and checking a large generated .layout file (cards
# of a list: views, labels, VFL, anchor constraints, 'when' blocks, comments), in release
# mode. Prints StrutBench's best-of-N stage times for each run, then the wall time of
# `strut check --no-solve` on the same file written to disk (a cold process: reading, checking,
# exiting). Usage: Benchmarks/frontend.sh [MEGABYTES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
megabytes=${1:-10}
runs=${2:-5}
swift build -c release --product StrutBench >/dev/null
swift build -c release --product strut >/dev/null
for _ in $(seq "$runs"); do
  .build/release/StrutBench --workload frontend --n "$megabytes" --reps 5 | python3 -c '
import json, sys
d = json.load(sys.stdin)
print("%.2f MB: lex %.1f ms (%.0f MB/s), lex+parse %.1f ms, check %.1f ms, total %.1f ms = %.1f MB/s" % (
    d["bytes"] / 1e6, d["lex_s"] * 1e3, d["lex_mb_s"], d["parse_s"] * 1e3, d["check_s"] * 1e3,
    d["total_s"] * 1e3, d["total_mb_s"]))'
done
file=$(mktemp --suffix=.layout)
trap 'rm -f "$file"' EXIT
.build/release/StrutBench --workload frontend --n "$megabytes" --write "$file" >/dev/null
for _ in $(seq "$runs"); do
  start=$(date +%s.%N)
  .build/release/strut check --no-solve "$file"
  end=$(date +%s.%N)
  python3 -c "print('strut check --no-solve, %.2f MB: %.2f s' % ($(stat -c %s "$file") / 1e6, $end - $start))"
done
