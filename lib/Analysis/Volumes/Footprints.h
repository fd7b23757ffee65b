//===- Footprints.h - Unique sectors touched by a whole launch --*- C++ -*-===//
//
// Counts the distinct memory chunks (sectors, DRAM access units) that a set
// of accesses to one buffer touches over all their instances, with ISL, in a
// multi-dimensional chunk space: the buffer's indices with the innermost one
// divided by the chunk size (seed 000 §3.4, "multi-dimensional address
// space"). Counting a union of boxes is exact and fast; a piece that is not a
// box is enumerated when small, else bounded by its box (and reported).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_VOLUMES_FOOTPRINTS_H
#define WARP_LIB_ANALYSIS_VOLUMES_FOOTPRINTS_H

#include "Warp/Analysis/Relations/AccessRelations.h"

#include "Analysis/Relations/BoxImages.h"

#include "Support/IslSupport.h"
#include "llvm/ADT/BitVector.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir::warp {

struct FootprintCount {
  int64_t chunks = 0;
  bool exact = true;
  std::string note;
  /// A count reached 2^53 and stopped there (an over-approximation).
  bool saturated = false;
};

/// Distinct `chunkBytes` chunks touched by `accesses` (all to the same root
/// buffer, a memref with a static identity layout).
FootprintCount countFootprint(const std::vector<const AccessRelation *> &accs,
                              int64_t chunkBytes);

/// The chunks of the flat (byte-space) footprint of `accs`, listed
/// instance by instance into a bitmap of the buffer's chunks (exact);
/// nullopt where that does not apply: a buffer without a static shape or of
/// more than 2^22 chunks, instance sets whose bounding boxes hold more than
/// 2^21 points together, a byte relation that is no function, an offset
/// outside the buffer. countFootprint uses it before ISL's union count.
std::optional<int64_t>
listChunkFootprint(const std::vector<const AccessRelation *> &accs,
                   int64_t chunkBytes);

/// True if `accs` (to one root) can be counted in the multi-dimensional
/// chunk space (static identity layout, rows a whole number of chunks, all
/// accesses on the root itself).
bool chunkSpaceIsMultiDim(const std::vector<const AccessRelation *> &accs,
                          int64_t chunkBytes);

/// The relation instance -> chunk of `rel`.
isl::map chunkRelation(const AccessRelation &rel, int64_t chunkBytes,
                       bool multiDim);

/// The chunks `rel` touches (restricted to `domain` if given), in the
/// multi-dimensional chunk space or the flat byte space.
isl::set chunkImage(const AccessRelation &rel, std::optional<isl::set> domain,
                    int64_t chunkBytes, bool multiDim);

/// Chunks of `chunkBytes` that `accs` (writes to one buffer) touch but do
/// not cover completely over the whole launch. When such a chunk leaves L2,
/// the part that was not written must first be read from DRAM (seed 000
/// §3.4: "partially written lines ... appear in the DRAM load volume").
FootprintCount
countPartialChunks(const std::vector<const AccessRelation *> &accs,
                   int64_t chunkBytes);

/// The chunks (innermost index divided by `unit`) that `accs` touch in
/// `blocks` (all blocks if null), as boxes; nullopt unless every access has
/// a box form (BoxImages.h) whose images there are boxes.
std::optional<std::vector<IntBox>>
boxFootprint(const std::vector<const AccessRelation *> &accs,
             const BlockBox *blocks, int64_t unit);

/// The chunks of `chunkBytes` that `accs` (accesses to one buffer) touch in
/// `blocks` (all blocks if null), as boxes in the chunk space of
/// chunkSpaceIsMultiDim: boxFootprint's, or in the flat space intervals of
/// the byte addresses (when every access names a buffer of static shape
/// and identity layout itself). Nullopt where boxFootprint has none.
std::optional<std::vector<IntBox>>
chunkBoxes(const std::vector<const AccessRelation *> &accs,
           const BlockBox *blocks, int64_t chunkBytes, bool multiDim);

/// The chunks of `chunkBytes` that `accs` (accesses to one buffer of
/// static shape and identity layout, which they name themselves, each with
/// an offset form, OffsetForms.h) touch in `blocks` (all blocks if null),
/// marked in a bitmap of the buffer's flat chunk space (the chunk space of
/// chunkSpaceIsMultiDim for accesses inside the shape, whose rows are then
/// whole chunks). Nullopt when an access has no offset form, the bitmap
/// would pass 2^27 chunks, or the enumeration 2^22 steps.
std::optional<llvm::BitVector>
markedChunks(const std::vector<const AccessRelation *> &accs,
             const BlockBox *blocks, int64_t chunkBytes);

/// Number of integer points of an ISL set (exact for unions of boxes and of
/// boxes on lattices; enumerated when small; else bounded by its box).
FootprintCount countIslSet(const isl::set &set);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_VOLUMES_FOOTPRINTS_H
