#!/usr/bin/env python3
"""Compares Warp's predicted launch times with the measured ones.

usage: python3 -m bench.scoring.compare_times <data set dir>
           [--warp-opt PATH] [--target h100] [--results CSV] [--json OUT]
           [--check THRESHOLDS] [--by-block-size] [--figures OUT]

Runs `warp-opt --warp-cost-model` on every configuration of the data set
(bench/groundtruth or bench/harness; registers from the ptxas -v reports, as
compare_volumes does) and prints per family: MAPE, median and 90th
percentile of the relative time error, Kendall's tau between predicted and
measured times across the family's configurations, the regret of the
predicted-best configuration (measured time of the predicted best /
measured best - 1), the worst launch-shape regret over the family's
kernels (the same regret among the launches of one kernel: the choice of
block shape Warp makes for a given kernel), and how often each limiter was
named; with
--by-block-size, the mean signed error per family and block size. --results takes
a merged results CSV (median_time_us) or a runner's timing.csv (median_us).
A data set without measurements prints its predictions instead. Every
configuration must be modelled: --check fails on one that is not.
--check takes bench/scoring/thresholds/time*.json; a key that starts with
"_" (a comment, a family's "_reason") is not a limit.
"""
import argparse
import csv
import json
import os
import statistics
import sys
import tempfile

from bench.scoring import compare_volumes


def kendall_tau(xs, ys):
    n = len(xs)
    conc = disc = 0
    for i in range(n):
        for j in range(i + 1, n):
            a = (xs[i] - xs[j]) * (ys[i] - ys[j])
            if a > 0:
                conc += 1
            elif a < 0:
                disc += 1
    pairs = n * (n - 1) / 2
    return (conc - disc) / pairs if pairs else 1.0


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.compare_times",
                                 description=__doc__.split("\n")[0])
    compare_volumes.add_common_arguments(
        ap, "JSON thresholds {family: {mape: max %%, tau: min, regret: max "
            "%%, shape_regret: max %%}}; exit 1 if any figure is worse")
    ap.add_argument("--by-block-size", action="store_true",
                    help="also print the mean signed error per family and "
                         "threads per block (where the model misses)")
    ap.add_argument("--figures", help="write the per-family figures (MAPE, "
                    "tau, regrets) as JSON, the form of the thresholds")
    args = ap.parse_args()
    results = args.results or os.path.join(args.groundtruth, "results", "h100.csv")
    with tempfile.TemporaryDirectory() as tmp:
        rows, pred = compare_volumes.run(args.groundtruth, args.warp_opt,
                                         args.target, tmp, "warp-cost-model")
    unmodelled = [r for r in rows if not pred[r["id"]].get("modelled")]
    for r in unmodelled:
        print("NOT MODELLED %s %s: %s" % (r["id"], r["kernel_name"],
                                          pred[r["id"]].get("reason", "?")))
    if not os.path.exists(results):
        # A data set whose measurements are still to be taken: what Warp
        # predicts for it, per family.
        print("%s: no measurements recorded yet; %d of %d configurations "
              "modelled" % (results, len(rows) - len(unmodelled), len(rows)))
        print("%-22s %4s %10s  %-22s %s" % ("family", "n", "best us", "best block",
                                            "limiters"))
        by_fam = {}
        for r in rows:
            if pred[r["id"]].get("modelled"):
                by_fam.setdefault(r["family"], []).append(r)
        for fam in sorted(by_fam):
            rs = by_fam[fam]
            best = min(rs, key=lambda r: pred[r["id"]]["time_us"])
            lim = {}
            for r in rs:
                lim[pred[r["id"]]["limiter"]] = lim.get(pred[r["id"]]["limiter"], 0) + 1
            print("%-22s %4d %10.1f  %-22s %s" % (
                fam, len(rs), pred[best["id"]]["time_us"],
                "%s %sx%sx%s" % (best["kernel_name"], best["bx"], best["by"], best["bz"]),
                ", ".join("%s %d" % kv for kv in sorted(lim.items()))))
        sys.exit(1 if unmodelled and args.check else 0)
    meas = {r["id"]: r for r in csv.DictReader(open(results))}
    fams = {}
    kernels = {}
    detail = []
    for r in rows:
        p = pred[r["id"]]
        if not p.get("modelled"):
            continue
        mr = meas[r["id"]]
        # results/h100.csv (merged) names it median_time_us, a runner's
        # timing.csv median_us.
        m = float(mr["median_time_us"] if "median_time_us" in mr else mr["median_us"])
        # The lowering's order (rankPredictions): time, then DRAM bytes, then
        # the latency bound (ties of throughput-bound launches).
        key = (round(p["time_us"], 6), p.get("dram_read_bytes", 0) + p.get("dram_write_bytes", 0),
               p.get("bounds", {}).get("latency", 0))
        fams.setdefault(r["family"], []).append((key, m, p["limiter"], r["id"]))
        kernels.setdefault((r["family"], r["kernel_name"]), []).append((key, m))
        detail.append({"id": r["id"], "family": r["family"], "kernel": r["kernel_name"],
                       "pred_us": p["time_us"], "meas_us": m, "limiter": p["limiter"],
                       "bounds": p["bounds"]})
    def regret_of(v):
        best_pred = min(v, key=lambda x: x[0])
        return best_pred[1] / min(x[1] for x in v) - 1

    shape_regret = {}
    for (fam, _), v in kernels.items():
        shape_regret[fam] = max(shape_regret.get(fam, 0.0), regret_of(v))
    print("%-22s %4s %8s %8s %8s %8s %8s %8s  %s" % (
        "family", "n", "MAPE%", "med%", "p90%", "tau", "regret%", "shape%",
        "limiters"))
    allerr = []
    figures = {}
    for fam in sorted(fams):
        v = fams[fam]
        errs = [abs(k[0] - m) / m for k, m, _, _ in v]
        allerr += errs
        tau = kendall_tau([x[0][0] for x in v], [x[1] for x in v])
        regret = regret_of(v)
        lim = {}
        for x in v:
            lim[x[2]] = lim.get(x[2], 0) + 1
        figures[fam] = {"mape": 100 * statistics.mean(errs), "tau": tau,
                        "regret": 100 * regret,
                        "shape_regret": 100 * shape_regret[fam]}
        print("%-22s %4d %8.1f %8.1f %8.1f %8.2f %8.1f %8.1f  %s" % (
            fam, len(v), 100 * statistics.mean(errs),
            100 * statistics.median(errs),
            100 * compare_volumes.percentile(errs, 90), tau, 100 * regret,
            100 * shape_regret[fam],
            ", ".join("%s %d" % kv for kv in sorted(lim.items()))))
    print("%-22s %4d %8.1f %8.1f %8.1f" % (
        "ALL", len(allerr), 100 * statistics.mean(allerr),
        100 * statistics.median(allerr),
        100 * compare_volumes.percentile(allerr, 90)))
    figures["ALL"] = {"mape": 100 * statistics.mean(allerr)}
    if args.by_block_size:
        threads = {r["id"]: int(r["bx"]) * int(r["by"]) * int(r["bz"]) for r in rows}
        signed = {}
        for fam, v in fams.items():
            for k, m, _, rid in v:
                signed.setdefault((fam, threads[rid]), []).append(k[0] / m - 1)
        print("\n%-22s %8s %4s %12s" % ("family", "threads", "n", "mean err %"))
        for (fam, threads), errs in sorted(signed.items()):
            print("%-22s %8d %4d %12.1f" % (fam, threads, len(errs),
                                             100 * statistics.mean(errs)))
    if args.json:
        json.dump(detail, open(args.json, "w"), indent=1)
    if args.figures:
        json.dump(figures, open(args.figures, "w"), indent=1, sort_keys=True)
    if args.check:
        limits = json.load(open(args.check))
        bad = checked = 0
        for fam, lim in limits.items():
            if fam.startswith("_"):
                continue
            got = figures.get(fam)
            if got is None:
                print("MISSING %s" % fam)
                bad += 1
                continue
            for key, value in lim.items():
                if key.startswith("_"):
                    continue
                checked += 1
                worse = got[key] < value if key == "tau" else got[key] > value
                if worse:
                    print("WORSE %s %s: %.3f (limit %.3f)" % (fam, key, got[key], value))
                    bad += 1
        bad += len(unmodelled)
        print("time thresholds: %d checked, %d worse, %d not modelled" % (
            checked, bad - len(unmodelled), len(unmodelled)))
        sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
