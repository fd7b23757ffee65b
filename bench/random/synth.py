"""SYNTHETIC measurements of a random set, for testing the scorer only.

usage: python3 -m bench.random.synth DIR --pred H100.json --pred200 H200.json
           --out OUTDIR

Writes OUTDIR/synthetic_timing.csv, synthetic_h200_timing.csv and
synthetic_ncu.csv in the formats of device_run.sh's timing.csv and ncu.csv
(each timing row marked synthetic = 1), made from Warp's own predictions
perturbed deterministically: launch i's measured time is predicted /
(1 + e_i), e_i in [-0.2, 0.2] from a hash of i, so its absolute error is
exactly |e_i|; every 25th launch is marked VERIFY_FAILED and every 40th
skipped_budget, which the scorer must leave out. The ncu rows (the set's
subset) take every predicted volume / (1 + d_i) the same way. Also writes
OUTDIR/expected.json: the figures the scorer must print, computed from
the e_i and d_i directly (not from the files). These are not
measurements: never record them as results.
"""

import argparse
import csv
import hashlib
import json
import os
import statistics

from bench.scoring import compare_volumes as CV


def hash_unit(i, salt):
    """A number in [0, 1) from launch i and a salt (sha256: the same on
    every machine)."""
    return int(hashlib.sha256(("%s/%d" % (salt, i)).encode()).hexdigest()[:12], 16) / 16.0 ** 12


def perturb(i, salt):
    return 0.4 * hash_unit(i, salt) - 0.2


def status_of(i):
    if i % 25 == 24:
        return "VERIFY_FAILED"
    if i % 40 == 39:
        return "skipped_budget"
    return "ok"


HEAD = ["id", "kernel", "gx", "gy", "gz", "bx", "by", "bz", "median_us", "min_us", "max_us", "mean_us",
        "reps", "regs", "smem_bytes", "verify_ok", "n_checked", "n_bad", "max_abs_err", "status", "synthetic"]


def timing(configs, pred, salt, path):
    errs = []
    with open(path, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(HEAD)
        for c in configs:
            i = int(c["id"])
            p = pred[str(i)]
            e = perturb(i, salt)
            t = p["time_us"] / (1 + e) if p.get("modelled") else 10.0
            st = status_of(i)
            if st == "ok" and p.get("modelled"):
                errs.append(100 * abs(e))
            w.writerow([i, c["kernel"], c["gx"], c["gy"], c["gz"], c["bx"], c["by"], c["bz"]]
                       + (["%.6f" % t] * 4 + [20] if st != "skipped_budget" else [""] * 5)
                       + [32, c["smem_bytes"], int(st == "ok"), 1, int(st != "ok"), 0, st, 1])
    return errs


def ncu_file(configs, pred, path):
    cols = []
    for _, col, _ in CV.FIELDS:
        cols += list(col) if isinstance(col, tuple) else [col]
    head = ["ID", "Kernel Name", "Grid Size", "Block Size"] + cols
    dram = []
    lines = ["### chunk=0 rc=0 (SYNTHETIC)"]
    rows = []
    for c in configs:
        i = int(c["id"])
        p = pred[str(i)]
        if c["ncu"] != "1" or not p.get("modelled"):
            continue
        d = perturb(i, "ncu")
        vals = {}
        for field, col, scale in CV.FIELDS:
            first = col[0] if isinstance(col, tuple) else col
            for cc in (col if isinstance(col, tuple) else (col,)):
                vals[cc] = 0.0
            vals[first] = float(p.get(field, 0)) / scale / (1 + d)
        if float(p["dram_read_bytes"]) + float(p["dram_write_bytes"]) > 0:
            dram.append(100 * abs(d))
        lines.append("NCU_LAUNCH id=%d kernel=%s grid=%s,%s,%s block=%s,%s,%s" % (
            i, c["kernel"], c["gx"], c["gy"], c["gz"], c["bx"], c["by"], c["bz"]))
        rows.append([str(i), c["kernel"], "(%s, %s, %s)" % (c["gx"], c["gy"], c["gz"]),
                     "(%s, %s, %s)" % (c["bx"], c["by"], c["bz"])] + ["%.3f" % vals[cc] for cc in cols])
    q = lambda r: ",".join('"%s"' % x for x in r)
    lines.append(q(head))
    lines.append(q([""] * 4 + ["byte" if "bytes" in cc else "" for cc in cols]))
    lines += [q(r) for r in rows]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return dram


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.random.synth", description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--pred", required=True)
    ap.add_argument("--pred200", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(os.path.join(a.dir, "configs", "configs.csv")) as f:
        configs = list(csv.DictReader(f))
    pred = json.load(open(a.pred))
    pred200 = json.load(open(a.pred200))
    os.makedirs(a.out, exist_ok=True)
    e100 = timing(configs, pred, "h100", os.path.join(a.out, "synthetic_timing.csv"))
    e200 = timing(configs, pred200, "h200", os.path.join(a.out, "synthetic_h200_timing.csv"))
    dram = ncu_file(configs, pred, os.path.join(a.out, "synthetic_ncu.csv"))
    exp = {"time_mape": statistics.mean(e100), "time_n": len(e100),
           "h200_model_mape": statistics.mean(e200) if e200 else None,
           "dram_median": statistics.median(dram) if dram else None}
    with open(os.path.join(a.out, "expected.json"), "w") as f:
        json.dump(exp, f, indent=1, sort_keys=True)
    print("SYNTHETIC measurements written to %s (not results): %d launches scored, expected MAPE %.3f %%"
          % (a.out, len(e100), exp["time_mape"]))


if __name__ == "__main__":
    main()
