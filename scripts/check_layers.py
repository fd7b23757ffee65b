#!/usr/bin/env python3
"""Checks that Warp's layers include downward only (docs/architecture.md).

Every C++ file of lib/, include/Warp/ and tools/ belongs to a layer (its
folder); a file may include Warp headers of its own layer or of a lower one,
never of a higher one or of a sibling (Relations and Simulation both stand on
IR and do not see each other). Prints each violation with the file and line
and exits 1 if there is one.

  scripts/check_layers.py [--root DIR]
"""
import argparse
import os
import re
import sys

# (layer, rank, folders under lib/ or include/Warp/), bottom up. Files of a
# folder not listed here belong to the closest listed parent.
LAYERS = [
    ("Support", 0, ["Support", "Version.h"]),
    ("Dialect", 1, ["Dialect"]),
    ("Target", 1, ["Target"]),
    ("IR", 2, ["Analysis/IR"]),
    ("Relations", 3, ["Analysis/Relations"]),
    ("Simulation", 3, ["Analysis/Simulation"]),
    ("Volumes", 4, ["Analysis/Volumes"]),
    ("Time", 5, ["Analysis/Time"]),
    ("Analysis", 6, ["Analysis"]),
    ("Lowering", 7, ["Lowering"]),
    ("Search", 8, ["Search"]),
    ("Report", 9, ["Report"]),
    ("Transforms", 10, ["Transforms"]),
    ("TransformOps", 11, ["Dialect/TransformOps"]),
    ("Tools", 12, ["InitAllDialects.h", "tools"]),
    ("API", 13, ["API", "Plugin", "python"]),
]


def layer_of(path):
    """The layer of a path relative to lib/, include/Warp/ or the root."""
    best = None
    for name, rank, folders in LAYERS:
        for f in folders:
            if path == f or path.startswith(f + "/"):
                if best is None or len(f) > len(best[2]):
                    best = (name, rank, f)
    return best


def included_layer(inc):
    """The layer of an included header, or None if it is not Warp's."""
    if inc.startswith("Warp/"):
        return layer_of(inc[len("Warp/"):])
    first = inc.split("/")[0]
    if first in ("Support", "Dialect", "Target", "Analysis", "Lowering",
                 "Search", "Report", "Transforms", "API", "Plugin"):
        return layer_of(inc)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=os.path.join(os.path.dirname(__file__),
                                                   ".."))
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    include = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
    violations, checked = [], 0
    for top, strip in (("lib", "lib/"), ("include/Warp", "include/Warp/"),
                       ("tools", "")):
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            for n in sorted(names):
                if not n.endswith((".h", ".cpp")):
                    continue
                full = os.path.join(dirpath, n)
                rel = os.path.relpath(full, root)
                own = layer_of(rel[len(strip):] if strip else rel)
                if own is None:
                    violations.append(f"{rel}: in no layer")
                    continue
                checked += 1
                with open(full, encoding="utf-8") as fh:
                    for lineno, line in enumerate(fh, 1):
                        m = include.match(line)
                        if not m or m.group(1).endswith(".inc"):
                            continue
                        other = included_layer(m.group(1))
                        if other is None or other[0] == own[0]:
                            continue
                        if other[1] >= own[1]:
                            violations.append(
                                f"{rel}:{lineno}: {own[0]} (rank {own[1]}) "
                                f"includes {m.group(1)} of {other[0]} "
                                f"(rank {other[1]})")
    for v in violations:
        print(v)
    print(f"check_layers: {checked} files, {len(violations)} violations")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
