"""Writes a seeded random-kernel set (issue 28): kernels, launches, the
features of every kernel and the runner's kernel table.

usage: python3 -m bench.random.gen --seed S --out DIR [--count N]
           [--min-launches L] [--max-bytes B] [--ncu-launches K]

From the seed alone (the same seed writes byte-identical files), draws
kernels of four archetypes (map_kernel, staged_kernel, reduce_kernel,
hist_kernel: see their docstrings and README.md) until there are at least
--count kernels and --min-launches launches, each kernel with 3-6 launch
shapes (launches.py). Writes into DIR:

  kernels/<name>.mlir   the kernel's gpu.module plus func.func @launches
                        with one gpu.launch_func per launch shape, in the
                        order of configs.csv
  configs/configs.csv   one row per launch: id, kernel, archetype, grid,
                        block, static shared bytes, ncu (1: in the
                        Nsight Compute subset, drawn from the seed)
  features.csv          one row per kernel: its random features
  runner/kernels.inc    the runner's table: every buffer (role, size, how
                        it is filled), the reference's parameters and the
                        C++ emulation of the kernel (ir.py)
  meta.json             the seed, the counts, the device memory

--max-bytes caps each kernel's buffers (small sets for the tests; the
measured set has none).
"""

import argparse
import csv
import json
import os
import random

from bench.random import hist_kernel, launches, map_kernel, reduce_kernel, staged_kernel
from bench.random import spec as S

ARCHS = (("map", map_kernel, 40), ("staged", staged_kernel, 20),
         ("reduce", reduce_kernel, 20), ("hist", hist_kernel, 20))
MEMORY_CAP = 16 << 30         # all kernels' buffers together
KERNEL_CAP = 1 << 30          # one kernel's buffers
REF_OPS_CAP = 1 << 30         # the CPU reference's work for one kernel
DT = {"f16": "DT_F16", "f32": "DT_F32", "f64": "DT_F64", "i32": "DT_I32"}
ARCH_ENUM = {"map": "ARCH_MAP", "staged": "ARCH_STAGED", "reduce": "ARCH_REDUCE", "hist": "ARCH_HIST"}
MODULES = {a: m for a, m, _ in ARCHS}


def draw_arch(rng):
    total = sum(w for _, _, w in ARCHS)
    r = rng.randrange(total)
    for name, mod, w in ARCHS:
        if r < w:
            return name, mod
        r -= w


def draw_kernel(seed, index, max_bytes, memory_left):
    """Kernel `index` of the set: its own generator, seeded from the set's
    seed and its index, redrawn until it fits the limits."""
    rng = random.Random("%d/%d" % (seed, index))
    for _ in range(200):
        arch, mod = draw_arch(rng)
        cls = S.pick_size_class(rng)
        name = "rk%03d_%s" % (index, arch)
        sp = mod.sample(rng, name, cls, max_bytes)
        sp.features["size_class"] = cls
        if sp.nbytes > min(KERNEL_CAP, memory_left) or mod.ref_ops(sp) > REF_OPS_CAP:
            continue
        sp.launches = launches.choose(rng, sp, mod)
        if sp.launches:
            return sp
    raise RuntimeError("kernel %d: no draw fits the limits" % index)


def module_text(sp, b):
    """gpu.module with the kernel, and a host function launching every
    shape in order."""
    lines = ["// %s: archetype %s, %s (bench/random/%s_kernel.py); written by bench.random.gen" % (
        sp.name, sp.arch, sp.dtype, sp.arch),
        "module attributes {gpu.container_module} {",
        "  gpu.module @%s {" % sp.name, b.mlir_func(), "  }"]
    args = ", ".join("%%%s: %s" % (a.name, a.mlir_type) for a in b.args)
    lines.append("  func.func @launches(%s) {" % args)
    consts = sorted({v for g, bl in sp.launches for v in g + bl})
    for c in consts:
        lines.append("    %%c%d = arith.constant %d : index" % (c, c))
    call = ", ".join("%%%s : %s" % (a.name, a.mlir_type) for a in b.args)
    for g, bl in sp.launches:
        lines.append("    gpu.launch_func @%s::@%s blocks in (%%c%d, %%c%d, %%c%d) "
                     "threads in (%%c%d, %%c%d, %%c%d) args(%s)" % ((sp.name, sp.name) + g + bl + (call,)))
    lines += ["    return", "  }", "}", ""]
    return "\n".join(lines)


def kernel_desc(sp, index, mod, set_seed):
    """C++ that appends sp's KernelDesc to `ks` (runner/ref.h)."""
    out = ["  {", "    KernelDesc k{};", '    k.name = "%s";' % sp.name,
           "    k.arch = %s;" % ARCH_ENUM[sp.arch], "    k.emu = emu_%s;" % sp.name,
           "    k.nbufs = %d;" % len(sp.bufs)]
    for j, bf in enumerate(sp.bufs):
        init = bf.init
        seed = ((set_seed * 1000003 + index * 16 + j) * 2654435761 + 12345) % (1 << 32)
        role = {"in": "ROLE_IN", "out": "ROLE_OUT", "acc": "ROLE_ACC"}[bf.role]
        b = "    k.bufs[%d]." % j
        out.append(b + "dtype = %s; %srole = %s; %srank = %d; %selems = %dLL;" % (
            DT[bf.dtype], b.strip(), role, b.strip(), len(bf.shape), b.strip(), bf.elems))
        out.append(b + "shape[0] = %d; %sshape[1] = %d; %sshape[2] = %d;" % (
            (bf.shape + [1, 1])[0], b.strip(), (bf.shape + [1, 1])[1], b.strip(),
            (bf.shape + [1, 1])[2]))
        if bf.role == "in":
            out.append(b + "init = %s; %sR = %d; %sq = %d; %sK = %d; %sshift = %d; %sbins = %d; "
                       "%sseed = %dULL;" % (
                           "INIT_HIST" if init.get("kind") == "hist" else "INIT_VALUE", b.strip(),
                           init.get("R", 0), b.strip(), init.get("q", 0), b.strip(), init.get("K", 0),
                           b.strip(), init.get("shift", 0), b.strip(), init.get("bins", 0),
                           b.strip(), seed))
    out += ["    " + s for s in mod.desc(sp)]
    out += ["    ks.push_back(k);", "  }"]
    return "\n".join(out)


FEATURE_HEAD = ["kernel", "arch", "dtype", "size_class", "bytes", "launches", "rank"]


def write_set(specs, builders, out, seed, ncu_count):
    os.makedirs(os.path.join(out, "kernels"), exist_ok=True)
    os.makedirs(os.path.join(out, "configs"), exist_ok=True)
    os.makedirs(os.path.join(out, "runner"), exist_ok=True)
    rows = []
    for sp, b in zip(specs, builders):
        with open(os.path.join(out, "kernels", sp.name + ".mlir"), "w") as f:
            f.write(module_text(sp, b))
        for g, bl in sp.launches:
            rows.append({"id": len(rows), "kernel": sp.name, "arch": sp.arch,
                         "kernel_file": "kernels/%s.mlir" % sp.name, "kernel_name": sp.name,
                         "gx": g[0], "gy": g[1], "gz": g[2], "bx": bl[0], "by": bl[1], "bz": bl[2],
                         "threads": bl[0] * bl[1] * bl[2], "blocks": g[0] * g[1] * g[2],
                         "smem_bytes": sp.smem_bytes, "ncu": 0})
    pick = random.Random("%d/ncu" % seed).sample(range(len(rows)), min(ncu_count, len(rows)))
    for i in pick:
        rows[i]["ncu"] = 1
    with open(os.path.join(out, "configs", "configs.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    keys = []
    for sp in specs:
        for k in sp.features:
            if k not in keys and k != "size_class":
                keys.append(k)
    with open(os.path.join(out, "features.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(FEATURE_HEAD + keys)
        for sp in specs:
            rank = sp.params.get("d", 3 if sp.arch == "staged" else (2 if sp.arch == "reduce" else 1))
            w.writerow([sp.name, sp.arch, sp.dtype, sp.features["size_class"], sp.nbytes,
                        len(sp.launches), rank] + [sp.features.get(k, "-") for k in keys])
    with open(os.path.join(out, "runner", "kernels.inc"), "w") as f:
        f.write("// Written by bench.random.gen --seed %d: the emulation of every kernel\n"
                "// (bench/random/ir.py) and the table of kernels (runner/ref.h).\n\n" % seed)
        for b in builders:
            f.write(b.cpp_func() + "\n\n")
        f.write("static void makeKernels(std::vector<KernelDesc> &ks) {\n")
        for i, sp in enumerate(specs):
            f.write(kernel_desc(sp, i, MODULES[sp.arch], seed) + "\n")
        f.write("}\n")
    meta = {"seed": seed, "kernels": len(specs), "launches": len(rows),
            "ncu_launches": sorted(pick),
            "device_bytes_total": sum(sp.nbytes for sp in specs),
            "device_bytes_max_kernel": max(sp.nbytes for sp in specs),
            "archetypes": {a: sum(1 for sp in specs if sp.arch == a) for a, _, _ in ARCHS}}
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1, sort_keys=True)
        f.write("\n")
    return meta


def generate(seed, out, count, min_launches, max_bytes, ncu_count):
    specs, builders = [], []
    memory = 0
    while len(specs) < count or sum(len(sp.launches) for sp in specs) < min_launches:
        sp = draw_kernel(seed, len(specs), max_bytes, MEMORY_CAP - memory)
        memory += sp.nbytes
        builders.append(MODULES[sp.arch].build(sp))
        specs.append(sp)
    return write_set(specs, builders, out, seed, ncu_count)


def main():
    ap = argparse.ArgumentParser(prog="python3 -m bench.random.gen", description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=72, help="kernels, at least (default 72)")
    ap.add_argument("--min-launches", type=int, default=300, help="launches, at least (default 300)")
    ap.add_argument("--max-bytes", type=int, default=None, help="cap on one kernel's buffers")
    ap.add_argument("--ncu-launches", type=int, default=60)
    a = ap.parse_args()
    meta = generate(a.seed, a.out, a.count, a.min_launches, a.max_bytes, a.ncu_launches)
    print("seed %d: %d kernels (%s), %d launches, %d in the ncu subset, %.2f GB of buffers "
          "(largest kernel %.0f MB) -> %s" % (
              meta["seed"], meta["kernels"],
              ", ".join("%s %d" % kv for kv in meta["archetypes"].items()), meta["launches"],
              len(meta["ncu_launches"]), meta["device_bytes_total"] / 1e9,
              meta["device_bytes_max_kernel"] / 1e6, a.out))


if __name__ == "__main__":
    main()
