//===- RetuneLaunches.h - New block shapes for fixed launches ---*- C++ -*-===//
//
// `--warp-cost-model="retune=true"` (issue 14): a launch that is already
// fixed gets the block shape Warp predicts fastest, when its kernel is
// proven block-size generic (BlockSizeGeneric.h). The candidates keep the
// global ids the launch covers: grid = ceil(grid * block / block') per
// dimension. The launch as written is the first candidate, so it keeps
// ties.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_RETUNELAUNCHES_H
#define WARP_LIB_TRANSFORMS_RETUNELAUNCHES_H

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Search/LaunchConfigSelection.h"

#include "llvm/Support/JSON.h"

#include <optional>

namespace mlir::warp {

/// Ranks the block shapes of the launch `site` (a gpu.launch_func or
/// gpu.launch of `model`'s kernel, predicted as `original`). If the kernel
/// is not block-size generic, emits a remark that says why and returns
/// nullopt. Else rewrites the site's sizes to the pick (when it is not the
/// launch as written), emits a remark with the ranking, stores the ranking
/// in `entry`, and returns the pick's prediction.
std::optional<Prediction>
retuneLaunch(Operation *site, const KernelModel &model,
             const Prediction &original, const CandidateSpace &space,
             RankObjective objective, const HardwareTarget &target,
             const PredictOptions &options, unsigned top, bool remarks,
             llvm::json::Object &entry);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_RETUNELAUNCHES_H
