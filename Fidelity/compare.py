#!/usr/bin/env python3
"""Strut's frames against the frames Xcode stored, scene by scene.

For every storyboard and xib listed in CORPUS/MANIFEST.tsv (see collect.sh), runs
`strut run DOC --format json` and compares each view's frame (in its superview, as the
document stores it) with the document's `<rect key="frame">`, joined on the IB id. A scene
reproduces when every view it lays out is within 0.5 pt on x, y, width and height. Scenes
Xcode marks as out of date (a view with misplaced="YES" or ambiguous="YES") are left out,
as are scenes with no view under Auto Layout (the document says useAutolayout="NO"); hidden
views (and what they hold) are not compared.

Usage: compare.py --strut .build/release/strut CORPUS [--details] [--sets Fidelity/corpus.tsv]
                  [--apart OWNER/NAME ...]

--sets gives the share per set of corpus.tsv (tuning, held-out, fresh, fresh-2); --apart
gives it again without the named repositories' documents (those that were read as evidence
for a rule, whose scenes then test nothing).
"""

import argparse
import collections
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

TOLERANCE = 0.5


def is_cell_scene(parent, element):
    """Whether Strut lays `element` out as a scene of its own: a table's prototype or static
    cell, a collection view's cell, header or footer (a cell placed as a plain subview is
    part of its controller's scene)."""
    if not element.get("id"):
        return False
    if element.tag == "tableViewCell":
        return parent.tag in ("prototypes", "cells")
    if element.tag == "collectionViewCell":
        return parent.tag == "cells"
    return element.tag == "collectionReusableView" and parent.tag == "collectionView"


def stored_frames(root):
    """IB id -> (x, y, w, h, element name), and the ids of views Xcode flags."""
    frames, flagged = {}, set()
    for element in root.iter():
        rect = next((c for c in element if c.tag == "rect" and c.get("key") == "frame"), None)
        ident = element.get("id")
        if rect is None or ident is None:
            continue
        try:
            frames[ident] = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height")) + (element.tag,)
        except (TypeError, ValueError):
            continue
        if element.get("misplaced") == "YES" or element.get("ambiguous") == "YES":
            flagged.add(ident)
    return frames, flagged


def hidden_views(root):
    """The ids of views that are hidden (`hidden="YES"`) or inside one: nothing of them is
    seen, and Xcode stores for them whatever frame they had (a hidden arranged subview keeps
    its size, where UIKit's stack collapses it), so their frames are not compared."""
    hidden = set()
    stack = [(root, False)]
    while stack:
        element, inside = stack.pop()
        inside = inside or element.get("hidden") == "YES"
        if inside and element.get("id"):
            hidden.add(element.get("id"))
        stack.extend((child, inside) for child in element)
    return hidden


def scene_members(root):
    """scene id -> the ids of the views in it (as Strut names scenes: the controller's id in
    a storyboard, the top-level view's in a xib or outside a storyboard's controller)."""
    members = {}
    scenes = root.find("scenes")
    if scenes is not None:
        for scene in scenes.findall("scene"):
            objects = scene.find("objects")
            if objects is None:
                continue
            for controller in objects:
                view = next((c for c in controller if c.get("key") == "view"), None)
                if view is None:
                    # A view of the scene outside its controller's: a scene of its own.
                    if controller.get("sceneMemberID") != "viewController" and any(
                            c.tag == "rect" and c.get("key") == "frame" for c in controller):
                        members[controller.get("id")] = {
                            e.get("id") for e in controller.iter() if e.get("id")}
                    continue
                members[controller.get("id") or scene.get("sceneID")] = {
                    e.get("id") for e in view.iter() if e.get("id")}
        # Prototype cells are scenes of their own (Strut lays each out at its table's width).
        for parent in scenes.iter():
            for element in parent:
                if is_cell_scene(parent, element):
                    members[element.get("id")] = {e.get("id") for e in element.iter() if e.get("id")}
    else:
        objects = root.find("objects")
        for element in objects if objects is not None else []:
            if any(c.tag == "rect" and c.get("key") == "frame" for c in element):
                members[element.get("id")] = {e.get("id") for e in element.iter() if e.get("id")}
    return members


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--strut", required=True)
    parser.add_argument("corpus")
    parser.add_argument("--details", action="store_true")
    parser.add_argument("--sets", help="corpus.tsv: a share per set")
    parser.add_argument("--apart", action="append", default=[], help="a repository to count apart")
    args = parser.parse_args()
    set_of = {}
    if args.sets:
        for line in open(args.sets):
            fields = line.rstrip("\n").split("\t")
            if len(fields) == 4 and fields[0] != "set":
                set_of[(fields[1], fields[3])] = fields[0]
    by_set = collections.defaultdict(collections.Counter)

    def tally(repo, path, key):
        group = set_of.get((repo, path), "not in the sets") if args.sets else None
        if group is not None:
            by_set[group][key] += 1
            by_set["all"][key] += 1
        if args.apart and repo not in args.apart:
            by_set["all but " + ", ".join(args.apart)][key] += 1

    manifest = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.corpus, "MANIFEST.tsv"))]
    totals = collections.Counter()
    failures = collections.Counter()
    examples = collections.defaultdict(list)
    for repo, commit, path in manifest:
        doc = os.path.join(args.corpus, repo.replace("/", "+"), path)
        try:
            root = ET.parse(doc).getroot()
        except ET.ParseError:
            totals["unreadable by Python's XML parser"] += 1
            continue
        if root.tag != "document" or "CocoaTouch" not in (root.get("type") or ""):
            totals["not an iOS document"] += 1
            continue
        frames, flagged = stored_frames(root)
        hidden = hidden_views(root)
        members = scene_members(root)
        # The controllers' own views: scene roots, however Strut lays them out.
        root_views = {
            view.get("id") for controller in root.iter()
            if controller.get("sceneMemberID") == "viewController"
            for view in controller if view.get("key") == "view"}
        result = subprocess.run([args.strut, "run", doc, "--format", "json"], capture_output=True, text=True)
        try:
            report = json.loads(result.stdout)
        except json.JSONDecodeError:
            totals["documents strut could not run"] += 1
            examples["strut could not run"].append(f"{repo} {path}: {result.stderr.strip()[:200]}")
            continue
        laid_out = {screen.get("scene") for screen in report.get("screens", [])}
        for scene in members:
            if scene not in laid_out:
                totals["scenes compared"] += 1
                tally(repo, path, "compared")
                failures["no layout (strut reported an error)"] += 1
                examples["no layout (strut reported an error)"].append(
                    f"{repo} {path} scene {scene}: {result.stderr.strip()[:300]}")
        for screen in report.get("screens", []):
            scene = screen.get("scene")
            ids = members.get(scene, set())
            if ids & flagged:
                totals["scenes Xcode marks misplaced or ambiguous (left out)"] += 1
                tally(repo, path, "left out")
                continue
            totals["scenes compared"] += 1
            tally(repo, path, "compared")
            worst = None
            for view in screen["views"]:
                ident = view.get("ibID")
                # A scene's root is where its document puts it (a cell in its table, a
                # controller's view below a bar), not a result of the layout (a stack or
                # scroll view at a scene's root is laid out in a plain root view, filling it).
                if (ident not in frames or ident in hidden or view.get("parent") is None
                        or ident == scene or ident in root_views):
                    continue
                x, y, w, h, tag = frames[ident]
                f = view["frame"]
                error = max(abs(f["x"] - x), abs(f["y"] - y), abs(f["width"] - w), abs(f["height"] - h))
                if error > TOLERANCE and (worst is None or error > worst[0]):
                    worst = (error, tag, view["name"], (x, y, w, h), (f["x"], f["y"], f["width"], f["height"]))
            if worst is None:
                totals["scenes within 0.5 pt"] += 1
                tally(repo, path, "within")
            else:
                failures[worst[1]] += 1
                examples[worst[1]].append(
                    f"{repo} {path} scene {scene}: {worst[2]} stored {worst[3]} strut {worst[4]}")
    compared = totals["scenes compared"]
    within = totals["scenes within 0.5 pt"]
    for key, value in sorted(totals.items()):
        print(f"{key}: {value}")
    if compared:
        print(f"reproduced: {within}/{compared} = {100 * within / compared:.1f}%")
    for group, counts in by_set.items():
        share = 100 * counts["within"] / counts["compared"] if counts["compared"] else 0
        print(f"{group}: {counts['within']}/{counts['compared']} = {share:.1f}% "
              f"({counts['left out']} left out)")
    print("failing scenes by the kind of the view that is furthest off:")
    for tag, count in failures.most_common():
        print(f"  {tag}: {count}")
    if args.details:
        for tag, lines in examples.items():
            print(f"== {tag}")
            for line in lines:
                print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
