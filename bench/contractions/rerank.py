"""Warp's ranking of every sweep shape again, with the model as it is now,
and the configurations its new top 8 adds to the sweep (issue 25).

The sweep (configs/configs.csv) was ranked and measured once; a model
change can pick a tiling that was never measured. This ranks each shape
again into `rankings-<tag>/` (with `ranking_seconds.csv`), and writes
`configs/picks-<tag>.csv`: the new top 8 of each shape that configs.csv
and the earlier re-rankings' timed picks do not hold (ids after all of theirs,
from 100000 up, role `rerank_top8`), lowered to PTX like
the sweep's, for the runner (device_run.sh with CONFIGS=...). Resumable: a
ranking already written is reused.

  python3 -m bench.contractions.rerank --tag 2026-11-26 [--warp-opt PATH]
      [--only NAME ...]
"""
import argparse
import csv
import glob
import json
import os
import shutil
import sys
import time

from bench.contractions import shapes as shape_list
from bench.contractions.gen_sweep import config_row, keys, module_text, run

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = 8


def tiling_key(t):
    return tuple((k, int(t[k])) for k in keys(t))


def timed(path):
    """A picks list has been measured: results/h100/picks-<tag>/timing.csv."""
    tag = os.path.basename(path)[len("picks-"):-len(".csv")]
    return os.path.exists(os.path.join(HERE, "results", "h100", f"picks-{tag}", "timing.csv"))


def measured_lists(tag):
    """configs.csv and every earlier re-ranking's picks that were timed (not
    this tag's)."""
    return [os.path.join(HERE, "configs", "configs.csv")] + sorted(
        p for p in glob.glob(os.path.join(HERE, "configs", "picks-*.csv"))
        if not p.endswith(f"picks-{tag}.csv") and timed(p))


def measured_keys(tag):
    """(shape, tiling key) of every configuration measured: configs.csv and
    the earlier re-rankings' picks."""
    out = set()
    for r in (r for p in measured_lists(tag) for r in csv.DictReader(open(p))):
        t = {k: int(r[k]) for k in ("bm", "bn", "bk", "pad")}
        if r["engine"] == "mma":
            t.update(wm=int(r["wm"]), wn=int(r["wn"]))
        else:
            t.update(tm=int(r["tm"]), tn=int(r["tn"]), split_k=int(r["split_k"] or 1))
        out.add((r["shape"], tiling_key(t)))
    return out


def rank(warp_opt, s, d):
    report = os.path.join(d, s["name"] + ".json")
    if not os.path.exists(report):
        path = os.path.join(d, s["name"] + ".mlir")
        with open(path, "w") as fh:
            fh.write(module_text(s))
        t0 = time.time()
        run([warp_opt, path, "-o", os.devnull,
             f"--warp-choose-launch-configs=target=h100 top=100 report={report}"])
        with open(os.path.join(d, "ranking_seconds.csv"), "a") as fh:
            fh.write(f"{s['name']},{time.time() - t0:.2f}\n")
    entries = json.load(open(report)).get("contractions", [])
    return entries[0] if entries else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tag", required=True)
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or "mlir-opt")
    ap.add_argument("--only", nargs="*")
    a = ap.parse_args()
    d = os.path.join(HERE, "rankings-" + a.tag)
    os.makedirs(d, exist_ok=True)
    have = measured_keys(a.tag)
    halves = shape_list.all_halves()
    measured_shapes = {s for s, _ in have}
    # Ids after every earlier list's, timed or not (the picks of one tag
    # start at 100000).
    earlier = [p for p in glob.glob(os.path.join(HERE, "configs", "picks-*.csv"))
               if not p.endswith(f"picks-{a.tag}.csv")]
    cid = max([100000] + [int(r["id"]) + 1 for p in measured_lists(a.tag) + earlier
                          for r in csv.DictReader(open(p))])
    rows = []
    for s in shape_list.shapes() + shape_list.conv_shapes():
        if s["name"] not in measured_shapes or (a.only and s["name"] not in a.only):
            continue
        entry = rank(a.warp_opt, s, d)
        if entry is None:
            print(f"{s['name']}: not tiled", file=sys.stderr)
            continue
        ranked = [r for r in entry["ranking"] if r.get("modelled")][:TOP]
        new = 0
        for r in ranked:
            t = {k: r[k] for k in keys(r)}
            if (s["name"], tiling_key(t)) in have:
                continue
            rows.append(config_row(a.warp_opt, a.mlir_opt, s, t, cid, halves[s["name"]],
                                   "rerank_top8", r["rank"], r["time_us"]))
            cid += 1
            new += 1
        print(f"{s['name']}: top {len(ranked)}, {new} not measured", file=sys.stderr)
        out = os.path.join(HERE, "configs", f"picks-{a.tag}.csv")
        with open(out, "w", newline="") as fh:
            fields = list(rows[0].keys()) if rows else ["id"]
            w = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
            w.writeheader()
            w.writerows(rows)
    print(f"{len(rows)} configurations to measure", file=sys.stderr)


if __name__ == "__main__":
    main()
