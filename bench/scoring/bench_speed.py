#!/usr/bin/env python3
"""How fast Warp's model is (a benchmark, not a test; issue 13).

usage: python3 -m bench.scoring.bench_speed [--build build] [--threads 0]
           [--quick] [--full] [--contraction-sweep] [--random-sets]

Prints three tables:

1. Ranking speed, through the library API (build/bin/warp-rank --timing):
   for the 3-D 25-point radius-4 star stencil at 512^3 f64 (seed 000's
   benchmark), the lbm D3Q19 pull/BGK kernel at 192^3 and the stream triad at
   2^28, each ranked over every power-of-two block shape of 32 to 1024
   threads (z <= 64: 231 shapes, grid = ceil(domain / block)): the cold
   prediction (reading the kernel plus one launch), and candidates per second
   on one thread and on all threads (MLIR's thread pool; warp-rank checks
   that both give the same results).
2. `warp-opt --warp-cost-model` on the full bench/groundtruth launch modules
   (one module per kernel, 171 launches, registers from the recorded ptxas
   output): wall time per module, process start included, and in all;
   then all of them in one process through the Python module (warp_mlir,
   one thread; its import and a warm-up call excluded).

3. The lowering (issue 14): `warp-opt --warp-cost-model` choosing the launch
   of the radius-4 stencil's unmapped form (bench/unmapped/
   star3d25r4_f64_512.mlir): candidates per second on one thread
   (--mlir-disable-threading) over a fixed list of 16 block shapes times
   no folding and z folds of 2 and 4 (48 candidates), the same on all
   threads, and the size of the default candidate space with the pass's
   wall time on it (measured with --full, else estimated from the rate).

4. Matmul (issue 24): `warp-opt --warp-cost-model` choosing the launch of
   a naive linalg.matmul 4096^3 f32 nest (bench/speed/
   matmul_4096_f32_loops.mlir, a K loop of 4096 iterations in every thread)
   over a fixed list of block shapes, on one thread: milliseconds per
   candidate; and the cold cost of the hand-tiled shared-memory SGEMM launch
   (bench/speed/sgemm_smem16.mlir), process start included.
5. Contraction decisions (issue 25): `warp-opt --warp-cost-model` lowering
   five of the contraction sweep's modules (bench/contractions/rankings/:
   4096^3 f32 and f16, a batched 8 x 1024 x 1024 x 128 f32, a decode-like
   16 x 4096 x 4096 f16, the 8 x 28 x 28 x 128 3x3 f16 convolution) to the
   tiling it predicts fastest, on one thread
   and on all, process start included, with the tilings it predicted of
   the feasible ones (the others skipped by their lower bound or by the
   staged search).

With --contraction-sweep, only table 5, over every op of the contraction
sweep (46 modules: 42 GEMMs, 4 convolutions) on one thread and on all,
with how many take under 1 s.

With --random-sets, only the held-out-like sweep: the three seeded random
sets of issue 28 (bench/random/sets/: kernels drawn from a space, not
chosen for the model), every launch predicted by `warp-opt
--warp-cost-model`, one process per kernel file and one at a time (as
bench.random.predict runs them with --jobs 1): launches, wall time, time
per launch and the slowest kernel file.

Goals (issue 13): 1,000 candidates per second on one core for each kernel,
a cold prediction under 5 ms, the 171-launch sweep under 1 s. Issue 14: the
same rate for the lowering, and the pass under 1 s with its default space.
--quick ranks the 77 shapes of 128 to 256 threads instead of 231.
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile
import time

from bench.datasets import launch_modules
from bench.scoring import compare_volumes

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(BENCH)

KERNELS = [
    ("star3d25r4 f64 512^3", "bench/kernels/star3d25r4_f64_512.mlir",
     "star3d25r4_f64", "512,512,512"),
    ("lbm d3q19 pull bgk 192^3", "bench/groundtruth/kernels/lbm_d3q19.mlir",
     "lbm_d3q19_pull_bgk_periodic", "192,192,192"),
    ("stream triad f32 2^28", "bench/groundtruth/kernels/stream_f32.mlir",
     "triad_f32", "268435456"),
]


def run_quiet(cmd):
    """Runs cmd with its output captured; on failure, exits with its stderr."""
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("bench_speed: %s failed:\n%s" % (" ".join(cmd), out.stderr))
    return out


def rank(build, label, path, kernel, domain, threads, quick):
    cmd = [os.path.join(build, "bin", "warp-rank"), os.path.join(ROOT, path),
           "--kernel=" + kernel, "--domain=" + domain, "--timing", "--top=1",
           "--threads=%d" % threads]
    if quick:
        cmd.append("--min-threads=128")
        cmd.append("--max-threads=256")
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("bench_speed: %s failed:\n%s" % (" ".join(cmd), out.stderr))
    cold = float(re.search(r"cold prediction .* ([0-9.]+) ms", out.stderr).group(1))
    one = re.search(r"(\d+) candidates, 1 thread ([0-9.]+) s = ([0-9.]+)", out.stderr)
    many = re.search(r"(\d+) candidates, (\d+) threads ([0-9.]+) s = ([0-9.]+)", out.stderr)
    best = out.stdout.splitlines()[2].split()
    return (label, int(one.group(1)), cold, float(one.group(3)),
            int(many.group(2)) if many else 1,
            float(many.group(4)) if many else float(one.group(3)),
            "%s %s" % (best[1], best[4]))


def sweep_modules():
    """[(kernel name, launch count, module text, pass options)] of the
    ground truth's launch modules, registers from the recorded ptxas."""
    gt = os.path.join(ROOT, "bench", "groundtruth")
    with open(os.path.join(gt, "configs", "configs.csv")) as f:
        rows = list(csv.DictReader(f))
    regs = compare_volumes.ptxas_registers(gt)
    by_kernel = {}
    for r in rows:
        by_kernel.setdefault((r["kernel_file"], r["kernel_name"]), []).append(r)
    out = []
    for (kfile, kname), rs in sorted(by_kernel.items()):
        with open(os.path.join(gt, kfile)) as f:
            text = launch_modules.build(rs, f.read())
        out.append((kname, len(rs), text, "remarks=false regs=%d" % regs.get(kname, 0)))
    return out


def sweep_in_process(build):
    """The same modules through the Python module (warp_mlir, one process,
    one thread): seconds for all of them, start-up and import excluded,
    and the launches predicted; None without the module."""
    sys.path.insert(0, os.path.join(build, "python"))
    try:
        import warp_mlir
    except ImportError:
        return None
    mods = sweep_modules()
    warp_mlir.predict(mods[0][2], options=mods[0][3], remarks=False)  # warm-up
    n, t0 = 0, time.perf_counter()
    for kname, count, text, opts in mods:
        r = warp_mlir.predict(text, options=opts, threads=1, remarks=False,
                              source_name=kname + ".mlir")
        n += len(r.launches)
    return time.perf_counter() - t0, n


def sweep(build):
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for kname, n, text, opts in sweep_modules():
            path = os.path.join(tmp, kname + ".mlir")
            with open(path, "w") as f:
                f.write(text)
            t0 = time.perf_counter()
            run_quiet([os.path.join(build, "bin", "warp-opt"), path,
                       "--warp-cost-model=" + opts, "-o", os.devnull])
            results.append((kname, n, time.perf_counter() - t0))
    return results


LOWERING_SHAPES = ["32x1x1", "64x1x1", "128x1x1", "256x1x1", "512x1x1",
                   "32x2x1", "32x4x1", "32x8x1", "32x16x1", "64x4x1",
                   "64x8x1", "16x8x2", "32x4x2", "32x8x2", "8x8x8",
                   "16x16x4"]


MATMUL = os.path.join(BENCH, "speed", "matmul_4096_f32_loops.mlir")
SGEMM = os.path.join(BENCH, "speed", "sgemm_smem16.mlir")
MATMUL_SHAPES = ["32x1", "64x1", "128x1", "256x1", "32x2", "32x4", "32x8",
                 "32x16", "32x32", "64x4", "16x16"]


def cost_model_report(build, src, options, threads):
    """Wall time of warp-opt --warp-cost-model on `src` (one thread, or
    all), and its JSON report."""
    import json
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "r.json")
        cmd = [os.path.join(build, "bin", "warp-opt"), src,
               "--warp-cost-model=target=h100 remarks=false report=%s %s" %
               (report, options), "-o", os.devnull]
        if threads == 1:
            cmd.append("--mlir-disable-threading")
        t0 = time.time()
        run_quiet(cmd)
        wall = time.time() - t0
        return wall, json.load(open(report))


def lower(build, options, threads, src=None):
    """Wall time of --warp-cost-model on an unmapped nest (default: the
    512^3 stencil), and the number of candidates it ranked."""
    src = src or os.path.join(BENCH, "unmapped", "star3d25r4_f64_512.mlir")
    wall, report = cost_model_report(build, src, options, threads)
    nest = report["loop_nests"][0]
    return wall, nest["candidates"], nest["ranking"][0]["candidate"]


# Contraction decisions timed by the last block: the sweep's modules.
DECISIONS = ["m4096_n4096_k4096_f32", "m4096_n4096_k4096_f16",
             "b8_m1024_n1024_k128_f32", "m16_n4096_k4096_f16",
             "conv_n8_o28x28_c128_f128_k3_s1_f16"]


def decide(build, path, threads):
    """Wall time of --warp-cost-model on a contraction module, and
    'predicted / feasible' tilings of its decision."""
    wall, report = cost_model_report(build, path, "", threads)
    c = report["contractions"][0]
    return wall, "%d / %d" % (c["tilings"], c["feasible"])


def startup_seconds(build):
    """Median wall time of warp-opt --warp-cost-model on an empty module."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "empty.mlir")
        with open(src, "w") as f:
            f.write("func.func @f() {\n  return\n}\n")
        walls = []
        for _ in range(3):
            # The flags of the row it is taken from (one thread).
            t0 = time.time()
            run_quiet([os.path.join(build, "bin", "warp-opt"), src,
                       "--warp-cost-model=target=h100 remarks=false", "-o",
                       os.devnull, "--mlir-disable-threading"])
            walls.append(time.time() - t0)
    return sorted(walls)[1]


TRIVIAL_NEST = """func.func @t(%a: memref<512x512x512xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 512 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%k, %j, %i) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) {
    memref.store %z, %a[%k, %j, %i] : memref<512x512x512xf64>
    scf.reduce
  }
  return
}
"""


def default_space_size(build):
    """The number of candidates of the default space for a 512^3 nest, as the
    pass counts them, on a store-only nest of that domain (fast to
    predict)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "t.mlir")
        report = os.path.join(tmp, "r.json")
        with open(src, "w") as f:
            f.write(TRIVIAL_NEST)
        run_quiet([os.path.join(build, "bin", "warp-opt"), src,
                   "--warp-cost-model=remarks=false report=" + report,
                   "-o", os.devnull])
        import json
        search = json.load(open(report))["loop_nests"][0]["search"]
        # Predictions the pass makes: a staged search predicts its first
        # stage's unfolded candidates, then the ones it ranks.
        return (search["space_candidates"],
                search.get("unfolded_candidates", 0) +
                search["ranked_candidates"], search["mode"])


def contraction_sweep(build):
    """Table 5 over every module of the contraction sweep: the decision's
    wall time on one thread and on all, process start included."""
    folder = os.path.join(ROOT, "bench", "contractions", "rankings")
    names = sorted(f[:-5] for f in os.listdir(folder) if f.endswith(".mlir"))
    print("== contraction decisions of the whole sweep (--warp-cost-model); "
          "issue 25's goal < 1 s an op")
    print("%-40s %10s %10s %13s" % ("op", "1 thread s", "all s", "tilings"))
    walls = {1: [], 0: []}
    for name in names:
        path = os.path.join(folder, name + ".mlir")
        row = []
        for threads in (1, 0):
            wall, ranked = decide(build, path, threads)
            walls[threads].append(wall)
            row.append(wall)
        print("%-40s %10.2f %10.2f %13s" % (name, row[0], row[1], ranked))
    for threads, label in ((1, "one thread"), (0, "all threads")):
        w = sorted(walls[threads])
        print("%s: %d of %d ops under 1 s; median %.2f s, largest %.2f s" % (
            label, sum(x < 1.0 for x in w), len(w), w[len(w) // 2], w[-1]))
    return 0


def random_sets(build):
    """The held-out-like sweep: every launch of the seeded random sets,
    one warp-opt per kernel file, one at a time."""
    from bench.random import predict as rp
    warp_opt = os.path.join(build, "bin", "warp-opt")
    sets = os.path.join(ROOT, "bench", "random", "sets")
    print("== the random sets (issue 28's kernels, nobody tuned for them): "
          "warp-opt --warp-cost-model per kernel file, one at a time")
    print("%-14s %8s %8s %10s %13s  %s" % ("set", "kernels", "launches",
                                          "wall s", "ms per launch",
                                          "slowest kernel file"))
    for name in sorted(os.listdir(sets)):
        d = os.path.join(sets, name)
        by_kernel = {}
        for r in rp.rows_of(d):
            by_kernel.setdefault(r["kernel"], []).append(int(r["id"]))
        regs = (compare_volumes.ptxas_registers(d)
                if os.path.isdir(os.path.join(d, "ptx")) else {})
        slowest = ("", 0.0)
        launches = 0
        t0 = time.time()
        with tempfile.TemporaryDirectory() as tmp:
            for k, ids in sorted(by_kernel.items()):
                t1 = time.time()
                pred = rp.predict_kernel(warp_opt, d, k, ids, "h100", regs, tmp,
                                         rp.TIMEOUT_S)
                w = time.time() - t1
                launches += sum(1 for p in pred.values() if p.get("modelled"))
                if w > slowest[1]:
                    slowest = (k, w)
        wall = time.time() - t0
        print("%-14s %8d %8d %10.2f %13.1f  %s %.2f s" % (
            name, len(by_kernel), launches, wall,
            1e3 * wall / max(launches, 1), slowest[0], slowest[1]))
    return 0


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.scoring.bench_speed",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--full", action="store_true",
                    help="run the lowering on its default candidate space "
                         "(minutes today) instead of estimating its time")
    ap.add_argument("--contraction-sweep", action="store_true",
                    help="time the decision of every op of the contraction "
                         "sweep (bench/contractions/rankings/*.mlir) and "
                         "nothing else")
    ap.add_argument("--random-sets", action="store_true",
                    help="time the prediction of every launch of the three "
                         "random sets and nothing else")
    args = ap.parse_args()
    if args.contraction_sweep:
        return contraction_sweep(args.build)
    if args.random_sets:
        return random_sets(args.build)

    print("== ranking through the library API (warp-rank --timing); goal "
          ">= 1000 candidates/s on one thread, cold < 5 ms")
    print("%-26s %10s %9s %13s %8s %13s  %s" % (
        "kernel", "candidates", "cold ms", "1 thread /s", "threads",
        "all threads/s", "best (block, limiter)"))
    for k in KERNELS:
        r = rank(args.build, *k, threads=args.threads, quick=args.quick)
        print("%-26s %10d %9.2f %13.1f %8d %13.1f  %s" % r)
    print()
    print("== warp-opt --warp-cost-model on the bench/groundtruth launch "
          "modules; goal: all 171 launches < 1 s")
    print("%-34s %8s %10s %13s" % ("module (kernel)", "launches", "wall ms",
                                   "ms per launch"))
    total_n, total_t = 0, 0.0
    for name, n, t in sweep(args.build):
        print("%-34s %8d %10.1f %13.1f" % (name, n, 1e3 * t, 1e3 * t / n))
        total_n += n
        total_t += t
    print("%-34s %8d %10.1f %13.1f" % ("all", total_n, 1e3 * total_t,
                                      1e3 * total_t / total_n))
    inproc = sweep_in_process(args.build)
    if inproc:
        t, n = inproc
        print("%-34s %8d %10.1f %13.1f" % ("all, one process (warp_mlir)", n,
                                          1e3 * t, 1e3 * t / n))
    print()
    print("== lowering: warp-opt --warp-cost-model on the unmapped "
          "star3d25r4 f64 512^3 nest; goals >= 1000 candidates/s on one "
          "thread, the default space < 1 s")
    fixed = "blocks=%s fold=1,2,4 fold-dims=z" % ",".join(LOWERING_SHAPES)
    w1, n1, pick1 = lower(args.build, fixed, 1)
    wa, na, picka = lower(args.build, fixed, 0)
    assert pick1 == picka, "one thread and all threads disagree"
    print("%-40s %10s %10s %13s" % ("candidates", "count", "wall s",
                                   "candidates/s"))
    print("%-40s %10d %10.2f %13.1f" % ("fixed list, 1 thread", n1, w1,
                                        n1 / w1))
    print("%-40s %10d %10.2f %13.1f" % ("fixed list, all threads", na, wa,
                                        na / wa))
    if args.full:
        wf, nf, pickf = lower(args.build, "", 0)
        print("%-40s %10d %10.2f %13.1f  pick %s" % (
            "default space, all threads (measured)", nf, wf, nf / wf, pickf))
    else:
        space, predicted, mode = default_space_size(args.build)
        print("%-40s %10d %10.2f %13s  (estimated from the rate; --full "
              "measures it)" % ("default space, %s, all threads" % mode,
                                predicted, predicted * wa / na, "-"))
        print("%-40s %10d %10.2f %13s  (estimated; search=exhaustive)" % (
            "default space, exhaustive, all threads", space,
            space * wa / na, "-"))
    print("pick from the fixed list: %s" % pick1)
    print()
    print("== matmul 4096^3 f32; goal < 1 ms per candidate")
    print("%-40s %10s %10s %13s" % ("", "count", "wall s", "ms/candidate"))
    wm, nm, pickm = lower(args.build, "blocks=%s fold=1,2,4" %
                          ",".join(MATMUL_SHAPES), 1, MATMUL)
    print("%-40s %10d %10.2f %13.1f  pick %s" % (
        "naive nest, fixed list, 1 thread", nm, wm, 1e3 * wm / nm, pickm))
    # The process's start (the dynamic loader binds libMLIR and libLLVM,
    # docs/speed.md) is no part of a candidate: the same row without the
    # wall time of warp-opt on an empty module (median of three).
    start = startup_seconds(args.build)
    print("%-40s %10d %10.2f %13.2f  (start-up %.0f ms taken off)" % (
        "naive nest, net of process start", nm, wm - start,
        1e3 * (wm - start) / nm, 1e3 * start))
    t0 = time.time()
    run_quiet([os.path.join(args.build, "bin", "warp-opt"), SGEMM,
               "--warp-cost-model=target=h100 remarks=false "
               "resources=estimate", "-o",
               os.devnull])
    print("%-40s %10d %10.2f %13.1f" % ("shared-memory SGEMM launch, cold", 1,
                                        time.time() - t0,
                                        1e3 * (time.time() - t0)))
    print()
    print("== contraction decisions (--warp-cost-model lowers each op to "
          "the tiling it predicts fastest); issue 25's goal < 1 s an op")
    print("%-40s %10s %10s %13s" % ("op", "threads", "wall s", "tilings"))
    for name in DECISIONS:
        path = os.path.join(ROOT, "bench", "contractions", "rankings",
                            name + ".mlir")
        for threads in (1, 0):
            wall, ranked = decide(args.build, path, threads)
            print("%-40s %10s %10.2f %13s" % (
                name, threads or "all", wall, ranked))
    return 0


if __name__ == "__main__":
    sys.exit(main())
