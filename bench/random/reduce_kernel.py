"""Archetype `reduce`: row sums with a block-level reduction.

out[row] = sum of in[row][0 .. L). Grid (G, rows, 1): block (b, row) and
its threads (linear id lin, `threads` of them, a multiple of 32) take
elements i = b * threads + lin, + G * threads, ... of the row (a loop whose
trip count depends on the launch), then

* a butterfly of 5 `gpu.shuffle xor` (offsets 16, 8, 4, 2, 1) per warp;
* the warps' sums combined by one of:
  - `tree`: lane 0 of each warp stores its sum to sh[warp], a barrier,
    thread 0 adds sh[0 .. warps) and adds the total to out[row] with a
    global atomic;
  - `shared_atomic`: thread 0 zeroes sh[0], a barrier, lane 0 of each
    warp adds its sum to sh[0] with a shared atomic (a float: a CAS loop),
    a barrier, thread 0 adds sh[0] to out[row] with a global atomic;
  - `global_atomic`: lane 0 of each warp adds its sum to out[row] with a
    global atomic.

f16 inputs are summed in f32 (gpu.shuffle moves 32- and 64-bit values).
Inputs are integers in [-R, R] with L R <= 2^24 for an f32 sum: exact in
any order.
"""

from bench.random.ir import Builder, BYTES
from bench.random import spec as S


def sample(rng, name, cls, max_bytes=None):
    dtype = rng.choice(("f32", "f32", "f64", "f16"))
    acc = "f64" if dtype == "f64" else "f32"
    target = S.target_bytes(rng, cls, max_bytes)
    elems = max(64, target // BYTES[dtype])
    rows = 1 if rng.random() < 0.3 else min(65535, 1 << rng.randint(1, 14))
    rows = min(rows, max(1, elems // 32))
    length = max(32, elems // rows)
    if rng.random() < 0.5:
        length = 1 << (length.bit_length() - 1)
    R = max(1, min(8, (1 << S.MANTISSA[acc]) // length))
    p = {"rows": rows, "len": length, "combine": rng.choice(("tree", "shared_atomic", "global_atomic")),
         "acc": acc, "R": R}
    sp = S.Spec(name, "reduce", dtype)
    sp.bufs.append(S.Buf("in0", dtype, [rows, length], "in", {"kind": "value", "R": R, "q": 0}))
    sp.bufs.append(S.Buf("out", acc, [rows], "acc"))
    sp.params = p
    sp.smem_bytes = 32 * BYTES[acc] if p["combine"] != "global_atomic" else 0
    sp.features = {"shuffle": 1, "reduce_combine": p["combine"], "rows": rows, "row_len": length,
                   "acc_type": acc,
                   "barrier": int(p["combine"] != "global_atomic"),
                   "shared_atomic": "float_cas" if p["combine"] == "shared_atomic" else "-",
                   "global_atomic": "float_add"}
    return sp


def build(sp):
    p = sp.params
    acc_t = p["acc"]
    b = Builder(sp.name)
    inp = b.arg("in0", sp.dtype, sp.bufs[0].shape)
    out = b.arg("out", acc_t, sp.bufs[1].shape)
    sh = b.workgroup("sh", acc_t, [32]) if p["combine"] != "global_atomic" else None
    g = b.gpu
    dx = g("block_dim", "x")
    lin = b.addi(g("thread_id", "x"), b.muli(g("thread_id", "y"), dx))
    nthr = b.muli(dx, g("block_dim", "y"))
    row = g("block_id", "y")
    first = b.addi(b.muli(g("block_id", "x"), nthr), lin)
    step = b.muli(g("grid_dim", "x"), nthr)
    zero = b.const(0.0, acc_t)
    with b.loop(first, p["len"], step, inits=[zero]) as L:
        v = b.load(inp, [row, L.iv])
        if acc_t != sp.dtype:
            v = b.extf(v, acc_t)
        L.yield_(b.addf(L.args[0], v))
    s = L.results[0]
    for off in (16, 8, 4, 2, 1):
        s = b.addf(s, b.shuffle_xor(s, off))
    lane = b.remui(lin, 32)
    warp = b.divui(lin, 32)
    lane0 = b.cmpi("eq", lane, 0)
    thread0 = b.cmpi("eq", lin, 0)
    c0 = b.const(0)
    if p["combine"] == "tree":
        with b.if_(lane0):
            b.store(s, sh, [warp])
        b.barrier()
        with b.if_(thread0):
            with b.loop(0, b.divui(nthr, 32), 1, inits=[zero]) as W:
                W.yield_(b.addf(W.args[0], b.load(sh, [W.iv])))
            b.atomic_add(W.results[0], out, [row])
    elif p["combine"] == "shared_atomic":
        with b.if_(thread0):
            b.store(zero, sh, [c0])
        b.barrier()
        with b.if_(lane0):
            b.atomic_add(s, sh, [c0])
        b.barrier()
        with b.if_(thread0):
            b.atomic_add(b.load(sh, [c0]), out, [row])
    else:
        with b.if_(lane0):
            b.atomic_add(s, out, [row])
    return b


def grids(sp, rng):
    """Blocks per row to try: from one to enough to fill the GPU."""
    rows = sp.params["rows"]
    cands = [1, 2, 4, 8, 16, 33, 66, 132, 264, 528, 1056]
    return [g for g in cands if g * rows <= 1 << 20 and g <= max(1, sp.params["len"] // 32)]


def cost(sp, grid, threads):
    p = sp.params
    per_thread = -(-p["len"] // (grid[0] * threads))
    return sp.nbytes, sp.nbytes, per_thread


def ref_ops(sp):
    return sp.bufs[0].elems


def desc(sp):
    p = sp.params
    return ["k.red.rows = %d; k.red.len = %d;" % (p["rows"], p["len"])]
