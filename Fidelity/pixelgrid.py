#!/usr/bin/env python3
"""Counts which pixel grid Xcode stored frames on, as evidence for `SceneWriter.scaleWord`.

Every `<rect key="frame">` value of every document is sorted by its fraction of a point:
on a third (x.333, x.667: only an @3x grid holds those), on a half (x.5: @2x, or @1x
never), or another fraction (neither: a frame Xcode did not lay out, typed by hand). The
counts are grouped by the document's display — @3x, @2x, or no `<device>` at all (Xcode 6
and 7) — and the Xcode that saved it (toolsVersion, in thousands), with the number of
projects behind the thirds. Whole numbers lie on every grid and are not counted.

    python3 Fidelity/pixelgrid.py CORPUS

CORPUS is a directory `Fidelity/collect.sh` filled (one folder per project).
Notes/InterfaceBuilder.md quotes these.
"""
import collections
import os
import re
import sys

# Interface Builder's device ids of @3x phones; the others (and the older ones) are @2x.
AT_3X = {
    "retina5_5", "retina5_9", "retina6_5", "retina6_7", "retina6_12", "retina6_72",
    "retina6_0", "retina5_4", "retina6_3", "retina6_9", "iPhone14Pro", "iPhone14ProMax",
}
FRAME = re.compile(
    r'<rect key="frame" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"')


def main(corpus):
    counts = collections.defaultdict(lambda: [0, 0, 0, set()])
    for folder, _, files in os.walk(corpus):
        for name in files:
            if not name.endswith((".storyboard", ".xib")):
                continue
            path = os.path.join(folder, name)
            text = open(path, errors="ignore").read()
            tools = re.search(r'toolsVersion="(\d+)', text)
            if not tools:
                continue
            device = re.search(r'<device id="([^"]*)"', text)
            display = "none" if not device else "@3x" if device.group(1) in AT_3X else "@2x"
            row = counts[(display, int(tools.group(1)) // 1000)]
            project = os.path.relpath(path, corpus).split(os.sep)[0]
            for match in FRAME.finditer(text):
                for value in match.groups():
                    fraction = abs(float(value)) % 1
                    if min(abs(fraction - 1 / 3), abs(fraction - 2 / 3)) < 0.01:
                        row[0] += 1
                        row[3].add(project)
                    elif abs(fraction - 0.5) < 0.001:
                        row[1] += 1
                    elif 0.001 < fraction < 0.999:
                        row[2] += 1
    print("display  toolsVersion/1000  thirds  halves  other  projects-with-thirds")
    for (display, tools), (thirds, halves, other, projects) in sorted(counts.items()):
        print(f"{display:7}  {tools:17}  {thirds:6}  {halves:6}  {other:5}  {len(projects)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
