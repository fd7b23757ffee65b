//===- BoxUnion.h - Counting unions of integer boxes ------------*- C++ -*-===//
//
// The footprints of stencils, streams and most loop nests over a range of
// blocks are unions of a few dozen shifted integer boxes (seed 000 §3.4,
// "the union of the boxes of all accesses"). Their sizes are counted here
// with plain integer arithmetic, without ISL: boxes that together form a box
// are merged, and the rest is swept one dimension at a time (coordinate
// compression), which is exact. Footprints.cpp and WaveReuse.cpp use it when
// every access of a buffer has box images (BoxImages.h) and fall back to ISL
// otherwise.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_BOXUNION_H
#define WARP_LIB_ANALYSIS_RELATIONS_BOXUNION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace mlir::warp {

/// A box of integer points: one closed interval [first, second] per
/// dimension. A box with an empty interval is empty.
using IntBox = llvm::SmallVector<std::pair<int64_t, int64_t>, 4>;

/// Number of integer points in the union of `boxes` (all of one rank).
int64_t countBoxUnion(std::vector<IntBox> boxes);

/// Number of chunks of `unit` consecutive points along the last dimension
/// (chunk c holds [c * unit, c * unit + unit - 1]) that the union of `boxes`
/// touches but does not cover: the partially written sectors of
/// countPartialChunks (Footprints.h).
int64_t countPartialChunksOfBoxUnion(std::vector<IntBox> boxes, int64_t unit);

/// The chunks of `chunkBytes` bytes that the boxes `boxes` of elements of a
/// row-major buffer of shape `shape` (elements of `elemBytes` bytes, at
/// most a chunk) touch, as intervals (boxes of rank 1) of the buffer's
/// byte space, each element counted in the chunk of its first byte (the
/// flat chunk space of Footprints.h, for rows that are not a whole number
/// of chunks). False when that takes more than `maxIntervals` intervals.
bool linearChunkIntervals(const std::vector<IntBox> &boxes,
                          llvm::ArrayRef<int64_t> shape, int64_t elemBytes,
                          int64_t chunkBytes, std::vector<IntBox> &out,
                          int64_t maxIntervals = 1 << 16);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_BOXUNION_H
