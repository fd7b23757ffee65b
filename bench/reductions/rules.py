"""Fixed rules that compilers and libraries use to map a reduction onto
threads, reimplemented and translated into Warp's strategy space (R threads
per output in {1, 32, 64, ..., 1024}, O outputs per block, S blocks per
output: a split across blocks, R > 1 and O = 1 only), for the baselines of
score.py and the softmax sequences of gen_sweep.py.

Every rule below maps a problem (rowwise, outputs, length, element bits) to
a wanted (R, O, S); `snap` then picks the feasible strategy nearest to it
(the strategies Warp's ranking lists are exactly the feasible ones). S > 1
only where the cited source splits the reduction itself (`xla` and
`inductor`, row reductions only, see there); every other wanted strategy
has S = 1 and snaps among the unsplit strategies exactly as before splits
were in the space. What each rule keeps and what it loses in the
translation is written at the rule. None of them is tuned on the
measurements; they were written on 2026-11-26 before anything was
measured, the split translations too (later that day, still before any
measurement). The sources were read through the public
code index (the versions it stored; later versions may differ):

- `xla`: OpenXLA's MLIR reduction emitters, xla/service/gpu/fusions/
  reduction_mlir.cc (openxla/xla, 2024): MlirRowReductionFusion: threads on
  the reduced dimension = min(MinThreadsXRowReduction() = 1024,
  RoundUpTo(CeilOfRatio(length, 16), 32)) (16 elements a thread); when that
  is at most 128 (2x it <= kThreadsPerBlockTarget = 256), rows per block =
  min(outputs, 256 / threads). Rows longer than
  ReductionDimensionRaceFreeBound = MinThreadsXRowReduction x 16 = 16384
  elements are first split by XLA's tree reduction rewriter
  (xla/service/gpu/transforms/tree_reduction_rewriter.cc,
  ComputeSplitParams, 2024; with the MLIR emitters it splits max and min
  too) into two reductions: the row of n is reshaped to k1 x k2, k2 =
  floor(sqrt(n)) (at most the bound) or the divisor of n in (k2 / 2, k2]
  that needs the least padding, a power of two on ties, k1 = n / k2, the
  two swapped when ShouldSwapInnerAndOuterReducedMinorDimension says so
  (for a row: k1 <= 16384 and, k2 and n even, k2 x 2 < k1 or k1 even);
  the first reduction folds each row's k1 contiguous segments of k2 (a row
  reduction of outputs x k1 rows of k2, with the thread counts above), the
  second the k1 partials. Translated to a split: S = k1 blocks per output,
  R and O the first reduction's, the second reduction replaced by Warp's
  atomic combine (so O becomes 1, and S above 256 snaps to 256, the
  nearest feasible). The 64 x 65536 sum wants (R, O, S) = (32, 8, 256),
  128 x 131072 (32, 8, 256), 8 and 16 x 1M (64, 4, 1024). Columns longer
  than 32 x 128 = 4096 are split too, but Warp's split has R > 1 threads
  down one column per block, not XLA's 32 columns a block, so the column
  translation stays unsplit. MlirColumnReductionFusion: a 32 x 32 block, 32 columns a block,
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
  on consecutive outputs, coalesced as in Triton). Split reductions
  (torch/_inductor/ir.py Reduction.num_splits and choices.py
  reduction_split_factor, 2025; config.split_reductions is on by
  default): a reduction with fewer than 2 x 32 x num_sm outputs and more
  than 32 elements each is split into two kernels (create_multilayer: the
  first folds `split` contiguous segments of each output, the second the
  partials). An INNER (row) reduction is split only with fewer than 2 x
  num_sm outputs and more than 8192 elements each; then, with num_threads
  = 8 warps = 256, 32 to 512 elements a thread and 2048 threads an SM
  (num_sm = 132, an H100 SXM): length x outputs <= 32 x num_sm x 2048:
  split_size = 32; below 512 x num_sm x 2048: blocks_per_output =
  ceil(num_sm x 2048 / 512 / outputs), split_size = ceil(length / (256 x
  blocks_per_output)), replaced by the nearest divisor of the length when
  within 30 (at least 32); above: the divisor nearest 512 when within 50,
  else 512; split = ceil(length / (split_size x 256)). Translated to a
  split: S = split, R and O the rules above applied to the first kernel
  (outputs x split rows of length / split), the second kernel replaced by
  Warp's atomic combine. The 64 x 65536 sum wants (R, O, S) = (512, 1, 8),
  128 x 131072 (512, 1, 4), 16 x 1M max (512, 1, 32), 8 x 1M sum (512, 1,
  128). OUTER (column) reductions are split too (outer_reduction_splits),
  but the first kernel keeps Triton's lanes across columns, which Warp's
  split (R > 1 down one column, one column a block) cannot express: the
  column translation stays unsplit. Cooperative reductions
  (config.triton.cooperative_reductions, off by default) are not
  translated.
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


NUM_SM = 132  # H100 SXM, the target Warp ranks for
ROW_RACE_FREE_BOUND = 1024 * 16  # MinThreadsXRowReduction x the row tile


def _xla_row(outputs, length):
    threads = min(1024, math.ceil(math.ceil(length / 16) / 32) * 32)
    rows = 1
    if threads * 2 <= 256:
        rows = min(outputs, 256 // threads)
    return threads, rows


def xla_split(n, bound=ROW_RACE_FREE_BOUND):
    """XLA's tree reduction rewriter on a row of n > bound elements:
    (k1, k2), k1 segments of k2 contiguous elements (ComputeSplitParams)."""
    k2 = min(math.isqrt(n), bound)
    minimum_padding = (k2 - n % k2) % k2
    best_k1 = (n + minimum_padding) // k2
    for i in range(k2 - 1, k2 // 2, -1):
        padding = (i - n % i) % i
        if padding < minimum_padding or (padding == minimum_padding and i & (i - 1) == 0):
            minimum_padding = padding
            best_k1 = (n + padding) // i
    k1, k2 = best_k1, (n + minimum_padding) // best_k1
    # ShouldSwapInnerAndOuterReducedMinorDimension, for a row reduction.
    assert k1 >= k2
    if k1 <= bound:
        if k2 % 2 == 0 and n % 2 == 0:
            swap = k2 * 2 < k1 or k1 % 2 == 0
        else:
            swap = n % 2 == 0 or k1 % 2 != 0
        if swap:
            k1, k2 = k2, k1
    return k1, k2


def xla(p):
    if p["rowwise"]:
        if p["length"] > ROW_RACE_FREE_BOUND:
            k1, k2 = xla_split(p["length"])
            return _xla_row(p["outputs"] * k1, k2) + (k1,)
        return _xla_row(p["outputs"], p["length"]) + (1,)
    return 32, 32, 1


def _divisors(n):
    """The divisors of n, increasing (sympy.divisors)."""
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return sorted(set(small + [n // d for d in small]))


def inductor_split(outputs, length, num_sm=NUM_SM):
    """TorchInductor's split of an INNER reduction (choices.py
    reduction_split_factor with inner_reduction=True)."""
    if outputs >= 2 * num_sm or length <= 8192:
        return 1
    min_per_thread, max_per_thread, threads_per_sm = 32, 512, 2048
    num_threads = 32 * 8
    if length * outputs <= min_per_thread * num_sm * threads_per_sm:
        split_size = min_per_thread
    elif length * outputs < max_per_thread * num_sm * threads_per_sm:
        target_blocks = num_sm * threads_per_sm // (2 * num_threads)
        blocks_per_output = -(-target_blocks // outputs)
        tmp = -(-length // (num_threads * blocks_per_output))
        closest = min(_divisors(length), key=lambda x: abs(x - tmp))
        split_size = max(closest, min_per_thread) if abs(closest - tmp) < 30 else tmp
    else:
        closest = min(_divisors(length), key=lambda x: abs(x - max_per_thread))
        split_size = closest if abs(closest - max_per_thread) < 50 else max_per_thread
    return -(-length // (split_size * num_threads))


def inductor(p):
    n, length = p["outputs"], p["length"]
    # Reduction.num_splits: more than 32 elements, fewer than 2 x 32 x
    # num_sm outputs (an INNER reduction then needs fewer than 2 x num_sm).
    if p["rowwise"] and length > 32 and n < 2 * 32 * NUM_SM:
        split = inductor_split(n, length)
        if split > 1:
            # The first kernel: n x split rows of length / split.
            r, o, _ = inductor(dict(p, outputs=n * split, length=-(-length // split)))
            return r, o, split
    if p["rowwise"]:
        if length <= 1024:  # persistent INNER
            x = 1 if n // 8 < 128 else 8
            warps = _num_warps(x * length // 128, max_warps=16 if length <= 8192 else 32,
                               register_intensive=True)
        else:
            x, r = 1, min(length, 2048)
            warps = _num_warps(x * r // 128, max_warps=16 if r <= 8192 else 32)
        return max(32, min(1024, 32 * warps // x)), x, 1
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
        return min(1024, threads // x), x, 1
    return 1, threads, 1


def iree(p):
    if not p["rowwise"]:
        return 1, 256, 1
    length, bits = p["length"], p["bits"]
    if length % 32:
        return 1, 256, 1
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
    return group, 1, 1


def pytorch(p):
    if not p["rowwise"]:
        return 1, 256, 1
    length, nbytes = p["length"], p["bits"] // 8
    if length <= 1024 and length * nbytes <= 4096:
        return 32, 4, 1
    ilp = 16 // nbytes
    block = min(length // ilp, 1024)
    if ilp > 1:
        block //= 2
    return max(32, _pow2_ceil(block)), 1, 1


def one_thread(p):
    return 1, 256, 1


def block_per_row(p):
    return 1024, 1, 1


def wanted(rule, p):
    """The (R, O, S) a rule wants for problem p (dict with rowwise, outputs,
    length, bits)."""
    return tuple(globals()[rule](p))


def _lg(x):
    return math.log2(x)


def _triple(s):
    return (s[0], s[1], s[2] if len(s) > 2 else 1)


def snap(want, feasible):
    """The feasible (R, O, S) nearest to `want` ((R, O) or (R, O, S); pairs
    in `feasible` read as S = 1); exact if it is feasible. An unsplit want
    (S = 1) snaps among the unsplit strategies exactly as before splits
    were in the space: the same R if it is feasible (then the nearest O in
    log2), else the nearest R in log2 (R = 1 counts as log2 0) and then the
    nearest O; ties to the smaller. A split want (S > 1) snaps among the
    splits: the nearest S in log2, then the same R or the nearest in log2,
    then the nearest O; ties to the smaller; with no split feasible, its
    (R, O, 1) snaps among the unsplit ones. Returns (R, O, S), exact."""
    if not feasible:
        return None, False
    feasible = [_triple(s) for s in feasible]
    r, o, sp = _triple(want)
    if (r, o, sp) in feasible:
        return (r, o, sp), True
    splits = [s for s in feasible if s[2] > 1]
    if sp > 1 and splits:
        def key(s):
            return (abs(_lg(s[2]) - _lg(sp)), s[0] != r, abs(_lg(s[0]) - _lg(r)),
                    abs(_lg(s[1]) - _lg(o)), s[2], s[0], s[1])
        return min(splits, key=key), False
    unsplit = [s for s in feasible if s[2] == 1]
    if not unsplit:
        return None, False
    if (r, o, 1) in unsplit:
        return (r, o, 1), False

    def key(s):
        return (s[0] != r, abs(_lg(s[0]) - _lg(r)), abs(_lg(s[1]) - _lg(o)), s[0], s[1])
    return min(unsplit, key=key), False


if __name__ == "__main__":
    from bench.reductions import shapes
    for e in shapes.reductions():
        if e["kind"] != "reduce":
            continue
        p = dict(e, bits=16 if e["dtype"] == "f16" else 32)
        print(f"{e['name']:30s} " + "  ".join(f"{r}={wanted(r, p)}" for r in RULES))
