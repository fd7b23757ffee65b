"""The random set's ctests (bench/CMakeLists.txt), each on a small set
generated into a temporary folder from the development seed DEV_SEED
(never the measurement seed).

usage: python3 -m bench.random.selftest determinism|ptxas|dryrun|warp|scorer
           [--warp-opt PATH] [--warp-project PATH]

  determinism  the same seed writes byte-identical files (twice, the
               default count with --max-bytes, and a small count); another
               seed writes other kernels
  ptxas        every kernel lowers to sm_90 PTX and ptxas -arch=sm_90
               assembles it (exit 77, ctest's skip, without mlir-opt or
               ptxas)
  dryrun       the runner built with g++ -DRK_NO_CUDA runs every launch's
               emulation and finds it equal to the reference, bit for bit
               (none skipped), and a kernel table with a wrong shuffle
               offset fails (the check can fail)
  warp         warp-opt --warp-cost-model models every launch: none
               refused, none too slow (predict.TIMEOUT_S)
  scorer       the scorer on SYNTHETIC measurements (bench.random.synth)
               prints the MAPE, DRAM and H200 figures the perturbation
               implies
"""

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile

from bench.random import gen, lower, predict

DEV_SEED = 20261126        # the development seed: tests and the README's examples
SMALL = dict(count=24, min_launches=0, max_bytes=256 << 10, ncu_count=20)
HERE = os.path.dirname(os.path.abspath(__file__))


def small_set(tmp, seed=DEV_SEED, **kw):
    d = os.path.join(tmp, "s%d" % seed)
    args = dict(SMALL, **kw)
    gen.generate(seed, d, args["count"], args["min_launches"], args["max_bytes"], args["ncu_count"])
    return d


def same_tree(a, b):
    cmp = filecmp.dircmp(a, b)
    bad = cmp.left_only + cmp.right_only + cmp.diff_files
    for sub in cmp.common_dirs:
        bad += [os.path.join(sub, x) for x in same_tree(os.path.join(a, sub), os.path.join(b, sub))]
    return bad


def determinism(tmp, _):
    a = small_set(os.path.join(tmp, "a"))
    b = small_set(os.path.join(tmp, "b"))
    full_a = small_set(os.path.join(tmp, "fa"), count=72, min_launches=300, max_bytes=None, ncu_count=60)
    full_b = small_set(os.path.join(tmp, "fb"), count=72, min_launches=300, max_bytes=None, ncu_count=60)
    other = small_set(os.path.join(tmp, "c"), seed=DEV_SEED + 1)
    bad = same_tree(a, b) + same_tree(full_a, full_b)
    files = sum(len(fs) for _, _, fs in os.walk(a)) + sum(len(fs) for _, _, fs in os.walk(full_a))
    if bad:
        print("FAIL: files differ between two runs with seed %d: %s" % (DEV_SEED, bad[:10]))
        return 1
    if not same_tree(a, other):
        print("FAIL: seeds %d and %d wrote the same set" % (DEV_SEED, DEV_SEED + 1))
        return 1
    print("ok: seed %d wrote %d byte-identical files twice (a small set and one of the default size); "
          "seed %d another set" % (DEV_SEED, files, DEV_SEED + 1))
    return 0


def ptxas(tmp, _):
    if not lower.mlir_opt_path() or not lower.ptxas_path():
        print("SKIPPED: needs mlir-opt (22) and ptxas (CUDA) on PATH")
        return 77
    d = small_set(tmp)
    files, errors, _ = lower.lower_set(d)
    for e in errors:
        print(e)
    print("%d kernels lowered to sm_90 PTX and assembled by ptxas, %d failed" % (len(files), len(errors)))
    return 1 if errors or not files else 0


def build_dry(d, exe):
    cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    cmd = [cxx, "-O1", "-std=c++17", "-DRK_NO_CUDA", "-x", "c++", "-I", os.path.join(d, "runner"),
           "-o", exe, os.path.join(HERE, "runner", "runner.cu")]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stderr[:3000])
        raise SystemExit("FAIL: the dry-run runner did not compile: %s" % " ".join(cmd))


def dryrun(tmp, _):
    d = small_set(tmp)
    exe = os.path.join(tmp, "runner_dry")
    build_dry(d, exe)
    r = subprocess.run([exe, "--set", d, "--mode", "dry"], capture_output=True, text=True)
    last = r.stdout.strip().splitlines()[-1]
    print(last)
    n = len(open(os.path.join(d, "configs", "configs.csv")).readlines()) - 1
    if r.returncode != 0 or ("%d launches emulated" % n) not in last or " 0 failed, 0 skipped" not in last:
        print("\n".join(l for l in r.stdout.splitlines() if "ok," not in l)[:3000])
        print("FAIL: expected all %d launches emulated and equal to their references" % n)
        return 1
    # A wrong butterfly (xor 8 -> xor 4) must be caught.
    inc = os.path.join(d, "runner", "kernels.inc")
    text = open(inc).read()
    if "^ 8LL)" not in text:
        print("FAIL: the small set has no shuffle to mutate")
        return 1
    open(inc, "w").write(text.replace("^ 8LL)", "^ 4LL)"))
    build_dry(d, exe)
    r = subprocess.run([exe, "--set", d, "--mode", "dry"], capture_output=True, text=True)
    if r.returncode != 5 or "VERIFY_FAILED" not in r.stdout:
        print("FAIL: a kernel table with a wrong shuffle offset passed the dry run")
        return 1
    print("ok: and a wrong shuffle offset fails it")
    return 0


def warp(tmp, a):
    d = small_set(tmp)
    if lower.mlir_opt_path() and lower.ptxas_path():
        lower.lower_set(d)  # registers from ptxas, as the scorer uses them
    pred = predict.predict(d, a.warp_opt, "h100")
    bad = predict.refused(pred)
    for i, why in bad.items():
        print("REFUSED launch %d: %s" % (i, why))
    print("%d launches, %d refused by warp-opt --warp-cost-model" % (len(pred), len(bad)))
    return 1 if bad or not pred else 0


def scorer(tmp, a):
    d = small_set(tmp)
    files = {}
    for t in ("h100", "h200"):
        pred = predict.predict(d, a.warp_opt, t)
        files[t] = os.path.join(tmp, t + ".json")
        with open(files[t], "w") as f:
            json.dump({str(k): v for k, v in pred.items()}, f)
    syn = os.path.join(tmp, "synthetic")
    subprocess.run([sys.executable, "-m", "bench.random.synth", d, "--pred", files["h100"],
                    "--pred200", files["h200"], "--out", syn], check=True)
    got = os.path.join(tmp, "got.json")
    r = subprocess.run([sys.executable, "-m", "bench.random.score", d,
                        "--timing", os.path.join(syn, "synthetic_timing.csv"),
                        "--ncu", os.path.join(syn, "synthetic_ncu.csv"),
                        "--h200", os.path.join(syn, "synthetic_h200_timing.csv"),
                        "--predictions", files["h100"], files["h200"], "--json", got],
                       capture_output=True, text=True)
    print(r.stdout[-2500:])
    if r.returncode != 0:
        print(r.stderr[-2000:])
        return 1
    exp, res = json.load(open(os.path.join(syn, "expected.json"))), json.load(open(got))
    checks = [("time MAPE", exp["time_mape"], res["time"]["mape"]),
              ("launches scored", exp["time_n"], res["time"]["n"]),
              ("DRAM median error", exp["dram_median"], res.get("dram_median")),
              ("H200 model MAPE", exp["h200_model_mape"], res.get("h200", {}).get("warp_h200_model"))]
    bad = 0
    for name, e, g in checks:
        ok = g is not None and abs(e - g) <= 1e-6 * max(1.0, abs(e))
        bad += not ok
        print("%s: expected %s, scored %s %s" % (name, e, g, "ok" if ok else "FAIL"))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.random.selftest", description=__doc__.split("\n")[0])
    ap.add_argument("test", choices=("determinism", "ptxas", "dryrun", "warp", "scorer"))
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        sys.exit(globals()[a.test](tmp, a))


if __name__ == "__main__":
    main()
