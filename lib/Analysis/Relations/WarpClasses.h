//===- WarpClasses.h - Warps of a block that behave alike -------*- C++ -*-===//
//
// Issue 24: one warp per class of warps whose accesses are translates,
// as block classes do for blocks (BlockClasses.h). The warps of a block
// form a grid of boxes of threads (power-of-two shapes: 32 x 1 x 1 of a
// block 32 or more wide, else whole rows); warp (kx, ky, kz) holds the
// threads t_d = W_d * k_d + r_d, 0 <= r_d < W_d, and is warp kx + nx *
// (ky + ny * kz) in linear thread order.
//
// Within one block, a warp is special if some access's slice {(r, loop
// ivs)} at its position differs from the union of the slices of the
// block's warps (a guard cuts it). Instance sets that say nothing of the
// loops per lane are tested lane by lane, as constraints on (b, t); ISL
// finds the special warps of the others, once per distinct instance set
// for every block at once. A warp is special too if its lanes fall into
// two pieces of an access's byte offset, or take two values of a division
// of thread ids that does not move by whole denominators from warp to
// warp (a periodic index's modulo).
//
// The others are alike when their positions agree modulo the period p_d
// after which every access's byte offset has moved by a multiple of the
// alignment, and they use the same pieces and division values. The step
// of a byte offset per warp position is its coefficient of t_d times W_d,
// plus, for each division whose argument moves by whole denominators per
// warp (a copy's tid / 8), its coefficient times that many (floor((n + D
// k) / q) = floor(n / q) + (D / q) k in every lane). A class is cut into
// boxes of positions first + i * p_d, so that the footprint of its warps
// is the representative's moved by whole periods (BlockTraffic.cpp adds
// them as progressions). With the static half (TranslatedWarps.h: nothing
// else a thread id reaches tells warps apart), every warp of a box issues
// what its first warp issues, with the same masks, costs and latency.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_WARPCLASSES_H
#define WARP_LIB_ANALYSIS_RELATIONS_WARPCLASSES_H

#include "Analysis/Relations/IslAccessMaps.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mlir::warp {

/// Warp positions first + i * step (0 <= i < count) in each dimension of a
/// block's warp grid: warps that behave alike.
struct WarpBox {
  std::array<int64_t, 3> first{0, 0, 0}, count{1, 1, 1}, step{1, 1, 1};
  /// Per access, the piece of its byte offset that the box's warps use
  /// (-1: they do not run it).
  std::vector<int> pieces;
  /// What else its warps share: the values of the divisions of thread ids.
  std::vector<int64_t> divisionValues;
  int64_t size() const { return count[0] * count[1] * count[2]; }
};

/// An instance set as constraints on the block and thread ids alone (a
/// union of pieces, each a conjunction of coef . (b, t) + constant >= 0,
/// or = 0).
struct LaneConstraint {
  std::array<int64_t, 6> coef{};
  int64_t constant = 0;
  bool equality = false;
};
struct LaneDomain {
  std::vector<std::vector<LaneConstraint>> pieces;
};
/// floor((coef . (b, t) + constant + loops) / denominator): a division of
/// thread ids in a byte offset (a periodic index's modulo, a copy's row
/// `tid / 8`), with its coefficient in the offset.
struct LaneDivision {
  std::array<int64_t, 6> coef{};
  int64_t constant = 0, denominator = 1, weight = 0;
  /// Its argument also reads a loop's variable (the loops' part is left
  /// out of `constant`).
  bool readsLoops = false;
};

class WarpClasses {
public:
  /// Threads of a warp along each dimension, and warps along each.
  std::array<int64_t, 3> box{1, 1, 1}, grid{1, 1, 1};
  /// Per access (KernelAccesses::accesses order) and piece of its byte
  /// offset: the bytes its address moves when the warp moves by one
  /// position along d.
  std::vector<std::vector<std::array<int64_t, 3>>> pieceByteStep;
  /// The bytes access `a` moves from one warp of `box` to the next along d.
  int64_t byteStep(size_t a, const WarpBox &box, int d) const {
    int piece = box.pieces.empty() ? 0 : box.pieces[a];
    return piece < 0 ? 0 : pieceByteStep[a][piece][d] * box.step[d];
  }
  /// The warps of block `b`, in boxes of alike warps; nullopt if ISL could
  /// not enumerate the special ones (every warp is then simulated).
  std::optional<std::vector<WarpBox>>
  boxesOf(const std::array<int64_t, 3> &b) const;
  /// The linear index of the warp at position `k`.
  int64_t linear(const std::array<int64_t, 3> &k) const {
    return k[0] + grid[0] * (k[1] + grid[1] * k[2]);
  }

  // Declared first, destroyed last.
  std::shared_ptr<IslContextHolder> context;
  /// Periods of the positions, per dimension.
  std::array<int64_t, 3> period{1, 1, 1};
  /// The instance sets, where each says nothing of the loops per lane:
  /// the special warps are found lane by lane (empty: by `special`).
  std::vector<LaneDomain> laneDomains;
  /// Per access whose byte offset has several pieces, the pieces'
  /// instance sets, lane by lane (empty for one piece).
  std::vector<std::vector<LaneDomain>> pieceLanes;
  /// Per access and piece, the divisions of thread ids its byte offset
  /// adds that do not move by a fixed amount from warp to warp: warps
  /// alike take each at the same value in all their lanes.
  std::vector<std::vector<std::vector<LaneDivision>>> pieceDivisions;
  /// Special (block, warp position) pairs, over [b0, b1, b2, k0, k1, k2].
  isl::set special;
  /// The block indices along each dimension that have special warps, where
  /// there are few (nullopt: not enumerated).
  std::array<std::optional<std::set<int64_t>>, 3> specialBlocks;
};

/// The warp grid of a block of `block` threads: nullopt where the warps
/// are no boxes of threads (a thread count that is no multiple of 32, a
/// row that is no power-of-two part or multiple of a warp).
std::optional<std::array<int64_t, 3>>
warpBoxOf(const std::array<int64_t, 3> &block);

/// An access's byte offset as pieces, each affine in the thread ids.
struct WarpAccessForm {
  /// The pieces' instance sets (one piece: its set is not needed).
  std::vector<isl::set> sets;
  /// Each piece's bytes per thread along each dimension, besides its
  /// divisions of thread ids.
  std::vector<std::array<int64_t, 3>> threadBytes;
  std::vector<std::vector<LaneDivision>> divisions;
};

/// The warp classes of a launch with blocks of `block` threads, from the
/// distinct instance sets of its accesses (over [b, t, loop ivs...]) and,
/// per access, its byte offset's pieces (nullopt: not affine in the thread
/// ids, and there are no warp classes). Null, with the reason in `why`,
/// where there are none.
std::shared_ptr<const WarpClasses> computeWarpClasses(
    const std::array<int64_t, 3> &block, const std::vector<isl::set> &domains,
    const std::vector<std::optional<WarpAccessForm>> &forms, int64_t alignBytes,
    std::shared_ptr<IslContextHolder> context, std::string *why);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_WARPCLASSES_H
