"""Warp's full prediction of every configuration of the sweep, for studying
the measured times (issue 25): per configuration, the tiling's launch built
by `--warp-apply-launch-configs` and predicted by `--warp-cost-model` with
the ranking's register estimate (as gen_sweep.predict), and the report's
time, limiter, bounds and shared-memory counts, one row each.

  python3 -m bench.contractions.bounds [--warp-opt build/bin/warp-opt]
      [--out /tmp/contraction_bounds.csv] [--shapes NAME,...] [--jobs 2]

Costs nothing on the GPU; about 1147 warp-opt runs (minutes on 2 cores).
"""
import argparse
import concurrent.futures as cf
import csv
import json
import os
import subprocess
import tempfile

from bench.contractions import shapes as shapes_mod
from bench.contractions.gen_sweep import module_text

HERE = os.path.dirname(os.path.abspath(__file__))
BOUNDS = ("dram", "l2", "l1", "fp32", "mma", "issue", "latency", "blocks")
COUNTS = ("shared_load_wavefronts", "shared_store_wavefronts", "shared_bank_conflicts",
          "l1_wavefronts", "regs_per_thread", "resident_warps_per_sm", "waves")


def tiling_of(row):
    t = {k: int(row[k]) for k in ("bm", "bn", "bk", "pad")}
    if row["engine"] == "mma":
        t.update(wm=int(row["wm"]), wn=int(row["wn"]))
        fm, fn = t["wm"] // 16, t["wn"] // 16
        regs = fm * fn * 8 + fm * 4 + fn * 4 + 24
    else:
        t.update(tm=int(row["tm"]), tn=int(row["tn"]), split_k=int(row["split_k"] or 1))
        regs = t["tm"] * t["tn"] + t["tm"] + t["tn"] + 24
    return t, regs


def predict(warp_opt, shape, row):
    t, regs = tiling_of(row)
    with tempfile.TemporaryDirectory() as d:
        report = os.path.join(d, "r.json")
        r = subprocess.run([warp_opt, "-o", os.devnull, "--warp-apply-launch-configs",
                            f"--warp-cost-model=target=h100 regs={regs} remarks=false report={report}"],
                           input=module_text(shape, t), capture_output=True, text=True)
        if r.returncode != 0:
            return {"id": row["id"], "error": r.stderr.strip()[:200]}
        launches = json.load(open(report))["launches"]
    out = {"id": row["id"], "launches": len(launches),
           "time_us": sum(l["time_us"] for l in launches), "limiter": launches[0]["limiter"]}
    for b in BOUNDS:
        out["b_" + b] = launches[0]["bounds"].get(b, 0)
    for c in COUNTS:
        out[c] = launches[0].get(c, "")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--out", default="/tmp/contraction_bounds.csv")
    ap.add_argument("--shapes", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--configs", nargs="+", default=[os.path.join(HERE, "configs", "configs.csv")],
                    help="configuration lists (configs.csv, rerank.py's picks-<tag>.csv)")
    a = ap.parse_args()
    by_name = {s["name"]: s for s in shapes_mod.shapes() + shapes_mod.conv_shapes()}
    rows = [r for path in a.configs for r in csv.DictReader(open(path))]
    if a.shapes:
        keep = set(a.shapes.split(","))
        rows = [r for r in rows if r["shape"] in keep]
    fields = ["id", "launches", "time_us", "limiter"] + ["b_" + b for b in BOUNDS] + list(COUNTS) + ["error"]
    with cf.ThreadPoolExecutor(a.jobs) as ex, open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        for res in ex.map(lambda r: predict(a.warp_opt, by_name[r["shape"]], r), rows):
            w.writerow(res)
            fh.flush()


if __name__ == "__main__":
    main()
