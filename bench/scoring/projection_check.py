#!/usr/bin/env python3
"""Projection from the H100 to the H200 (issue 16): warp-project on every
launch of bench/groundtruth/results/ncu_full_h100/ (Nsight Compute --set
full exports, five families) against the same launches timed on an H200
(bench/groundtruth/results/h200/timing.csv, median of 20 CUDA events).

usage: python3 -m bench.scoring.projection_check [--warp-project PATH]
           [--check THRESHOLDS] [--per-launch]

Two projections are printed: seed 001's ("seed"), which copies the H100's
traffic to the H200, and Warp-aware ("aware", --kernel-mlir with the
family's kernels launched as in bench/groundtruth/configs), whose H200
traffic comes from Warp's volume model for the H200's caches and whose time
is no less than Warp's latency and block-scheduling bounds on the H200.

Prints, per family and in all, the MAPE of the projection and of three
baselines on the same launches:
  keep     the H100 time;
  spec     the H100 time x H100 / H200 data-sheet DRAM bandwidth
           (hwtargets: 3352 / 4814 GB/s);
  copy     the H100 time x the measured copy-time ratio of the stream
           family (triad, 256-thread blocks: H200 time / H100 time, both
           measured).
and seed 001's reported range (5.9 % to 20.3 % MAPE). The source time of
every method is the ncu export's gpu__time_duration. --check fails if the
projection's MAPE is above the threshold.
"""
import argparse
import csv
import glob
import json
import os
import subprocess
import sys
import tempfile

from bench.datasets import launch_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # bench/
GT = os.path.join(ROOT, "groundtruth", "results")
SPEC = {"h100": 3352.0, "h200": 4814.0}


def h200_times():
    out = {}
    with open(os.path.join(GT, "h200", "timing.csv")) as f:
        for r in csv.DictReader(f):
            key = (r["kernel_name"], (int(r["gx"]), int(r["gy"]), int(r["gz"])),
                   (int(r["bx"]), int(r["by"]), int(r["bz"])))
            out[key] = float(r["median_us"])
    return out


def h100_times():
    out = {}
    with open(os.path.join(GT, "h100.csv")) as f:
        for r in csv.DictReader(f):
            key = (r["kernel_name"], (int(r["gx"]), int(r["gy"]), int(r["gz"])),
                   (int(r["bx"]), int(r["by"]), int(r["bz"])))
            out[key] = float(r["median_time_us"])
    return out


def mape(pairs):
    return 100 * sum(abs(p / m - 1) for p, m in pairs) / len(pairs)


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.projection_check",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--warp-project", default=os.path.join(
        ROOT, "..", "build", "bin", "warp-project"))
    ap.add_argument("--check",
                    help="JSON {\"mape\": max %%, \"mape_aware\": max %%}")
    ap.add_argument("--per-launch", action="store_true")
    args = ap.parse_args()
    meas = h200_times()
    h100 = h100_times()
    triad = ("triad_f32", (1048576, 1, 1), (256, 1, 1))
    copy_ratio = meas[triad] / h100[triad]
    spec_ratio = SPEC["h100"] / SPEC["h200"]
    configs = list(csv.DictReader(open(os.path.join(
        ROOT, "groundtruth", "configs", "configs.csv"))))
    fams = {}
    tmp = tempfile.mkdtemp()
    for path in sorted(glob.glob(os.path.join(GT, "ncu_full_h100", "*.csv"))):
        family = os.path.basename(path)[len("ncu_full_"):-4]
        rows = [r for r in configs if r["family"] == family]
        kernel = os.path.join(ROOT, "groundtruth", rows[0]["kernel_file"])
        module = os.path.join(tmp, family + ".mlir")
        with open(module, "w") as f:
            f.write(launch_modules.build(rows, open(kernel).read()))
        runs = {}
        for mode, extra in (("seed", []), ("aware", ["--kernel-mlir",
                                                      module])):
            p = subprocess.run([args.warp_project, "--from", "h100", "--to",
                                "h200", "--json", path] + extra,
                               capture_output=True, text=True)
            if p.returncode != 0:
                print(p.stderr)
                return 1
            runs[mode] = json.loads(p.stdout)
        for r, ra in zip(runs["seed"], runs["aware"]):
            key = (r["kernel"], tuple(r["grid"]), tuple(r["block"]))
            if key not in meas or r["projected_time_us"] is None:
                continue
            m = meas[key]
            src = r["source_time_us"]
            row = {"kernel": r["kernel"], "grid": r["grid"],
                   "block": r["block"], "measured": m,
                   "seed": r["projected_time_us"],
                   "aware": ra["projected_time_us"], "keep": src,
                   "spec": src * spec_ratio, "copy": src * copy_ratio,
                   "interval": r["interval_us"], "limiter": r["limiter"],
                   "by": ra.get("projected_by", "-")}
            fams.setdefault(family, []).append(row)
    methods = ["seed", "aware", "keep", "spec", "copy"]
    if args.per_launch:
        print("%-22s %-26s %-10s %9s %9s %7s %9s %7s %8s  %s" % (
            "family", "kernel", "block", "H200 us", "seed us", "err %",
            "aware us", "err %", "limiter", "aware by"))
        for fam, rows in fams.items():
            for r in rows:
                print("%-22s %-26s %-10s %9.1f %9.1f %7.1f %9.1f %7.1f %8s  %s"
                      % (fam, r["kernel"], "x".join(map(str, r["block"])),
                         r["measured"], r["seed"],
                         100 * (r["seed"] / r["measured"] - 1), r["aware"],
                         100 * (r["aware"] / r["measured"] - 1),
                         r["limiter"], r["by"]))
        print()
    print("MAPE (%%) of the H100 -> H200 projection; copy ratio %.3f, spec "
          "ratio %.3f" % (copy_ratio, spec_ratio))
    print("%-22s %5s %8s %8s %8s %8s %8s  %s" % (
        "family", "n", "seed", "aware", "keep", "spec", "copy",
        "aware beats the best baseline"))
    allrows = []
    for fam, rows in fams.items():
        allrows += rows
        ms = {k: mape([(r[k], r["measured"]) for r in rows]) for k in methods}
        best = min(ms["keep"], ms["spec"], ms["copy"])
        print("%-22s %5d %8.1f %8.1f %8.1f %8.1f %8.1f  %s" % (
            fam, len(rows), ms["seed"], ms["aware"], ms["keep"], ms["spec"],
            ms["copy"], "yes" if ms["aware"] < best else "no"))
    ms = {k: mape([(r[k], r["measured"]) for r in allrows]) for k in methods}
    print("%-22s %5d %8.1f %8.1f %8.1f %8.1f %8.1f" % (
        "all", len(allrows), ms["seed"], ms["aware"], ms["keep"], ms["spec"],
        ms["copy"]))
    print("seed 001's reported MAPE: 5.9 % (Quicksilver) to 20.3 % (LULESH); "
          "goal here 5 %")
    if args.check:
        limits = json.load(open(args.check))
        bad = False
        for mode, key in (("seed", "mape"), ("aware", "mape_aware")):
            if key in limits and ms[mode] > limits[key]:
                print("projection_check: %s MAPE %.2f %% > %.2f %%" % (
                    mode, ms[mode], limits[key]))
                bad = True
        if bad:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
