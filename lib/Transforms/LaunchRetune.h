//===- LaunchRetune.h - New block shapes for fixed launches -----*- C++ -*-===//
//
// `retune=true` (issue 14): a launch that is already fixed gets the block
// shape Warp predicts fastest, when its kernel is proven block-size generic
// (BlockSizeGeneric.h). The candidates keep the global ids the launch
// covers (NestRanking.h, fixedLaunchCandidates); the launch as written is
// the first, so it keeps ties. Deciding and applying are apart, as for loop
// nests (NestDecisions.h).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_LAUNCHRETUNE_H
#define WARP_LIB_TRANSFORMS_LAUNCHRETUNE_H

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Search/CandidateSpace.h"

#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace mlir::warp {

struct RetuneDecision {
  /// Why the kernel is not proven block-size generic (empty: it is).
  std::string whyNot;
  /// The candidates (the launch as written first) and their ranking.
  std::vector<Prediction> predictions;
  std::vector<size_t> order;
  /// The launch described as a loop nest over the global ids it covers,
  /// for the remark and the report.
  LoopNest ids;
  bool keepsAsWritten() const { return order.empty() || order.front() == 0; }
  const Prediction &pick() const { return predictions[order.front()]; }
};

/// Ranks the block shapes of the launch `site` of `model`'s kernel,
/// predicted as `original`.
RetuneDecision decideRetune(Operation *site, const KernelModel &model,
                            const Prediction &original,
                            const CandidateSpace &space,
                            RankObjective objective,
                            const HardwareTarget &target,
                            const PredictOptions &options);

/// The remark at the launch: why it is not retuned, or the ranking.
void remarkRetune(Operation *site, const KernelModel &model,
                  const RetuneDecision &d, unsigned top,
                  RankObjective objective, const HardwareTarget &target);

/// The launch report's `retune` object.
llvm::json::Object retuneEntry(const RetuneDecision &d, RankObjective objective,
                               const HardwareTarget &target);

/// Gives the launch `site` (gpu.launch_func or gpu.launch) the grid and
/// block of `m`.
void applyLaunchSizes(Operation *site, const LaunchMapping &m);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_LAUNCHRETUNE_H
