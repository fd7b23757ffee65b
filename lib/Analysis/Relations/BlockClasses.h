//===- BlockClasses.h - Blocks that behave alike ----------------*- C++ -*-===//
//
// Most blocks of a launch see the same per-warp pattern of addresses, shifted
// by a multiple of the line size, and the same active threads. This groups the
// block indices of each grid dimension into classes so that one
// representative per class combination can be simulated and its counts
// multiplied by the class sizes ("count per block, then scale by the number
// of identical blocks, treating boundary blocks apart").
//
// Per dimension d, from the ISL relations of the accesses:
//  * special blocks: those whose threads are not all active for some access
//    (partial blocks, guards such as 1 <= i < N-1), and those whose threads
//    fall into more than one piece of a piecewise byte map (periodic wraps);
//    each special block is its own class;
//  * interior blocks: grouped by b_d mod p_d, where p_d is the period after
//    which every access's byte offset has moved by a multiple of 128 bytes.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_BLOCKCLASSES_H
#define WARP_LIB_ANALYSIS_RELATIONS_BLOCKCLASSES_H

#include "Analysis/Relations/WarpClasses.h"
#include "Warp/Analysis/IR/Approximation.h"
#include "Warp/Analysis/Relations/AccessRelations.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir::warp {

struct DimClass {
  int64_t representative = 0;
  int64_t count = 0;
};

struct BlockClasses {
  std::vector<DimClass> dims[3];
  /// Reasons why the classes may not be exact (empty if exact).
  std::vector<Approximation> approximations;
  /// Where blocks are simulated one by one (boundary blocks) or in bands
  /// (a grid-stride loop's last round), the classes as if every block were
  /// an interior block: fewer classes, approximate, for a launch whose
  /// simulation would otherwise pass the simulator's budget.
  std::shared_ptr<const BlockClasses> coarser;
  /// The warps of a block that behave alike (WarpClasses.h); null where
  /// every warp is simulated, with the reason in `noWarpClasses`.
  std::shared_ptr<const WarpClasses> warps;
  std::string noWarpClasses;
};

/// Requires constant grid and block sizes in `accesses.sizes`. Blocks are
/// alike when every byte offset has moved by a multiple of `alignBytes`,
/// warps when by a multiple of `warpAlignBytes` (the shift under which
/// every cost of a warp access stays the same; 0: `alignBytes`).
BlockClasses computeBlockClasses(const KernelAccesses &accesses,
                                 int64_t alignBytes,
                                 int64_t warpAlignBytes = 0);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_BLOCKCLASSES_H
