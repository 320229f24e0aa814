#!/usr/bin/env bash
# Fuzzes the front end, the storyboard reader and the layout pipeline with libFuzzer for a
# bounded time.
# Usage: Fuzz/run.sh [SECONDS]   (default 60). Crashing inputs are left in Fuzz/crashes/.
# Every report of every input must be a document its reader accepts (JSON parses, SVG and HTML
# are well-formed, text has no raw control bytes: Tests/StrutReportTests/Wellformed.swift).
# The library modules (every stage up to the reports) are compiled as one module (their cross-module imports dropped)
# with the fuzzer and address sanitizer; the samples seed the corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src" "$work/corpus" Fuzz/crashes
for module in StrutCore StrutSyntax StrutModel StrutCheck StrutSolver StrutEngine StrutImport StrutReport; do
  find "Sources/$module" -name '*.swift' | sort | while read -r file; do
    grep -v '^import Strut' "$file" > "$work/src/${module}_$(basename "$file")"
  done
done
cp Fuzz/FuzzTarget.swift Tests/StrutReportTests/Wellformed.swift "$work/src/"
grep -v '^import Strut' Tests/StrutReportTests/FormatCheck.swift > "$work/src/FormatCheck.swift"
cp Samples/*.layout Samples/*.storyboard "$work/corpus/"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name StrutFuzz -package-name Strut \
  "$work"/src/*.swift -o "$work/strut-fuzz"
"$work/strut-fuzz" "$work/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix=Fuzz/crashes/ -print_final_stats=1
