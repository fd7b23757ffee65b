#!/usr/bin/env python3
"""Compares Warp's predicted volumes with the recorded Nsight Compute counts.

usage: python3 -m bench.scoring.compare_volumes <data set dir>
           [--warp-opt PATH] [--target h100] [--results CSV] [--json OUT]
           [--check THRESHOLDS]

Builds launch modules for every configuration of <groundtruth>/configs/
configs.csv, runs `warp-opt --warp-data-volumes` with the register counts
that ptxas reported for each kernel (<groundtruth>/ptx/*.ptxas.txt, a static
compile output, not a measurement), and prints, per family and overall, the
median, 90th-percentile and worst relative error of each field against
results/h100.csv. Every configuration must be modelled: one that is not is
printed (NOT MODELLED) and --check fails on it, as compare_times does.
--check takes bench/scoring/thresholds/volumes.json; a key that starts
with "_" (a comment, a family's "_reason") is not a limit.
"""
import argparse
import csv
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

from bench.datasets import launch_modules

# field -> (ncu column or columns summed, scale to bytes or 1)
FIELDS = [
    ("l1_global_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", 1),
    ("l1_global_load_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", 1),
    ("l1_global_store_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", 1),
    ("l2_read_bytes", "lts__t_sectors_srcunit_tex_op_read.sum", 32),
    ("l2_write_bytes", "lts__t_sectors_srcunit_tex_op_write.sum", 32),
    ("dram_read_bytes", "dram__bytes_read.sum", 1),
    ("dram_write_bytes", "dram__bytes_write.sum", 1),
    ("shared_load_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", 1),
    ("shared_store_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum", 1),
    ("shared_atomic_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum", 1),
    ("shared_bank_conflicts", ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
                               "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
                               "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum"), 1),
]


def measured(row, col):
    """The recorded value of one ncu column, or the sum of several."""
    cols = col if isinstance(col, tuple) else (col,)
    return sum(float(row[c]) for c in cols)


def percentile(values, q):
    """The q-th percentile (0-100), nearest rank (defined for infinite
    errors too: a prediction against a measured zero)."""
    v = sorted(values)
    rank = max(1, -(-len(v) * q // 100))  # ceil(n q / 100)
    return v[int(rank) - 1]


def ptxas_registers(gt):
    regs = {}
    for f in os.listdir(os.path.join(gt, "ptx")):
        if not f.endswith(".ptxas.txt"):
            continue
        entry = None
        for line in open(os.path.join(gt, "ptx", f)):
            m = re.search(r"Compiling entry function '(\w+)'", line)
            if m:
                entry = m.group(1)
            m = re.search(r"Used (\d+) registers", line)
            if m and entry:
                regs[entry] = int(m.group(1))
    return regs


def rel_err(pred, meas):
    if meas == 0:
        return 0.0 if pred == 0 else float("inf")
    return abs(pred - meas) / meas


def run(gt, warp_opt, target, workdir, pass_name="warp-data-volumes"):
    with open(os.path.join(gt, "configs", "configs.csv")) as f:
        rows = list(csv.DictReader(f))
    regs = ptxas_registers(gt)
    by_file = {}
    for r in rows:
        by_file.setdefault((r["kernel_file"], r["kernel_name"]), []).append(r)
    predictions = {}
    for (kfile, kname), rs in sorted(by_file.items()):
        with open(os.path.join(gt, kfile)) as f:
            text = f.read()
        path = os.path.join(workdir, kname + ".mlir")
        with open(path, "w") as f:
            f.write(launch_modules.build(rs, text))
        report = os.path.join(workdir, kname + ".json")
        opts = "target=%s report=%s remarks=false regs=%d" % (
            target, report, regs.get(kname, 0))
        subprocess.run([warp_opt, path, "--" + pass_name + "=" + opts,
                        "-o", os.devnull], check=True)
        with open(report) as f:
            launches = json.load(f)["launches"]
        assert len(launches) == len(rs), kname
        for r, l in zip(rs, launches):
            predictions[r["id"]] = l
    return rows, predictions


def add_common_arguments(ap, check_help):
    """The arguments compare_volumes and compare_times share."""
    ap.add_argument("groundtruth")
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--target", default="h100")
    ap.add_argument("--results", default=None)
    ap.add_argument("--json", default=None)
    ap.add_argument("--check", default=None, help=check_help)


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.compare_volumes",
                                 description=__doc__.split("\n")[0])
    add_common_arguments(ap, "JSON file of thresholds {family: {field: "
                             "[max median %%, max worst %%]}}; exit 1 if any "
                             "figure is worse")
    args = ap.parse_args()
    results = args.results or os.path.join(args.groundtruth, "results", "h100.csv")
    with tempfile.TemporaryDirectory() as tmp:
        rows, pred = run(args.groundtruth, args.warp_opt, args.target, tmp)
    unmodelled = [r for r in rows if not pred[r["id"]].get("modelled")]
    for r in unmodelled:
        print("NOT MODELLED %s %s: %s" % (r["id"], r["kernel_name"],
                                          pred[r["id"]].get("reason", "?")))
    if not os.path.exists(results):
        print("%s: no measurements recorded yet (%d configurations, %d not "
              "modelled)" % (results, len(rows), len(unmodelled)))
        sys.exit(1 if unmodelled and args.check else 0)
    meas = {r["id"]: r for r in csv.DictReader(open(results))}
    errors = {}  # (family, field) -> list
    detail = []
    for r in rows:
        p = pred[r["id"]]
        m = meas[r["id"]]
        rec = {"id": r["id"], "family": r["family"], "kernel": r["kernel_name"]}
        for field, col, scale in FIELDS:
            mv = measured(m, col) * scale
            if not p.get("modelled"):
                continue
            pv = float(p.get(field, 0))
            if mv == 0 and pv == 0:
                continue
            e = rel_err(pv, mv)
            errors.setdefault((r["family"], field), []).append(e)
            errors.setdefault(("ALL", field), []).append(e)
            rec[field] = (pv, mv, e)
        detail.append(rec)
    families = sorted({r["family"] for r in rows}) + ["ALL"]
    print("%-22s %-26s %6s %9s %9s %9s" % ("family", "field", "n", "median%",
                                            "p90%", "worst%"))
    for fam in families:
        for field, _, _ in FIELDS:
            es = errors.get((fam, field))
            if not es:
                continue
            print("%-22s %-26s %6d %9.2f %9.2f %9.2f" % (
                fam, field, len(es), 100 * statistics.median(es),
                100 * percentile(es, 90), 100 * max(es)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(detail, f, indent=1)
    if args.check:
        limits = json.load(open(args.check))
        bad = 0
        checked = 0
        for fam, fields in limits.items():
            if fam.startswith("_"):
                continue
            for field, limit in fields.items():
                if field.startswith("_"):
                    continue
                max_med, max_worst = limit
                es = errors.get((fam, field))
                if not es:
                    print("MISSING %s %s" % (fam, field))
                    bad += 1
                    continue
                med, worst = 100 * statistics.median(es), 100 * max(es)
                checked += 1
                if med > max_med or worst > max_worst:
                    print("WORSE %s %s: median %.2f%% (limit %.2f), worst "
                          "%.2f%% (limit %.2f)" % (fam, field, med, max_med,
                                                   worst, max_worst))
                    bad += 1
        bad += len(unmodelled)
        print("accuracy thresholds: %d checked, %d worse, %d not modelled" % (
            checked, bad - len(unmodelled), len(unmodelled)))
        sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
