#!/usr/bin/env python3
"""Fit latency(lambda) = a + b * lambda / (c - lambda) to results/loaded_latency.csv.

Pure Python (no numpy). For a fixed c the model is linear in (a, b), so ordinary least squares
gives a and b in closed form; c is found by minimising the residual sum of squares over
c > max(lambda): a log-spaced scan of c/max(lambda) - 1 from 1e-4 to 100 followed by a
golden-section refinement around the best grid point. Every measured point (each repetition of
each load level) has equal weight; latency is in SM cycles (also converted to ns with the SM clock
measured in the same runs), lambda in GB/s (1e9 B/s).
Fits are made for each target (dram, l2), for two latencies (probe = pointer-chase latency of
the probe warp; little = bytes in flight of the streaming warps / lambda, Little's law), and for two
point sets (ilp1 = the ILP-1 sweep, the primary fit; all = also the ILP-2/4 points, which include
over-subscribed levels where lambda stops rising while latency keeps growing).
Writes results/fit_loaded_latency.csv (parameters) and results/fit_loaded_latency_residuals.csv.
Also fits the copy streams of loaded_latency_copy.csv (target dram_copy), where that file is there.
Usage (from the repository root): python3 -m bench.calibration.fit_latency [RESULTS_DIR]
RESULTS_DIR defaults to bench/groundtruth/microbench/results; run.sh there calls this on each
device run's results. (It was bench/groundtruth/microbench/fit_latency.py until issue 29; the
fits in results/ were written by it there, unchanged since.)
"""
import argparse
import csv
import math
import os

MICROBENCH_RESULTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                  "groundtruth", "microbench", "results")


def ols_ab(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    b = sxy / sxx if sxx > 0 else 0.0
    return my - b * mx, b


def sse_for_c(lam, lat, c):
    xs = [l / (c - l) for l in lam]
    a, b = ols_ab(xs, lat)
    return sum((a + b * x - y) ** 2 for x, y in zip(xs, lat)), a, b


def fit(lam, lat):
    lmax = max(lam)
    best = None
    grid = [lmax * (1 + 10 ** (-4 + 6 * i / 600.0)) for i in range(601)]
    for c in grid:
        s, a, b = sse_for_c(lam, lat, c)
        if best is None or s < best[0]:
            best = (s, c)
    # golden section on log(c/lmax - 1) around the best grid point
    u0 = math.log(best[1] / lmax - 1)
    lo, hi = u0 - 0.05, u0 + 0.05
    g = (math.sqrt(5) - 1) / 2
    f = lambda u: sse_for_c(lam, lat, lmax * (1 + math.exp(u)))[0]
    x1, x2 = hi - g * (hi - lo), lo + g * (hi - lo)
    f1, f2 = f(x1), f(x2)
    for _ in range(100):
        if f1 < f2:
            hi, x2, f2 = x2, x1, f1
            x1 = hi - g * (hi - lo)
            f1 = f(x1)
        else:
            lo, x1, f1 = x1, x2, f2
            x2 = lo + g * (hi - lo)
            f2 = f(x2)
    c = lmax * (1 + math.exp((lo + hi) / 2))
    s, a, b = sse_for_c(lam, lat, c)
    return a, b, c, s


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.calibration.fit_latency",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("results_dir", nargs="?", default=MICROBENCH_RESULTS,
                    help="the folder of loaded_latency.csv (default: %(default)s)")
    rd = ap.parse_args().results_dir
    # loaded_latency.csv (read streams: dram, l2) and, where measured,
    # loaded_latency_copy.csv (copy streams, read + write: dram_copy; lambda
    # is the bytes read plus the bytes written).
    rows = []
    for name in ("loaded_latency.csv", "loaded_latency_copy.csv"):
        if os.path.exists(os.path.join(rd, name)):
            rows += list(csv.DictReader(open(os.path.join(rd, name))))
    out = open(rd + "/fit_loaded_latency.csv", "w", newline="")
    w = csv.writer(out)
    w.writerow(["target", "latency", "points", "unit", "a", "b", "c_GBps", "n_points", "rmse",
                "max_abs_residual", "r2", "lambda_max_GBps", "sm_mhz_mean"])
    res = open(rd + "/fit_loaded_latency_residuals.csv", "w", newline="")
    wr = csv.writer(res)
    wr.writerow(["target", "latency", "points", "total_warps_per_sm", "ilp", "rep", "bw_GBps",
                 "latency_cycles", "fit_cycles", "residual_cycles"])
    have_little = rows and "little_latency_cycles" in rows[0]
    for tgt in [t for t in ("dram", "l2", "dram_copy") if any(r["target"] == t for r in rows)]:
        for which in (("probe", "little") if have_little else ("probe",)):
            for sel in ("ilp1", "ilp1_rising", "all"):
                pts = [r for r in rows if r["target"] == tgt and int(r["probers"]) > 0
                       and (sel == "all" or r["ilp"] == "1")]
                if sel == "ilp1_rising":  # stop once lambda rises by < 1 % from one level to the next
                    lv = sorted(set(int(r["total_warps_per_sm"]) for r in pts))
                    bw = {k: sum(float(r["bw_GBps"]) for r in pts if int(r["total_warps_per_sm"]) == k)
                          / len([r for r in pts if int(r["total_warps_per_sm"]) == k]) for k in lv}
                    keep = [lv[0]]
                    for k in lv[1:]:
                        if bw[keep[-1]] > 0 and bw[k] < 1.01 * bw[keep[-1]]:
                            break
                        keep.append(k)
                    pts = [r for r in pts if int(r["total_warps_per_sm"]) in keep]
                if which == "little":  # defined only where something streams
                    pts = [r for r in pts if float(r["bw_GBps"]) > 0]
                if len(pts) < 4:
                    continue
                lam = [float(r["bw_GBps"]) for r in pts]
                mhzs = [float(r["sm_mhz_in_run"]) for r in pts]
                if which == "probe":
                    cyc = [float(r["probe_mean_cycles"]) for r in pts]
                else:
                    cyc = [float(r["little_latency_cycles"]) for r in pts]
                ns = [c / m * 1000.0 for c, m in zip(cyc, mhzs)]
                mhz = sum(mhzs) / len(mhzs)
                for unit, lat in (("cycles", cyc), ("ns", ns)):
                    a, b, c, sse = fit(lam, lat)
                    n = len(lat)
                    my = sum(lat) / n
                    sst = sum((y - my) ** 2 for y in lat)
                    resid = [y - (a + b * l / (c - l)) for l, y in zip(lam, lat)]
                    w.writerow([tgt, which, sel, unit, "%.3f" % a, "%.4f" % b, "%.1f" % c, n,
                                "%.3f" % math.sqrt(sse / n), "%.3f" % max(abs(x) for x in resid),
                                "%.5f" % (1 - sse / sst if sst else 1), "%.1f" % max(lam),
                                "%.1f" % mhz])
                    print("%-4s %-6s %-4s %-6s a=%9.2f b=%9.4f c=%8.1f GB/s rmse=%7.2f max|res|=%7.2f n=%d"
                          % (tgt, which, sel, unit, a, b, c, math.sqrt(sse / n),
                             max(abs(x) for x in resid), n))
                    if unit == "cycles":
                        for r, l, y, e in zip(pts, lam, lat, resid):
                            wr.writerow([tgt, which, sel, r["total_warps_per_sm"], r["ilp"], r["rep"],
                                         "%.1f" % l, "%.1f" % y, "%.1f" % (y - e), "%.2f" % e])
    out.close()
    res.close()


if __name__ == "__main__":
    main()
