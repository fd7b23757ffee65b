//===- Occupancy.cpp - Resident blocks and warps per SM -------------------===//
//
// The rules of the CUDA occupancy calculator (seed 004 §5 lists them as
// [inference]; the granularities are in the target file):
//   warps_per_block = ceil(threads / warp_size)
//   B_warps = floor(max_warps / warps_per_block)
//   B_regs  = floor(registers / (ceil(regs * warp_size, alloc_unit) * warps))
//   B_smem  = floor(smem_per_sm / ceil(smem + reserved, smem_alloc_unit))
//   B = min(max_blocks, B_warps, B_regs, B_smem)
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Volumes/Occupancy.h"

#include <algorithm>
#include <limits>

using namespace mlir::warp;

static int64_t roundUp(int64_t x, int64_t unit) {
  return unit > 0 ? (x + unit - 1) / unit * unit : x;
}

Occupancy mlir::warp::computeOccupancy(const HardwareTarget &t,
                                       int64_t threadsPerBlock,
                                       int64_t regsPerThread,
                                       int64_t smemPerBlock) {
  Occupancy o;
  const int64_t inf = std::numeric_limits<int64_t>::max();
  o.warpsPerBlock = (threadsPerBlock + t.sm.warpSize - 1) / t.sm.warpSize;
  if (o.warpsPerBlock <= 0 || threadsPerBlock > t.sm.maxThreadsPerBlock ||
      regsPerThread > t.sm.maxRegistersPerThread ||
      smemPerBlock > t.shared.bytesPerBlock) {
    o.limiter = OccupancyLimit::none;
    return o;
  }
  o.byWarps = t.sm.maxWarps / o.warpsPerBlock;
  o.byBlocks = t.sm.maxBlocks;
  int64_t regsPerWarp =
      roundUp(std::max<int64_t>(regsPerThread, 1) * t.sm.warpSize,
              t.sm.registerAllocUnit);
  o.byRegisters = regsPerThread > 0
                      ? t.sm.registers / (regsPerWarp * o.warpsPerBlock)
                      : inf;
  o.bySharedMemory = smemPerBlock > 0
                         ? t.shared.bytesPerSM /
                               roundUp(smemPerBlock + t.shared.reservedPerBlock,
                                       t.shared.allocUnit)
                         : inf;
  o.blocksPerSM =
      std::min({o.byWarps, o.byBlocks, o.byRegisters, o.bySharedMemory});
  // On a tie, the first of warps, registers, shared memory, blocks.
  if (o.blocksPerSM == o.byBlocks)
    o.limiter = OccupancyLimit::blocks;
  if (o.blocksPerSM == o.bySharedMemory)
    o.limiter = OccupancyLimit::sharedMemory;
  if (o.blocksPerSM == o.byRegisters)
    o.limiter = OccupancyLimit::registers;
  if (o.blocksPerSM == o.byWarps)
    o.limiter = OccupancyLimit::warps;
  if (o.blocksPerSM <= 0)
    o.limiter = OccupancyLimit::none;
  o.warpsPerSM = o.blocksPerSM * o.warpsPerBlock;
  return o;
}
