//===- BoxImages.h - Access relations whose images are boxes ----*- C++ -*-===//
//
// Most accesses of stencils, streams and lattice-Boltzmann kernels index
// each dimension of their buffer with one global thread coordinate
// g = block_id * block_dim + thread_id (or one loop variable, or a folded
// combination of several, BoxPiece::Compound) plus a constant, under guards
// that bound each of them on its own. The image of
// a box of blocks under such a relation is then a box in the buffer's index
// space, and a box in its multi-dimensional chunk space (the innermost index
// divided by the chunk size, seed 000 §3.4).
//
// `extractBoxAccess` reads that form off the ISL relation that
// AccessRelations.cpp built (its constraints, no ISL computation), for the
// accesses whose digit forms have none (BoxForms.h, the first way: tiles,
// divided thread ids, stepped loops); `boxImage` gives the image of a box
// of blocks with integer arithmetic.
// Footprints.cpp and WaveReuse.cpp count unions of these images with
// BoxUnion.h instead of ISL when every access of a buffer has this form, and
// fall back to ISL when one does not. Both ways count the same set.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_BOXIMAGES_H
#define WARP_LIB_ANALYSIS_RELATIONS_BOXIMAGES_H

#include "Warp/Analysis/Relations/AccessRelations.h"

#include "Analysis/Relations/BoxUnion.h"

#include <array>
#include <optional>

namespace mlir::warp {

/// An inclusive interval; `lo > hi` is empty.
struct Interval {
  int64_t lo = INT64_MIN / 4;
  int64_t hi = INT64_MAX / 4;
  void atLeast(int64_t v) { lo = std::max(lo, v); }
  void atMost(int64_t v) { hi = std::min(hi, v); }
  bool empty() const { return lo > hi; }
};

/// Narrows `v` to the values x with `a * x + c >= 0` (or `== 0`), a != 0.
void bound(Interval &v, int64_t a, int64_t c, bool equality);

/// One piece of a relation: a conjunction of constraints, each on one axis,
/// and each buffer index `constant + coefficient * axis`.
struct BoxPiece {
  /// Axes 0-2: the global thread coordinates x, y, z; constraints on the
  /// block id, the thread id and the coordinate itself.
  std::array<Interval, 3> block, thread, global;
  /// Axes 3...: the enclosing loops' induction variables.
  SmallVector<Interval> loop;
  /// A combination sum(coefficient * axis) of several axes that the
  /// constraints and indices use only as a whole, such as a folded
  /// coordinate `F * g + f` (issue 14's thread folding), with the bounds of
  /// the combination itself.
  struct Compound {
    /// (member, coefficient): a member is an axis, or the block id
    /// (kBlockMember + k) or thread id (kThreadMember + k) of dimension k
    /// on its own, as in a fold that interleaves whole blocks,
    /// `F * B * block_id + B * f + thread_id`.
    SmallVector<std::pair<int, int64_t>> members;
    Interval value;
  };
  static constexpr int kBlockMember = 100, kThreadMember = 200;
  /// The axis a member belongs to.
  static int baseAxis(int member) {
    return member >= kThreadMember  ? member - kThreadMember
           : member >= kBlockMember ? member - kBlockMember
                                    : member;
  }
  SmallVector<Compound> compounds;
  struct Index {
    int axis = -1;     ///< -1: a constant or a compound.
    int compound = -1; ///< Index into `compounds`, or -1.
    int64_t coefficient = 0;
    int64_t constant = 0;
  };
  SmallVector<Index> indices;
};

/// An access relation as a union of BoxPieces.
struct BoxAccess {
  unsigned rank = 0;
  std::array<int64_t, 3> blockDim{}, gridDim{};
  std::vector<BoxPiece> pieces;
};

/// The box form of `rel` under `context` (known sizes), or nullopt when a
/// constraint or an index involves two axes, the block or thread id alone,
/// an existential variable or a parameter.
std::optional<BoxAccess> extractBoxAccess(const AccessRelation &rel,
                                          const LaunchSizes &sizes);

/// Blocks [lo, hi] per grid dimension.
using BlockBox = std::array<std::pair<int64_t, int64_t>, 3>;

/// Appends to `out` the image of the blocks in `blocks` in the chunk space
/// (the innermost index divided by `unit`; 1 for elements). False when an
/// image is not a box: a thread-id guard across several blocks, or an index
/// stride larger than the chunk (or than 1 on an outer dimension).
bool boxImage(const BoxAccess &access, const BlockBox &blocks, int64_t unit,
              std::vector<IntBox> &out);

/// Appends to `out` the chunks of `chunkBytes` bytes that `access` touches
/// over `blocks` in a row-major buffer of shape `shape` (elements of
/// `elemBytes` bytes, which divide a chunk), as intervals (boxes of rank 1)
/// of the buffer's flat chunk space, each element in the chunk of its first
/// byte. Unlike boxImage, strides are kept: each index takes an arithmetic
/// progression of values (one per interval of a compound), and a row of
/// the buffer is one interval per run of elements closer than a chunk, so
/// rows a stride apart and columns a few elements apart are exact (the
/// footprint of rows that are not a whole number of chunks). False when a
/// piece is not a product of progressions or past `maxIntervals` intervals
/// in `out`.
bool flatChunkImage(const BoxAccess &access, const BlockBox &blocks,
                    ArrayRef<int64_t> shape, int64_t elemBytes,
                    int64_t chunkBytes, std::vector<IntBox> &out,
                    int64_t maxIntervals);

/// A box that holds every image point of `access` over the whole grid (a
/// hull, gaps included; empty intervals when it touches nothing). False
/// when the bounds are not known.
bool boxHull(const BoxAccess &access, IntBox &hull);

/// The whole grid as a BlockBox.
BlockBox wholeGrid(const BoxAccess &access);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_BOXIMAGES_H
