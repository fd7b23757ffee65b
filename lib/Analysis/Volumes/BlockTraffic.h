//===- BlockTraffic.h - The traffic of simulated blocks ---------*- C++ -*-===//
//
// The first half of a launch's volumes: one representative block per block
// class (BlockClasses.h) is run through the warp simulator, warp by warp,
// and every warp instruction it executes is costed (WarpAccessCosts.h) and
// scaled by its class's size: L1 sectors, requests and wavefronts, shared
// wavefronts and bank conflicts, atomics by instruction class, the
// instruction mix, the slowest warp of each block (seed 004 §3.8), and each
// block's distinct sectors and lines (seed 000 §3.3: the compulsory L2 -> L1
// volume and the L1 capacity model's footprint).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_VOLUMES_BLOCKTRAFFIC_H
#define WARP_LIB_ANALYSIS_VOLUMES_BLOCKTRAFFIC_H

#include "Analysis/Relations/BlockClasses.h"
#include "Analysis/Volumes/WarpAccessCosts.h"
#include "Warp/Analysis/Volumes/DataVolumes.h"

namespace mlir::warp {

class KernelProgram;

/// The byte shift under which every cost of a warp access stays the same:
/// the lcm of the sector, the line and a row of shared-memory banks.
int64_t warpAccessAlignment(const HardwareTarget &target);

/// Simulates the blocks of the launch `accesses` describes and adds their
/// traffic to `v` (whose occupancy is set). `lineFootprint` gets the sum
/// over blocks of each block's distinct line bytes. False, with `v.reason`,
/// if the simulation runs past its budget.
bool simulateBlockTraffic(const KernelAccesses &accesses,
                          const KernelProgram &program,
                          const BlockClasses &classes,
                          const HardwareTarget &target,
                          const VolumeOptions &options, LaunchVolumes &v,
                          double &lineFootprint);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_VOLUMES_BLOCKTRAFFIC_H
