//===- BoxTranslates.h - Unrolled accesses as one box form ------*- C++ -*-===//
//
// A thread tile unrolled into separate accesses gives pieces that differ
// only in an index constant: C[64 by + ty + 16 i][64 bx + tx + 16 j] for
// i, j < 4. Each alone is a set of per-block intervals (the block tile is
// wider than the block), as many as there are blocks; their union is a box.
// Pieces whose constants along one index form an arithmetic progression
// c0 + s * v, v < n, are one piece with one more axis v (a virtual loop)
// in that index, where the mixed-radix test of boxImage sees the union
// close the gaps. The union is the same set, so the counts do not change.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_BOXTRANSLATES_H
#define WARP_LIB_ANALYSIS_RELATIONS_BOXTRANSLATES_H

#include "Analysis/Relations/BoxImages.h"

namespace mlir::warp {

/// Replaces the pieces of `access` that are translates of each other along
/// one index, with constants in arithmetic progression, by one piece each
/// (identical pieces by one).
void mergeTranslates(BoxAccess &access);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_BOXTRANSLATES_H
