//===- LaunchConfigSelection.h - Rank launch configurations ----*- C++ -*-===//
//
// Issue 14's C++ API, used by --warp-cost-model and by the transform op
// transform.warp.select_launch_config: the candidates of a loop nest (block
// shape, thread folding, order of the dimensions), each predicted with the
// full volume and time model (Prediction.h), ranked with a documented tie
// rule. A candidate's IR is never built: the nest is rewritten once per
// folding and dimension order into a launch in a scratch module
// (NestToLaunch.h), read once (KernelModel), and every block shape is then
// a LaunchMapping, plain data.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SEARCH_LAUNCHCONFIGSELECTION_H
#define WARP_SEARCH_LAUNCHCONFIGSELECTION_H

#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Analysis/Prediction.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/JSON.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace mlir::warp {

/// Which candidates to consider (docs/lowering.md).
struct CandidateSpace {
  /// Block shapes to try (those with more than maxThreads threads are
  /// dropped; those the target refuses are kept, and ranked last with the
  /// reason); empty: every shape whose extents are powers of
  /// two with minThreads to maxThreads threads (1-D, 2-D and 3-D, as many
  /// dimensions as the nest has), within the target's limits and no wider
  /// than the domain (rounded up to a power of two) along any dimension.
  std::vector<std::array<int64_t, 3>> blocks;
  int64_t minThreads = 32;
  int64_t maxThreads = 1024;
  /// Points per thread to try along a foldable GPU dimension.
  std::vector<int64_t> folds{1, 2, 4, 8};
  /// GPU dimensions (x, y, z) that may be folded.
  std::array<bool, 3> foldDims{true, true, true};
  /// Fold several dimensions of one candidate at once (else one at a time).
  bool combineFolds = false;
  /// Try every order of the loop dimensions on x, y, z (else only orders
  /// that put a contiguous dimension on x; LoopNest::contiguousDims).
  bool allDimOrders = false;
  /// Only the order that runs the innermost loop dimension on x, the next
  /// on y (upstream gpu-map-parallel-loops, mapping-policy=innermost-first).
  bool innermostOnX = false;
  /// Folded points of a thread are consecutive (upstream tiling with
  /// num_threads) instead of interleaved (LaunchMapping::consecutiveFold).
  bool consecutiveFold = false;
  /// How the space is searched (searchLaunchConfigs): every candidate, or
  /// in two stages (every block shape and order unfolded, then the foldings
  /// of the `stagedKeep` best); automatic: staged when no block list is
  /// given and the space has more than `stagedAbove` candidates.
  enum class Search { automatic, exhaustive, staged };
  Search search = Search::automatic;
  static constexpr size_t stagedAbove = 512;
  static constexpr unsigned stagedKeep = 8;
};

/// How searchLaunchConfigs searched a space.
struct CandidateSearch {
  bool staged = false;
  size_t spaceSize = 0; ///< Candidates in the space.
  size_t unfolded = 0;  ///< Staged: candidates of the first stage.
  unsigned kept = 0;    ///< Staged: unfolded candidates whose foldings were
                        ///< tried.
  size_t ranked = 0;    ///< Candidates in the final ranking.
  /// "staged search: the foldings of the 8 best of 231 unfolded
  /// candidates; 303 of 2290 candidates ranked (search=exhaustive ranks
  /// all)", empty for an exhaustive search.
  std::string describe() const;
  /// The nest report's `search` object (docs/report.md).
  llvm::json::Object report() const;
};

/// The block shapes of `space` for a domain of `extents` iterations along
/// x, y, z (as many as it has dimensions): the explicit list, or every
/// power-of-two shape within the limits, by thread count, then x, then y,
/// largest first.
std::vector<std::array<int64_t, 3>>
candidateBlockShapes(const CandidateSpace &space, const HardwareTarget &target,
                     ArrayRef<int64_t> extents);

/// The candidates of `nest` in `space`, with their grids, in the order the
/// tie rule uses: dimension orders (the contiguous dimension of most
/// accesses on x first), then foldings (none first, then by dimension x, y,
/// z and factor), then block shapes by thread count, then x, then y,
/// largest first. An explicit `space.blocks` list keeps its order instead
/// of the thread-count order.
std::vector<LaunchMapping> enumerateCandidates(const LoopNest &nest,
                                               const CandidateSpace &space,
                                               const HardwareTarget &target);

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

/// Copies into `b`'s insertion point (in `entry`) what `values` need: pure
/// ops without regions (constants, views, index arithmetic) with their
/// operands, so that a view keeps naming its buffer; other values become
/// new arguments of `entry`. `map` maps each value to its copy.
void copyDefinitions(OpBuilder &b, Block *entry, ArrayRef<Value> values,
                     IRMapping &map);

/// Enumerates the candidates of `space` for `nest` and ranks them as
/// `space.search` says; `search` tells how. The ranking's predictions are
/// those of the candidates it ranked.
NestRanking searchLaunchConfigs(MLIRContext *context, const LoopNest &nest,
                                const CandidateSpace &space,
                                const HardwareTarget &target,
                                const PredictOptions &options,
                                RankObjective objective,
                                bool checkEveryCandidate,
                                CandidateSearch &search);

/// Predicts every candidate of `nest` on `target` (in parallel on
/// `context`'s thread pool) and ranks them by `objective`.
NestRanking rankLaunchConfigs(MLIRContext *context, const LoopNest &nest,
                              ArrayRef<LaunchMapping> candidates,
                              const HardwareTarget &target,
                              const PredictOptions &options,
                              RankObjective objective,
                              bool checkEveryCandidate = false);

} // namespace mlir::warp

#endif // WARP_SEARCH_LAUNCHCONFIGSELECTION_H
