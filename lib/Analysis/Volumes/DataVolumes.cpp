//===- DataVolumes.cpp - Traffic through the memory hierarchy -------------===//
//
// A launch's volumes, step by step:
//  1. its occupancy and waves (Occupancy.h);
//  2. its block classes (BlockClasses.h) and the traffic of one simulated
//     block per class, scaled by the class sizes (BlockTraffic.h: L1 sectors
//     and wavefronts, shared wavefronts, the instruction mix, each block's
//     distinct sectors and lines);
//  3. the reads from L2 with seed 000's L1 capacity model, eq. (1)-(5):
//       V_L2load = V_comp + (1 - R_hit(O)) (V_up - V_comp),
//       O = V_alloc / V_L1;
//     stores are write-through: every store sector reaches L2;
//  4. DRAM, from the relations (DramTraffic.h).
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Volumes/DataVolumes.h"

#include "Analysis/IR/KernelProgram.h"
#include "Analysis/Relations/BlockClasses.h"
#include "Analysis/Volumes/BlockTraffic.h"
#include "Analysis/Volumes/DramTraffic.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::warp;

namespace {

/// The launch's shape and occupancy: threads, blocks, registers, shared
/// memory, blocks per SM and waves. False, with `v.reason`, if a block does
/// not fit.
bool occupancyOf(const LaunchSizes &ctx, const KernelProgram &program,
                 const HardwareTarget &target, const VolumeOptions &options,
                 LaunchVolumes &v) {
  if (!ctx.hasConstantSizes()) {
    v.reason = "the grid or block size is not a constant";
    return false;
  }
  v.threadsPerBlock = ctx.threadsPerBlock();
  v.blocks = ctx.numBlocks();
  if (v.threadsPerBlock > target.sm.maxThreadsPerBlock) {
    v.reason = "a block of " + std::to_string(v.threadsPerBlock) +
               " threads exceeds the target's limit of " +
               std::to_string(target.sm.maxThreadsPerBlock);
    return false;
  }
  v.atomicConflicts = options.atomicConflicts;
  v.smemPerBlock = options.smemPerBlock >= 0 ? options.smemPerBlock
                                             : program.staticSharedBytes();
  v.regsPerThread = options.regsPerThread;
  if (v.regsPerThread <= 0) {
    v.regsPerThread = 32;
    v.regsEstimated = true;
  }
  v.occupancy = computeOccupancy(target, v.threadsPerBlock, v.regsPerThread,
                                 v.smemPerBlock);
  if (v.occupancy.blocksPerSM <= 0) {
    v.reason = "a block does not fit on an SM (registers or shared memory)";
    return false;
  }
  v.waveBlocks = v.occupancy.blocksPerSM * target.sm.count;
  v.waves = (v.blocks + v.waveBlocks - 1) / v.waveBlocks;
  return true;
}

/// The approximations of addresses that depend on data. A data-dependent
/// global address counts as a sector of its own (distinctGranules): the
/// most a warp can touch, not what it touches.
void recordDataDependence(LaunchVolumes &v) {
  for (const AccessVolumes &av : v.accesses) {
    if (!av.dataDependent || av.space != MemorySpace::global)
      continue;
    Approximation a =
        Approximation::of(ApproximationKind::DataDependentGlobal, av.op);
    a.subject = av.memref;
    a.access = av.kind;
    v.approximations.push_back(a);
  }
  bool assumedUniform =
      v.atomicConflicts.mode == AtomicConflicts::Mode::uniform &&
      !v.atomicConflictsPerOp;
  if (v.sharedDataDependent) {
    Approximation a = Approximation::of(ApproximationKind::DataDependentShared);
    a.flag = assumedUniform;
    a.count = v.sharedWavefrontsBest;
    a.count2 = v.sharedWavefrontsWorst;
    v.approximations.push_back(a);
  }
}

/// L2 <- L1 reads, seed 000 eq. (1)-(5) with the target's fitted curve:
///   V_L2load = V_comp + (1 - R_hit(O)) (V_up - V_comp),  O = V_alloc / V_L1,
/// V_alloc the resident blocks' line footprint; stores are write-through,
/// every store sector reaches L2.
void l2Traffic(const HardwareTarget &target, double lineFootprint,
               LaunchVolumes &v) {
  const int64_t sector = target.l1.sectorBytes;
  double lineFootprintPerBlock = v.blocks ? lineFootprint / v.blocks : 0;
  double l1Bytes = v.smemPerBlock > 0 ? target.l1.cacheBytesWithShared
                                      : target.l1.cacheBytes;
  v.l1Oversubscription =
      l1Bytes > 0 ? lineFootprintPerBlock * v.occupancy.blocksPerSM / l1Bytes
                  : 0;
  const HitRateCurve &miss = target.calibration.l1CapacityMiss;
  double missFraction = 0;
  if (miss.isSet())
    missFraction =
        miss.a * std::exp(-miss.b * std::exp(miss.c * v.l1Oversubscription));
  double redundant =
      std::max<double>(0, static_cast<double>(v.l1GlobalLoadSectors -
                                              v.l2ReadCompulsorySectors));
  v.l2ReadCapacitySectors = missFraction * redundant;
  v.l2ReadBytes =
      (v.l2ReadCompulsorySectors + v.l2ReadCapacitySectors) * sector;
  v.l2WriteBytes = static_cast<double>(v.l1GlobalStoreSectors) * sector;
  // A miss travels to L2 as one request per line with its missing sectors:
  // the requests scale with the lines per sector of the warp loads.
  v.l2ReadRequests = v.l1GlobalLoadSectors
                         ? v.l2ReadBytes / sector *
                               static_cast<double>(v.l1Wavefronts) /
                               static_cast<double>(v.l1GlobalLoadSectors)
                         : 0;
  v.l2WriteRequests = static_cast<double>(v.l1GlobalStoreWavefronts);
}

} // namespace

LaunchVolumes mlir::warp::computeDataVolumes(const KernelAccesses &accesses,
                                             const KernelProgram &program,
                                             const HardwareTarget &target,
                                             const VolumeOptions &options) {
  LaunchVolumes v;
  if (!occupancyOf(accesses.sizes, program, target, options, v))
    return v;
  // Warps are alike under the shift that leaves every cost of a warp
  // access the same (the simulator's repeat alignment, BlockTraffic.cpp).
  BlockClasses classes = computeBlockClasses(accesses, target.l1.lineBytes,
                                             warpAccessAlignment(target));
  for (auto &a : classes.approximations)
    v.approximations.push_back(a);
  for (int d = 0; d < 3; ++d)
    if (classes.dims[d].empty()) {
      v.reason = "no block classes could be formed";
      return v;
    }
  double lineFootprint = 0;
  LaunchVolumes before = v;
  if (!simulateBlockTraffic(accesses, program, classes, target, options, v,
                            lineFootprint)) {
    // Past the simulator's budget with boundary blocks simulated one by one
    // or in bands: again with the coarser classes (every block an interior
    // one), which the report calls approximate.
    if (!classes.coarser)
      return v;
    v = before;
    // Its approximations are the finer classes' and then its own.
    for (const Approximation &a :
         ArrayRef(classes.coarser->approximations)
             .drop_front(classes.approximations.size()))
      v.approximations.push_back(a);
    lineFootprint = 0;
    if (!simulateBlockTraffic(accesses, program, *classes.coarser, target,
                              options, v, lineFootprint))
      return v;
  }
  recordDataDependence(v);
  l2Traffic(target, lineFootprint, v);
  if (!computeDramTraffic(accesses, target, v))
    return v;
  v.modelled = true;
  return v;
}
