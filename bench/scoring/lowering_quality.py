#!/usr/bin/env python3
"""How good the launches Warp chooses are (issue 14): regret against the
measured sweep of every family that has an unmapped form.

usage: python3 -m bench.scoring.lowering_quality [--warp-opt PATH]
           [--full-space] [--check THRESHOLDS] [--json OUT] [--families F,..]

For each kernel of bench/unmapped (the scf.parallel forms of the kernels of
bench/groundtruth and bench/harness, bench/datasets/gen_unmapped.py):

- Warp chooses with --warp-cost-model, its candidates restricted to the
  measured sweep (blocks=<the measured block shapes>; for the folded family
  jacobi3d7_f32_foldy, fold=1,2,4 on y with consecutive points, which is what
  its kernels foldy1/2/4 do), with the registers ptxas reports for the
  measured kernel (regs=, as the accuracy scorers use);
- regret = measured time of the pick / measured best - 1 (H100, median of
  20 CUDA events, bench/groundtruth/results/h100.csv);
- beside it, the measured time of a fixed 32x8 block and of a fixed 256x1
  block (what upstream gpu-map-parallel-loops users typically hard-code),
  where the sweep has them;
- how long the pass took (process start included) and the candidates it
  ranked per second, on this machine's threads;
- with --full-space, Warp's pick from its default candidate space
  (measured in bench/picks), and how long the pass took (minutes per
  3-D kernel today).

A kernel whose data set has no measurements gets its pick only (both
bench/groundtruth and bench/harness are measured). --check fails if a
family's regret is above its threshold.
"""
import argparse
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from bench.scoring import compare_volumes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # bench/

# Kernels whose measured variants are Warp's fold candidates: kernel name of
# the fold factor F along a GPU dimension.
FOLDED = {
    "jacobi3d7_f32_foldy1": ("y", {1: "jacobi3d7_f32_foldy1",
                                   2: "jacobi3d7_f32_foldy2",
                                   4: "jacobi3d7_f32_foldy4"}),
    "jacobi3d7_f32_foldz1": ("z", {1: "jacobi3d7_f32_foldz1",
                                   2: "jacobi3d7_f32_foldz2",
                                   4: "jacobi3d7_f32_foldz4"}),
}


def split_module(text):
    """{func name: module text with that func only}."""
    funcs = re.split(r"\n(?=  func\.func @)", text)
    out = {}
    for chunk in funcs[1:]:
        name = re.match(r"  func\.func @(\w+)\(", chunk).group(1)
        body = chunk.rstrip()
        if body.endswith("}") and body.count("{") < body.count("}"):
            body = body[:body.rfind("}")].rstrip()
        out[name] = "module {\n" + body + "\n}\n"
    return out


def measured(dataset):
    """{kernel: {(bx, by, bz): median us}} from the data set's results."""
    path = os.path.join(ROOT, dataset, "results", "h100.csv")
    out = {}
    if not os.path.exists(path):
        return out
    with open(path) as f:
        for row in csv.DictReader(f):
            shape = (int(row["bx"]), int(row["by"]), int(row["bz"]))
            out.setdefault(row["kernel_name"], {})[shape] = float(
                row["median_time_us"])
    return out


def sweep_shapes(dataset):
    """{kernel: [block shapes of its configurations]}."""
    out = {}
    with open(os.path.join(ROOT, dataset, "configs", "configs.csv")) as f:
        for row in csv.DictReader(f):
            s = (int(row["bx"]), int(row["by"]), int(row["bz"]))
            lst = out.setdefault(row["kernel_name"], [])
            if s not in lst:
                lst.append(s)
    return out


def choose(warp_opt, module_text, options, tmp):
    src = os.path.join(tmp, "nest.mlir")
    report = os.path.join(tmp, "report.json")
    with open(src, "w") as f:
        f.write(module_text)
    t0 = time.time()
    p = subprocess.run([warp_opt, src, "--warp-cost-model=" + options +
                        " remarks=false report=" + report, "-o", os.devnull],
                       capture_output=True, text=True)
    wall = time.time() - t0
    if p.returncode != 0:
        raise RuntimeError("warp-opt failed:\n" + p.stderr)
    with open(report) as f:
        nests = json.load(f)["loop_nests"]
    return nests[0], wall


def fmt_shape(s):
    return "x".join(str(v) for v in s)


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.lowering_quality",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--warp-opt", default=os.path.join(
        ROOT, "..", "build", "bin", "warp-opt"))
    ap.add_argument("--full-space", action="store_true",
                    help="also choose from the default candidate space")
    ap.add_argument("--check", help="JSON thresholds {family: max regret %%}")
    ap.add_argument("--json", help="write the table as JSON")
    ap.add_argument("--families", help="comma-separated families to run "
                    "(default: all)")
    args = ap.parse_args()

    rows = []
    for dataset in ("groundtruth", "harness"):
        gt = os.path.join(ROOT, dataset)
        regs = compare_volumes.ptxas_registers(gt)
        times = measured(dataset)
        shapes = sweep_shapes(dataset)
        for fname in sorted(os.listdir(os.path.join(ROOT, "unmapped"))):
            family = fname[:-5]
            if args.families and family not in args.families.split(","):
                continue
            kfile = os.path.join(gt, "kernels", fname)
            if not os.path.exists(kfile):
                continue
            text = open(os.path.join(ROOT, "unmapped", fname)).read()
            modules = split_module(text)
            if not modules:
                why = re.findall(r"// \w+: no unmapped form \((.*)\)", text)
                rows.append({"family": family, "kernel": "-",
                             "note": "no unmapped form: " +
                             (why[0] if why else "?")})
                continue
            for kernel, module in modules.items():
                blocks = shapes[kernel]
                opts = "target=h100 blocks=%s regs=%d" % (
                    ",".join(fmt_shape(b) for b in blocks),
                    regs.get(kernel, 0))
                table = {}
                if kernel in FOLDED:
                    dim, variants = FOLDED[kernel]
                    opts += " fold=%s fold-dims=%s fold-layout=consecutive" % (
                        ",".join(str(f) for f in variants), dim)
                    for f, k in variants.items():
                        for s, t in times.get(k, {}).items():
                            table[(s, f)] = t
                else:
                    opts += " fold=1"
                    for s, t in times.get(kernel, {}).items():
                        table[(s, 1)] = t
                with tempfile.TemporaryDirectory() as tmp:
                    nest, wall = choose(args.warp_opt, module, opts, tmp)
                    full = None
                    if args.full_space:
                        fopts = "target=h100 regs=%d" % regs.get(kernel, 0)
                        fnest, fwall = choose(args.warp_opt, module, fopts, tmp)
                        full = (fnest["ranking"][0]["candidate"],
                                fnest["candidates"], fwall)
                # The sweep measured one dimension order (the one a
                # candidate's name does not tag with "[x=..]"): the regret
                # is that of the best-ranked candidate in it. A pick in
                # another order is shown beside it, measured in bench/picks.
                pick = nest["ranking"][0]
                other_order = None
                if "[x=" in pick["candidate"]:
                    other_order = pick["candidate"]
                    pick = next((c for c in nest["ranking"] if "[x=" not in c["candidate"]), pick)
                fold = max(pick["fold"])
                key = (tuple(pick["block"]), fold)
                row = {"family": family, "kernel": kernel,
                       "candidates": nest["candidates"],
                       "pass_s": wall,
                       "pick": pick["candidate"],
                       "predicted_us": pick.get("time_us"),
                       "exact": pick.get("exact")}
                if other_order:
                    row["pick_other_order"] = other_order
                if table:
                    best_key = min(table, key=table.get)
                    row["best"] = fmt_shape(best_key[0]) + (
                        " fold %d" % best_key[1] if best_key[1] > 1 else "")
                    row["best_us"] = table[best_key]
                    row["pick_us"] = table.get(key)
                    if row["pick_us"] is not None:
                        row["regret"] = row["pick_us"] / table[best_key] - 1
                    for name, s in (("fixed_32x8_us", (32, 8, 1)),
                                    ("fixed_256x1_us", (256, 1, 1))):
                        row[name] = table.get((s, 1))
                if full:
                    row["full_space_pick"] = full[0]
                    row["full_space_candidates"] = full[1]
                    row["full_space_pass_s"] = full[2]
                rows.append(row)

    def us(v):
        return "%.1f" % v if v is not None else "-"

    hdr = ("family", "kernel", "cands", "pick", "pick us", "best", "best us",
           "regret", "32x8 us", "256x1 us", "pass s", "cands/s")
    if args.full_space:
        hdr += ("full-space pick", "of", "pass s")
    print("  ".join(hdr))
    for r in rows:
        if "note" in r:
            print("%s  %s" % (r["family"], r["note"]))
            continue
        pick = r["pick"] + (" (first: %s, other order)" % r["pick_other_order"]
                            if r.get("pick_other_order") else "")
        cells = [r["family"], r["kernel"], str(r["candidates"]), pick,
                 us(r.get("pick_us")), r.get("best", "not measured"),
                 us(r.get("best_us")),
                 "%.1f %%" % (100 * r["regret"]) if "regret" in r else "-",
                 us(r.get("fixed_32x8_us")), us(r.get("fixed_256x1_us")),
                 "%.2f" % r["pass_s"], "%.0f" % (r["candidates"] / r["pass_s"])]
        if args.full_space:
            cells += [r.get("full_space_pick", "-"),
                      str(r.get("full_space_candidates", "-")),
                      "%.1f" % r.get("full_space_pass_s", 0)]
        print("  ".join(cells))
    regrets = [r["regret"] for r in rows if "regret" in r]
    if regrets:
        print("regret: mean %.1f %%, max %.1f %% over %d measured kernels" %
              (100 * sum(regrets) / len(regrets), 100 * max(regrets),
               len(regrets)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1, sort_keys=True)
    if args.check:
        limits = {k: v for k, v in json.load(open(args.check)).items()
                  if not k.startswith("_")}
        bad = []
        for r in rows:
            if "regret" not in r:
                continue
            limit = limits.get(r["family"], limits.get("default"))
            if limit is not None and 100 * r["regret"] > limit + 1e-9:
                bad.append("%s/%s: regret %.1f %% > %.1f %%" % (
                    r["family"], r["kernel"], 100 * r["regret"], limit))
        for b in bad:
            print("lowering_quality: " + b)
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
