"""The GEMM shapes of the contraction sweep (issue 25) and their split.

Shapes (M, N, K, element types): square 512-8192; LLM prefill and decode
shapes, M in {1, 16, 128, 4096} with (N, K) pairs from {4096, 8192, 14336,
28672}; DeepBench-like skinny shapes; a few batched GEMMs. f32 and
f16 x f16 -> f32. Before anything is measured, the shapes are split with a
fixed seed into a tuning half and a validation half (`split`): the model is
calibrated on the tuning half only; a change made because of a validation
number must say so in the commit and in docs/contractions.md.
"""

import random

SPLIT_SEED = 25025  # fixed before any measurement (issue 25)

SQUARE = [512, 1024, 2048, 4096, 8192]
SQUARE_MORE = [1536, 3072, 6144]
LLM_NK = [(4096, 4096), (14336, 4096), (4096, 14336), (28672, 8192), (8192, 28672)]
LLM_M = [1, 16, 128, 4096]
# DeepBench-like; the last two have extents no power-of-two tile divides:
# guarded SIMT tiles only.
SKINNY = [(7680, 16, 2560), (3072, 128, 1024), (1760, 64, 1760), (2560, 64, 2560),
          (5124, 9124, 2560), (512, 3000, 1536)]
BATCHED = [(16, 512, 512, 64), (8, 1024, 1024, 128), (32, 256, 256, 256)]
# Convolutions (linalg.conv_2d_nhwc_hwcf, tiled as implicit GEMM): batch,
# output height and width, input channels, output channels, filter size,
# stride, input type. ResNet-like layers: a 3x3 stem-sized f32 layer, a
# strided 3x3 f32 layer, a 3x3 f16 layer and a 1x1 f16 projection. Added
# (2026-11-26) before anything was measured; they are split on their own
# with the same seed, so the GEMMs' halves did not move.
CONVS = [(1, 56, 56, 64, 64, 3, 1, "f32"), (4, 28, 28, 64, 128, 3, 2, "f32"),
         (8, 28, 28, 128, 128, 3, 1, "f16"), (16, 28, 28, 256, 512, 1, 1, "f16")]


def shapes():
    """Every shape as a dict: name, batch, m, n, k, a/b/c element types."""
    out = []

    def add(batch, m, n, k, ab):
        c = "f32"
        name = (f"b{batch}_" if batch > 1 else "") + f"m{m}_n{n}_k{k}_{ab}"
        if any(x["name"] == name for x in out):
            return  # an LLM shape that is also a square one
        out.append(dict(name=name, batch=batch, m=m, n=n, k=k, a=ab, b=ab, c=c))

    for s in SQUARE:
        for ab in ("f32", "f16"):
            add(1, s, s, s, ab)
    for s in SQUARE_MORE:
        for ab in ("f32", "f16"):
            add(1, s, s, s, ab)
    for m in LLM_M:
        for n, k in LLM_NK:
            add(1, m, n, k, "f16")
    for m, n, k in SKINNY:
        add(1, m, n, k, "f32")
    for b, m, n, k in BATCHED:
        add(b, m, n, k, "f32")
    return out


def conv_shapes():
    """The convolutions as dicts: their GEMM view (batch 1, m = N OH OW,
    n = F, k = KH KW C, kinner = C: the tiled K loop) and the convolution's
    own sizes (cn, ch, cw: input height and width, cc, cf, ckh, ckw,
    cstride)."""
    out = []
    for nb, oh, ow, c, f, kk, stride, ab in CONVS:
        h, w = (oh - 1) * stride + kk, (ow - 1) * stride + kk
        name = f"conv_n{nb}_o{oh}x{ow}_c{c}_f{f}_k{kk}_s{stride}_{ab}"
        out.append(dict(name=name, kind="conv", batch=1, m=nb * oh * ow, n=f, k=kk * kk * c,
                        kinner=c, a=ab, b=ab, c="f32", cn=nb, ch=h, cw=w, cc=c, cf=f, ckh=kk,
                        ckw=kk, cstride=stride, coh=oh, cow=ow))
    return out


def split(all_shapes, seed=SPLIT_SEED):
    """{name: 'tuning' | 'validation'}, half each, from a fixed seed."""
    names = sorted(s["name"] for s in all_shapes)
    rng = random.Random(seed)
    rng.shuffle(names)
    half = len(names) // 2
    return {n: ("tuning" if i < half else "validation") for i, n in enumerate(names)}


def all_halves():
    """The halves of the GEMMs and of the convolutions, each split alone."""
    halves = split(shapes())
    halves.update(split(conv_shapes()))
    return halves


if __name__ == "__main__":
    s = shapes() + conv_shapes()
    halves = all_halves()
    for x in s:
        print(f"{x['name']:32s} {halves[x['name']]}")
    print(f"{len(s)} shapes")
