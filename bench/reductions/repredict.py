"""Warp's predictions of the reduction sweep's strategies by the model as it
is now (issue 25): each reduction (a softmax's two included) is ranked
again (`--warp-choose-launch-configs`, every feasible strategy) into
`rankings-<tag>/`, and each configuration of kind `reduce` gets the new
predicted time of its strategy (R, O, S). Writes CSV id,time_us for
`score.py --predicted`. Softmax sequences keep their recorded predictions.

  python3 -m bench.reductions.repredict --tag 2026-11-26 --out FILE
      [--warp-opt build/bin/warp-opt]
"""
import argparse
import csv
import os

from bench.reductions import shapes as shape_list
from bench.reductions.gen_sweep import rank, reduce_text, strategy_of

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tag", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    a = ap.parse_args()
    warp_opt = os.path.abspath(a.warp_opt)
    d = os.path.join(HERE, "rankings-" + a.tag)
    os.makedirs(d, exist_ok=True)
    times = {}
    for e in shape_list.reductions():
        if e["kind"] == "softmax":
            continue
        report = rank(warp_opt, e, reduce_text(e), d)
        for entry in report.get("reductions", [])[:1]:
            for r in entry["ranking"]:
                times[(e["name"], strategy_of(r))] = r["time_us"]
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["id", "time_us"])
        for c in csv.DictReader(open(os.path.join(HERE, "configs", "configs.csv"))):
            if c["kind"] != "reduce":
                continue
            s = (int(c["threads_per_output"]), int(c["outputs_per_block"]), int(c["blocks_per_output"] or 1))
            if (c["name"], s) in times:
                w.writerow([c["id"], times[(c["name"], s)]])


if __name__ == "__main__":
    main()
