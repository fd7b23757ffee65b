#!/usr/bin/env python3
"""Warp's picks from its default candidate space, measured (bench/picks),
against the best launch of the measured sweeps of the same kernels
(bench/groundtruth and bench/harness, H100, CUDA-event medians).

usage: python3 -m bench.scoring.compare_picks   (reads bench/picks/predicted.csv
                                                and bench/picks/results/h100.csv)

Per kernel: the pick and its predicted time, the measured time of the pick,
the prediction's error, the measured sweep's best launch, and the pick
against it (negative: the pick is faster than every launch of the sweep).
"""
import argparse
import csv
import os
import statistics

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    argparse.ArgumentParser(prog="python3 -m bench.scoring.compare_picks",
                            description=__doc__.split("\n\n")[0]).parse_args()
    best = {}
    for ds in ("groundtruth", "harness"):
        for r in csv.DictReader(open(os.path.join(BENCH, ds, "results", "h100.csv"))):
            k, t = r["kernel_name"], float(r["median_time_us"])
            if k not in best or t < best[k][0]:
                best[k] = (t, f"{r['bx']}x{r['by']}x{r['bz']}")
    pred = {r["id"]: r for r in csv.DictReader(open(os.path.join(BENCH, "picks", "predicted.csv")))}
    rows = list(csv.DictReader(open(os.path.join(BENCH, "picks", "results", "h100.csv"))))
    print(f"{'kernel':24s} {'pick':28s} {'pred us':>8s} {'meas us':>8s} {'error':>7s} "
          f"{'sweep best':>10s} {'at':>9s} {'pick/best':>9s}")
    errs, rel = [], []
    for r in rows:
        p, t = pred[r["id"]], float(r["median_time_us"])
        b = best[r["kernel_name"]]
        e, q = float(p["predicted_us"]) / t - 1, t / b[0] - 1
        errs.append(abs(e))
        rel.append(q)
        print(f"{r['kernel_name']:24s} {p['pick']:28s} {float(p['predicted_us']):8.1f} {t:8.1f} "
              f"{e:+7.1%} {b[0]:10.1f} {b[1]:>9s} {q:+9.1%}")
    print(f"{len(rows)} picks: faster than the sweep's best on {sum(q < 0 for q in rel)}, "
          f"pick/best median {statistics.median(rel):+.1%}, worst {max(rel):+.1%}; "
          f"prediction error MAPE {statistics.mean(errs):.1%}")


if __name__ == "__main__":
    main()
