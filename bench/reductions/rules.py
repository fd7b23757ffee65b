"""Fixed rules that compilers and libraries use to map a reduction onto
threads, reimplemented and translated into Warp's strategy space (R threads
per output in {1, 32, 64, ..., 1024}, O outputs per block), for the
baselines of score.py and the softmax sequences of gen_sweep.py.

Every rule below maps a problem (rowwise, outputs, length, element bits) to
a wanted (R, O); `snap` then picks the feasible strategy nearest to it (the
strategies Warp's ranking lists are exactly the feasible ones). What each
rule keeps and what it loses in the translation is written at the rule.
None of them is tuned on the measurements; they were written on 2026-11-26
before anything was measured. The sources were read through the public
code index (the versions it stored; later versions may differ):

- `xla`: OpenXLA's MLIR reduction emitters, xla/service/gpu/fusions/
  reduction_mlir.cc (openxla/xla, 2024): MlirRowReductionFusion: threads on
  the reduced dimension = min(MinThreadsXRowReduction() = 1024,
  RoundUpTo(CeilOfRatio(length, 16), 32)) (16 elements a thread); when that
  is at most 128 (2x it <= kThreadsPerBlockTarget = 256), rows per block =
  min(outputs, 256 / threads). Rows longer than 16 x 1024 elements are
  first split by XLA's tree_reduction_rewriter into two reductions, which
  Warp's space has not: the translation keeps 1024 threads and one row a
  block. MlirColumnReductionFusion: a 32 x 32 block, 32 columns a block,
  32 threads down each column, partials transposed through shared memory:
  translated to R = 32, O = 32 (the same thread counts; Warp's R = 32 puts
  a warp's lanes down a column, so its loads are not coalesced the way
  XLA's are). Rows shorter than 32 (multi-row) do not occur here.
- `inductor`: TorchInductor (pytorch/pytorch, torch/_inductor/runtime/
  triton_heuristics.py and choices.py, 2025): the hint is INNER for a row
  reduction and OUTER for a column one; a reduction of at most 1024 (INNER)
  or 64 (other hints) elements is persistent. Looped INNER:
  contiguous_config = triton_config_reduction(x=1, r=min(length, 2048)):
  XBLOCK 1, num_warps = _num_warps(XBLOCK x RBLOCK // 128, max 16 for
  r <= 8192 else 32, min 2), so R = 32 x num_warps (capped at 1024), O = 1.
  Persistent INNER: XBLOCK = 8 (1 when outputs // 8 < 128), register
  intensive (max warps halved): num_warps = _num_warps(XBLOCK x length //
  128, max 8); R = 32 x num_warps / XBLOCK (at least 32), O = XBLOCK.
  Looped OUTER: outer_config_opt (num_load = 1, static shapes): outputs
  <= 1024: XBLOCK = max(min(outputs // 128, 8), 2), RBLOCK = min(length,
  64); outputs // 4096 <= 8: XBLOCK = 16, RBLOCK = 32; else XBLOCK =
  max(min(256, next_pow2(outputs // 4096)), 64), RBLOCK = 512 // XBLOCK;
  num_warps = _num_warps(XBLOCK x RBLOCK // 128, max 16). Persistent
  OUTER: the largest XBLOCK of (1, 8, 32, 128) with XBLOCK x length <=
  4096. A Triton program's threads cover an XBLOCK x RBLOCK tile with the
  contiguous (output) dimension fastest: threads per output = T / XBLOCK
  with T = 32 x num_warps; below 32 that is not in Warp's space, and the
  translation is one thread per output with O = T (the same block, lanes
  on consecutive outputs, coalesced as in Triton). Inductor's split
  reductions (a second kernel when outputs are few) are not translated.
- `iree`: IREE's LLVMGPU warp-reduction configuration, compiler/src/iree/
  compiler/Codegen/LLVMGPU/KernelConfig.cpp, setWarpReductionConfig
  (iree-org/iree; newer IREE may prefer its vector-distribute reduction
  pipeline): only for a reduced innermost dimension; one output a
  workgroup; vectorSize = 128 / bits, halved until (length / vectorSize) %
  32 == 0; groupSize = length / vectorSize, or gcd(it, 1024) above 1024;
  while outputs > 256 and (groupSize / 2) % 32 == 0 and length /
  (groupSize x vectorSize) < 8: groupSize /= 2, outputs /= 2. R =
  groupSize (each thread reads vectorSize-wide vectors; Warp's kernel reads
  scalars), O = 1. Column reductions do not take that path; for them this
  file uses one thread per output and 256 outputs a block, a rule of thumb
  (not read from IREE's source).
- `pytorch`: PyTorch eager softmax (aten/src/ATen/native/cuda/SoftMax.cu,
  PersistentSoftmax.cuh), the classic "warp per row for short rows, block
  per row for long rows": rows of at most 1024 elements (and 4 KiB): a
  warp per row, 128 threads a block (R = 32, O = 4; the two rows a warp
  takes at <= 128 elements are not translated); longer rows: one block a
  row of SoftMax_getBlockSize(ILP = 16 / bytes, length) threads:
  min(length / ILP, 1024), halved when ILP > 1, rounded up to a power of
  two, at least 32. Column reductions: one thread per output, 256 a block
  (rule of thumb).
- `one_thread`: one thread per output, 256 outputs a block (the naive
  mapping of the outputs onto threads, what a parallel loop over outputs
  gives; the usual rule for column reductions).
- `block_per_row`: a block of 1024 threads per output (R = 1024, O = 1; the
  rule of thumb for long rows).
"""

import math

RULES = ("xla", "inductor", "iree", "pytorch", "one_thread", "block_per_row")


def _pow2_ceil(x):
    return 1 if x <= 1 else 1 << (int(x) - 1).bit_length()


def _num_warps(n, max_warps=8, min_warps=2, register_intensive=False):
    """TorchInductor's _num_warps (CUDA)."""
    if register_intensive:
        max_warps //= 2
    return _pow2_ceil(min(max(n, min_warps), max_warps))


def xla(p):
    if p["rowwise"]:
        threads = min(1024, math.ceil(math.ceil(p["length"] / 16) / 32) * 32)
        rows = 1
        if threads * 2 <= 256:
            rows = min(p["outputs"], 256 // threads)
        return threads, rows
    return 32, 32


def inductor(p):
    n, length = p["outputs"], p["length"]
    if p["rowwise"]:
        if length <= 1024:  # persistent INNER
            x = 1 if n // 8 < 128 else 8
            warps = _num_warps(x * length // 128, max_warps=16 if length <= 8192 else 32,
                               register_intensive=True)
        else:
            x, r = 1, min(length, 2048)
            warps = _num_warps(x * r // 128, max_warps=16 if r <= 8192 else 32)
        return max(32, min(1024, 32 * warps // x)), x
    if length <= 64:  # persistent OUTER: the last config of (1, 8, 32, 128)
        x = max(xb for xb in (1, 8, 32, 128) if xb == 1 or (xb * length <= 4096 and xb <= n))
        warps = _num_warps(x * length // 128, max_warps=16, register_intensive=True)
    else:
        if n <= 1024:
            x, r = max(min(n // 128, 8), 2), min(length, 64)
        elif n // 4096 <= 8:
            x, r = 16, 32
        else:
            x = max(min(256, _pow2_ceil(n // 4096)), 64)
            r = 512 // x
        warps = _num_warps(x * r // 128, max_warps=16)
    threads = 32 * warps
    if threads // x >= 32:
        return min(1024, threads // x), x
    return 1, threads


def iree(p):
    if not p["rowwise"]:
        return 1, 256
    length, bits = p["length"], p["bits"]
    if length % 32:
        return 1, 256
    vec = 128 // bits
    while (length // vec) % 32:
        vec //= 2
    group = length // vec
    if group > 1024:
        group = math.gcd(group, 1024)
    parallel = p["outputs"]
    while parallel > 256 and (group // 2) % 32 == 0 and length // (group * vec) < 8:
        group //= 2
        parallel //= 2
    return group, 1


def pytorch(p):
    if not p["rowwise"]:
        return 1, 256
    length, nbytes = p["length"], p["bits"] // 8
    if length <= 1024 and length * nbytes <= 4096:
        return 32, 4
    ilp = 16 // nbytes
    block = min(length // ilp, 1024)
    if ilp > 1:
        block //= 2
    return max(32, _pow2_ceil(block)), 1


def one_thread(p):
    return 1, 256


def block_per_row(p):
    return 1024, 1


def wanted(rule, p):
    """The (R, O) a rule wants for problem p (dict with rowwise, outputs,
    length, bits)."""
    return globals()[rule](p)


def _lg(x):
    return math.log2(x)


def snap(want, feasible):
    """The feasible (R, O) nearest to `want`: the same R if it is feasible
    (then the nearest O in log2), else the nearest R in log2 (R = 1 counts
    as log2 0) and then the nearest O; ties to the smaller. Returns (R, O),
    exact (bool)."""
    if not feasible:
        return None, False
    r, o = want
    if (r, o) in feasible:
        return (r, o), True
    def key(s):
        return (s[0] != r, abs(_lg(s[0]) - _lg(r)), abs(_lg(s[1]) - _lg(o)), s[0], s[1])
    return min(feasible, key=key), False


if __name__ == "__main__":
    from bench.reductions import shapes
    for e in shapes.reductions():
        if e["kind"] != "reduce":
            continue
        p = dict(e, bits=16 if e["dtype"] == "f16" else 32)
        print(f"{e['name']:30s} " + "  ".join(f"{r}={wanted(r, p)}" for r in RULES))
