"""Scores Warp's contraction picks against the measured sweep (issue 25).

Per shape (configs/configs.csv joined with a runner timing.csv): the best
measured configuration; Warp's pick (the measured configuration Warp
predicts fastest) as a percentage of the best; whether the best is among
Warp's 8 fastest-predicted; Kendall's tau between predicted and measured
times; and the same for two baselines:

- triton: the equations of Triton's `matmul_perf_model.estimate_matmul_time`
  (triton-lang/kernels, kernels/matmul_perf_model.py), reimplemented:
  t = max(compute, load) + store; compute = 2MNK / (peak x
  min(1, warps / (4 x SMs))) with warps = CTAs x min(warps per CTA, 4);
  DRAM bandwidth scaled by min(1, CTAs/32) x 0.95 + clamp((CTAs-32)/76) x
  0.05; each operand read once from DRAM plus 20 % of its re-reads, the other
  80 % from L2 at 4x the DRAM bandwidth; stores at 0.6x the DRAM bandwidth,
  with SPLIT_K: CTAs x SPLIT_K, C stored SPLIT_K times and zeroed first.
  The kernels measured here are SIMT, so the peak is the FP32 rate
  (132 SMs x 128 lanes x 2 flops x the clock of hwtargets/h100.yaml), not
  the tensor-core rate Triton uses from sm_80 on; the bandwidth is the
  target's measured DRAM read bandwidth;
- seed: the fixed SIMT seed of gen_sweep.py (CUTLASS's SIMT SGEMM default),
  one configuration per shape (its % of best only).

Shapes are reported by half (shapes.py: tuning, validation); cuBLAS times
are shown for information.

It also prints what each decision cost (rankings/ranking_seconds.csv, the
wall time of `--warp-choose-launch-configs` on the shape, and the report's
count of tilings predicted); without --timing, only that table.

Usage: python3 -m bench.contractions.score [--timing T.csv] [--cublas C.csv]
       [--configs bench/contractions/configs/configs.csv]
"""

import argparse
import csv
import json
import math
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

import yaml

from bench.scoring.stats import kendall_tau

HERE = os.path.dirname(os.path.abspath(__file__))


def triton_estimate_us(r, target):
    """Triton's matmul_perf_model equations (see the module comment), us."""
    m, n, k = int(r["m"]), int(r["n"]), int(r["k"])
    batch = int(r["batch"])
    bm, bn = int(r["bm"]), int(r["bn"])
    dt = 2 if r["a"] == "f16" else 4
    warps = max(1, (int(r["bx"]) * int(r["by"])) // 32)
    split = int(r.get("split_k") or 1)
    ctas = batch * math.ceil(m / bm) * math.ceil(n / bn) * split
    sms = target["sm"]["count"]
    peak = sms * target["sm"]["fp32_per_cycle"] * 2 * target["sm"]["clock_mhz"] * 1e6
    tput = min(4 * sms, ctas * min(warps, 4)) / (4 * sms) * peak
    compute = 2.0 * batch * max(m, bm) * max(n, bn) * k / tput
    bw1 = min(1.0, ctas / 32)
    bw2 = max(min(1.0, (ctas - 32) / (108 - 32)), 0.0)
    dram = target["dram"]["bandwidth_gbs"] * 1e9 * (bw1 * 0.95 + bw2 * 0.05)
    l2 = 4 * dram
    cta_m, cta_n = math.ceil(m / bm), math.ceil(n / bn)
    a_dram = batch * m * k * dt * (1 + 0.2 * (cta_n - 1))
    a_l2 = batch * m * k * dt * 0.8 * (cta_n - 1)
    b_dram = batch * n * k * dt * (1 + 0.2 * (cta_m - 1))
    b_l2 = batch * n * k * dt * 0.8 * (cta_m - 1)
    load = (a_dram + b_dram) / dram + (a_l2 + b_l2) / l2
    # Split-K: each split stores (atomically adds) its C, and C is zeroed
    # first (Triton's store_c_dram x SPLIT_K and zero_ms).
    store = batch * m * n * 4 * split / (0.6 * dram)
    if split > 1:
        store += batch * m * n * 2 / (0.6 * dram)
    return (max(compute, load) + store) * 1e6


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def print_costs():
    """What each decision cost: seconds, tilings predicted, ms per tiling."""
    path = os.path.join(HERE, "rankings", "ranking_seconds.csv")
    if not os.path.exists(path):
        return
    seconds = {}
    for line in open(path):
        name, sec = line.strip().split(",")
        seconds[name] = float(sec)  # the last run of a shape counts
    print(f"{'shape':34s} {'tilings':>7s} {'feasible':>8s} {'seconds':>8s} {'ms/tiling':>9s}")
    total_s = total_n = 0
    for name, sec in seconds.items():
        report = os.path.join(HERE, "rankings", name + ".json")
        if not os.path.exists(report):
            continue
        entries = json.load(open(report)).get("contractions", [])
        if not entries:
            continue
        n, feasible = entries[0]["tilings"], entries[0].get("feasible", entries[0]["tilings"])
        total_s += sec
        total_n += n
        print(f"{name:34s} {n:7d} {feasible:8d} {sec:8.1f} {1000 * sec / max(n, 1):9.1f}")
    if total_n:
        print(f"{'all':34s} {total_n:7d} {'':8s} {total_s:8.1f} {1000 * total_s / total_n:9.1f}")
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--configs", default=os.path.join(HERE, "configs", "configs.csv"))
    ap.add_argument("--timing")
    ap.add_argument("--cublas")
    ap.add_argument("--target", default=os.path.join(HERE, "..", "..", "hwtargets", "h100.yaml"))
    ap.add_argument("--predicted", help="Warp's predictions of the configurations by a later model "
                    "(CSV id,time_us: bounds.py's output), in place of configs.csv's predicted_us")
    ap.add_argument("--extra-configs", nargs="+", default=[],
                    help="more measured configurations (rerank.py's picks-<tag>.csv, one or more)")
    ap.add_argument("--extra-timing", nargs="+", default=[],
                    help="the runner's timing.csv of each --extra-configs, in the same order")
    ap.add_argument("--predict-with", metavar="WARP_OPT",
                    help="predict every configuration (both lists) with this warp-opt first "
                         "(bounds.py), in place of --predicted")
    ap.add_argument("--check", help="thresholds JSON (per half: min_geomean, min_median_tau); "
                    "exit 1 if one is not met")
    args = ap.parse_args()
    print_costs()
    if not args.timing:
        return
    target = yaml.safe_load(open(args.target))
    configs = {r["id"]: r for r in csv.DictReader(open(args.configs))}
    # Each timing file counts for the ids of its own list only: a device
    # call also times controls (configurations of another list, timed again
    # to compare machines), which must not replace their recorded times.
    timings = [(args.timing, set(configs))]
    if len(args.extra_configs) != len(args.extra_timing):
        sys.exit("score: give one --extra-timing per --extra-configs")
    for extra, timing in zip(args.extra_configs, args.extra_timing):
        rows = {r["id"]: r for r in csv.DictReader(open(extra))}
        configs.update(rows)
        timings.append((timing, set(rows)))
    if args.predict_with:
        with tempfile.TemporaryDirectory() as d:
            args.predicted = os.path.join(d, "predicted.csv")
            lists = [args.configs] + args.extra_configs
            subprocess.run([sys.executable, "-m", "bench.contractions.bounds", "--warp-opt",
                            args.predict_with, "--out", args.predicted, "--configs"] + lists, check=True)
            predicted = list(csv.DictReader(open(args.predicted)))
    elif args.predicted:
        predicted = list(csv.DictReader(open(args.predicted)))
    else:
        predicted = []
    for r in predicted:
        if r["id"] in configs and r.get("time_us"):
            configs[r["id"]]["predicted_us"] = r["time_us"]
    measured = {r["id"]: float(r["median_us"]) for path, ids in timings
                for r in csv.DictReader(open(path))
                if r["id"] in ids and r.get("status") == "ok" and r.get("median_us")}
    cublas = {}
    if args.cublas:
        cublas = {r["shape"]: float(r["cublas_median_us"]) for r in csv.DictReader(open(args.cublas))}
    by_shape = defaultdict(list)
    for cid, r in configs.items():
        if cid in measured and r["predicted_us"]:
            by_shape[r["shape"]].append((r, measured[cid]))
    rows = []
    print(f"{'shape':34s} {'half':10s} {'n':>3s} {'best us':>10s} {'warp %':>7s} {'top8':>4s} "
          f"{'tau':>5s} {'triton %':>8s} {'tri tau':>7s} {'seed %':>7s} {'cuBLAS us':>10s}")
    for shape, items in by_shape.items():
        if len(items) < 2:
            continue
        best = min(t for _, t in items)
        pred = [float(r["predicted_us"]) for r, _ in items]
        meas = [t for _, t in items]
        tri = [triton_estimate_us(r, target) for r, _ in items]
        warp_pick = meas[pred.index(min(pred))]
        tri_pick = meas[tri.index(min(tri))]
        order = sorted(range(len(items)), key=lambda i: pred[i])
        top8 = any(meas[i] == best for i in order[:8])
        seeds = [t for r, t in items if "seed" in r["role"]]
        row = dict(shape=shape, half=items[0][0]["half"], n=len(items), best=best,
                   warp=best / warp_pick, top8=top8, tau=kendall_tau(pred, meas),
                   triton=best / tri_pick, triton_tau=kendall_tau(tri, meas),
                   seed=(best / seeds[0]) if seeds else float("nan"), cublas=cublas.get(shape))
        rows.append(row)
        print(f"{shape:34s} {row['half']:10s} {row['n']:3d} {best:10.1f} {100 * row['warp']:6.1f}% "
              f"{'yes' if top8 else 'no':>4s} {row['tau']:5.2f} {100 * row['triton']:7.1f}% "
              f"{row['triton_tau']:7.2f} {100 * row['seed']:6.1f}% "
              f"{row['cublas'] if row['cublas'] else float('nan'):10.1f}")
    print()
    print(f"{'half':10s} {'shapes':>6s} {'warp geomean':>12s} {'worst':>6s} {'top8':>5s} {'median tau':>10s} "
          f"{'triton geomean':>14s} {'seed geomean':>12s}")
    for half in ("tuning", "validation"):
        hs = [r for r in rows if r["half"] == half]
        if not hs:
            continue
        taus = sorted(r["tau"] for r in hs)
        print(f"{half:10s} {len(hs):6d} {100 * geomean([r['warp'] for r in hs]):11.1f}% "
              f"{100 * min(r['warp'] for r in hs):5.1f}% {sum(r['top8'] for r in hs) / len(hs):5.2f} "
              f"{taus[len(taus) // 2]:10.2f} {100 * geomean([r['triton'] for r in hs]):13.1f}% "
              f"{100 * geomean([r['seed'] for r in hs if not math.isnan(r['seed'])]):11.1f}%")
    if args.check:
        failed = 0
        limits = json.load(open(args.check))
        for half, lim in limits.items():
            if half.startswith("_"):
                continue
            hs = [r for r in rows if r["half"] == half]
            taus = sorted(r["tau"] for r in hs)
            got = {"min_geomean": 100 * geomean([r["warp"] for r in hs]),
                   "min_median_tau": taus[len(taus) // 2] if taus else float("nan")}
            for key, value in lim.items():
                ok = got[key] >= value
                failed += not ok
                print(f"check {half} {key}: {got[key]:.2f} >= {value} {'ok' if ok else 'FAILED'}")
        raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
