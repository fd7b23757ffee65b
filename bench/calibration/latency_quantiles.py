#!/usr/bin/env python3
"""Quantiles of a measured per-load latency distribution, for a target file.

usage: python3 -m bench.calibration.latency_quantiles <latency_hist.csv> <test> [<test> ...]

Reads the microbenchmark histograms (bench/groundtruth/microbench/results/
latency_hist.csv: test, bin_lo_cycles, bin_width_cycles, count), treats the
counts as spread evenly over each bin, and prints the latency at the
probabilities the cost model's order statistics use, as the YAML block of
`calibration.dram_latency_quantiles` / `l2_latency_quantiles`
(docs/cost-model.md). hwtargets/h100.yaml holds its output for
dram_pagelocal_2048M_allSMs and cg_full_8192K_allSMs.
"""
import argparse
import csv
import sys

PROBABILITIES = [0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9,
                 0.95, 0.98, 0.99, 0.995, 0.998, 0.999, 1]


def quantiles(bins):
    bins = sorted(b for b in bins if b[2] > 0)
    n = sum(c for _, _, c in bins)
    out = []
    for p in PROBABILITIES:
        target, acc = p * n, 0
        for lo, width, count in bins:
            if acc + count >= target:
                out.append(lo + width * max(0.0, target - acc) / count)
                break
            acc += count
    return out, n


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.calibration.latency_quantiles",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("hist", help="latency_hist.csv (bench/groundtruth/microbench/results/)")
    ap.add_argument("tests", nargs="+", metavar="test", help="a histogram's name")
    args = ap.parse_args()
    hist = {}
    with open(args.hist) as f:
        for r in csv.DictReader(f):
            hist.setdefault(r["test"], []).append(
                (float(r["bin_lo_cycles"]), float(r["bin_width_cycles"]),
                 int(r["count"])))
    for test in args.tests:
        if test not in hist:
            sys.exit("no histogram named %s" % test)
        q, n = quantiles(hist[test])
        print("  # %s: %d loads" % (test, n))
        print("    probability: [%s]" % ", ".join("%g" % p for p in PROBABILITIES))
        print("    cycles: [%s]" % ", ".join("%.0f" % x for x in q))


if __name__ == "__main__":
    main()
