#!/usr/bin/env python3
"""Make Warp's own picks runnable on a GPU: bench/picks (the lowering, issue 14).

For each kernel of bench/unmapped (the scf.parallel forms of the measured
families), `warp-opt --warp-cost-model` chooses a launch from its default
candidate space (search=auto), rewrites the nest into that gpu.launch, and
this script lowers the very IR Warp wrote to PTX:

    warp-opt --warp-cost-model{report=...}    the pick, its predicted time
    warp-opt --gpu-kernel-outlining           the launch as a gpu.func
    mlir-opt  nvvm-attach-target{chip=sm_90}, convert-gpu-to-nvvm (bare
              pointers), gpu-module-to-binary{format=isa}  (as gen_ptx.py)

Each picked kernel's PTX entry is renamed to the measured kernel's name, so
the ground-truth runner (bench/groundtruth/runner) checks it against the
same CPU reference; a pick whose parameter list differs from the measured
kernel's is left out (said on stdout). The configurations get ids from 2000
and copy problem size, element type and scalar arguments from the measured
configuration of the same kernel.

usage: python3 -m bench.datasets.gen_picks [--warp-opt PATH] [--mlir-opt PATH] [FAMILY ...]
writes bench/picks/{configs/configs.csv, ptx/*.ptx, ptx/*.ptxas.txt,
predicted.csv}; measure with
    OUT=... GT_ROOT=bench/picks bash bench/groundtruth/scripts/device_run.sh
"""
import argparse
import csv
import json
import os
import re
import shutil
import subprocess
import sys

from bench.groundtruth.scripts.gen_ptx import PIPELINE, unescape

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(BENCH)
OUTDIR = os.path.join(BENCH, "picks")

# Families whose unmapped form computes what the runner's family checks,
# and the data set whose configs.csv describes the measured kernels.
FAMILIES = {
    "box2d9_f64": "groundtruth", "stream_f32": "groundtruth",
    "star3d13r2_f32": "groundtruth", "jacobi3d7_f32_foldy": "groundtruth",
    "box3d27_f64": "groundtruth", "star2d_f32": "harness",
    "transpose_naive": "harness", "copy_rows_f64": "harness",
    "star3d25r4_f64": "harness",
}


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr[:3000]}")
    return r


def entry_params(ptx, name):
    m = re.search(r"\.entry " + re.escape(name) + r"\(([^)]*)\)", ptx, re.S)
    if not m:
        return None
    return re.findall(r"\.param \.(\w+)", m.group(1))


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.datasets.gen_picks",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--warp-opt", default=os.path.join(ROOT, "build/bin/warp-opt"))
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("families", nargs="*")
    a = ap.parse_args()
    fams = a.families or list(FAMILIES)
    os.makedirs(os.path.join(OUTDIR, "configs"), exist_ok=True)
    os.makedirs(os.path.join(OUTDIR, "ptx"), exist_ok=True)
    measured = {}
    for ds in ("groundtruth", "harness"):
        for r in csv.DictReader(open(os.path.join(BENCH, ds, "configs", "configs.csv"))):
            measured.setdefault(r["kernel_name"], (ds, r))
    rows, preds = [], []
    next_id = 2000
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    for fam in fams:
        src = os.path.join(BENCH, "unmapped", fam + ".mlir")
        rep = os.path.join("/tmp", f"picks_{fam}.json")
        picked = os.path.join("/tmp", f"picks_{fam}.mlir")
        run([a.warp_opt, src, f"--warp-cost-model=report={rep}", "-o", picked])
        outl = run([a.warp_opt, picked, "--gpu-kernel-outlining"]).stdout
        low = run([a.mlir_opt, "--allow-unregistered-dialect", "--pass-pipeline=" + PIPELINE],
                  input=outl).stdout
        nests = json.load(open(rep))["loop_nests"]  # in the order of the functions
        for k, m in enumerate(re.finditer(r'gpu\.binary @(\w+)_kernel\b.*?assembly = "((?:[^"\\]|\\.)*)"', low, re.S)):
            name, ptx = m.group(1), unescape(m.group(2))
            if name not in measured:
                print(f"{fam}: {name}: no measured kernel of that name, left out")
                continue
            ds, ref = measured[name]
            ref_ptx = open(os.path.join(BENCH, ds, ref["ptx_file"])).read()
            ptx = re.sub(r"\b" + re.escape(name) + r"_kernel\b", name, ptx)
            if entry_params(ptx, name) != entry_params(ref_ptx, name):
                print(f"{fam}: {name}: parameters {entry_params(ptx, name)} differ from the measured "
                      f"kernel's {entry_params(ref_ptx, name)}, left out")
                continue
            lm = re.search(r"gpu\.launch_func\s+@" + name + r"_kernel::@" + name +
                           r"_kernel blocks in \(([^)]*)\) threads in \(([^)]*)\)", outl)
            consts = dict(re.findall(r"(%c\w*) = arith\.constant (\d+) : index", outl))
            g = [int(consts[v.strip()]) for v in lm.group(1).split(",")]
            b = [int(consts[v.strip()]) for v in lm.group(2).split(",")]
            pfile = f"ptx/{name}.ptx"
            with open(os.path.join(OUTDIR, pfile), "w") as fh:
                fh.write(ptx)
            r2 = subprocess.run([ptxas, "-arch=sm_90", "-v", os.path.join(OUTDIR, pfile), "-o", os.devnull],
                                capture_output=True, text=True)
            with open(os.path.join(OUTDIR, f"ptx/{name}.ptxas.txt"), "w") as fh:
                fh.write(r2.stdout + r2.stderr)
            row = dict(ref)
            row.update(id=str(next_id), kernel_file=f"../unmapped/{fam}.mlir", ptx_file=pfile,
                       variant="warp pick", gx=g[0], gy=g[1], gz=g[2], bx=b[0], by=b[1], bz=b[2])
            rows.append(row)
            top = nests[k]["ranking"][0]
            assert top["grid"] == g and top["block"] == b, (name, top["grid"], g)
            preds.append(dict(id=next_id, family=ref["family"], kernel_name=name, pick=top["candidate"],
                              predicted_us=f'{top["time_us"]:.3f}', limiter=top["limiter"],
                              candidates=nests[k]["search"]["ranked_candidates"],
                              grid="x".join(map(str, g)), block="x".join(map(str, b))))
            print(f"{fam}: {name}: grid {g} block {b}")
            next_id += 1
    hdr = list(csv.DictReader(open(os.path.join(BENCH, "harness", "configs", "configs.csv"))).fieldnames)
    with open(os.path.join(OUTDIR, "configs", "configs.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=hdr, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    with open(os.path.join(OUTDIR, "predicted.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(preds[0]))
        w.writeheader()
        w.writerows(preds)
    print(f"{len(rows)} configurations: bench/picks/configs/configs.csv")


if __name__ == "__main__":
    main()
