"""Scores Warp on a measured random-kernel set (issue 28).

usage: python3 -m bench.random.score DIR --timing H100_TIMING.csv
           [--ncu NCU.csv] [--h200 H200_TIMING.csv] [--warp-opt PATH]
           [--warp-project PATH] [--predictions H100.json [H200.json]]
           [--json OUT] [--check THRESHOLDS]

DIR is a set written by bench.random.gen (and lowered: registers from
its ptxas reports); the CSVs are what bench/random/device_run.sh wrote.
Warp's predictions come from `warp-opt --warp-cost-model` on every kernel
(bench.random.predict), or from --predictions (JSON written by predict
--out). Prints, over the launches that were measured, verified and
modelled:

  time      MAPE, median and 90th percentile of the relative error; the
            launches left out and why (refused by Warp, failed checks)
  construct a least-squares regression of each launch's absolute
            percentage error on its kernel's features (regress.py), then
            the MAPE per value of every feature of features.csv
  volumes   where ncu counted (the seeded subset): per field of
            bench.scoring.compare_volumes, the median, p90 and worst
            relative error; DRAM bytes (read + write) on their own
  ranking   per kernel, among its launch shapes: Kendall's tau between
            predicted and measured times and the top-1 regret (measured
            time of the predicted best / measured best - 1); median and
            worst
  ranges    launches whose shared atomics have data-dependent addresses:
            whether the measured time lies in Warp's reported range
            [time_us_best, time_us_worst] and the range's width
  H200      with --h200: Warp's H200 model against the H200 times; the
            Warp-aware projection (measured H100 time x Warp's H200 /
            H100 prediction: docs/projection.md's point estimate) and two
            baselines (the H100 time; times the data sheets' DRAM ratio);
            with --ncu and --warp-project, seed 001's projection of the
            profiled launches
  goals     issue 28's goals, each met or not

--json writes the figures (the tests compare them with the synthetic
set's known ones: bench.random.synth). --check takes a JSON file of
upper limits (bench/scoring/thresholds/random-*.json: time_mape,
dram_median, refused; keys that start with "_" are comments) and exits 1
if a figure is above its limit or missing (ctest RandomSetAccuracyAgainstH100).
"""

import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile

from bench.random import predict as P
from bench.random import regress
from bench.scoring import compare_volumes as CV
from bench.scoring.stats import kendall_tau

SPEC_GBS = {"h100": 3352.0, "h200": 4814.0}
# ncu counts about 1-2.7 MB of DRAM writes in kernels that write a few KB
# (the background traffic of docs/volumes.md); the scorer also prints
# dram_write_bytes over the launches that wrote more than this.
WRITE_ABOVE_BACKGROUND = 8e6


def pct(values, q):
    return CV.percentile(values, q)


def read_csv(path):
    with open(path) as f:
        return list(csv.DictReader(f))


def measured_times(path):
    """{launch id: median us} of the launches verified on the device, and
    {status: count} of the others."""
    good, other = {}, {}
    for r in read_csv(path):
        st = r.get("status", "")
        if st == "ok" and r.get("median_us"):
            good[int(r["id"])] = float(r["median_us"])
        else:
            key = st.split(" ")[0] or "?"
            other[key] = other.get(key, 0) + 1
    return good, other


def time_section(configs, pred, meas, other, out):
    ids = [i for i in sorted(meas) if pred.get(i, {}).get("modelled")]
    refused = [i for i in sorted(meas) if not pred.get(i, {}).get("modelled")]
    ape = {i: 100.0 * abs(pred[i]["time_us"] - meas[i]) / meas[i] for i in ids}
    signed = [100.0 * (pred[i]["time_us"] - meas[i]) / meas[i] for i in ids]
    print("== time (%d launches in the set; %d measured and verified; %d of them refused by Warp; "
          "not measured or failed: %s)" % (len(configs), len(meas), len(refused),
                                           ", ".join("%s %d" % kv for kv in sorted(other.items())) or "none"))
    if not ids:
        print("no launch to score")
        return ape
    vals = list(ape.values())
    out["time"] = {"n": len(ids), "mape": statistics.mean(vals), "median": statistics.median(vals),
                   "p90": pct(vals, 90), "mean_signed": statistics.mean(signed),
                   "refused": len(refused)}
    print("MAPE %.2f %%  median %.2f %%  p90 %.2f %%  mean signed %+.2f %%  (n = %d)" % (
        out["time"]["mape"], out["time"]["median"], out["time"]["p90"], out["time"]["mean_signed"],
        len(ids)))
    by_arch = {}
    for i in ids:
        by_arch.setdefault(configs[i]["arch"], []).append(ape[i])
    print("%-8s %5s %8s %8s" % ("arch", "n", "MAPE%", "p90%"))
    for a, v in sorted(by_arch.items()):
        print("%-8s %5d %8.2f %8.2f" % (a, len(v), statistics.mean(v), pct(v, 90)))
        out.setdefault("time_by_arch", {})[a] = statistics.mean(v)
    for i in refused:
        print("  refused %d %s: %s" % (i, configs[i]["kernel"], pred.get(i, {}).get("reason", "?")))
    return ape


def construct_section(configs, features, ape, out):
    print("\n== per construct: regression of the absolute % error on the features")
    ids = sorted(ape)
    rows = [(features[configs[i]["kernel"]], configs[i]) for i in ids]
    for line in regress.regression_table(rows, [ape[i] for i in ids]):
        print(line)
    print("\nMAPE per feature value (features.csv; features with at most 8 values)")
    worst = 0.0
    cols = [c for c in next(iter(features.values())).keys() if c not in ("kernel", "bytes")]
    for col in cols:
        groups = {}
        for i in ids:
            groups.setdefault(features[configs[i]["kernel"]][col], []).append(ape[i])
        if len(groups) > 8 or len(groups) < 2:
            continue
        cells = []
        for v, e in sorted(groups.items()):
            m = statistics.mean(e)
            cells.append("%s: %.1f (%d)" % (v, m, len(e)))
            if v not in ("-", "0") and len(e) >= 3:
                worst = max(worst, m)
        print("  %-18s %s" % (col, "  ".join(cells)))
    out["worst_construct_mape"] = worst


def volume_section(configs, pred, ncu, out):
    print("\n== volumes (Nsight Compute subset)")
    if not ncu:
        print("no ncu data")
        return
    errs = {}
    dram, big_writes = [], []
    for i, m in sorted(ncu.items()):
        p = pred.get(i, {})
        if not p.get("modelled"):
            continue
        for field, col, scale in CV.FIELDS:
            try:
                mv = CV.measured(m, col) * scale
            except (KeyError, ValueError):
                continue
            pv = float(p.get(field, 0))
            if mv == 0 and pv == 0:
                continue
            errs.setdefault(field, []).append(CV.rel_err(pv, mv))
            if field == "dram_write_bytes" and mv >= WRITE_ABOVE_BACKGROUND:
                big_writes.append(CV.rel_err(pv, mv))
        try:
            md = float(m["dram__bytes_read.sum"]) + float(m["dram__bytes_write.sum"])
            pd = float(p["dram_read_bytes"]) + float(p["dram_write_bytes"])
            dram.append(CV.rel_err(pd, md))
        except (KeyError, ValueError):
            pass
    print("%-26s %5s %9s %9s %9s" % ("field", "n", "median%", "p90%", "worst%"))
    for field, _, _ in CV.FIELDS:
        e = errs.get(field)
        if e:
            print("%-26s %5d %9.2f %9.2f %9.2f" % (field, len(e), 100 * statistics.median(e),
                                                   100 * pct(e, 90), 100 * max(e)))
        if field == "dram_write_bytes" and big_writes:
            e = big_writes
            out["dram_write_median_8mb"] = 100 * statistics.median(e)
            print("%-26s %5d %9.2f %9.2f %9.2f" % ("  those >= %.0f MB written" % (WRITE_ABOVE_BACKGROUND / 1e6), len(e),
                                                   100 * statistics.median(e), 100 * pct(e, 90), 100 * max(e)))
    if dram:
        out["dram_median"] = 100 * statistics.median(dram)
        print("%-26s %5d %9.2f %9.2f %9.2f" % ("dram bytes (read+write)", len(dram), out["dram_median"],
                                               100 * pct(dram, 90), 100 * max(dram)))


def ranking_section(configs, pred, meas, out):
    print("\n== ranking among each kernel's launch shapes")
    by_k = {}
    for i in sorted(meas):
        if pred.get(i, {}).get("modelled"):
            by_k.setdefault(configs[i]["kernel"], []).append(i)
    taus, regrets = [], []
    worst = None
    for k, ids in sorted(by_k.items()):
        if len(ids) < 2:
            continue
        p = [pred[i]["time_us"] for i in ids]
        m = [meas[i] for i in ids]
        tau = kendall_tau(p, m)
        regret = 100.0 * (m[p.index(min(p))] / min(m) - 1)
        taus.append(tau)
        regrets.append(regret)
        if worst is None or regret > worst[1]:
            worst = (k, regret, tau)
    if not taus:
        print("no kernel with two scored shapes")
        return
    out["tau_median"], out["tau_worst"] = statistics.median(taus), min(taus)
    out["regret_median"], out["regret_worst"] = statistics.median(regrets), max(regrets)
    print("%d kernels: tau median %.2f, worst %.2f; top-1 regret median %.2f %%, worst %.2f %% (%s)" % (
        len(taus), out["tau_median"], out["tau_worst"], out["regret_median"], out["regret_worst"], worst[0]))
    print("kernels with regret > 5 %%: %d" % sum(1 for r in regrets if r > 5))


def range_section(configs, features, pred, meas, out):
    print("\n== data-dependent atomics: the measured time against Warp's range "
          "(shared: bank conflicts; global: lanes on one word)")
    ids = [i for i in sorted(meas) if pred.get(i, {}).get("atomic_conflicts")]
    if not ids:
        print("no such launch")
        return
    inside, widths = 0, []
    print("%5s %-16s %-8s %-6s %10s %10s %10s %10s %s" % (
        "id", "kernel", "dist", "space", "best us", "worst us", "point us", "measured", "inside"))
    for i in ids:
        ac = pred[i]["atomic_conflicts"]
        space = "+".join(s for s, k in (("shared", "by_class"), ("global", "global")) if k in ac)
        lo, hi = ac["time_us_best"], ac["time_us_worst"]
        lo, hi = min(lo, hi), max(lo, hi)
        ok = lo <= meas[i] <= hi
        inside += ok
        widths.append(100.0 * (hi / lo - 1) if lo > 0 else float("inf"))
        print("%5d %-16s %-8s %-6s %10.2f %10.2f %10.2f %10.2f %s" % (
            i, configs[i]["kernel"], features[configs[i]["kernel"]].get("distribution", "-"), space,
            lo, hi, pred[i]["time_us"], meas[i], "yes" if ok else "no"))
    out["ranges"] = {"n": len(ids), "inside": inside, "width_median": statistics.median(widths)}
    print("%d of %d inside their range; width (worst / best - 1) median %.1f %%, largest %.1f %%" % (
        inside, len(ids), out["ranges"]["width_median"], max(widths)))


def projection_section(configs, pred, pred200, meas, meas200, out):
    print("\n== H100 -> H200 on the same launches")
    ids = [i for i in sorted(meas200) if i in meas and pred.get(i, {}).get("modelled")
           and pred200.get(i, {}).get("modelled")]
    if not ids:
        print("no launch measured on both")
        return

    def mape(f):
        return statistics.mean(100.0 * abs(f(i) - meas200[i]) / meas200[i] for i in ids)

    res = {
        "warp_h200_model": mape(lambda i: pred200[i]["time_us"]),
        "warp_aware_projection": mape(lambda i: meas[i] * pred200[i]["time_us"] / pred[i]["time_us"]),
        "keep_h100_time": mape(lambda i: meas[i]),
        "spec_dram_ratio": mape(lambda i: meas[i] * SPEC_GBS["h100"] / SPEC_GBS["h200"]),
    }
    out["h200"] = dict(res, n=len(ids))
    for k, v in res.items():
        print("%-24s MAPE %6.2f %%  (n = %d)" % (k, v, len(ids)))


def seed001_projection(configs, ncu, units, meas200, warp_project):
    """warp-project --from h100 --to h200 on the profiled launches."""
    from bench.groundtruth.scripts.merge_results import NCU_FIXED
    rows = [(i, m) for i, m in sorted(ncu.items()) if i in meas200]
    if not rows or not warp_project:
        return
    cols = ["ID", "Kernel Name", "Grid Size", "Block Size"] + [
        c for c in rows[0][1].keys() if c not in NCU_FIXED]
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
        w = csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator="\n")
        w.writerow(cols)
        w.writerow([units.get(c, "") for c in cols])
        for i, m in rows:
            c = configs[i]
            w.writerow([i, c["kernel"], "(%s, %s, %s)" % (c["gx"], c["gy"], c["gz"]),
                        "(%s, %s, %s)" % (c["bx"], c["by"], c["bz"])] + [m.get(k, "") for k in cols[4:]])
        path = f.name
    r = subprocess.run([warp_project, "--from", "h100", "--to", "h200", "--json", path],
                       capture_output=True, text=True)
    os.unlink(path)
    if r.returncode != 0:
        print("seed 001 projection: warp-project failed: %s" % r.stderr.strip()[:300])
        return
    res = json.loads(r.stdout)
    e = [100.0 * abs(x["projected_time_us"] - meas200[i]) / meas200[i]
         for (i, _), x in zip(rows, res) if x.get("projected_time_us")]
    if e:
        print("%-24s MAPE %6.2f %%  (n = %d, the ncu subset)" % ("seed001_projection", statistics.mean(e), len(e)))


def read_ncu(path):
    """{launch id: {metric: value}}, {metric: unit} from device_run.sh's
    ncu.csv (the ground truth's format: merge_results.parse_ncu)."""
    from bench.groundtruth.scripts.merge_results import parse_ncu
    res, units, problems = parse_ncu(path)
    for p in problems:
        print("ncu: %s" % p, file=sys.stderr)
    return res, units


def goals(out):
    print("\n== issue 28's goals")
    checks = [
        ("time MAPE <= 8 %", out.get("time", {}).get("mape"), lambda v: v <= 8),
        ("every construct's MAPE <= 15 %", out.get("worst_construct_mape"), lambda v: v <= 15),
        ("median tau >= 0.8", out.get("tau_median"), lambda v: v >= 0.8),
        ("median top-1 regret <= 5 %", out.get("regret_median"), lambda v: v <= 5),
        ("DRAM bytes median error <= 5 %", out.get("dram_median"), lambda v: v <= 5),
    ]
    for name, v, ok in checks:
        print("%-34s %s" % (name, "no data" if v is None else "%.2f %s" % (v, "met" if ok(v) else "NOT met")))


def check(out, path):
    """Prints each figure of out against its limit in path; returns how
    many are above it or missing."""
    limits = json.load(open(path))
    t = out.get("time", {})
    got = {"time_mape": t.get("mape"), "dram_median": out.get("dram_median"), "refused": t.get("refused")}
    print("\n== thresholds (%s)" % path)
    bad = 0
    for k, lim in sorted(limits.items()):
        if k.startswith("_"):
            continue
        v = got.get(k)
        ok = v is not None and v <= lim
        bad += not ok
        print("%-12s %10s <= %-8s %s" % (k, "missing" if v is None else "%.2f" % v, lim, "ok" if ok else "FAILED"))
    return bad


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.random.score", description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--timing", required=True)
    ap.add_argument("--ncu")
    ap.add_argument("--h200")
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--warp-project")
    ap.add_argument("--predictions", nargs="+", help="H100 (and H200) JSON from predict --out")
    ap.add_argument("--json")
    ap.add_argument("--check", help="JSON file of upper limits; exit 1 if a figure is above one")
    a = ap.parse_args()
    configs = {int(r["id"]): r for r in read_csv(os.path.join(a.dir, "configs", "configs.csv"))}
    features = {r["kernel"]: r for r in read_csv(os.path.join(a.dir, "features.csv"))}

    def load(k, target):
        if a.predictions and len(a.predictions) > k:
            return {int(i): v for i, v in json.load(open(a.predictions[k])).items()}
        return P.predict(a.dir, a.warp_opt, target)

    pred = load(0, "h100")
    meas, other = measured_times(a.timing)
    if "synthetic" in (read_csv(a.timing)[:1] or [{}])[0]:
        print("SYNTHETIC measurements (bench.random.synth): a test of the scorer, not results\n")
    out = {}
    ape = time_section(configs, pred, meas, other, out)
    if ape:
        construct_section(configs, features, ape, out)
        ranking_section(configs, pred, meas, out)
        range_section(configs, features, pred, meas, out)
    ncu, units = read_ncu(a.ncu) if a.ncu else ({}, {})
    volume_section(configs, pred, ncu, out)
    if a.h200:
        meas200, _ = measured_times(a.h200)
        pred200 = load(1, "h200")
        projection_section(configs, pred, pred200, meas, meas200, out)
        if ncu:
            seed001_projection(configs, ncu, units, meas200, a.warp_project)
    goals(out)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1, sort_keys=True)
    if a.check and check(out, a.check):
        sys.exit(1)


if __name__ == "__main__":
    main()
