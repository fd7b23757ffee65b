#!/usr/bin/env python3
"""Warp against seed 000's published A100 volumes for its 25-point stencil
(issue 15, pattern 4: a check, not a fit; nothing here changes the model).

usage: python3 -m bench.studies.seed000_check [--build build]

Seed 000 (digest: ../shared/design/seed000.md, sections 5 and 6) models a
25-point radius-4 star stencil in f64 on 640 x 512 x 512 on an A100. This
script makes that kernel from bench/kernels/star3d25r4_f64_512.mlir (x
extent 640, its guard 636), predicts the block shapes the paper discusses
with `warp-rank --target=a100`, and prints the volumes per lattice update
(LUP; 632 x 504 x 504 interior points) next to the paper's figures:
  * the README reference run, block (256,1,2): L1 load 223, L2 load 81,
    L2 store 9.0, DRAM load 18.1, DRAM store 8.1 B/LUP;
  * the DRAM ranking of section 6: (32,1,32) lowest, about 9 B/LUP;
    (32,32,1) in the middle; (2,512,1) highest.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHAPES = ["256x1x2", "32x1x32", "32x32x1", "2x512x1", "16x8x8", "64x4x4"]
LUPS = 632 * 504 * 504
PAPER = {(256, 1, 2): "L1 223, L2 81 / 9.0, DRAM 18.1 / 8.1 (README run)",
         (32, 1, 32): "DRAM lowest, about 9",
         (32, 32, 1): "DRAM middle",
         (2, 512, 1): "DRAM highest"}


def kernel_text():
    with open(os.path.join(ROOT, "bench", "kernels",
                           "star3d25r4_f64_512.mlir")) as f:
        s = f.read()
    s = s.replace("memref<512x512x512xf64>", "memref<512x512x640xf64>")
    s = s.replace("      %cNR = arith.constant 508 : index\n",
                  "      %cNR = arith.constant 508 : index\n"
                  "      %cNRx = arith.constant 636 : index\n", 1)
    guard = "%lti = arith.cmpi slt, %i, %cNR : index"
    if guard not in s:
        sys.exit("seed000_check: the stencil's x guard has changed")
    return s.replace(guard, "%lti = arith.cmpi slt, %i, %cNRx : index")


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.studies.seed000_check",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "star640.mlir")
        with open(path, "w") as f:
            f.write(kernel_text())
        out = subprocess.run(
            [os.path.join(args.build, "bin", "warp-rank"), path,
             "--kernel=star3d25r4_f64", "--domain=640,512,512",
             "--target=a100", "--blocks=" + ",".join(SHAPES), "--json",
             "--top=0"], capture_output=True, text=True, check=True)
    ranking = json.loads(out.stdout)["ranking"]
    print("seed 000's 25-point stencil, 640x512x512 f64, A100 target; "
          "B/LUP over %d interior points" % LUPS)
    print("%-12s %8s %8s %8s %8s %8s %8s %9s  %s" % (
        "block", "L1 load", "L2 load", "L2 st", "DRAM ld", "DRAM st",
        "GLup/s", "limiter", "seed 000"))
    for r in sorted(ranking, key=lambda r: SHAPES.index(
            "x".join(str(b) for b in r["block"]))):
        per = lambda k: r.get(k, 0) / LUPS  # noqa: E731
        block = tuple(r["block"])
        print("%-12s %8.0f %8.1f %8.1f %8.1f %8.1f %8.1f %9s  %s" % (
            "x".join(map(str, block)), per("l1_global_load_sectors") * 32,
            per("l2_read_bytes"), per("l2_write_bytes"),
            per("dram_read_bytes"),
            per("dram_write_bytes") + per("dram_write_l2_residual_bytes"),
            LUPS / r["time_us"] / 1e3, r["limiter"], PAPER.get(block, "")))
    # The layer condition's sets for the README run (seed 000 section 3.4,
    # WaveReuse.h): the README prints the old footprints of the y and z
    # sets, 8.5 and 25.1 MB (loads).
    print()
    print("layer condition (WaveReuse.h), per wave box; the README run "
          "prints old footprints y 8.5 MB, z 25.1 MB")
    print("%-12s %10s %10s %10s %10s %10s %8s %8s" % (
        "block", "box blks", "wave MB", "near MB", "far MB", "far ov MB",
        "near hit", "far hit"))
    for r in ranking:
        lc = r.get("layer_condition")
        if not lc:
            continue
        mb = lambda k: lc[k] / 2**20  # noqa: E731
        print("%-12s %10d %10.2f %10.2f %10.2f %10.2f %8.3f %8.3f" % (
            "x".join(map(str, r["block"])), lc["wave_box_blocks"],
            mb("wave_bytes"), mb("near_footprint_bytes"),
            mb("far_footprint_bytes"), mb("far_overlap_bytes"),
            lc["near_hit"], lc["far_hit"]))


if __name__ == "__main__":
    main()
