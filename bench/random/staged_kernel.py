"""Archetype `staged`: a tile of the input through shared memory.

Block (bx, by, bz) of grid (NX / TX, NY / TY, NZ) stages tile
in[z][y0 + r][x0 + c] (r < TY, c < TX) into sh[TY][TX + P] (P elements of
padding: bank conflicts), every thread of the block taking elements
e = lin, lin + threads, ... (any block shape serves any tile), then,
after a gpu.barrier, writes one of:

* transpose (TX = TY = T): out[z][x0 + r][y0 + c] = sh[c][r] (a column of
  the tile per warp: conflicts unless P is odd for 4-byte elements);
* neighbors: out[z][y0 + r][x0 + c] = w0 sh[r][c] + w1 sh[(r + 1) % TY][c]
  + w2 sh[r][(c + 1) % TX] (rows: few conflicts);
* columns: element e is (r, c) = (e % TY, e / TY): out[z][y0 + r][x0 + c] =
  w0 sh[r][c] (consecutive threads walk down a column: conflicts, and
  stores a row apart).

NX and NY are multiples of the tile, so every staged element is written;
the bounds guards are still in the kernel.
"""

from bench.random.ir import Builder, BYTES
from bench.random import spec as S

MAX_SMEM = 48 << 10


def sample(rng, name, cls, max_bytes=None):
    dtype = rng.choice(("f32", "f32", "f64", "f16"))
    mode = rng.choice(("transpose", "transpose", "neighbors", "columns"))
    esize = BYTES[dtype]
    while True:
        tx = rng.choice((8, 16, 32, 32, 64))
        ty = tx if mode == "transpose" else rng.choice((4, 8, 16, 32, 64))
        pad = rng.choice((0, 0, 1, 1, 2, 3, 4, 8))
        if ty * (tx + pad) * esize <= MAX_SMEM:
            break
    target = S.target_bytes(rng, cls, max_bytes)
    tiles = max(1, target // (2 * tx * ty * esize))
    nz = 1
    if rng.random() < 0.3:
        nz = min(rng.choice((2, 3, 4, 8, 16)), tiles)
    per_plane = max(1, tiles // nz)
    gx, gy = S.split_dims(rng, per_plane, 2) if per_plane > 1 else (1, 1)
    gx, gy = max(1, min(gx, 65535)), max(1, min(gy, 65535))
    nx, ny = gx * tx, gy * ty
    p = {"tx": tx, "ty": ty, "pad": pad, "mode": mode, "nx": nx, "ny": ny, "nz": nz,
         "w": [rng.choice(S.WEIGHTS) for _ in range(3)], "R": 8, "q": 2}
    sp = S.Spec(name, "staged", dtype)
    sp.bufs.append(S.Buf("in0", dtype, [nz, ny, nx], "in", {"kind": "value", "R": 8, "q": 2}))
    oshape = [nz, nx, ny] if mode == "transpose" else [nz, ny, nx]
    sp.bufs.append(S.Buf("out", dtype, oshape, "out"))
    sp.params = p
    sp.smem_bytes = ty * (tx + pad) * esize
    sp.features = {"smem_pad": pad, "smem_mode": mode, "tile": "%dx%d" % (tx, ty),
                   "smem_bytes": sp.smem_bytes, "barrier": 1}
    return sp


def build(sp):
    p = sp.params
    tx, ty, mode = p["tx"], p["ty"], p["mode"]
    b = Builder(sp.name)
    inp = b.arg("in0", sp.dtype, sp.bufs[0].shape)
    out = b.arg("out", sp.dtype, sp.bufs[1].shape)
    sh = b.workgroup("sh", sp.dtype, [ty, tx + p["pad"]])
    g = b.gpu
    dx, dy = g("block_dim", "x"), g("block_dim", "y")
    dxy = b.muli(dx, dy)
    lin = b.addi(b.addi(g("thread_id", "x"), b.muli(g("thread_id", "y"), dx)),
                 b.muli(g("thread_id", "z"), dxy))
    nthr = b.muli(dxy, g("block_dim", "z"))
    x0 = b.muli(g("block_id", "x"), tx)
    y0 = b.muli(g("block_id", "y"), ty)
    z = g("block_id", "z")
    with b.loop(lin, tx * ty, nthr) as L:
        r, c = b.divui(L.iv, tx), b.remui(L.iv, tx)
        gy, gx = b.addi(y0, r), b.addi(x0, c)
        with b.if_(b.andi(b.cmpi("ult", gy, p["ny"]), b.cmpi("ult", gx, p["nx"]))):
            b.store(b.load(inp, [z, gy, gx]), sh, [r, c])
    b.barrier()
    w = [b.const(v, sp.dtype) for v in p["w"]]
    with b.loop(lin, tx * ty, nthr) as L:
        if mode == "transpose":
            r, c = b.divui(L.iv, tx), b.remui(L.iv, tx)
            ox, oy = b.addi(x0, r), b.addi(y0, c)   # out[z][ox][oy]
            with b.if_(b.andi(b.cmpi("ult", ox, p["nx"]), b.cmpi("ult", oy, p["ny"]))):
                b.store(b.load(sh, [c, r]), out, [z, ox, oy])
        else:
            if mode == "neighbors":
                r, c = b.divui(L.iv, tx), b.remui(L.iv, tx)
            else:
                r, c = b.remui(L.iv, ty), b.divui(L.iv, ty)
            gy, gx = b.addi(y0, r), b.addi(x0, c)
            with b.if_(b.andi(b.cmpi("ult", gy, p["ny"]), b.cmpi("ult", gx, p["nx"]))):
                v = b.mulf(b.load(sh, [r, c]), w[0])
                if mode == "neighbors":
                    r1 = b.remui(b.addi(r, 1), ty)
                    c1 = b.remui(b.addi(c, 1), tx)
                    v = b.addf(v, b.mulf(b.load(sh, [r1, c]), w[1]))
                    v = b.addf(v, b.mulf(b.load(sh, [r, c1]), w[2]))
                b.store(v, out, [z, gy, gx])
    return b


def grid_of(sp, block):
    p = sp.params
    return (p["nx"] // p["tx"], p["ny"] // p["ty"], p["nz"])


def ref_ops(sp):
    return sp.bufs[0].elems * 3


def desc(sp):
    p = sp.params
    modes = {"transpose": 0, "neighbors": 1, "columns": 2}
    return ["k.st.nx = %d; k.st.ny = %d; k.st.nz = %d;" % (p["nx"], p["ny"], p["nz"]),
            "k.st.tx = %d; k.st.ty = %d; k.st.mode = %d;" % (p["tx"], p["ty"], modes[p["mode"]]),
            "k.st.w[0] = %r; k.st.w[1] = %r; k.st.w[2] = %r;" % tuple(float(x) for x in p["w"])]
