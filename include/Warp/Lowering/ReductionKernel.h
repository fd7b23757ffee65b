//===- ReductionKernel.h - A gpu.launch for a linalg reduction --*- C++ -*-===//
//
// Issue 25: a linalg op on buffers with one input, one init, one parallel
// and one reduction loop (a row or column sum, max, ... of a matrix:
// `linalg.reduce`, or a generic) becomes one gpu.launch per strategy:
//
//   R threads per output, O outputs per block, grid = outputs / O;
//   R = 1: a thread folds its output's elements in order, from the init,
//          exactly linalg's semantics; block (O, 1, 1), consecutive
//          threads on consecutive outputs;
//   R > 1 (a multiple of 32): block (R, O, 1); thread r of an output folds
//          the elements r, r + R, ... (starting from its first, so no
//          identity is needed: R must not exceed the length), then a
//          butterfly of gpu.shuffle xor folds each warp; with R > 32 each
//          warp's lane 0 writes its partial to workgroup memory, a barrier,
//          and the first warp folds the R/32 partials the same way; lane 0
//          folds the init in and stores the output.
//   S > 1 blocks per output (a split across blocks, with R > 1 and one
//          output per block): grid (outputs, S); block s folds the elements
//          s L/S .. (s + 1) L/S - 1 as above, and lane 0 combines its total
//          into the output with one global memref.atomic_rmw (the init is
//          the output's value before the kernel, so the result is linalg's
//          up to reassociation); offered for combiners that have an atomic
//          kind (addf, addi, maximumf, minimumf, max/min signed and
//          unsigned, andi, ori, mulf).
//
// R > 1 reassociates the reduction, as every parallel reduction does; it
// is offered only for combiners that are associative and commutative
// (add, mul, min, max, and, or, xor; floating-point add and mul up to
// rounding, which the remark says).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LOWERING_REDUCTIONKERNEL_H
#define WARP_LOWERING_REDUCTIONKERNEL_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::warp {

/// A reduction of a matrix along one of its loops.
struct ReductionProblem {
  linalg::LinalgOp op;
  int parallelLoop = 0, reducedLoop = 1;
  int64_t outputs = 0, length = 0;
  /// The input's element type and the init's (the accumulator's): they
  /// differ for a widening reduction (f16 rows summed in f32).
  Type type, accType;
  /// The reduced loop indexes the input's innermost (contiguous) dimension.
  bool rowwise = true;
  /// The body is one associative, commutative op of the element and the
  /// accumulator, or of the element widened to the accumulator's type by
  /// one cast (arith.extf, extsi, extui) and the accumulator: R > 1 may
  /// reassociate it (the butterfly and the partials then fold accumulators
  /// with the combiner alone).
  bool reassociable = false;
  /// The body's cast of the element, for a widening reduction.
  Operation *widen = nullptr;
  /// The atomic read-modify-write of that op, when there is one: a split
  /// across blocks (S > 1) combines the blocks' totals with it.
  std::optional<arith::AtomicRMWKind> atomicKind;

  /// "linalg.reduce of 1024 rows of 4096 f32 (row-wise, arith.addf)".
  std::string describe() const;
};

/// The reduction `op` is, or why not (text).
FailureOr<ReductionProblem> analyseReduction(linalg::LinalgOp op,
                                             std::string &why);

/// One strategy (see the file comment).
struct ReductionTile {
  int64_t threadsPerOutput = 1; ///< R
  int64_t outputsPerBlock = 1;  ///< O
  int64_t blocksPerOutput = 1;  ///< S

  std::array<int64_t, 3> block() const {
    return threadsPerOutput == 1
               ? std::array<int64_t, 3>{outputsPerBlock, 1, 1}
               : std::array<int64_t, 3>{threadsPerOutput, outputsPerBlock, 1};
  }
  std::array<int64_t, 3> grid(const ReductionProblem &p) const {
    return {p.outputs / outputsPerBlock, blocksPerOutput, 1};
  }
  /// Workgroup bytes: one partial per warp of each output when R > 32.
  int64_t sharedBytes(const ReductionProblem &p) const;
  /// "32 threads per output, 8 outputs per block".
  std::string describe() const;
};

/// Builds the launch of `tile` for `p` at `b`'s insertion point.
gpu::LaunchOp buildReductionLaunch(OpBuilder &b, Location loc,
                                   const ReductionProblem &p,
                                   const ReductionTile &tile, Value input,
                                   Value init);

} // namespace mlir::warp

#endif // WARP_LOWERING_REDUCTIONKERNEL_H
