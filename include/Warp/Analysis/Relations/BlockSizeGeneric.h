//===- BlockSizeGeneric.h - A kernel that runs under any block -*- C++ -*-===//
//
// Issue 14's `retune=true`: a fixed launch may get another block shape only
// if Warp proves that its kernel computes the same thing under any block
// shape whose grid covers the same global thread ids. The proof has three
// parts:
//   1. the kernel's threads do not cooperate (no shared memory, barriers,
//      warp shuffles, lane or subgroup ids, grid sizes);
//   2. it reads its position only as a global id,
//      g = block_id * block_dim + thread_id, per dimension;
//   3. it guards its own domain: with one more block along every dimension
//      the launch uses, its memory accesses happen at the same global ids
//      (ISL, on the access relations), so the threads a wider launch adds
//      do nothing.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_RELATIONS_BLOCKSIZEGENERIC_H
#define WARP_ANALYSIS_RELATIONS_BLOCKSIZEGENERIC_H

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchMapping.h"

#include <string>

namespace mlir::warp {

/// An empty string if `model`'s kernel, launched as `launch`, is proven
/// block-size generic (see above); else the first reason it is not.
std::string whyNotBlockSizeGeneric(const KernelModel &model,
                                   const LaunchMapping &launch);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_RELATIONS_BLOCKSIZEGENERIC_H
