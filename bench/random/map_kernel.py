"""Archetype `map`: out[A p + b] = sum over t < T and terms k of
w_k in_k[A_k p + c_k t + b_k], for every point p of a 1-3-D domain.

Random parts: the domain's rank and sizes (not always powers of two, so
the bounds guards cut blocks); the element type (f16, f32, f64; an f16
kernel may accumulate in f32); 1-3 input arrays read by 1-6 terms, each
with its own transposition (a permutation of the domain's dimensions),
strides (the fastest dimension's makes partial sectors), offsets
(misaligned starts, reuse of an array at random distances by several
terms); a loop of T iterations whose terms walk a dimension by c_k per
iteration (reuse at distance c_k); thread folding (F points per thread
along one dimension, consecutive or interleaved by the grid's width); an
interior guard (only points whose coordinates lie in [lo, N - hi) are
written); the output's transposition, stride and offset (partly written
sectors, misaligned stores).

Index of memref dimension i (0 the slowest) of an access:
stride_i * p[src_i] + off_i + tcoef_i * t, p[0] = x (fastest).
"""

from bench.random.ir import Builder, BYTES
from bench.random import spec as S

DIMS = "xyz"


def _access(rng, d, arr, w, trip, allow_t=True):
    perm = list(range(d))
    if d > 1 and rng.random() < 0.25:
        rng.shuffle(perm)
    src = [perm[d - 1 - i] for i in range(d)]   # memref dim i <- coordinate src[i]
    stride = [1] * d
    if rng.random() < 0.3:
        stride[d - 1] = rng.choice((2, 2, 3, 4, 8, 16, 33))
    if d > 1 and rng.random() < 0.1:
        stride[0] = rng.choice((2, 3))
    off = [rng.choice((0, 0, 0, 1, 2, 3, 4)) for _ in range(d)]
    if rng.random() < 0.3:
        off[d - 1] = rng.randint(1, 17)       # misaligned start
    tcoef = [0] * d
    if trip > 1 and allow_t and rng.random() < 0.8:
        tcoef[rng.randrange(d)] = rng.choice((0, 1, 1, 2, 3, 8, 32, 64))
    return {"arr": arr, "w": w, "src": src, "stride": stride, "off": off, "tcoef": tcoef}


def _extent(acc, n, trip):
    """The memref shape an access needs."""
    return [acc["stride"][i] * (n[acc["src"][i]] - 1) + acc["off"][i]
            + acc["tcoef"][i] * (trip - 1) + 1 for i in range(len(acc["src"]))]


def _shapes(p):
    n, trip = p["n"], p["trip"]
    shapes = [None] * p["nin"]
    for t in p["terms"]:
        e = _extent(t, n, trip)
        a = t["arr"]
        shapes[a] = e if shapes[a] is None else [max(x, y) for x, y in zip(shapes[a], e)]
    return shapes, _extent(p["out"], n, 1)


def sample(rng, name, cls, max_bytes=None):
    d = rng.choice((1, 2, 2, 3, 3))
    dtype = rng.choice(("f32", "f32", "f64", "f16"))
    nin = rng.choice((1, 1, 2, 3))
    nterms = max(nin, rng.randint(1, 6))
    trip = 1
    if rng.random() < 0.35:
        trip = rng.choice((2, 3, 4, 5, 8, 12, 16, 24, 32, 48, 64))
    acc = dtype
    if dtype == "f16" and (S.exact_range("f16", nterms * trip) < 1 or rng.random() < 0.3):
        acc = "f32"
    R = S.exact_range(acc, nterms * trip)
    assert R >= 1
    fold = 1 if rng.random() < 0.6 else rng.choice((2, 4, 8))
    p = {"d": d, "nin": nin, "trip": trip, "acc": acc, "R": R, "q": 2,
         "fold": fold, "fold_dim": rng.randrange(d),
         "fold_style": rng.choice(("consecutive", "interleaved")),
         "lo": [0] * d, "hi": [0] * d}
    if rng.random() < 0.3:
        p["lo"] = [rng.randint(0, 3) for _ in range(d)]
        p["hi"] = [rng.randint(0, 3) for _ in range(d)]
    p["terms"] = [_access(rng, d, k if k < nin else rng.randrange(nin), rng.choice(S.WEIGHTS), trip)
                  for k in range(nterms)]
    out = _access(rng, d, -1, 1.0, 1, allow_t=False)
    if rng.random() < 0.6:  # most stores are plain
        out["stride"] = [1] * d
        out["off"] = [0] * d
    p["out"] = out
    # Sizes: scale the domain until the buffers fill the class's target.
    target = S.target_bytes(rng, cls, max_bytes)
    points = max(64, target // (BYTES[dtype] * (nin + 1)))
    while True:
        p["n"] = S.split_dims(rng, points, d)
        shapes, oshape = _shapes(p)
        total = sum(_prod(s) for s in shapes) * BYTES[dtype] + _prod(oshape) * BYTES[dtype]
        if total <= max(target * 1.5, 4096) or points <= 64:
            break
        points = int(points * 0.7)
    sp = S.Spec(name, "map", dtype)
    for k, s in enumerate(shapes):
        sp.bufs.append(S.Buf("in%d" % k, dtype, s, "in", {"kind": "value", "R": R, "q": 2}))
    sp.bufs.append(S.Buf("out", dtype, oshape, "out"))
    sp.params = p
    sp.features = features(p, dtype)
    return sp


def _prod(s):
    n = 1
    for x in s:
        n *= x
    return n


def features(p, dtype):
    d = p["d"]
    esize = BYTES[dtype]
    terms = p["terms"]
    fast = [t["stride"][d - 1] for t in terms]
    transposed = any(t["src"] != [d - 1 - i for i in range(d)] for t in terms)
    mis = any((t["off"][d - 1] * esize) % 32 for t in terms)
    by_arr = {}
    for t in terms:
        by_arr.setdefault(t["arr"], []).append(t)
    reuse = max(len(v) for v in by_arr.values()) > 1 or any(max(t["tcoef"]) > 0 for t in terms)
    o = p["out"]
    return {
        "loads": len(terms), "inputs": p["nin"], "load_stride": max(fast),
        "transposed_load": int(transposed), "misaligned": int(mis), "reuse": int(reuse),
        "loop_trip": p["trip"], "fold": p["fold"],
        "fold_style": p["fold_style"] if p["fold"] > 1 else "-",
        "interior_guard": int(any(p["lo"]) or any(p["hi"])),
        "store_stride": o["stride"][d - 1],
        "transposed_store": int(o["src"] != [d - 1 - i for i in range(d)]),
        "misaligned_store": int((o["off"][d - 1] * esize) % 32 != 0),
        "acc_type": p["acc"],
    }


def build(sp):
    p = sp.params
    d, dtype, acc_t = p["d"], sp.dtype, p["acc"]
    b = Builder(sp.name)
    ins = [b.arg(bf.name, bf.dtype, bf.shape) for bf in sp.bufs if bf.role == "in"]
    out = b.arg("out", dtype, sp.bufs[-1].shape)
    gid = [b.addi(b.muli(b.gpu("block_id", DIMS[j]), b.gpu("block_dim", DIMS[j])),
                  b.gpu("thread_id", DIMS[j])) for j in range(d)]

    def index(acc, c, t=None):
        idx = []
        for i in range(d):
            v = c[acc["src"][i]]
            if acc["stride"][i] != 1:
                v = b.muli(v, acc["stride"][i])
            if acc["off"][i]:
                v = b.addi(v, acc["off"][i])
            if t is not None and acc["tcoef"][i]:
                v = b.addi(v, b.muli(t, acc["tcoef"][i]))
            idx.append(v)
        return idx

    def terms(c, t, acc0):
        s = acc0
        for term in p["terms"]:
            v = b.load(ins[term["arr"]], index(term, c, t))
            if acc_t != dtype:
                v = b.extf(v, acc_t)
            prod = b.mulf(v, b.const(term["w"], acc_t))
            s = prod if s is None else b.addf(s, prod)
        return s

    def point(c):
        conds = [b.cmpi("ult", c[j], p["n"][j]) for j in range(d)]
        for j in range(d):
            if p["lo"][j]:
                conds.append(b.cmpi("uge", c[j], p["lo"][j]))
            if p["hi"][j]:
                conds.append(b.cmpi("ult", c[j], p["n"][j] - p["hi"][j]))
        with b.if_(b.all_of(conds)):
            if p["trip"] > 1:
                with b.loop(0, p["trip"], 1, inits=[b.const(0.0, acc_t)]) as L:
                    L.yield_(terms(c, L.iv, L.args[0]))
                val = L.results[0]
            else:
                val = terms(c, None, None)
            if acc_t != dtype:
                val = b.truncf(val, dtype)
            b.store(val, out, index(p["out"], c))

    if p["fold"] == 1:
        point(gid)
    else:
        f = p["fold_dim"]
        if p["fold_style"] == "consecutive":
            base = b.muli(gid[f], p["fold"])
            step = None
        else:
            step = b.muli(b.gpu("grid_dim", DIMS[f]), b.gpu("block_dim", DIMS[f]))
        with b.loop(0, p["fold"], 1) as L:
            c = list(gid)
            c[f] = b.addi(base, L.iv) if step is None else b.addi(gid[f], b.muli(L.iv, step))
            point(c)
    return b


def grid_of(sp, block):
    p = sp.params
    g = [1, 1, 1]
    for j in range(p["d"]):
        per = block[j] * (p["fold"] if j == p["fold_dim"] else 1)
        g[j] = -(-p["n"][j] // per)
    return tuple(g)


def cost(sp):
    """(footprint bytes, L2-level bytes, loads in sequence per thread) for
    launches.estimate_us."""
    p = sp.params
    pts = _prod(p["n"])
    esize = BYTES[sp.dtype]
    traffic = 0
    for t in p["terms"]:
        traffic += pts * p["trip"] * min(32, esize * t["stride"][p["d"] - 1])
    traffic += pts * min(32, esize * p["out"]["stride"][p["d"] - 1])
    return sp.nbytes, traffic, p["trip"] * p["fold"]


def ref_ops(sp):
    p = sp.params
    return _prod(p["n"]) * p["trip"] * len(p["terms"])


def desc(sp):
    """C++ statements filling KernelDesc k's map part (runner/ref.h)."""
    p = sp.params
    d = p["d"]
    out = ["k.map.rank = %d;" % d, "k.map.trip = %d;" % p["trip"],
           "k.map.nterms = %d;" % len(p["terms"])]
    for j in range(d):
        out.append("k.map.n[%d] = %d; k.map.lo[%d] = %d; k.map.hi[%d] = %d;" % (
            j, p["n"][j], j, p["lo"][j], j, p["hi"][j]))

    def acc_text(dst, a):
        s = ["%s.arr = %d; %s.w = %r;" % (dst, a["arr"], dst, float(a["w"]))]
        for i in range(d):
            s.append("%s.src[%d] = %d; %s.stride[%d] = %d; %s.off[%d] = %d; %s.tcoef[%d] = %d;" % (
                dst, i, a["src"][i], dst, i, a["stride"][i], dst, i, a["off"][i], dst, i, a["tcoef"][i]))
        return s

    for k, t in enumerate(p["terms"]):
        out += acc_text("k.map.term[%d]" % k, t)
    out += acc_text("k.map.out", p["out"])
    return out
