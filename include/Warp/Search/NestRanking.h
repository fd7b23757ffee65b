//===- NestRanking.h - Rank the launches of a loop nest ---------*- C++ -*-===//
//
// Issue 14's C++ API, used by --warp-cost-model, the choose-launch-configs
// pass and transform.warp.select_launch_config: the candidates of a loop
// nest (CandidateSpace.h), each predicted with the full volume and time
// model (Prediction.h), ranked with a documented tie rule. A candidate's IR
// is never built: the nest is rewritten once per folding and dimension
// order into a launch in a scratch module (NestToLaunch.h), read once
// (KernelModel), and every block shape is then a LaunchMapping, plain data.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SEARCH_NESTRANKING_H
#define WARP_SEARCH_NESTRANKING_H

#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Search/CandidateSpace.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OwningOpRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::warp {

/// How searchLaunchConfigs searched a space.
struct CandidateSearch {
  bool staged = false;
  size_t spaceSize = 0; ///< Candidates in the space.
  size_t unfolded = 0;  ///< Staged: candidates of the first stage.
  unsigned kept = 0;    ///< Staged: unfolded candidates whose foldings were
                        ///< tried.
  size_t ranked = 0;    ///< Candidates in the final ranking.
  /// Folded candidates were ranked in one layout only: which.
  std::optional<FoldLayout> onlyLayout;
};

struct NestRanking {
  NestRanking();
  ~NestRanking();
  NestRanking(NestRanking &&);
  NestRanking &operator=(NestRanking &&);

  /// One per candidate, in candidate order; Prediction::mapping is the
  /// candidate (with its folding and dimension order).
  std::vector<Prediction> predictions;
  /// Candidate indices from best to worst (rankPredictions).
  std::vector<size_t> order;
  /// With `checkEveryCandidate`: per candidate, empty if its launch covers
  /// the nest's domain exactly once (LoopCoverage.h), else why not.
  std::vector<std::string> coverage;

  /// The model a candidate was predicted with (for its JSON report).
  const KernelModel &modelOf(size_t candidate) const {
    return *models[modelIndex[candidate]];
  }

  /// The scratch module of the launches the candidates were predicted on
  /// (the predictions' ops point into it) and their models.
  OwningOpRef<ModuleOp> scratch;
  std::vector<std::unique_ptr<KernelModel>> models;
  std::vector<unsigned> modelIndex;
};

/// Enumerates the candidates of `space` for `nest` and ranks them as
/// `space.search` says; `search` tells how. The ranking's predictions are
/// those of the candidates it ranked.
NestRanking
searchLaunchConfigs(MLIRContext *context, const LoopNest &nest,
                    const CandidateSpace &space, const HardwareTarget &target,
                    const PredictOptions &options, RankObjective objective,
                    bool checkEveryCandidate, CandidateSearch &search);

/// Predicts every candidate of `nest` on `target` (in parallel on
/// `context`'s thread pool) and ranks them by `objective`.
NestRanking rankLaunchConfigs(MLIRContext *context, const LoopNest &nest,
                              ArrayRef<LaunchMapping> candidates,
                              const HardwareTarget &target,
                              const PredictOptions &options,
                              RankObjective objective,
                              bool checkEveryCandidate = false);

/// The candidates of a fixed launch `original` (grid x block over the
/// global ids it covers) when its kernel may take another block shape:
/// the launch as written first, then every other shape of `space` with the
/// grid that covers the same global ids, ceil(grid * block / block').
std::vector<LaunchMapping> fixedLaunchCandidates(const LaunchMapping &original,
                                                 const CandidateSpace &space,
                                                 const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_SEARCH_NESTRANKING_H
