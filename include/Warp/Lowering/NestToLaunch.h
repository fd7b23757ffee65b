//===- NestToLaunch.h - Rewrite a loop nest as a gpu.launch -----*- C++ -*-===//
//
// Issue 14: the one builder of the launch that runs a loop nest with a
// chosen mapping. The cost model predicts candidates on launches this
// builder makes in a scratch module (one per thread folding and dimension
// order; the block and grid sizes are plain data, LaunchMapping), and the
// rewrite of the chosen candidate is made by the same builder, so what was
// predicted is what is emitted.
//
// The mapping (docs/lowering.md): GPU dimension a (x, y, z) runs loop
// dimension d = loopDimOf[a] with fold F = fold[a] points per thread. A
// block covers a tile of B_a * F points; thread t of block b computes, for
// f = 0 .. F-1 (a sequential scf.for when F > 1),
//   lin = b * (B_a * F) + t + f * B_a,   i_d = lb_d + lin * step_d,
// when lin < N_d (the guard, only along dimensions whose extent the tile
// does not divide). Points
// of one fold iteration stay contiguous across the threads of a warp. With
// LaunchMapping::consecutiveFold (what upstream tiling with num_threads
// makes, for the transform op), lin = b * (B_a * F) + t * F + f instead.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LOWERING_NESTTOLAUNCH_H
#define WARP_LOWERING_NESTTOLAUNCH_H

#include "Warp/Analysis/IR/LaunchMapping.h"
#include "Warp/Analysis/IR/LoopNest.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::warp {

struct MappedLaunch {
  gpu::LaunchOp launch;
  /// The values that replace the nest's induction variables, by loop
  /// dimension.
  SmallVector<Value, 3> indices;
  /// The block inside the guard, which holds the nest's body.
  Block *guarded = nullptr;
};

/// The grid of `mapping`'s block and fold for `nest`:
/// ceil(N_d / (B_a * F_a)) along each used GPU dimension, 1 elsewhere.
std::array<int64_t, 3> gridFor(const LoopNest &nest,
                               const LaunchMapping &mapping);

/// True if GPU dimension `a` of `mapping` needs a guard: the tile (block
/// times fold) does not divide the extent of its loop dimension.
bool needsGuard(const LoopNest &nest, const LaunchMapping &mapping, unsigned a);

/// Builds, at `b`'s insertion point, the gpu.launch that runs `nest` with
/// `mapping` (grid and block as constants). Values the body uses from
/// outside the nest are looked up in `outside` (kept if absent).
MappedLaunch buildMappedLaunch(OpBuilder &b, const LoopNest &nest,
                               const LaunchMapping &mapping,
                               IRMapping &outside);

} // namespace mlir::warp

#endif // WARP_LOWERING_NESTTOLAUNCH_H
