//===- LoopNest.h - A parallel loop nest not mapped to the GPU -*- C++ -*-===//
//
// Issue 14: what Warp reads from an `scf.parallel`, or an `scf.forall`
// without a mapping, before it chooses how to run it on the GPU: the
// induction variables, the constant bounds, the number of iterations per
// dimension, and which dimensions are contiguous in memory for the nest's
// accesses (the candidates for threadIdx.x).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_LOOPNEST_H
#define WARP_ANALYSIS_IR_LOOPNEST_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace mlir::warp {

struct LoopNest {
  /// The scf.parallel or scf.forall.
  Operation *op = nullptr;
  SmallVector<Value, 3> ivs;
  SmallVector<int64_t, 3> lowerBounds, upperBounds, steps;
  /// Iterations per dimension: ceil((ub - lb) / step).
  SmallVector<int64_t, 3> extents;
  /// Loop dimensions that give the innermost (unit-stride) index of some
  /// memory access of the body, the dimension of most accesses first; a
  /// dimension in this list is a candidate for threadIdx.x.
  SmallVector<unsigned, 3> contiguousDims;
  /// The body, whose terminator (scf.reduce, scf.forall.in_parallel) is not
  /// part of the computation.
  Block *body = nullptr;

  unsigned rank() const { return ivs.size(); }
  int64_t iterations() const;
  /// "scf.parallel" or "scf.forall".
  std::string kindName() const;
  /// "512x512x512" (the extents).
  std::string describeDomain() const;
};

/// True if `op` is an scf.parallel, or an scf.forall without a mapping
/// attribute, outside GPU code and not nested in another such loop: a nest
/// the cost model chooses a launch for.
bool isUnmappedLoopNest(Operation *op);

/// Reads `op`; on a nest Warp cannot map (reductions, tensor results, more
/// than three dimensions, bounds that are not constants, no iterations) emits
/// an error at the op that says why and returns failure.
FailureOr<LoopNest> analyseLoopNest(Operation *op);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_IR_LOOPNEST_H
