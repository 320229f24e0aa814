#!/usr/bin/env python3
"""Draw a reproducible subset of the fidelity corpus's projects, for a session that cannot
fetch all of them (a session may fetch 500 repositories).

usage: python3 Fidelity/subset.py [--before SET] [--top N] [--random K] [--seed S]
                                  [--next M [--skip OWNER/NAME ...]]

Prints one repository (owner/name) a line: the N projects with the most rows in
Fidelity/corpus.tsv, then K drawn from the rest by random.seed(S); random.sample(rest, K).
Projects are ordered by their number of rows, most first, ties in the order `sort -rn`
gives the lines "%7d owner/name" in the C locale. --before SET counts only the rows above
the first row of SET (the corpus as it stood before that set was added).

With --next M it prints instead the M projects the subset leaves out (and --skip names)
with the most rows, ties by name: the next batch to fetch.

The twenty-fourth session's subset (FIDELITY.md) is `--before fresh-71 --top 150 --random
100 --seed 42`, plus merovic/Trip; the twenty-fifth session's batch is the same with
`--next 250 --skip merovic/Trip`. Fetch each, then `MIRROR=... Fidelity/collect.sh DIR`,
keep DIR/MANIFEST.tsv's rows that the corpus lists, and diff `compare.py --details` of two
builds on DIR.
"""
import argparse
import collections
import os
import random
import signal


def main():
    # Quiet when piped into `head`.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    parser = argparse.ArgumentParser()
    parser.add_argument("--before")
    parser.add_argument("--top", type=int, default=150)
    parser.add_argument("--random", type=int, default=100)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--next", type=int)
    parser.add_argument("--skip", action="append", default=[])
    args = parser.parse_args()
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.tsv")
    counts = collections.Counter()
    with open(path, encoding="utf-8") as corpus:
        next(corpus)
        for line in corpus:
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 4:
                continue
            if args.before and fields[0] == args.before:
                break
            counts[fields[1]] += 1
    ordered = sorted(
        counts.items(),
        key=lambda item: (item[1], ("%7d %s" % (item[1], item[0])).encode()),
        reverse=True,
    )
    names = [name for name, _ in ordered]
    top, rest = names[: args.top], names[args.top :]
    random.seed(args.seed)
    drawn = random.sample(rest, min(args.random, len(rest)))
    if args.next is not None:
        taken = set(top) | set(drawn) | set(args.skip)
        left = sorted((name for name in names if name not in taken), key=lambda n: (-counts[n], n))
        for name in left[: args.next]:
            print(name)
        return
    for name in top + drawn:
        print(name)


if __name__ == "__main__":
    main()
