//===- ContractionLowerBound.h - A tiling's time, bounded from below -*- C++
//-*-===//
//
// Issue 24 (a decision in well under a second): a lower bound on the time
// the model predicts for a contraction tiling, from counts that follow from
// the tiling and the shape alone, without its relations or its simulation.
// A decision predicts its tilings in the order of this bound and stops where
// the bound of the next exceeds the N-th best prediction so far: a tiling
// skipped that way cannot be among the N best, so the N best, the pick and
// the remark's candidates are those of predicting every tiling.
//
// Each term is one of the model's own throughput bounds (CostModel.cpp; the
// predicted time is at least the largest of them, seed 004's T >= max of
// the throughput bounds) evaluated on counts the model can only exceed:
//
//  - issue (seed 004's issue bound as CostModel.cpp has it: warp
//    instructions / issue rate + shared-memory wavefronts, over the SMs):
//    the body's accumulating add, once per multiply-accumulate and lane
//    (it depends on the accumulator, so no common subexpression or hoisting
//    removes it); SIMT: TM + TN workgroup loads per thread and K step, on
//    behalf of the threads that own outputs (outputs / (TM TN) of them);
//    tensor cores: one mma and WM/16 + WN/16 fragment loads per warp and
//    16-deep K step, each fragment 512 bytes, at least 4 wavefronts of 128
//    bytes; the staging copies, every element of A a block column needs and
//    every element of B a block row needs, loaded and stored once. A warp
//    instruction serves at most 32 lanes and a workgroup access at least
//    one wavefront;
//  - the FP32 (FP64) lanes of the accumulating add, or the tensor cores'
//    2 flops a multiply-accumulate at the target's measured rate;
//  - block launches, as CostModel.cpp has them (exact);
//
// plus the target's kernel launch overhead. `test/Contraction/` and
// `unittests/ContractionLowerBoundTest.cpp` check it against the model on
// every tiling of several spaces.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SEARCH_CONTRACTIONLOWERBOUND_H
#define WARP_SEARCH_CONTRACTIONLOWERBOUND_H

#include "Warp/Lowering/ContractionKernel.h"
#include "Warp/Target/HardwareTarget.h"

namespace mlir::warp {

/// The terms of the bound, microseconds (the launch overhead not included
/// in them).
struct ContractionTimeBound {
  double issueUs = 0, computeUs = 0, blocksUs = 0;
  /// The largest term (less a relative 1e-4 for the rounding of the
  /// model's counts) plus the target's launch overhead.
  double us = 0;
};

/// The bound for tiling `t` of `p` on `target`.
ContractionTimeBound contractionTimeLowerBound(const ContractionProblem &p,
                                               const ContractionTile &t,
                                               const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_SEARCH_CONTRACTIONLOWERBOUND_H
