#!/usr/bin/env python3
"""Reads layout margins off the frames Xcode stored, as evidence for the reader's rules.

For every constraint that pins a view's edge to its container's margin (`leadingMargin`,
`trailingMargin`, `topMargin`, `bottomMargin`, plain, priority 1000, no multiplier), the
margin Xcode drew is the view's stored distance from the container's edge less the
constant. Views Xcode marks misplaced or ambiguous are skipped. The readings are counted by
the Xcode that saved the document (its toolsVersion, in thousands) and the container's
width.

    python3 Fidelity/margins.py CORPUS root        # controllers' root views (side margins)
    python3 Fidelity/margins.py CORPUS cells       # table cells' content views in storyboards
    python3 Fidelity/margins.py CORPUS xib-cells   # table cells designed in xibs of their own

CORPUS is a directory `Fidelity/collect.sh` filled. Notes/InterfaceBuilder.md quotes these.
"""
import collections
import os
import sys
import xml.etree.ElementTree as ET


def frame(element):
    rect = element.find("rect[@key='frame']")
    if rect is None:
        return None
    return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))


def readings(container, edges):
    """Margins read off the constraints of `container` between its direct subviews and its
    margins on `edges`."""
    cid = container.get("id")
    box = frame(container)
    subviews = container.find("subviews")
    constraints = container.find("constraints")
    if box is None or subviews is None or constraints is None:
        return []
    width, height = box[2], box[3]
    frames = {}
    for view in subviews:
        if view.get("misplaced") == "YES" or view.get("ambiguous") == "YES":
            continue
        if frame(view) is not None:
            frames[view.get("id")] = frame(view)
    found = []
    for c in constraints:
        if c.get("multiplier") or c.get("relation") or c.get("priority", "1000") != "1000":
            continue
        first, second = c.get("firstItem", cid), c.get("secondItem")
        constant = float(c.get("constant", "0"))
        pairs = (
            (first, c.get("firstAttribute"), second, c.get("secondAttribute"), 1),
            (second, c.get("secondAttribute"), first, c.get("firstAttribute"), -1),
        )
        for view, attribute, owner, margin, sign in pairs:
            if owner != cid or view not in frames or margin != attribute + "Margin":
                continue
            if attribute not in edges:
                continue
            x, y, w, h = frames[view]
            # view.attribute = owner.margin + k (sign 1), or owner.margin = view.attribute + k.
            k = constant if sign == 1 else -constant
            value = {
                "leading": x - k, "left": x - k, "top": y - k,
                "trailing": width - (x + w) + k, "right": width - (x + w) + k,
                "bottom": height - (y + h) + k,
            }[attribute]
            found.append((attribute, round(value, 2)))
    return found


def documents(corpus, suffix):
    for root, _, files in os.walk(corpus):
        for name in files:
            if name.endswith(suffix):
                path = os.path.join(root, name)
                try:
                    document = ET.parse(path).getroot()
                except ET.ParseError:
                    continue
                if "CocoaTouch" not in document.get("type", ""):
                    continue
                tools = int(float((document.get("toolsVersion") or "0").split(".")[0] or 0))
                yield path, document, tools // 1000


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("root", "cells", "xib-cells"):
        sys.exit(__doc__)
    corpus, kind = sys.argv[1], sys.argv[2]
    counts = collections.defaultdict(collections.Counter)
    sides = ("leading", "trailing", "left", "right")
    if kind == "xib-cells":
        for _, document, tools in documents(corpus, ".xib"):
            objects = document.find("objects")
            for cell in objects if objects is not None else []:
                if cell.tag != "tableViewCell":
                    continue
                for content in cell:
                    if content.get("key") == "contentView":
                        box = frame(content)
                        for edge, value in readings(content, sides + ("top", "bottom")):
                            counts[(tools, edge, box[2] if box else None)][value] += 1
    else:
        for _, document, tools in documents(corpus, ".storyboard"):
            for controller in document.iter():
                view = next((c for c in controller if c.get("key") == "view"), None)
                if view is None or view.tag != "view" or frame(view) is None:
                    continue
                if kind == "root":
                    for edge, value in readings(view, sides):
                        counts[(tools, "root", frame(view)[2])][value] += 1
                    continue
                for table in view.iter("tableView"):
                    width = frame(table)[2] if frame(table) else None
                    where = "full width" if width == frame(view)[2] else "inset"
                    for cell in table.iter("tableViewCell"):
                        for content in cell:
                            if content.get("key") == "contentView":
                                for edge, value in readings(content, sides):
                                    counts[(tools, where, width)][value] += 1
    for key in sorted(counts, key=lambda k: tuple(str(p) for p in k)):
        tools, where, width = key
        values = ", ".join(f"{v:g} x{n}" for v, n in counts[key].most_common(6))
        print(f"toolsVersion {tools}xxx  {where:<10}  width {width}:  {values}")


if __name__ == "__main__":
    main()
