#!/usr/bin/env python3
"""Property test of the options (issue 26): every numeric option of
`--warp-cost-model` (and its list options), every numeric attribute of
`transform.warp.select_launch_config`, and every numeric option of
`warp-rank`, set to each of 0, -1, nan, inf, -inf, 1e-300, 1e308 and
2^63 - 1, gives either a located error or a run whose report is strict JSON
with finite, non-negative numbers. A crash, a hang, an error without a
location, a bare 'inf' or 'nan', or a negative figure fails the test.

The kernels: the shipped launch (examples/stencil3d7.mlir), a nest
(examples/stencil3d7_parallel.mlir, small enough), a matmul and a row
reduction, so that every option is read by some decision.

Usage: scripts/option_property.py BIN_DIR
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

BAD = ["0", "-1", "nan", "inf", "-inf", "1e-300", "1e308", "9223372036854775807"]
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))

# Options of --warp-cost-model that take numbers, and how a value is spelled
# (a size option takes x,y,z; a list takes comma-separated values).
PASS_OPTIONS = {
    "regs": "{v}", "smem": "{v}", "max-threads": "{v}", "top": "{v}",
    "block": "{v},1,1", "grid": "{v},1,1", "atomic-conflicts": "{v}",
    "fold": "{v}", "blocks": "{v}x1x1", "tiles-mn": "{v}", "tiles-k": "{v}",
    "thread-tiles": "{v}", "tile-pads": "{v}", "warp-tiles": "{v}",
    "reduction-splits": "{v}",
}

MATMUL = """func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
func.func @rows(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
"""

TRANSFORM = """func.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  linalg.copy ins(%a : memref<1024xf32>) outs(%b : memref<1024xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %n, %f = transform.warp.select_launch_config %m {ATTR} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
"""


def reject_constant(name):
    raise ValueError(f"non-JSON constant {name}")


def run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None


def judge(r, report=None, option=None):
    """None if the run is acceptable, else what is wrong. An error is
    located when it names a place in a file ("f.mlir:3:5: error:") or, for
    a command-line option, names the option ("for the --regs option",
    "option 'regs' must lie in ...")."""
    if r is None:
        return "no answer within 120 s"
    if r.returncode < 0 or r.returncode >= 128:
        return f"crashed (exit {r.returncode}): {r.stderr[-300:]}"
    if r.returncode != 0:
        lines = r.stderr.splitlines()
        in_file = any("error:" in line and ".mlir:" in line.split("error:")[0]
                      for line in lines)
        names = option is not None and any(
            f"--{option} option" in line or f"'{option}'" in line or
            f"--{option} " in line for line in lines)
        if in_file or names:
            return None
        return f"failed without a located error: {r.stderr[-300:]}"
    if report is None:
        return None
    try:
        data = json.loads(open(report).read(), parse_constant=reject_constant)
    except ValueError as e:
        return f"report is not JSON: {e}"
    stack = [("", data)]
    while stack:
        path, v = stack.pop()
        if isinstance(v, dict):
            stack += [(f"{path}.{k}", x) for k, x in v.items()]
        elif isinstance(v, list):
            stack += [(f"{path}[{i}]", x) for i, x in enumerate(v)]
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            if not math.isfinite(v) or v < 0:
                return f"report holds {v} at {path}"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bin")
    args = ap.parse_args()
    warp_opt = os.path.join(args.bin, "warp-opt")
    warp_rank = os.path.join(args.bin, "warp-rank")
    failures, runs = [], 0
    with tempfile.TemporaryDirectory() as d:
        mm = os.path.join(d, "mm.mlir")
        open(mm, "w").write(MATMUL)
        kernels = [os.path.join(ROOT, "examples", "stencil3d7.mlir"), mm]
        report = os.path.join(d, "r.json")
        for name, form in PASS_OPTIONS.items():
            for v in BAD:
                for k in kernels:
                    if os.path.exists(report):
                        os.remove(report)
                    opt = f"target=h100 remarks=false report={report} {name}={form.format(v=v)}"
                    # Keep the contraction space small where the option is
                    # not itself about it.
                    if k == mm and name not in ("tiles-mn", "thread-tiles"):
                        opt += " tiles-mn=32 thread-tiles=4"
                    r = run([warp_opt, k, "-o", os.devnull, f"--warp-cost-model={opt}"])
                    runs += 1
                    why = judge(r, report if r and r.returncode == 0 else None,
                                name)
                    if why:
                        failures.append(f"warp-opt {os.path.basename(k)} {name}={v}: {why}")
        for attr in ("max_threads = {v}", "fold = array<i64: {v}>"):
            for v in BAD:
                text = TRANSFORM.replace("ATTR", attr.format(v=v))
                path = os.path.join(d, "t.mlir")
                open(path, "w").write(text)
                r = run([warp_opt, path, "--transform-interpreter", "-o", os.devnull])
                runs += 1
                why = judge(r)
                # A value that is no i64 is the parser's located error (in
                # the file).
                if why:
                    failures.append(f"select_launch_config {attr.format(v=v)}: {why}")
        for opt in ("regs", "max-threads", "min-threads", "top", "domain"):
            for v in BAD:
                domain = [] if opt == "domain" else ["--domain=64,64,64"]
                r = run([warp_rank, os.path.join(ROOT, "examples", "stencil3d7.mlir"),
                         *domain, f"--{opt}={v}", "--json"])
                runs += 1
                why = None if (r is not None and r.returncode == 0) else judge(r, None, opt)
                if why:
                    failures.append(f"warp-rank --{opt}={v}: {why}")
    for f in failures:
        print("FAIL", f)
    print(f"option_property: {runs} runs, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
