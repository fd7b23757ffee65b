//===- CandidateSpace.h - The launches Warp considers for a nest -*- C++
//-*-===//
//
// Issue 14's candidate space, shared by --warp-cost-model, the
// choose-launch-configs pass, transform.warp.select_launch_config and
// warp-rank: block shapes, thread folding, and the order of the loop
// dimensions on x, y, z, each candidate a LaunchMapping (plain data).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SEARCH_CANDIDATESPACE_H
#define WARP_SEARCH_CANDIDATESPACE_H

#include "Warp/Analysis/IR/LaunchMapping.h"
#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Target/HardwareTarget.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mlir::warp {

/// Which orders of the loop dimensions on x, y, z are candidates.
enum class DimOrders : uint8_t {
  /// Orders that put a contiguous dimension on x (LoopNest::contiguousDims).
  contiguous,
  /// Every order.
  all,
  /// Only the innermost loop dimension on x, the next on y (upstream
  /// gpu-map-parallel-loops, mapping-policy=innermost-first).
  innermost,
};

/// Where a thread's folded points lie (LaunchMapping::consecutiveFold).
enum class FoldLayout : uint8_t {
  /// t, t + B, t + 2B, ...: a warp's accesses stay contiguous (Warp's own
  /// rewrite).
  interleaved,
  /// tF .. tF + F - 1, as upstream tiling with num_threads makes them.
  consecutive,
  /// Every folded candidate in both layouts.
  both,
};

/// How searchLaunchConfigs searches a space: every candidate, or in two
/// stages (every block shape and order unfolded, then the foldings of the
/// `CandidateSpace::stagedKeep` best); automatic: staged when no block
/// list is given and the space has more than `CandidateSpace::stagedAbove`
/// candidates.
enum class SearchMode : uint8_t { automatic, exhaustive, staged };

/// Which candidates to consider (docs/lowering.md). The defaults are the
/// one default space of every entry point.
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
  DimOrders dimOrders = DimOrders::contiguous;
  FoldLayout foldLayout = FoldLayout::interleaved;
  SearchMode search = SearchMode::automatic;
  static constexpr size_t stagedAbove = 512;
  static constexpr unsigned stagedKeep = 8;
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

/// Why a launch of `block` and `grid` cannot run on `target` or lies
/// outside [minThreads, maxThreads] threads a block, or empty (the reasons
/// a tiling's or strategy's candidate is left out, as its remark counts
/// them).
std::string whyOutsideLaunchLimits(const std::array<int64_t, 3> &block,
                                   const std::array<int64_t, 3> &grid,
                                   int64_t minThreads, int64_t maxThreads,
                                   const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_SEARCH_CANDIDATESPACE_H
