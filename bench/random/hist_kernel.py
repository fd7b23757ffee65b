"""Archetype `hist`: integer atomics on computed or data-dependent bins.

hist[bin(i)] += inc(i) for i < N (i32, wrapping), over a grid-stride loop
(i = block * threads + lin, + grid * threads, ...), where

* bin(i) = (in[i] >> shift) & (B - 1) (`data`: the address depends on
  the input, whose distribution is recorded: `uniform` 32-bit values, or
  values whose bin is one of K bins spread over the B, K = 1 the worst
  case), or bin(i) = (i * m) % B (`computed`: m = 32 puts a warp's lanes
  on one bank of a shared histogram of 1024 words and more);
* inc(i) = 1 (its result unused: ATOMS.POPC.INC in shared memory) or
  in[i] & 255 (ATOMS.ADD);
* privatisation `shared`: each block zeroes a workgroup histogram of B
  bins, a barrier, the loop's atomics go to shared memory, a barrier, then
  every bin is added to the global histogram with a global atomic; or
  `global`: the loop's atomics go to the global histogram directly.

For data-dependent shared atomics Warp reports a range (best, worst): the
scorer checks whether the measured time lies in it.
"""

from bench.random.ir import Builder
from bench.random import spec as S


def sample(rng, name, cls, max_bytes=None):
    addr = rng.choice(("data", "data", "computed"))
    priv = rng.choice(("shared", "shared", "global"))
    bins = rng.choice((32, 64, 256, 1024, 4096))
    if priv == "global" and rng.random() < 0.5:
        bins = rng.choice((1 << 16, 1 << 20))
    dist_k = 0
    if addr == "data":
        dist_k = rng.choice((0, 0, 1, 2, 8, 32))
        dist_k = min(dist_k, bins)
    inc = rng.choice(("one", "data"))
    target = S.target_bytes(rng, cls, max_bytes)
    n = max(1024, target // 4 - bins)
    if priv == "global" and (dist_k in (1, 2) or bins <= 64):
        n = min(n, 1 << 22)  # same-address global atomics serialise in L2
    if addr == "computed" and priv == "global":
        n = min(n, 1 << 24)
    p = {"n": n, "bins": bins, "addr": addr, "priv": priv, "inc": inc,
         "shift": rng.choice((0, 3, 8, 13)) if addr == "data" else 0,
         "mul": rng.choice((1, 3, 4, 32, 33, 64)) if addr == "computed" else 0,
         "K": dist_k}
    sp = S.Spec(name, "hist", "i32")
    needs_input = addr == "data" or inc == "data"
    sp.bufs.append(S.Buf("in0", "i32", [n if needs_input else 1], "in",
                         {"kind": "hist", "K": dist_k, "shift": p["shift"], "bins": bins}))
    sp.bufs.append(S.Buf("hist", "i32", [bins], "acc"))
    p["needs_input"] = needs_input
    sp.params = p
    sp.smem_bytes = 4 * bins if priv == "shared" else 0
    dist = "-"
    if addr == "data":
        dist = "uniform" if dist_k == 0 else ("onebin" if dist_k == 1 else "bins%d" % dist_k)
    sp.features = {"atomic_addr": addr, "atomic_priv": priv, "bins": bins, "atomic_inc": inc,
                   "distribution": dist, "bin_mul": p["mul"],
                   "shared_atomic": ("popc_inc" if inc == "one" else "add") if priv == "shared" else "-",
                   "global_atomic": "int_add", "barrier": int(priv == "shared"),
                   "data_dependent": int(addr == "data" and priv == "shared")}
    return sp


def build(sp):
    p = sp.params
    b = Builder(sp.name)
    inp = b.arg("in0", "i32", sp.bufs[0].shape)
    hist = b.arg("hist", "i32", sp.bufs[1].shape)
    sh = b.workgroup("sh", "i32", [p["bins"]]) if p["priv"] == "shared" else None
    g = b.gpu
    dx = g("block_dim", "x")
    lin = b.addi(g("thread_id", "x"), b.muli(g("thread_id", "y"), dx))
    nthr = b.muli(dx, g("block_dim", "y"))
    if sh is not None:
        with b.loop(lin, p["bins"], nthr) as Z:
            b.store(b.const(0, "i32"), sh, [Z.iv])
        b.barrier()
    first = b.addi(b.muli(g("block_id", "x"), nthr), lin)
    step = b.muli(g("grid_dim", "x"), nthr)
    with b.loop(first, p["n"], step) as L:
        v = b.load(inp, [L.iv]) if p["needs_input"] else None
        if p["addr"] == "data":
            x = b.shrui(v, b.const(p["shift"], "i32")) if p["shift"] else v
            binv = b.index_cast(b.andi(x, b.const(p["bins"] - 1, "i32")), "index")
        else:
            binv = b.remui(b.muli(L.iv, p["mul"]) if p["mul"] != 1 else L.iv, p["bins"])
        inc = b.const(1, "i32") if p["inc"] == "one" else b.andi(v, b.const(255, "i32"))
        b.atomic_add(inc, sh if sh is not None else hist, [binv])
    if sh is not None:
        b.barrier()
        with b.loop(lin, p["bins"], nthr) as F:
            b.atomic_add(b.load(sh, [F.iv]), hist, [F.iv])
    return b


def grids(sp, rng):
    n = sp.params["n"]
    cands = [1, 4, 16, 66, 132, 264, 528, 1056, 2112, 4224]
    return [g for g in cands if g * 32 <= n]


def cost(sp, grid, threads):
    p = sp.params
    per_thread = -(-p["n"] // (grid[0] * threads))
    return sp.nbytes, sp.nbytes, per_thread


def ref_ops(sp):
    return sp.params["n"]


def desc(sp):
    p = sp.params
    return ["k.hist.n = %d; k.hist.bins = %d; k.hist.data_addr = %d; k.hist.shift = %d;" % (
                p["n"], p["bins"], int(p["addr"] == "data"), p["shift"]),
            "k.hist.mul = %d; k.hist.inc_data = %d;" % (p["mul"], int(p["inc"] == "data"))]
