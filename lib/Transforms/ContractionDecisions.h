//===- ContractionDecisions.h - Choose and apply contraction tilings ------===//
//
// Issue 25: the linalg ops of a module that reduce (a loop with a reduction
// iterator), outside kernels. A contraction Warp tiles
// (ContractionKernel.h) is ranked over its tilings (ContractionSearch.h)
// and, when applied, replaced by the pick's gpu.launch; any other is left
// as it is, with a remark at the op that says why and what would make it
// work.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_CONTRACTIONDECISIONS_H
#define WARP_LIB_TRANSFORMS_CONTRACTIONDECISIONS_H

#include "Warp/Search/ContractionSearch.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/Support/JSON.h"

#include <optional>

namespace mlir::warp {

/// The discardable attribute that carries a contraction's tiling.
constexpr llvm::StringLiteral kTilingAttrName = "warp.tiling";

/// The linalg ops of `module` with a reduction loop, outside GPU kernels.
SmallVector<linalg::LinalgOp> reducingLinalgOps(ModuleOp module);

struct ContractionDecision {
  ContractionProblem problem;
  ContractionRanking ranking;
};

/// Ranks `op`'s tilings. Without a tiling to pick (not a contraction Warp
/// tiles, nothing feasible, nothing modelled), remarks why at the op and
/// returns nothing: the op is left as it is.
std::optional<ContractionDecision>
decideContraction(linalg::LinalgOp op, const ContractionSpace &space,
                  RankObjective objective, const HardwareTarget &target,
                  const PredictOptions &options);

/// Replaces the op by the pick's launch.
gpu::LaunchOp applyContraction(const ContractionDecision &decision);

/// The decision as a discardable attribute of the op ("warp.tiling").
void annotateContraction(const ContractionDecision &decision);

/// Replaces `op` by the launch of its warp.tiling attribute; an error at the
/// op that says why if the attribute is malformed, the op is not a
/// contraction Warp tiles, or the tiling does not fit it on `target`.
LogicalResult applyTilingAttr(linalg::LinalgOp op,
                              const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_CONTRACTIONDECISIONS_H
