"""Warp's prediction of every launch of a random set.

usage: python3 -m bench.random.predict DIR [--warp-opt PATH] [--target h100]
           [--out JSON] [--check]

Runs `warp-opt --warp-cost-model="target=T report=R regs=N"` on each
DIR/kernels/<name>.mlir (its @launches function launches every shape of
the kernel, in the order of configs.csv; N from DIR/ptx/<name>.ptxas.txt
when there, as compare_volumes does for the ground truth) and prints one
line per kernel Warp refuses. --out writes {launch id: report entry}; a
launch Warp refuses has "modelled": false and its "reason" (a warp-opt
that fails on a file gives every launch of it that reason). --check
exits 1 if any launch is refused (a kernel file that takes warp-opt
longer than --timeout, 120 s by default, is refused with that reason): every generated kernel must be
modelled, or the refusal is a generator bug to fix or to record.
"""

import argparse
import concurrent.futures
import csv
import json
import os
import subprocess
import sys
import tempfile

from bench.scoring.compare_volumes import ptxas_registers

TIMEOUT_S = 120  # per kernel file (every launch shape of one kernel)


def rows_of(d):
    with open(os.path.join(d, "configs", "configs.csv")) as f:
        return list(csv.DictReader(f))


def predict_kernel(warp_opt, d, kernel, ids, target, regs, tmp, timeout):
    report = os.path.join(tmp, "%s.%s.json" % (kernel, target))
    opts = "target=%s report=%s remarks=false" % (target, report)
    if kernel in regs:
        opts += " regs=%d" % regs[kernel]
    try:
        r = subprocess.run([warp_opt, os.path.join(d, "kernels", kernel + ".mlir"),
                            "--warp-cost-model=" + opts, "-o", os.devnull],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        why = "warp-opt did not finish within %d s" % timeout
        return {i: {"modelled": False, "reason": why} for i in ids}
    if r.returncode != 0 or not os.path.exists(report):
        why = "warp-opt failed (rc %d): %s" % (r.returncode, r.stderr.strip()[:500])
        return {i: {"modelled": False, "reason": why} for i in ids}
    with open(report) as f:
        launches = json.load(f)["launches"]
    if len(launches) != len(ids):
        why = "%d launches in the report for %d configurations" % (len(launches), len(ids))
        return {i: {"modelled": False, "reason": why} for i in ids}
    return dict(zip(ids, launches))


def predict(d, warp_opt, target="h100", jobs=2, timeout=TIMEOUT_S):
    """{launch id (int): Warp's report entry}."""
    by_kernel = {}
    for r in rows_of(d):
        by_kernel.setdefault(r["kernel"], []).append(int(r["id"]))
    regs = ptxas_registers(d) if os.path.isdir(os.path.join(d, "ptx")) else {}
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
            futs = [ex.submit(predict_kernel, warp_opt, d, k, ids, target, regs, tmp, timeout)
                    for k, ids in sorted(by_kernel.items())]
            for f in futs:
                out.update(f.result())
    return out


def refused(pred):
    return {i: p.get("reason", "?") for i, p in sorted(pred.items()) if not p.get("modelled")}


def record(d, warp_opt, target, pred):
    r = subprocess.run([warp_opt, "--version"], capture_output=True, text=True)
    version = " ".join((r.stdout + r.stderr).split())[:200]
    kernels = {int(r["id"]): r["kernel"] for r in rows_of(d)}
    with open(os.path.join(d, "refused.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["id", "kernel", "target", "reason", "warp_opt_version"])
        for i, why in refused(pred).items():
            w.writerow([i, kernels[i], target, why, version])


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.random.predict", description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--target", default="h100")
    ap.add_argument("--out")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--record", action="store_true", help="write DIR/refused.csv")
    ap.add_argument("--timeout", type=int, default=TIMEOUT_S, help="seconds per kernel file")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    pred = predict(a.dir, a.warp_opt, a.target, a.jobs, a.timeout)
    bad = refused(pred)
    for i, why in bad.items():
        print("REFUSED launch %d: %s" % (i, why))
    if a.record:
        record(a.dir, a.warp_opt, a.target, pred)
    if a.out:
        with open(a.out, "w") as f:
            json.dump({str(k): v for k, v in sorted(pred.items())}, f, indent=1, sort_keys=True)
    ranges = sum(1 for p in pred.values() if p.get("atomic_conflicts"))
    print("%d launches predicted for %s, %d refused, %d with a data-dependent range" % (
        len(pred), a.target, len(bad), ranges))
    sys.exit(1 if a.check and bad else 0)


if __name__ == "__main__":
    main()
