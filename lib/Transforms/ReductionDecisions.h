//===- ReductionDecisions.h - Choose and apply reduction strategies -------===//
//
// Issue 25: a linalg reduction of one input along one of two loops
// (ReductionKernel.h) is ranked over its strategies (ReductionSearch.h)
// and, when applied, replaced by the pick's gpu.launch.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_REDUCTIONDECISIONS_H
#define WARP_LIB_TRANSFORMS_REDUCTIONDECISIONS_H

#include "Warp/Search/ReductionSearch.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlir::warp {

struct ReductionDecision {
  ReductionProblem problem;
  ReductionRanking ranking;
};

/// Ranks `op`'s strategies; without one to pick, remarks why at the op and
/// returns nothing (the op is left as it is).
std::optional<ReductionDecision> decideReduction(linalg::LinalgOp op,
                                                 int64_t maxThreads,
                                                 RankObjective objective,
                                                 const HardwareTarget &target,
                                                 const PredictOptions &options);

/// Replaces the op by the pick's launch.
gpu::LaunchOp applyReduction(const ReductionDecision &decision);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_REDUCTIONDECISIONS_H
