#!/usr/bin/env python3
"""Writes bench/harness/configs/configs.csv: the launch sweep of Warp's own
families (same columns as bench/groundtruth/configs/configs.csv; ids start
at 1000 so that they never collide with the ground truth's). Paths are
relative to bench/harness, where the runner is started.

usage: python3 -m bench.datasets.gen_harness_configs
"""
import argparse
import os

from bench.groundtruth.scripts import gen_configs as gt_configs

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(BENCH, "harness", "configs", "configs.csv")
FIRST_ID = 1000


def cdiv(a, b):
    return (a + b - 1) // b


B_2D = [(32, 1, 1), (64, 1, 1), (128, 1, 1), (256, 1, 1), (512, 1, 1), (1024, 1, 1),
        (32, 2, 1), (32, 4, 1), (32, 8, 1), (32, 16, 1), (32, 32, 1),
        (16, 16, 1), (64, 4, 1), (128, 2, 1), (16, 8, 1), (8, 32, 1)]
B_FOLDZ = [(32, 2, 1), (32, 8, 1), (64, 4, 1), (128, 1, 1), (256, 2, 1),
           (32, 4, 2), (16, 16, 1), (128, 2, 2)]
B_TRANSPOSE = [(32, 1, 1), (32, 2, 1), (32, 4, 1), (32, 8, 1), (32, 16, 1), (32, 32, 1),
               (16, 16, 1), (64, 4, 1), (128, 2, 1), (8, 32, 1)]
B_HIST = [(32, 1, 1), (64, 1, 1), (128, 1, 1), (256, 1, 1), (512, 1, 1), (1024, 1, 1)]
G_HIST = [264, 1056]  # 2 and 8 blocks per SM on the 132-SM H100

rows = []


def add(family, kname, variant, grid, block, psize, ety, scalars="-"):
    rows.append(dict(id=FIRST_ID + len(rows), family=family, kernel_file=f"kernels/{family}.mlir",
                     ptx_file=f"ptx/{family}.ptx", kernel_name=kname, variant=variant,
                     gx=grid[0], gy=grid[1], gz=grid[2], bx=block[0], by=block[1], bz=block[2],
                     problem_size=psize, elem_type=ety, scalar_args=scalars))


def main():
    argparse.ArgumentParser(prog="python3 -m bench.datasets.gen_harness_configs",
                            description=__doc__.split("\n")[0]).parse_args()
    N = 8192
    for R in (1, 2, 3, 4):
        for b in B_2D:
            add("star2d_f32", f"star2d{4 * R + 1}r{R}_f32", f"R={R}",
                (cdiv(N, b[0]), cdiv(N, b[1]), 1), b, "8192x8192", "f32")
    N = 448
    for F in (1, 2, 4, 8):
        for b in B_FOLDZ:
            add("jacobi3d7_f32_foldz", f"jacobi3d7_f32_foldz{F}", f"F={F}",
                (cdiv(N, b[0]), cdiv(N, b[1]), cdiv(N, b[2] * F)), b, "448x448x448", "f32")
    N = 8192
    for ty in ("f32", "f64"):
        for c in ("rd", "wr"):
            for b in B_TRANSPOSE:
                add("transpose_naive", f"transpose_naive_{c}_{ty}",
                    "coalesced=" + ("read" if c == "rd" else "write"),
                    (N // b[0], N // b[1], 1), b, "8192x8192", ty)
    NH = 1 << 27
    for k, var in (("hist_same_bin_inc_smem", "bins=256;bin=7;inc=1"),
                   ("hist_same_bin_add_smem", "bins=256;bin=7;inc=in&255")):
        for b in B_HIST:
            for g in G_HIST:
                add("hist_same_bin", k, var, (g, 1, 1), b, str(NH), "i32")

    for M, L in ((174762, 192), (32768, 1024), (4096, 8192)):
        for kind in ("full", "inner"):
            for b in ((64, 4, 1), (128, 2, 1), (256, 1, 1), (32, 8, 1)):
                grid = (cdiv(L, b[0]), cdiv(M, b[1]), 1)
                # CUDA refuses a grid y above 65535 (the L=192 rows with
                # blocks 128x2 and 256x1): such a launch is no configuration.
                if grid[1] > 65535:
                    continue
                add("copy_rows_f64", f"copy_rows_{kind}_L{L}", f"L={L};rows={M};write={kind}",
                    grid, b, f"{M}x{L}", "f64")

    # Issue 15, pattern 3: the launch (2112 blocks of 128) and a
    # sweep of block sizes, on uniform and single-bin input.
    ND = 1 << 26
    for k, var in (("hist_data_bin_uniform", "bins=256;input=uniform"),
                   ("hist_data_bin_onebin", "bins=256;input=one bin;expected_conflicts=32")):
        for b, g in (((128, 1, 1), 2112), ((128, 1, 1), 264), ((256, 1, 1), 1056),
                     ((512, 1, 1), 264), ((1024, 1, 1), 264)):
            add("hist_data_bin", k, var, (g, 1, 1), b, str(ND), "i32")

    # Issue 15, pattern 4: seed 000's 25-point stencil, the issue's three
    # blocks, seed 000's README run (256, 1, 2) and its extremes.
    N = 512
    for b in ((32, 8, 1), (8, 8, 8), (16, 8, 4), (256, 1, 2), (32, 1, 32),
              (32, 32, 1), (64, 4, 4), (128, 2, 2), (1024, 1, 1), (32, 4, 8)):
        add("star3d25r4_f64", "star3d25r4_f64", "-",
            (cdiv(N, b[0]), cdiv(N, b[1]), cdiv(N, b[2])), b, "512x512x512", "f64")

    gt_configs.write_rows(rows, OUT)


if __name__ == "__main__":
    main()
