#!/usr/bin/env python3
"""Reads SF Symbols' alignment-rect insets off the frames Xcode stored, as evidence for
`SymbolMetrics`.

For every image view that shows a system symbol (`catalog="system"`) at the default
configuration (no `preferredSymbolConfiguration`), and that Xcode does not mark misplaced,
Strut's frame for the view (`strut run --format json`, the unrounded `exactFrame`) is
compared with the stored one. Where Strut has no reading for the symbol its frame is the
alignment rect the constraints hold, so the differences are the symbol's insets at the
document's scale: how far the stored frame starts below Strut's (top) and ends above it
(bottom). Where Strut has a reading they are what is left over (0 when it agrees). Views
whose x or width differ are skipped (they are off for another reason), and so are screens
Strut reports an error for.

    python3 Fidelity/symbols.py --strut .build/release/strut CORPUS [CORPUS ...]

prints one line per symbol and scale: the distinct (top, bottom) readings, the projects
and the view heights they come from (`--by-reading`: one line per reading instead). CORPUS is a directory `Fidelity/collect.sh` filled.
Notes/UIKitControls.md quotes these.
"""
import argparse
import collections
import glob
import json
import os
import subprocess
import xml.etree.ElementTree as ET

# Interface Builder's device ids of @3x phones; the others of the corpus are @2x.
AT_3X = {
    "retina5_5", "retina5_9", "retina6_5", "retina6_7", "retina6_12", "retina6_72",
    "retina6_0", "retina5_4", "retina6_3", "retina6_9",
}


def symbol_views(document):
    """The image views of system symbols at the default configuration, by IB id."""
    views = {}
    for view in document.iter("imageView"):
        if view.get("catalog") != "system" or not view.get("image"):
            continue
        if view.find("preferredSymbolConfiguration") is not None:
            continue
        if view.get("misplaced") == "YES":
            continue
        rect = view.find("rect[@key='frame']")
        if rect is None:
            continue
        views[view.get("id")] = (
            view.get("image"),
            tuple(float(rect.get(k)) for k in ("x", "y", "width", "height")),
        )
    return views


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strut", required=True)
    parser.add_argument("corpus", nargs="+")
    parser.add_argument(
        "--by-reading", action="store_true",
        help="one line per symbol, scale and reading, with its projects and view heights")
    args = parser.parse_args()
    readings = collections.defaultdict(list)
    for corpus in args.corpus:
        paths = glob.glob(os.path.join(corpus, "**", "*.storyboard"), recursive=True)
        paths += glob.glob(os.path.join(corpus, "**", "*.xib"), recursive=True)
        for path in sorted(paths):
            try:
                document = ET.parse(path).getroot()
            except ET.ParseError:
                continue
            views = symbol_views(document)
            if not views:
                continue
            device = document.find("device")
            scale = 3 if device is not None and device.get("id") in AT_3X else 2
            run = subprocess.run(
                [args.strut, "run", "--format", "json", path],
                capture_output=True, text=True, timeout=120,
            )
            try:
                result = json.loads(run.stdout)
            except json.JSONDecodeError:
                continue
            project = os.path.relpath(path, corpus).split(os.sep)[0]
            for screen in result.get("screens", []):
                if any(d.get("severity") == "error" for d in screen.get("diagnostics", [])):
                    continue
                for view in screen["views"]:
                    if view.get("ibID") not in views:
                        continue
                    symbol, (x, y, width, height) = views[view["ibID"]]
                    frame = view.get("exactFrame") or view["frame"]
                    if abs(frame["x"] - x) > 0.01 or abs(frame["width"] - width) > 0.01:
                        continue
                    top = round(y - frame["y"], 3)
                    bottom = round(frame["y"] + frame["height"] - (y + height), 3)
                    readings[(symbol, scale)].append((top, bottom, frame["height"], project))
    if args.by_reading:
        for (symbol, scale), found in sorted(readings.items()):
            for pair in sorted({(top, bottom) for top, bottom, _, _ in found}):
                same = [f for f in found if (f[0], f[1]) == pair]
                projects = sorted({project for *_, project in same})
                heights = sorted({height for _, _, height, _ in same})
                print(f"{symbol} @{scale}x {pair}: {len(same)} views, heights {heights}: {projects}")
        return
    for (symbol, scale), found in sorted(readings.items()):
        pairs = sorted({(top, bottom) for top, bottom, _, _ in found})
        projects = sorted({project for *_, project in found})
        heights = sorted({height for _, _, height, _ in found})
        print(f"{symbol} @{scale}x: {pairs} in {len(found)} views, heights {heights}: {projects}")


if __name__ == "__main__":
    main()
