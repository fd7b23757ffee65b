//===- ContractionSearch.h - Rank the tilings of a contraction --*- C++ -*-===//
//
// Issue 25: the tilings of a contraction (ContractionKernel.h) that fit the
// target, each built as its gpu.launch in a scratch module and predicted by
// the same model as any launch (Prediction.h): the staging copies and the
// workgroup reads are accesses like any other (sectors, bank conflicts),
// the K loop is costed in steady state (LoopSteadyState.h), occupancy from
// the workgroup bytes and the registers.
//
// Registers per thread: ptxas is not run per candidate; the estimate is the
// accumulators, the TM + TN operand values of one K step, and a fixed 24
// for indices, loop counters and addresses (stated in every report as an
// estimate). A tiling whose estimate exceeds the target's cap of registers
// per thread would spill and is not ranked; the launch that is emitted is
// predicted again with ptxas's count when resources=ptxas.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SEARCH_CONTRACTIONSEARCH_H
#define WARP_SEARCH_CONTRACTIONSEARCH_H

#include "Warp/Analysis/Prediction.h"
#include "Warp/Lowering/ContractionKernel.h"
#include "Warp/Search/CandidateSpace.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mlir::warp {

/// What tilings are tried.
struct ContractionSpace {
  /// Block tile sizes along M and N (those that divide the extent).
  std::vector<int64_t> blockTiles{1, 2, 4, 8, 16, 32, 64, 128, 256};
  /// K tile sizes (those that divide K).
  std::vector<int64_t> kTiles{8, 16, 32};
  /// Outputs per thread along M and along N.
  std::vector<int64_t> threadTiles{1, 2, 4, 8};
  /// Elements added to each row of a workgroup tile.
  std::vector<int64_t> pads{0, 1};
  /// Tensor cores (where the problem allows them): the warp tiles (WM and
  /// WN, multiples of 16), K tiles (multiples of 16) and pads (multiples of
  /// 8 f16 elements, as WMMA's 16-byte aligned rows need).
  bool tensorCores = true;
  std::vector<int64_t> warpTiles{16, 32, 64};
  std::vector<int64_t> mmaKTiles{16, 32, 64};
  std::vector<int64_t> mmaPads{0, 8};
  /// Split-K factors S (SIMT; 1: no split). A split S > 1 is tried only
  /// where the unsplit grid has fewer blocks than the target has SMs (it
  /// leaves SMs idle) and S * BK divides the innermost K loop.
  std::vector<int64_t> splitKs{1, 2, 4, 8, 16};
  /// Only block tiles that are boxes of the op's M and N loops
  /// (ContractionProblem::perLoopTile): what the transform op can return
  /// as per-loop tile sizes.
  bool loopBoxesOnly = false;
  int64_t minThreads = 32;
  int64_t maxThreads = 1024;
  /// Static workgroup memory a kernel may declare (CUDA C++ Programming
  /// Guide, "Shared Memory": 48 KB without the dynamic opt-in).
  int64_t maxStaticSharedBytes = 48 * 1024;
  /// Block tiles smaller than this are tried only along an extent smaller
  /// than it (then the tile is the extent): a tile of 8 rows or fewer
  /// reuses each operand element at most 8 times. 1 when the tile sizes
  /// were given.
  int64_t minBlockTile = 16;
  /// 'staged': every block and thread tile at one K tile and pad, then the
  /// K tiles and pads of the `stagedKeep` best; 'automatic': staged above
  /// `stagedAbove` tilings.
  SearchMode search = SearchMode::automatic;
  /// How many of the best tilings must be exactly those of predicting every
  /// tiling the search visits (the remark's and report's list; the staged
  /// search's first stage keeps `stagedKeep`). 0, an exhaustive search or
  /// the DRAM objective: every tiling visited is predicted; otherwise a
  /// tiling whose lower bound on its time (ContractionLowerBound.h)
  /// exceeds the `exactTop`-th best prediction is skipped.
  size_t exactTop = 0;
  static constexpr size_t stagedAbove = 64;
  static constexpr size_t stagedKeep = 8;
};

/// The registers per thread Warp assumes for `tile` (see the file comment).
int64_t estimateContractionRegisters(const ContractionProblem &p,
                                     const ContractionTile &tile);

/// Why `tile` cannot run `p` on `target` within `space`, or empty.
std::string whyNotFeasible(const ContractionProblem &p,
                           const ContractionTile &tile,
                           const ContractionSpace &space,
                           const HardwareTarget &target);

struct ContractionRanking {
  ContractionRanking();
  ~ContractionRanking();
  ContractionRanking(ContractionRanking &&);
  ContractionRanking &operator=(ContractionRanking &&);

  /// The feasible tilings, in enumeration order, and their predictions.
  std::vector<ContractionTile> tiles;
  std::vector<Prediction> predictions;
  /// Candidate indices from best to worst (rankPredictions).
  std::vector<size_t> order;
  /// Tilings of the space left out, by reason.
  std::map<std::string, size_t> pruned;
  size_t spaceSize = 0;
  /// Staged search: the feasible tilings, those of the first stage, and
  /// how many were never predicted (0: exhaustive).
  bool staged = false;
  size_t feasible = 0, firstStage = 0;
  /// Tilings not predicted because their lower bound exceeded the
  /// `exactTop`-th best prediction (ContractionSpace::exactTop; 0: none
  /// skipped that way).
  size_t boundSkipped = 0, exactTop = 0;

  const ContractionTile &pickTile() const { return tiles[order.front()]; }
  const Prediction &pick() const { return predictions[order.front()]; }
  /// The pick's kernel model (the others are released once predicted).
  const KernelModel &pickModel() const { return *pickKernel; }
  size_t unmodelled() const;

  OwningOpRef<ModuleOp> scratch;
  /// Each tiling's launch in `scratch`, and the pick's kernel model.
  std::vector<gpu::LaunchOp> launches;
  std::unique_ptr<KernelModel> pickKernel;
};

/// Every tiling of `space` for `p`, the infeasible ones counted by reason.
std::vector<ContractionTile> enumerateContractionTiles(
    const ContractionProblem &p, const ContractionSpace &space,
    const HardwareTarget &target, std::map<std::string, size_t> &pruned,
    size_t &spaceSize);

/// Predicts every feasible tiling of `space` and ranks them.
ContractionRanking rankContractionTiles(MLIRContext *context,
                                        const ContractionProblem &p,
                                        const ContractionSpace &space,
                                        const HardwareTarget &target,
                                        const PredictOptions &options,
                                        RankObjective objective);

} // namespace mlir::warp

#endif // WARP_SEARCH_CONTRACTIONSEARCH_H
