"""Lowers again the PTX of configurations already in the sweep's lists, after
a change to Warp's kernel builder, keeping their ids and tilings (issue 25).

The measured times of those ids are then stale: the runner must time them
again (device_run.sh with CONFIGS= the list this writes).

  python3 -m bench.contractions.relower --match conv_ --out configs/relowered-<tag>.csv
      [--engine simt|mma] [--warp-opt build/bin/warp-opt] [--mlir-opt mlir-opt-22]

Every row of configs/configs.csv and configs/picks-*.csv whose shape name
contains --match (and, with --engine, of that engine) is lowered again (its
.ptx and .json beside it rewritten), and written, unchanged otherwise, to
--out.
"""
import argparse
import csv
import glob
import os
import shutil

from bench.contractions import shapes as shape_list
from bench.contractions.bounds import tiling_of
from bench.contractions.gen_sweep import lower

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--match", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--engine", choices=("simt", "mma"))
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or "mlir-opt")
    a = ap.parse_args()
    shapes = {s["name"]: s for s in shape_list.shapes() + shape_list.conv_shapes()}
    lists = [os.path.join(HERE, "configs", "configs.csv")] + sorted(
        glob.glob(os.path.join(HERE, "configs", "picks-*.csv")))
    out, keys = [], None
    for path in lists:
        for r in csv.DictReader(open(path)):
            keys = keys or list(r.keys())
            if a.match not in r["shape"] or (a.engine and r["engine"] != a.engine):
                continue
            stem = os.path.splitext(os.path.basename(r["ptx_file"]))[0]
            for ext in (".ptx", ".json"):
                f = os.path.join(HERE, "ptx", stem + ext)
                if os.path.exists(f):
                    os.remove(f)
            t, _ = tiling_of(r)
            kernel, order = lower(a.warp_opt, a.mlir_opt, shapes[r["shape"]], t, stem)
            if (kernel, order) != (r["kernel_name"], r["arg_order"]):
                raise SystemExit(f"{r['id']}: kernel {kernel} {order}, listed {r['kernel_name']} {r['arg_order']}")
            out.append({k: r.get(k, "") for k in keys})
    dst = os.path.join(HERE, a.out) if not os.path.isabs(a.out) else a.out
    with open(dst, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=keys, lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    print(f"{len(out)} configurations lowered again into {dst}")


if __name__ == "__main__":
    main()
