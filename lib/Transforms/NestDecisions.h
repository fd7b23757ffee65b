//===- NestDecisions.h - Choose and apply launches for loop nests -*- C++
//-*-===//
//
// The two halves of issue 14's lowering, apart as upstream keeps them
// (ParallelLoopMapper annotates, SCFToGPU rewrites): deciding a loop nest's
// launch (rank its candidates, NestRanking.h, and say why) and applying a
// launch configuration to it (NestToLaunch.h, checked with ISL).
// --warp-choose-launch-configs runs the first and annotates the nest with
// #warp.launch_config, --warp-apply-launch-configs the second, and
// --warp-cost-model both.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_NESTDECISIONS_H
#define WARP_LIB_TRANSFORMS_NESTDECISIONS_H

#include "Transforms/PassSupport.h"

#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Search/NestRanking.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/Support/JSON.h"

namespace mlir::warp {

/// A loop nest's ranked candidates.
struct NestDecision {
  LoopNest nest;
  NestRanking ranking;
  CandidateSearch search;
  const Prediction &pick() const {
    return ranking.predictions[ranking.order.front()];
  }
};

/// Every unmapped loop nest of `module` (LoopNest.h), outermost first, in
/// IR order.
SmallVector<Operation *> unmappedNests(ModuleOp module);

/// The linalg ops of `module` whose loops are all parallel (elementwise
/// ops, broadcasts, transposes, fills, copies), outside GPU kernels: a
/// nest each once turned into loops (LinalgToLoops.h).
SmallVector<linalg::LinalgOp> parallelLinalgOps(ModuleOp module);

/// Ranks the candidates of `space` for the nest `op`. An error at the op
/// (and failure) if Warp cannot map it, the options give it impossible
/// shapes, or no candidate could be predicted.
FailureOr<NestDecision> decideNest(Operation *op, const CandidateSpace &space,
                                   RankObjective objective,
                                   const HardwareTarget &target,
                                   const PredictOptions &options,
                                   bool checkEveryCandidate);

/// The remark at the nest: the pick, why, the runners-up, the search.
void remarkDecision(Operation *op, const NestDecision &decision, unsigned top,
                    RankObjective objective, const HardwareTarget &target);

/// The nest's entry of the JSON report (`loop_nests`): the ranking and how
/// the space was searched.
llvm::json::Object decisionEntry(const NestDecision &decision,
                                 RankObjective objective,
                                 const HardwareTarget &target);

/// Rewrites the nest `op` into the gpu.launch of `mapping` and erases it.
/// The launch is checked with ISL to run every iteration exactly once; if
/// it does not (or `mapping` does not fit the nest), an error at the op,
/// failure, and the op is left as it was.
FailureOr<gpu::LaunchOp> applyNestMapping(Operation *op, const LoopNest &nest,
                                          const LaunchMapping &mapping);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_NESTDECISIONS_H
