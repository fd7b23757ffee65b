"""Warp's predictions for barrier_wave.cu's kernels, beside its measurements.

usage: python3 -m bench.groundtruth.microbench.barrier_wave
           [--warp-opt build/bin/warp-opt] [--csv OUTDIR/barrier_wave.csv]
           [--mlir FILE]

Writes barrier_wave.cu's four kernels (map, bar, staged, storebar; docs in
that file) in MLIR, one per mode and number of active threads, with the
launches the benchmark makes (blocks of 128-1024 threads, as many an SM as
2048 threads allow, 132 SMs x that x 200 waves), runs `warp-opt
--warp-cost-model` (H100 target, 16 registers a thread, as ptxas gives
kernels this small) and prints, per launch, Warp's time and its time a wave.
With --csv (the benchmark's output), the measured time a wave beside it and
the error, and per block size the difference between each mode and the map
(what the barrier, the exchange or the store order add a wave), measured
and predicted: the comparison that decides which mechanism the staged
kernels' 150-200 ns a wave lacks (docs/accuracy.md).
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

SMS = 132
WAVES = 200
THREADS = [128, 256, 512, 1024]
MODES = ["map", "bar", "staged", "storebar"]
# The largest launch: 128-thread blocks, 16 an SM, all active.
ELEMS = SMS * 16 * WAVES * 128


def kernel(mode, active):
    """One gpu.func, @<mode>_a<active>: thread t < active copies
    in[b * active + t] to out."""
    name = "%s_a%d" % (mode, active)
    wg = (" workgroup(%sh : memref<1024xf32, #gpu.address_space<workgroup>>)"
          if mode == "staged" else "")
    lines = [
        "    gpu.func @%s(%%in: memref<%dxf32>, %%out: memref<%dxf32>)%s kernel {"
        % (name, ELEMS, ELEMS, wg),
        "      %%act = arith.constant %d : index" % active,
        "      %c1 = arith.constant 1 : index",
        "      %zero = arith.constant 0.0 : f32",
        "      %t = gpu.thread_id x",
        "      %b = gpu.block_id x",
        "      %base = arith.muli %b, %act : index",
        "      %i = arith.addi %base, %t : index",
        "      %on = arith.cmpi ult, %t, %act : index",
        "      %v = scf.if %on -> (f32) {",
        "        %%x = memref.load %%in[%%i] : memref<%dxf32>" % ELEMS,
        "        scf.yield %x : f32",
        "      } else {",
        "        scf.yield %zero : f32",
        "      }",
    ]
    store = [
        "      scf.if %on {",
        "        memref.store %%v, %%out[%%i] : memref<%dxf32>" % ELEMS,
        "      }",
    ]
    if mode == "map":
        lines += store
    elif mode == "bar":
        lines += ["      gpu.barrier"] + store
    elif mode == "storebar":
        lines += store + ["      gpu.barrier"]
    else:
        lines += [
            "      scf.if %on {",
            "        memref.store %v, %sh[%t] : memref<1024xf32, #gpu.address_space<workgroup>>",
            "      }",
            "      gpu.barrier",
            "      scf.if %on {",
            "        %j = arith.xori %t, %c1 : index",
            "        %w = memref.load %sh[%j] : memref<1024xf32, #gpu.address_space<workgroup>>",
            "        memref.store %%w, %%out[%%i] : memref<%dxf32>" % ELEMS,
            "      }",
        ]
    lines += ["      gpu.return", "    }"]
    return "\n".join(lines)


def launches():
    """(mode, threads, active, blocks_per_sm, blocks) in the benchmark's order."""
    out = []
    for tpb in THREADS:
        for active in (tpb, 64):
            for mode in MODES:
                bps = 2048 // tpb
                out.append((mode, tpb, active, bps, SMS * bps * WAVES))
    return out


def module():
    funcs, seen = [], set()
    for mode, tpb, active, bps, blocks in launches():
        if (mode, active) not in seen:
            seen.add((mode, active))
            funcs.append(kernel(mode, active))
    consts = sorted({1} | {x for _, tpb, _, _, blocks in launches()
                           for x in (tpb, blocks)})
    body = ["    %%c%d = arith.constant %d : index" % (c, c) for c in consts]
    for mode, tpb, active, bps, blocks in launches():
        body.append(
            "    gpu.launch_func @m::@%s_a%d blocks in (%%c%d, %%c1, %%c1) threads in "
            "(%%c%d, %%c1, %%c1) args(%%in : memref<%dxf32>, %%out : memref<%dxf32>)"
            % (mode, active, blocks, tpb, ELEMS, ELEMS))
    return ("module attributes {gpu.container_module} {\n  gpu.module @m {\n"
            + "\n".join(funcs) + "\n  }\n"
            "  func.func @main(%%in: memref<%dxf32>, %%out: memref<%dxf32>) {\n"
            % (ELEMS, ELEMS) + "\n".join(body) + "\n    return\n  }\n}\n")


def predict(warp_opt, src):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "barrier_wave.mlir")
        report = os.path.join(tmp, "r.json")
        with open(path, "w") as f:
            f.write(src)
        r = subprocess.run([warp_opt, path, "--warp-cost-model=target=h100 regs=16 "
                            "remarks=false report=" + report, "-o", os.devnull],
                           capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit("barrier_wave: warp-opt failed:\n" + r.stderr)
        return json.load(open(report))["launches"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warp-opt", default="build/bin/warp-opt")
    ap.add_argument("--csv", help="barrier_wave.cu's output")
    ap.add_argument("--mlir", help="also write the module to this file")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 unless every launch is modelled and no mode "
                    "is predicted faster than the map of the same blocks "
                    "(a barrier or an exchange adds work; ctest "
                    "BarrierWavePredicts)")
    a = ap.parse_args()
    src = module()
    if a.mlir:
        with open(a.mlir, "w") as f:
            f.write(src)
    preds = predict(a.warp_opt, src)
    problems = []
    if len(preds) != len(launches()):
        problems.append("%d launches in the report for %d" % (len(preds), len(launches())))
    for (mode, tpb, active, bps, blocks), p in zip(launches(), preds):
        if "time_us" not in p:
            problems.append("%s %d/%d: not modelled" % (mode, tpb, active))
    meas = {}
    if a.csv:
        for r in csv.DictReader(open(a.csv)):
            meas[(r["mode"], int(r["threads"]), int(r["active"]))] = float(r["ns_per_wave"])
    rows = []
    print("%-9s %7s %6s %5s %10s %12s %12s %7s" % ("mode", "threads", "active", "b/SM",
                                                   "pred us", "pred ns/wave",
                                                   "meas ns/wave", "err %"))
    for (mode, tpb, active, bps, blocks), p in zip(launches(), preds):
        if "time_us" not in p:
            print("%-9s %7d %6d   not modelled: %s" % (mode, tpb, active, p.get("reason", "")))
            continue
        ns = 1000.0 * p["time_us"] / WAVES
        m = meas.get((mode, tpb, active))
        rows.append((mode, tpb, active, ns, m))
        print("%-9s %7d %6d %5d %10.2f %12.1f %12s %7s" % (
            mode, tpb, active, p["blocks_per_sm"], p["time_us"], ns,
            "%.1f" % m if m else "-", "%+.1f" % (100 * (ns / m - 1)) if m else "-"))
    print("\nwhat each mode adds to the map, ns a wave (predicted / measured)")
    by = {(r[0], r[1], r[2]): r for r in rows}
    for tpb in THREADS:
        for active in (tpb, 64):
            if any((mode, tpb, active) not in by for mode in MODES):
                continue
            base = by[("map", tpb, active)]
            cells = []
            for mode in MODES[1:]:
                r = by[(mode, tpb, active)]
                meas_d = ("%.1f" % (r[4] - base[4])) if r[4] and base[4] else "-"
                cells.append("%s %+.1f / %s" % (mode, r[3] - base[3], meas_d))
            print("threads %4d active %4d: %s" % (tpb, active, "; ".join(cells)))
            for mode in MODES[1:]:
                if by[(mode, tpb, active)][3] < base[3] * (1 - 1e-9):
                    problems.append("%s %d/%d predicted faster than the map"
                                    % (mode, tpb, active))
    if a.check:
        for p in problems:
            print("barrier_wave: " + p, file=sys.stderr)
        sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
