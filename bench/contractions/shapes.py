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


def split(all_shapes, seed=SPLIT_SEED):
    """{name: 'tuning' | 'validation'}, half each, from a fixed seed."""
    names = sorted(s["name"] for s in all_shapes)
    rng = random.Random(seed)
    rng.shuffle(names)
    half = len(names) // 2
    return {n: ("tuning" if i < half else "validation") for i, n in enumerate(names)}


if __name__ == "__main__":
    s = shapes()
    halves = split(s)
    for x in s:
        print(f"{x['name']:32s} {halves[x['name']]}")
    print(f"{len(s)} shapes")
