//===- ReductionDecisions.h - Choose and apply reduction strategies -------===//
//
// Issue 25: a linalg reduction of one input along one of two loops
// (ReductionKernel.h) is ranked over its strategies (ReductionSearch.h)
// and, when applied, replaced by the pick's gpu.launch; when chosen only,
// annotated with warp.reduction = {threads_per_output, outputs_per_block},
// which --warp-apply-launch-configs builds (whether Warp chose it or a
// user wrote it).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_REDUCTIONDECISIONS_H
#define WARP_LIB_TRANSFORMS_REDUCTIONDECISIONS_H

#include "Warp/Search/ReductionSearch.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlir::warp {

/// The discardable attribute that carries a reduction's strategy.
constexpr llvm::StringLiteral kReductionAttrName = "warp.reduction";

struct ReductionDecision {
  ReductionProblem problem;
  ReductionRanking ranking;
};

/// Ranks `op`'s strategies; without one to pick, remarks why at the op and
/// returns nothing (the op is left as it is).
std::optional<ReductionDecision>
decideReduction(linalg::LinalgOp op, int64_t maxThreads,
                ArrayRef<int64_t> splits, RankObjective objective,
                const HardwareTarget &target, const PredictOptions &options);

/// Replaces the op by the pick's launch.
gpu::LaunchOp applyReduction(const ReductionDecision &decision);

/// Sets the pick as the op's warp.reduction.
void annotateReduction(const ReductionDecision &decision);

/// Replaces `op` by the launch of its warp.reduction, or emits an error at
/// the op that says why it cannot (a malformed attribute, not a reduction
/// Warp lowers, a strategy that does not fit `target` with at most
/// `maxThreads` threads a block).
LogicalResult applyReductionAttr(linalg::LinalgOp op, int64_t maxThreads,
                                 const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_REDUCTIONDECISIONS_H
