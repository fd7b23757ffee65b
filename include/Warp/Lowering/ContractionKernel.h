//===- ContractionKernel.h - A tiled gpu.launch for a contraction -*- C++
//-*-===//
//
// Issue 25: a linalg contraction on buffers (matmul, batch_matmul, the
// transposed variants, convolutions as implicit GEMM, generics of those
// forms: M, N and K may each be several loops, see ContractionProblem)
// becomes one gpu.launch per tiling:
//
//   grid  = (N / BN, M / BM, batch x S), block = (BN / TN, BM / TM, 1);
//   accumulators: the TM x TN outputs of a thread, read from C first (so
//   that any body folds over K exactly as linalg's semantics say), or zero
//   with split-K (S > 1);
//   for each value of the outer K loops (a convolution's filter window),
//   for each whole K tile of BK of the innermost K loop (split-K: of the
//   split's share of it): the block copies its BM x BK tile of A and its
//   BK x BN tile of B to workgroup memory (the fastest thread index along
//   each operand's contiguous dimension, so the loads coalesce), stored
//   K-major with `pad` extra elements per row; barrier; for each of the BK
//   steps a thread reads TM values of A and TN of B from workgroup memory
//   (rows ty + i * BM/TM, columns tx + j * BN/TN: consecutive lanes read
//   consecutive words) and applies the op's body to each of its TM x TN
//   accumulators; barrier; then the partial last K tile, if any, with its
//   copies guarded (the residue tile);
//   the accumulators are stored to C (split-K: added with a global atomic).
//
// A SIMT tiling need not divide the shape: the grid rounds up, copies past
// M, N or K store zeros to the workgroup tile (the multiply-accumulate adds
// nothing for them), and outputs past M or N are neither read nor written.
//
// This is the classic SIMT shared-memory tiling (Volkov and Demmel,
// "Benchmarking GPUs to tune dense linear algebra", SC 2008; the register
// blocking of CUTLASS's SIMT GEMM). The same builder makes the candidates
// Warp ranks and the launch it emits, so what is predicted is what runs.
//
// With tensor cores (f16 inputs; `mma`), each warp owns a WM x WN tile of C
// held in 16x16 f32 fragments (!gpu.mma_matrix, loaded from C first); the
// A tile is staged M-major (rows of K, as the "AOp" fragment load reads
// it), B K-major; per 16 steps of K a warp loads WM/16 A and WN/16 B
// fragments from workgroup memory and issues one gpu.subgroup_mma_compute
// per accumulator (WMMA: NVIDIA, CUDA C++ Programming Guide, "Warp Matrix
// Functions"; upstream lowers it to wmma.load / wmma.mma / wmma.store).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LOWERING_CONTRACTIONKERNEL_H
#define WARP_LOWERING_CONTRACTIONKERNEL_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

#include "llvm/ADT/SmallVector.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::warp {

/// Why a linalg op is not tiled as a contraction.
enum class ContractionReject {
  NotOnBuffers,     ///< Tensor semantics: bufferize first.
  DynamicShape,     ///< A loop bound is not static.
  NotProjected,     ///< C's map is not a projected permutation, or an input
                    ///< is indexed by more than sums of loops.
  Convolution,      ///< A convolution that is no GEMM (depthwise: no N).
  NotContraction,   ///< No M, N, K structure or a body that is not a
                    ///< multiply-accumulate.
  SeveralDims,      ///< More than one batch loop.
  NotThreeOperands, ///< Not two inputs and one init.
};

/// The text of a rejection, with what would make it work.
std::string describeContractionReject(ContractionReject kind);

/// A contraction C[b, m, n] = body(A[b, m, k], B[b, k, n], C[b, m, n])
/// folded over k, with its loops and sizes. M, N and K may each be several
/// loops of the op, and the inputs may be indexed by sums of loops times
/// constants: a convolution is the implicit GEMM whose M loops are the
/// batch and output pixels, N the output channels and K the filter window
/// and input channels (Chetlur et al., "cuDNN: Efficient Primitives for
/// Deep Learning", 2014, section 3.1; CUTLASS's implicit GEMM).
struct ContractionProblem {
  linalg::LinalgOp op;
  /// Loop positions in the op's iteration space, in its order (batch
  /// absent: -1). A linear M index m is the mixed-radix number of the M
  /// loops' values, the last loop fastest; likewise N and K.
  int batchLoop = -1;
  SmallVector<int, 4> mLoops, nLoops, kLoops;
  /// Extents: m, n, k are the products of their loops' extents; kInner is
  /// the extent of the innermost K loop, the only one tiled by BK (the
  /// others are walked one value at a time, as an implicit GEMM walks the
  /// filter window).
  int64_t batch = 1, m = 0, n = 0, k = 0, kInner = 0;
  SmallVector<int64_t> loopSizes; ///< Every loop's extent, by position.
  Type aType, bType, cType;       ///< Element types.
  /// Per operand (A, B): its innermost dimension is indexed by the
  /// innermost K loop alone, so its copy runs along K.
  std::array<bool, 2> kContiguous{};
  /// The atomic that adds a partial sum into C (the body's add: addf or
  /// addi), for split-K; none when the body's add has no atomic form.
  std::optional<arith::AtomicRMWKind> atomicAdd;

  /// One loop each for M, N and K, and maps that are projected
  /// permutations: a matmul, not an implicit GEMM.
  bool isPlainGemm() const;
  /// Tensor cores apply: f16 inputs, an f16 or f32 result in a row-major
  /// C whose indices are the batch, the M loops in order and one N loop
  /// (so that a 16x16 "COp" fragment is 16 rows N elements apart).
  bool tensorCoresApply() const;

  /// The tile of each of `group`'s loops (mLoops or nLoops) whose product
  /// is `tile` consecutive linear indices (the last loop fastest), or
  /// nothing when they are not a box of the loops (an implicit GEMM's M
  /// tile that wraps around a row of output pixels). One loop takes `tile`
  /// as it is, guarded or not.
  std::optional<SmallVector<int64_t>> perLoopTile(int64_t tile,
                                                  ArrayRef<int> group) const;

  /// "linalg.matmul 512x512x512 (M x N x K) f32 x f32 -> f32"; several
  /// loops add "M = 1x16x16" and the like.
  std::string describe() const;
  /// Multiply-accumulates, 2 flops each.
  double flops() const { return 2.0 * batch * m * n * k; }
};

/// The contraction `op` is, or the reason it is not one Warp tiles.
FailureOr<ContractionProblem> analyseContraction(linalg::LinalgOp op,
                                                 ContractionReject &why);

/// One tiling (see the file comment).
struct ContractionTile {
  int64_t bm = 0, bn = 0, bk = 0; ///< Block tile and K tile.
  int64_t tm = 1, tn = 1;         ///< SIMT: outputs per thread along M, N.
  int64_t pad = 0; ///< Elements added to each row of a workgroup tile.
  /// Tensor cores (gpu.subgroup_mma, 16x16x16 fragments): each warp owns a
  /// WM x WN tile of C; the block is (32 * BN/WN, BM/WM) threads.
  bool mma = false;
  int64_t wm = 0, wn = 0;
  /// Split-K: S blocks share each output tile, each folding K / S of the
  /// innermost K loop from zero and adding its partial sums into C with a
  /// global atomic (SIMT only, no batch loop, an f32 C; the grid's z is
  /// the split).
  int64_t splitK = 1;

  int64_t threads() const {
    return mma ? (bm / wm) * (bn / wn) * 32 : (bm / tm) * (bn / tn);
  }
  std::array<int64_t, 3> block() const {
    return mma ? std::array<int64_t, 3>{32 * (bn / wn), bm / wm, 1}
               : std::array<int64_t, 3>{bn / tn, bm / tm, 1};
  }
  std::array<int64_t, 3> grid(const ContractionProblem &p) const {
    return {(p.n + bn - 1) / bn, (p.m + bm - 1) / bm, p.batch * splitK};
  }
  /// A SIMT tile that does not divide the shape is guarded: copies past
  /// M, N or K store zeros (the multiply-accumulate adds nothing for them)
  /// and outputs past M or N are neither read nor written.
  bool guarded(const ContractionProblem &p) const {
    return p.m % bm || p.n % bn || p.kInner % bk;
  }
  /// Workgroup memory of the two staged tiles, bytes.
  int64_t sharedBytes(const ContractionProblem &p) const;
  /// "64x64x16, thread 4x4, pad 1" or "64x64x32, warp 32x32, pad 8, mma";
  /// a split adds ", split-K 4".
  std::string describe() const;
};

/// Builds the launch of `tile` for `p` at `b`'s insertion point, on the
/// buffers `a`, `bOperand`, `c` (the op's operands or their copies).
gpu::LaunchOp buildContractionLaunch(OpBuilder &b, Location loc,
                                     const ContractionProblem &p,
                                     const ContractionTile &tile, Value a,
                                     Value bOperand, Value c);

} // namespace mlir::warp

#endif // WARP_LOWERING_CONTRACTIONKERNEL_H
