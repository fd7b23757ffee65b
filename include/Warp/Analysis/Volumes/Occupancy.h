//===- Occupancy.h - Resident blocks and warps per SM -----------*- C++ -*-===//
//
// The CUDA occupancy rules: how many blocks of a launch reside on one SM at
// once, limited by warps, blocks, registers (allocated per warp in units of
// the target's register_alloc_unit) and shared memory (allocated per block in
// units of alloc_unit, plus the per-block reserve).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_VOLUMES_OCCUPANCY_H
#define WARP_ANALYSIS_VOLUMES_OCCUPANCY_H

#include "Warp/Target/HardwareTarget.h"

#include <cstdint>
#include <string>

namespace mlir::warp {

/// Which limit binds the blocks per SM (on a tie, the first of warps,
/// registers, shared memory, blocks); none when a block does not fit.
enum class OccupancyLimit : uint8_t {
  none,
  warps,
  registers,
  sharedMemory,
  blocks
};

struct Occupancy {
  int64_t warpsPerBlock = 0;
  int64_t blocksPerSM = 0;
  int64_t warpsPerSM = 0;
  OccupancyLimit limiter = OccupancyLimit::none;
  int64_t byWarps = 0, byBlocks = 0, byRegisters = 0, bySharedMemory = 0;
};

/// Occupancy of blocks of `threadsPerBlock` threads using `regsPerThread`
/// registers and `smemPerBlock` bytes of static shared memory.
Occupancy computeOccupancy(const HardwareTarget &target,
                           int64_t threadsPerBlock, int64_t regsPerThread,
                           int64_t smemPerBlock);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_VOLUMES_OCCUPANCY_H
