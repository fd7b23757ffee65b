#!/usr/bin/env python3
"""Property test of target files (issue 26): every numeric field of a
target, set to each of 0, -1, nan, inf, -inf, 1e-300, 1e308 and 2^63 - 1,
gives either a located error that names the target file, or a report that is
strict JSON whose numbers are all finite and not negative. A crash, a hang,
a bare 'inf' or 'nan', or a negative figure fails the test.

Usage: scripts/target_property.py WARP_OPT [--target hwtargets/h100.yaml]
           [--kernel examples/stencil3d7.mlir]
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

BAD = ["0", "-1", ".nan", ".inf", "-.inf", "1e-300", "1e308", "9223372036854775807"]
FIELD = re.compile(r"^(\s*)([a-z_0-9]+):(\s*)(-?[0-9.]+(?:e[-+]?[0-9]+)?)(\s*(?:#.*)?)$")


def numbers(value, path=""):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from numbers(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from numbers(v, f"{path}[{i}]")
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield path, value


def reject_constant(name):
    raise ValueError(f"non-JSON constant {name}")


def check(warp_opt, kernel, target, report):
    """None if the run is acceptable, else what is wrong."""
    try:
        r = subprocess.run([warp_opt, kernel, "-o", os.devnull,
                            f"--warp-cost-model=target={target} regs=32 remarks=false report={report}"],
                           capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "no answer within 60 s"
    if r.returncode < 0 or r.returncode >= 128:
        return f"crashed (exit {r.returncode}): {r.stderr[-300:]}"
    if r.returncode != 0:
        if "error:" in r.stderr and os.path.basename(target) in r.stderr:
            return None
        return f"failed without a located error naming the file: {r.stderr[-300:]}"
    try:
        data = json.loads(open(report).read(), parse_constant=reject_constant)
    except ValueError as e:
        return f"report is not JSON: {e}"
    for path, v in numbers(data):
        if not math.isfinite(v) or v < 0:
            return f"report holds {v} at {path}"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("warp_opt")
    ap.add_argument("--target", default="hwtargets/h100.yaml")
    ap.add_argument("--kernel", default="examples/stencil3d7.mlir")
    args = ap.parse_args()
    lines = open(args.target).read().split("\n")
    failures, runs = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        target = os.path.join(tmp, "target.yaml")
        report = os.path.join(tmp, "report.json")
        for i, line in enumerate(lines):
            m = FIELD.match(line)
            if not m:
                continue
            for bad in BAD:
                mutated = lines[:i] + [f"{m.group(1)}{m.group(2)}:{m.group(3)}{bad}"] + lines[i + 1:]
                open(target, "w").write("\n".join(mutated))
                if os.path.exists(report):
                    os.remove(report)
                runs += 1
                why = check(args.warp_opt, args.kernel, target, report)
                if why:
                    failures.append(f"line {i + 1} {m.group(2)} = {bad}: {why}")
    for f in failures:
        print("FAIL", f)
    print(f"target_property: {runs} mutations of {args.target}, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
