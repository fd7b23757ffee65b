"""Writes the contraction sweep (issue 25): per shape, Warp's ranking and the
PTX of every configuration to measure, and configs/configs.csv.

Per shape (shapes.py): the linalg op on buffers is ranked with
`warp-opt --warp-choose-launch-configs` (the report's top 100 tilings, with
their predicted times); the configurations measured are Warp's top 8, 16
more drawn from ranks 9-100 with SWEEP_SEED, and a fixed seed as a
baseline (seed_tiling: tensor cores 128x128x32 for f16 inputs, else
CUTLASS's SIMT SGEMM default 128x128x8, halved until it divides the shape). Each is annotated with
warp.tiling, built by `--warp-apply-launch-configs` (the same builder Warp
ranked), outlined and lowered to sm_90 PTX with upstream mlir-opt.

Usage (from the repository root):
  python3 -m bench.contractions.gen_sweep [--warp-opt build/bin/warp-opt]
      [--mlir-opt mlir-opt-22] [--only NAME ...] [--jobs 1]
Writes bench/contractions/{modules,ptx,configs,rankings}/.
"""

import argparse
import csv
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time

from bench.contractions import shapes as shape_list

HERE = os.path.dirname(os.path.abspath(__file__))
SWEEP_SEED = 2511
TOP = 8
# Why a shape was left out of the recorded sweep (--skip).
SKIP_REASONS = {
    "m5124_n9124_k2560_f32": "ranking its guarded SIMT tilings ran over 8 minutes and 3 GB "
                             "(ISL on the guarded relations; docs/contractions.md) and was stopped",
    "m512_n3000_k1536_f32": "ranking its guarded SIMT tilings ran over 5 minutes and 2.3 GB "
                            "and was stopped (as above)",
}
RANDOM = 16
# A convolution's own sizes in configs.csv (empty for a GEMM; shapes.py).
CONV_KEYS = ("cn", "ch", "cw", "cc", "cf", "ckh", "ckw", "cstride", "coh", "cow")
PIPELINE = ("builtin.module(nvvm-attach-target{chip=sm_90 features=+ptx80}, "
            "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},"
            "reconcile-unrealized-casts), gpu-module-to-binary{format=isa})")


def module_text(s, tiling=None):
    """The shape's linalg op on buffers, optionally with a warp.tiling."""
    attr = ""
    if tiling:
        attr = " {warp.tiling = {" + ", ".join(f"{key} = {tiling[key]}" for key in keys(tiling)) + "}}"
    if s.get("kind") == "conv":
        ti = f"memref<{s['cn']}x{s['ch']}x{s['cw']}x{s['cc']}x{s['a']}>"
        tf = f"memref<{s['ckh']}x{s['ckw']}x{s['cc']}x{s['cf']}x{s['b']}>"
        to = f"memref<{s['cn']}x{s['coh']}x{s['cow']}x{s['cf']}x{s['c']}>"
        st = s["cstride"]
        strides = (f" strides = dense<{st}> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>"
                   if st != 1 else "")
        if strides or attr:
            inner = ", ".join(x for x in (strides.strip(), attr.strip()[1:-1]) if x)
            attr = " {" + inner + "}"
        return (f"func.func @mm(%A: {ti}, %B: {tf}, %C: {to}) {{\n"
                f"  linalg.conv_2d_nhwc_hwcf{attr} ins(%A, %B : {ti}, {tf}) outs(%C : {to})\n"
                f"  return\n}}\n")
    b, m, n, k = s["batch"], s["m"], s["n"], s["k"]
    pre = f"{b}x" if b > 1 else ""
    ta, tb, tc = (f"memref<{pre}{m}x{k}x{s['a']}>", f"memref<{pre}{k}x{n}x{s['b']}>",
                  f"memref<{pre}{m}x{n}x{s['c']}>")
    op = "linalg.batch_matmul" if b > 1 else "linalg.matmul"
    return (f"func.func @mm(%A: {ta}, %B: {tb}, %C: {tc}) {{\n"
            f"  {op}{attr} ins(%A, %B : {ta}, {tb}) outs(%C : {tc})\n"
            f"  return\n}}\n")


def keys(tiling):
    """The warp.tiling keys of a tiling: SIMT (tm, tn, and split_k when it
    splits K) or tensor cores (wm, wn)."""
    if "wm" in tiling:
        return ("bm", "bn", "bk", "wm", "wn", "pad")
    simt = ("bm", "bn", "bk", "tm", "tn", "pad")
    return simt + ("split_k",) if tiling.get("split_k", 1) > 1 else simt


def run(cmd, stdin=None):
    r = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:2])} failed: {r.stderr[:2000]}")
    return r


def rank(warp_opt, s, workdir):
    """Warp's report entry for the shape (None if not tiled, with why)."""
    path = os.path.join(workdir, s["name"] + ".mlir")
    with open(path, "w") as fh:
        fh.write(module_text(s))
    report = os.path.join(workdir, s["name"] + ".json")
    stderr = ""
    # A ranking already written is reused (the sweep can be resumed).
    if not os.path.exists(report):
        t0 = time.time()
        r = run([warp_opt, path, "-o", os.devnull,
                 f"--warp-choose-launch-configs=target=h100 top=100 report={report}"])
        stderr = r.stderr.strip()
        with open(os.path.join(workdir, "ranking_seconds.csv"), "a") as fh:
            fh.write(f"{s['name']},{time.time() - t0:.2f}\n")
    entries = json.load(open(report)).get("contractions", [])
    if not entries:
        return None, stderr or "not tiled (see the remark)"
    return entries[0], ""


def seed_tiling(s):
    """The fixed seed, halved until it divides the shape: with f16 inputs an
    IREE-style tensor-core seed (128x128x32, warps of 64x64, rows padded by
    8), else CUTLASS's SIMT SGEMM default (128x128x8, 8x8 per thread)."""
    mma = (s["a"] == "f16" and s["m"] % 16 == 0 and s["n"] % 16 == 0
           and s.get("kinner", s["k"]) % 16 == 0)
    if mma:
        t = dict(bm=128, bn=128, bk=32, wm=64, wn=64, pad=8)
        sub = {"bm": "wm", "bn": "wn"}
        floor = 16
    else:
        t = dict(bm=128, bn=128, bk=8, tm=8, tn=8, pad=1)
        sub = {"bm": "tm", "bn": "tn"}
        floor = 1
    for dim, key in (("m", "bm"), ("n", "bn")):
        while s[dim] % t[key] and t[key] > floor:
            t[key] //= 2
            t[sub[key]] = min(t[sub[key]], t[key])
    kinner = s.get("kinner", s["k"])
    while kinner % t["bk"] and t["bk"] > (16 if mma else 1):
        t["bk"] //= 2
    return t


def choose(entry, s, rng):
    """The configurations to measure: (tiling, role, predicted_us or None)."""
    ranked = [r for r in entry["ranking"] if r.get("modelled")]
    key = lambda r: (r["bm"], r["bn"], r["bk"], r["tm"], r["tn"], r["pad"])
    picked = [(r, "warp_top8") for r in ranked[:TOP]]
    rest = ranked[TOP:]
    for r in rng.sample(rest, min(RANDOM, len(rest))):
        picked.append((r, "random"))
    out = [({k: r[k] for k in keys(r)}, role, r["time_us"], r["rank"]) for r, role in picked]
    seed = seed_tiling(s)
    have = {tuple((k, t[k]) for k in keys(t)): i for i, (t, _, _, _) in enumerate(out)}
    skey = tuple((k, seed[k]) for k in keys(seed))
    if skey in have:
        t, role, us, rk = out[have[skey]]
        out[have[skey]] = (t, role + "+seed", us, rk)
    else:
        out.append((seed, "seed", None, None))
    return out


def lower(warp_opt, mlir_opt, s, tiling, stem):
    """PTX of one tiling, the kernel's name and argument order (cached
    beside the PTX, so that a resumed sweep does not lower it again)."""
    side = os.path.join(HERE, "ptx", stem + ".json")
    if os.path.exists(side) and os.path.exists(os.path.join(HERE, "ptx", stem + ".ptx")):
        d = json.load(open(side))
        return d["kernel"], d["order"]
    applied = run([warp_opt, "--warp-apply-launch-configs", "--warp-strip-annotations"],
                  module_text(s, tiling)).stdout
    outlined = run([mlir_opt, "--gpu-kernel-outlining", "--canonicalize"], applied).stdout
    m = re.search(r"gpu.launch_func\s+@(\w+)::@(\w+)\s+blocks in \(([^)]*)\)\s+threads in \(([^)]*)\)"
                  r"\s+args\(([^)]*)\)", outlined)
    if not m:
        raise RuntimeError("no gpu.launch_func in the outlined module")
    args = [a.split(":")[0].strip() for a in m.group(5).split(",")]
    order = "".join("ABC"[int(a.replace("%arg", ""))] for a in args)
    binary = run([mlir_opt, "--pass-pipeline=" + PIPELINE], outlined).stdout
    asm = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', binary, re.S)
    if not asm:
        raise RuntimeError("no PTX in the binary")
    from bench.groundtruth.scripts.gen_ptx import unescape
    with open(os.path.join(HERE, "ptx", stem + ".ptx"), "w") as fh:
        fh.write(unescape(asm.group(1)))
    with open(side, "w") as fh:
        json.dump({"kernel": m.group(2), "order": order}, fh)
    return m.group(2), order


def predict(warp_opt, s, t, workdir):
    """Warp's prediction of a tiling outside the ranking's top 100 (the
    seed), with the ranking's register estimate (ContractionSearch.h)."""
    if "wm" in t:
        fm, fn = t["wm"] // 16, t["wn"] // 16
        regs = fm * fn * 8 + fm * 4 + fn * 4 + 24
    else:
        regs = t["tm"] * t["tn"] + t["tm"] + t["tn"] + 24
    report = os.path.join(workdir, "predict.json")
    run([warp_opt, "-o", os.devnull, "--warp-apply-launch-configs",
         f"--warp-cost-model=target=h100 regs={regs} remarks=false report={report}"],
        module_text(s, t))
    return json.load(open(report))["launches"][0]["time_us"]


def grid_block(s, t):
    """The launch of a tiling: the grid rounds up (a guarded SIMT tile)."""
    grid = (-(-s["n"] // t["bn"]), -(-s["m"] // t["bm"]), s["batch"] * t.get("split_k", 1))
    if "wm" in t:
        return grid, (32 * (t["bn"] // t["wn"]), t["bm"] // t["wm"], 1)
    return grid, (t["bn"] // t["tn"], t["bm"] // t["tm"], 1)


def config_row(warp_opt, mlir_opt, s, t, cid, half, role, rank, us):
    """One row of configs.csv: tiling t of shape s, lowered to PTX."""
    inner = f"w{t['wm']}x{t['wn']}" if "wm" in t else f"t{t['tm']}x{t['tn']}"
    split = t.get("split_k", 1)
    stem = (f"{s['name']}_{t['bm']}x{t['bn']}x{t['bk']}_{inner}_p{t['pad']}"
            + (f"_s{split}" if split > 1 else ""))
    kernel, order = lower(warp_opt, mlir_opt, s, t, stem)
    (gx, gy, gz), (bx, by, bz) = grid_block(s, t)
    conv = {key: s.get(key, "") for key in CONV_KEYS}
    return dict(id=cid, shape=s["name"], half=half, batch=s["batch"], m=s["m"],
                n=s["n"], k=s["k"], a=s["a"], b=s["b"], c=s["c"],
                engine="mma" if "wm" in t else "simt", bm=t["bm"], bn=t["bn"],
                bk=t["bk"], tm=t.get("tm", ""), tn=t.get("tn", ""), wm=t.get("wm", ""),
                wn=t.get("wn", ""), pad=t["pad"], split_k=t.get("split_k", 1), role=role,
                warp_rank=rank if rank is not None else "", predicted_us=us if us is not None else "",
                ptx_file=f"ptx/{stem}.ptx", kernel_name=kernel, arg_order=order,
                gx=gx, gy=gy, gz=gz, bx=bx, by=by, bz=bz,
                kind=s.get("kind", "gemm"), **conv)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or "mlir-opt")
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--skip", nargs="*", default=[],
                    help="shapes left out, recorded in configs/not_tiled.txt with the reason 'skipped'")
    args = ap.parse_args()
    for d in ("modules", "ptx", "configs", "rankings"):
        os.makedirs(os.path.join(HERE, d), exist_ok=True)
    all_shapes = shape_list.shapes() + shape_list.conv_shapes()
    halves = shape_list.all_halves()
    rows, skipped = [], []
    cid = 0
    for s in all_shapes:
        if args.only and s["name"] not in args.only:
            continue
        if s["name"] in args.skip:
            skipped.append((s["name"], "skipped (--skip): " + SKIP_REASONS.get(s["name"], "")))
            continue
        entry, why = rank(args.warp_opt, s, os.path.join(HERE, "rankings"))
        if entry is None:
            skipped.append((s["name"], why))
            print(f"{s['name']}: not tiled: {why[:200]}", file=sys.stderr)
            continue
        rng = random.Random(f"{SWEEP_SEED}:{s['name']}")
        for t, role, us, rk in choose(entry, s, rng):
            if us is None:
                us = predict(args.warp_opt, s, t, os.path.join(HERE, "rankings"))
            rows.append(config_row(args.warp_opt, args.mlir_opt, s, t, cid, halves[s["name"]], role, rk, us))
            cid += 1
        print(f"{s['name']}: {sum(1 for r in rows if r['shape'] == s['name'])} configurations", file=sys.stderr)
        write(rows, skipped)
    out = write(rows, skipped)
    print(f"{len(rows)} configurations, {len(skipped)} shapes not tiled -> {out}", file=sys.stderr)


def write(rows, skipped):
    """configs.csv and not_tiled.txt as far as the sweep got."""
    out = os.path.join(HERE, "configs", "configs.csv")
    with open(out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()) if rows else ["id"])
        w.writeheader()
        w.writerows(rows)
    with open(os.path.join(HERE, "configs", "not_tiled.txt"), "w") as fh:
        for name, why in skipped:
            fh.write(f"{name}\t{why}\n")
    return out


if __name__ == "__main__":
    main()
