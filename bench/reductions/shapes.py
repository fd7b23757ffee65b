"""The reductions of the reduction sweep (issue 25) and their split.

Each entry is one linalg op on buffers that Warp decides as a reduction
strategy (R threads per output, O outputs per block; ReductionKernel.h), or
a softmax written as its four generics (test/Reduction/softmax.mlir):

- row reductions (the reduced loop walks the input's contiguous dimension):
  short rows (64-512 elements, many rows), medium rows (1024-8192), long
  rows (65536-1M elements, few rows); sum and max of f32;
- column reductions (the reduced loop strides the input), sum and max of
  f32, from short columns with many outputs to 1M-long columns with 16;
- f16 sums (f16 input and init: Warp refuses an init whose type differs
  from the input's, so the f16 -> f32 sum is not in the sweep; R > 1 is
  refused for 16-bit values, gpu.shuffle moves 32 and 64 bits, so f16 has
  one thread per output only);
- softmax at three sizes: the sequence of four launches (max, exp(x - max),
  sum, division), and its two reductions on their own (`<name>.max`,
  `<name>.sum`, every strategy), which belong to the softmax's half.

Every input buffer is at most 64 MiB (the limit is 256 MiB). Before
anything is measured, the families (a reduction, or a softmax with its two
reductions) are split with the fixed seed SPLIT_SEED into a tuning half and
a validation half (`split`): the model is calibrated on the tuning half
only; a change made because of a validation number must say so in the
commit and in docs/contractions.md.
"""

import random

SPLIT_SEED = 25125  # fixed on 2026-11-26, before any measurement (issue 25)

# (op, dtype, rows, cols): the input is rows x cols (row-major); a row
# reduction has `rows` outputs of `cols` elements, a column reduction
# `cols` outputs of `rows` elements.
ROW = [
    ("sum", "f32", 262144, 64),      # many rows x short
    ("max", "f32", 65536, 256),      # short
    ("sum", "f32", 16384, 512),      # short
    ("sum", "f32", 4096, 1024),      # medium
    ("max", "f32", 2048, 4096),      # medium
    ("sum", "f32", 1024, 8192),      # medium
    ("sum", "f32", 64, 65536),       # long
    ("sum", "f32", 128, 131072),     # long, one wave of blocks at most
    ("max", "f32", 16, 1048576),     # long, few rows
    ("sum", "f32", 8, 1048576),      # long, very few rows
    ("sum", "f16", 4096, 1024),      # f16: one thread per output only
]
COL = [
    ("sum", "f32", 8192, 1024),
    ("max", "f32", 1024, 8192),
    ("sum", "f32", 65536, 256),      # long columns, few outputs
    ("max", "f32", 256, 65536),      # short columns, many outputs
    ("sum", "f32", 1048576, 16),     # 1M-long columns, 16 outputs
    ("sum", "f16", 4096, 4096),      # f16: one thread per output only
]
SOFTMAX = [(4096, 1024), (1024, 8192), (32768, 128)]  # rows x row length, f32

BYTES = {"f32": 4, "f16": 2}


def reductions():
    """Every entry as a dict: name, family, kind ('reduce' | 'softmax'),
    op ('sum' | 'max' | 'softmax'), dtype, rows, cols, rowwise, outputs,
    length, form ('reduce': linalg.reduce, 'generic': linalg.generic)."""
    out = []

    def add(kind, op, dtype, rows, cols, rowwise, name, family, form):
        out.append(dict(name=name, family=family, kind=kind, op=op, dtype=dtype, rows=rows,
                        cols=cols, rowwise=rowwise, outputs=rows if rowwise else cols,
                        length=cols if rowwise else rows, form=form))

    for op, dt, r, c in ROW:
        name = f"row_{op}_{dt}_{r}x{c}"
        add("reduce", op, dt, r, c, True, name, name, "reduce")
    for op, dt, r, c in COL:
        name = f"col_{op}_{dt}_{r}x{c}"
        add("reduce", op, dt, r, c, False, name, name, "reduce")
    for r, c in SOFTMAX:
        name = f"softmax_f32_{r}x{c}"
        add("softmax", "softmax", "f32", r, c, True, name, name, "generic")
        add("reduce", "max", "f32", r, c, True, name + ".max", name, "generic")
        add("reduce", "sum", "f32", r, c, True, name + ".sum", name, "generic")
    for s in out:
        assert s["rows"] * s["cols"] * BYTES[s["dtype"]] <= 256 << 20, s["name"]
    return out


def split(entries, seed=SPLIT_SEED):
    """{name: 'tuning' | 'validation'}: the families, half each, shuffled
    with a fixed seed; a softmax's reductions go with it."""
    families = sorted({e["family"] for e in entries})
    rng = random.Random(seed)
    rng.shuffle(families)
    half = len(families) // 2
    side = {f: ("tuning" if i < half else "validation") for i, f in enumerate(families)}
    return {e["name"]: side[e["family"]] for e in entries}


if __name__ == "__main__":
    es = reductions()
    halves = split(es)
    for e in es:
        mib = e["rows"] * e["cols"] * BYTES[e["dtype"]] / (1 << 20)
        print(f"{e['name']:30s} {e['kind']:8s} {e['outputs']:8d} x {e['length']:8d} "
              f"{mib:6.1f} MiB  {halves[e['name']]}")
    print(f"{len(es)} entries, {len({e['family'] for e in es})} families")
