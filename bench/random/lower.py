"""Lowers every kernel of a random set to sm_90 PTX and assembles it.

usage: python3 -m bench.random.lower DIR [--mlir-opt PATH] [--ptxas PATH]
           [--jobs N]

For each DIR/kernels/<name>.mlir: MLIR's NVVM pipeline, the ground truth's
(bench/groundtruth/scripts/gen_ptx.py) with PTX 8.0 for sm_90, as the
sweeps use it (bench/reductions/gen_sweep.py):

  mlir-opt --pass-pipeline='builtin.module(nvvm-attach-target{chip=sm_90
      features=+ptx80}, gpu.module(convert-scf-to-cf,
      convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},
      reconcile-unrealized-casts), gpu-module-to-binary{format=isa})'

writes DIR/ptx/<name>.ptx (the gpu.binary's assembly, un-escaped) and
DIR/ptx/<name>.ptxas.txt (`ptxas -arch=sm_90 -v`: registers, spills,
shared memory; read by the scorer as the harness's are). Exits 1 if any
kernel fails to lower or to assemble (every one is printed). Without
ptxas on PATH (or --ptxas), the PTX is written and the check is skipped,
saying so.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys

from bench.groundtruth.scripts.gen_ptx import unescape

PIPELINE = ("builtin.module(nvvm-attach-target{chip=sm_90 features=+ptx80}, "
            "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},"
            "reconcile-unrealized-casts), gpu-module-to-binary{format=isa})")


def find_tool(given, names, fallbacks=()):
    if given:
        return given
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    for f in fallbacks:
        if os.path.exists(f):
            return f
    return None


def mlir_opt_path(given=None):
    return find_tool(given or os.environ.get("MLIR_OPT"), ("mlir-opt-22", "mlir-opt"),
                     ("/usr/lib/llvm-22/bin/mlir-opt",))


def ptxas_path(given=None):
    return find_tool(given, ("ptxas",), ("/usr/local/cuda/bin/ptxas",))


def lower_one(path, outdir, mlir_opt, ptxas):
    """Returns an error message, or None."""
    name = os.path.splitext(os.path.basename(path))[0]
    r = subprocess.run([mlir_opt, path, "--pass-pipeline=" + PIPELINE], capture_output=True, text=True)
    if r.returncode != 0:
        return "%s: mlir-opt failed: %s" % (name, r.stderr.strip()[:1500])
    m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', r.stdout, re.S)
    if not m:
        return "%s: no assembly in mlir-opt's output" % name
    ptx = os.path.join(outdir, name + ".ptx")
    with open(ptx, "w") as f:
        f.write(unescape(m.group(1)))
    if ptxas:
        r2 = subprocess.run([ptxas, "-arch=sm_90", "-v", ptx, "-o", os.devnull],
                            capture_output=True, text=True)
        with open(os.path.join(outdir, name + ".ptxas.txt"), "w") as f:
            f.write(r2.stdout + r2.stderr)
        if r2.returncode != 0:
            return "%s: ptxas failed: %s" % (name, r2.stderr.strip()[:1500])
    return None


def lower_set(d, mlir_opt=None, ptxas=None, jobs=2):
    mlir_opt = mlir_opt_path(mlir_opt)
    if not mlir_opt:
        sys.exit("no mlir-opt (give --mlir-opt or MLIR_OPT)")
    ptxas = ptxas_path(ptxas)
    outdir = os.path.join(d, "ptx")
    os.makedirs(outdir, exist_ok=True)
    files = sorted(glob.glob(os.path.join(d, "kernels", "*.mlir")))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        errors = [e for e in ex.map(lambda p: lower_one(p, outdir, mlir_opt, ptxas), files) if e]
    return files, errors, ptxas


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.random.lower", description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--mlir-opt")
    ap.add_argument("--ptxas")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    files, errors, ptxas = lower_set(a.dir, a.mlir_opt, a.ptxas, a.jobs)
    for e in errors:
        print(e)
    if not ptxas:
        print("ptxas not found: PTX written, not assembled (SKIPPED the ptxas check)")
    print("%d kernels lowered to PTX%s, %d failed" % (
        len(files), " and assembled with ptxas -arch=sm_90" if ptxas else "", len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
