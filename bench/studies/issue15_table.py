#!/usr/bin/env python3
"""Warp's predictions for the kernels of issue 15's table, next to the
measurements the issue reports (an H100 SXM, median of 20 runs). The
issue's figures are for checking only: nothing in the model is fitted to
them. docs/accuracy.md ("Beyond the benchmarks") quotes this table.

usage: python3 -m bench.studies.issue15_table [--build build]

The kernels are made with the generators of bench/groundtruth and
bench/harness (bench/datasets/gen_harness_kernels.py: the same code as the
harness families, at the issue's sizes) and costed with `warp-opt --warp-cost-model`, which lowers each to
PTX with mlir-opt and reads its registers from ptxas where it can, as a
user's run would. The issue does not give the histogram's item count or
the shared-memory transposes' size: 2^26 items and 8192^2 f32 are
assumptions, said in the table.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from bench.datasets import gen_harness_kernels as hk
from bench.groundtruth.scripts import gen_kernels as gt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def launch_module(modname, func_text, fname, args, grid, block):
    """A module with the kernel and one launch of it."""
    decls = ", ".join(f"%a{i}: {t}" for i, t in enumerate(args))
    uses = ", ".join(f"%a{i} : {t}" for i, t in enumerate(args))
    consts = sorted(set(grid) | set(block))
    body = "".join(f"    %c{v} = arith.constant {v} : index\n" for v in consts)
    g = ", ".join(f"%c{v}" for v in grid)
    b = ", ".join(f"%c{v}" for v in block)
    return (gt.module(modname, "issue 15 table: " + fname, [func_text])
            .rstrip().rstrip("}") +
            f"  func.func @main({decls}) {{\n{body}"
            f"    gpu.launch_func @{modname}::@{fname} blocks in ({g}) "
            f"threads in ({b}) args({uses})\n    return\n  }}\n}}\n")


def cdiv(a, b):
    return (a + b - 1) // b


def cases():
    out = []
    # 2-D 5-point star, f32, 16384^2, one point per thread, guards.
    N = 16384
    star = hk.star_func("star2d5r1_f32", N, 1, hk.STAR2D_W, "f32", 2)
    mt = f"memref<{N}x{N}xf32>"
    for block, meas in (((256, 1, 1), "1017 us"), ((32, 32, 1), "1333 us"),
                        ((32, 1, 1), "5043 us")):
        grid = (cdiv(N, block[0]), cdiv(N, block[1]), 1)
        out.append(("2-D 5-point star f32 16384^2", block, meas, "time",
                    launch_module("s", star, "star2d5r1_f32", [mt, mt], grid,
                                  block), []))
    # Naive transpose, f32, 8192^2, reads along rows, 4-byte writes along
    # columns.
    N = 8192
    tr = hk.naive_transpose("transpose_naive_rd_f32", N, "f32", "read")
    mt = f"memref<{N}x{N}xf32>"
    for block, meas in (((32, 8, 1), "1156 us"), ((8, 32, 1), "327 us")):
        grid = (N // block[0], N // block[1], 1)
        out.append(("naive transpose f32 8192^2", block, meas, "time",
                    launch_module("t", tr, "transpose_naive_rd_f32", [mt, mt],
                                  grid, block), []))
    # Shared-memory transpose, 32 x 32 tile, f32 (8192^2 assumed).
    for cols, meas, what in ((32, "575 us", "no padding"),
                             (33, "360 us", "tile 32x33")):
        name = "transpose_f32_t32" + ("_pad" if cols == 33 else "")
        f = gt.smem_transpose(name, N, 32, cols, "f32")
        out.append((f"smem transpose f32 32x32 tile, {what} (8192^2 assumed)",
                    (32, 32, 1), meas, "time",
                    launch_module("m", f, name, [mt, mt], (N // 32, N // 32, 1),
                                  (32, 32, 1)), []))
    # Shared-memory histogram, 256 bins, data-dependent bin and weight
    # (2^26 items assumed), 2112 blocks x 128.
    ND = 1 << 26
    for name, meas, opts in (
            ("hist_data_bin_onebin", "290 us", []),
            ("hist_data_bin_uniform", "133 us", [])):
        f = hk.data_bin_hist(name, ND, 32 if "onebin" in name else None)
        out.append((f"smem histogram 256 bins, {name.split('_')[-1]} input "
                    "(2^26 items assumed)", (128, 1, 1), meas, "time",
                    launch_module("h", f, name,
                                  [f"memref<{ND}xi32>", "memref<256xi32>"],
                                  (2112, 1, 1), (128, 1, 1)), opts))
    # Seed 000's 25-point star, f64, 512^3: DRAM reads.
    N = 512
    f = hk.star3d_f64("star3d25r4_f64", N, 4, hk.STAR3D25_W)
    mt = f"memref<{N}x{N}x{N}xf64>"
    for block, meas in (((32, 8, 1), "1246 MB"), ((8, 8, 8), "2094 MB"),
                        ((16, 8, 4), "1619 MB")):
        grid = tuple(cdiv(N, b) for b in block)
        out.append(("25-point star f64 512^3 (DRAM read)", block, meas,
                    "dram", launch_module("z", f, "star3d25r4_f64", [mt, mt],
                                          grid, block), []))
    return out


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.studies.issue15_table",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    args = ap.parse_args()
    warp_opt = os.path.join(args.build, "bin", "warp-opt")
    print("%-62s %-10s %10s %12s  %s" % ("kernel", "block", "measured",
                                         "Warp", "limiter"))
    with tempfile.TemporaryDirectory() as tmp:
        for i, (what, block, meas, kind, text, opts) in enumerate(cases()):
            path = os.path.join(tmp, "k%d.mlir" % i)
            with open(path, "w") as f:
                f.write(text)
            opt = "report=- remarks=false"
            r = subprocess.run([warp_opt, path, "--warp-cost-model=" + opt] +
                               opts + ["-o", os.devnull],
                               capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit("issue15_table: warp-opt failed on %s:\n%s" %
                         (what, r.stderr))
            launch = json.loads(r.stdout)["launches"][0]
            if kind == "dram":
                got = "%.0f MB" % (launch["dram_read_bytes"] / 1e6)
            else:
                got = "%.0f us" % launch["time_us"]
            print("%-62s %-10s %10s %12s  %s" % (
                what, "x".join(map(str, block)), meas, got,
                launch["limiter"]))


if __name__ == "__main__":
    main()
