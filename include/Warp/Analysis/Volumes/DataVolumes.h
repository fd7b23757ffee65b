//===- DataVolumes.h - Traffic through the memory hierarchy -----*- C++ -*-===//
//
// For a launch with known grid and block sizes: how many sectors, requests
// and wavefronts each level of the memory hierarchy serves, counted the way
// Nsight Compute counts them, following seed 000 (Ernst et al.) and the
// traffic stages of seed 003. See docs/volumes.md.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_VOLUMES_DATAVOLUMES_H
#define WARP_ANALYSIS_VOLUMES_DATAVOLUMES_H

#include "Warp/Analysis/IR/Approximation.h"
#include "Warp/Analysis/IR/InstructionClass.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Analysis/Volumes/AtomicConflicts.h"
#include "Warp/Analysis/Volumes/Occupancy.h"
#include "Warp/Target/HardwareTarget.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mlir::warp {

struct VolumeOptions {
  /// Registers per thread for the occupancy (0: assume 32 and say so).
  int64_t regsPerThread = 0;
  /// Static shared memory per block (-1: the sum of the kernel's workgroup
  /// attributions and allocations).
  int64_t smemPerBlock = -1;
  /// Conflicts of shared atomics with data-dependent addresses, where the
  /// op has no `warp.expected_conflicts` of its own.
  AtomicConflicts atomicConflicts;
  /// Simulate every iteration of every loop, not only those before a
  /// loop's steady state (LoopSteadyState.h): the same counts, slower; for
  /// the tests that check the steady state.
  bool simulateEveryIteration = false;
  /// Simulate every warp of a simulated block, not one per class of warps
  /// that behave alike (WarpClasses.h): the same counts, slower; for the
  /// tests that check the warp classes.
  bool simulateEveryWarp = false;
};

/// Counts of one access op over the whole launch.
struct AccessVolumes {
  Operation *op = nullptr;
  std::string memref;
  AccessKind kind = AccessKind::read;
  MemorySpace space = MemorySpace::global;
  int64_t instructions = 0;   ///< Warp-level executions.
  int64_t sectors = 0;        ///< Global: 32-byte sectors requested.
  int64_t wavefronts = 0;     ///< Shared: wavefronts; global: L1 cycles.
  int64_t bankConflicts = 0;  ///< Shared: wavefronts beyond the minimum.
  bool dataDependent = false; ///< Some address is data-dependent.
};

/// Shared-memory atomics of one hardware instruction class (AtomicClass.h).
struct SharedAtomicClassCounts {
  double instructions = 0; ///< Warp-level atomics.
  double wavefronts = 0;   ///< Their wavefronts under the assumption.
  /// The range over the distributions of data-dependent addresses: every
  /// lane on a bank of its own, and every lane on one bank.
  double wavefrontsBest = 0, wavefrontsWorst = 0;
  /// Some of them have data-dependent addresses.
  bool dataDependent = false;
};

/// The volumes of one launch. Byte fields are bytes for the whole launch.
struct LaunchVolumes {
  bool modelled = false;
  std::string reason; ///< Why not, if !modelled.
  std::vector<Approximation> approximations;

  int64_t threadsPerBlock = 0;
  int64_t blocks = 0;
  /// Loop iterations the simulated warps did not run one by one (their
  /// loops' steady state, LoopSteadyState.h), over the simulated warps.
  int64_t steadyStateIterations = 0;
  /// Warps the simulator ran: one per class of warps of a simulated block
  /// that behave alike (WarpClasses.h).
  int64_t simulatedWarps = 0;
  int64_t regsPerThread = 0;
  bool regsEstimated = false;
  int64_t smemPerBlock = 0;
  Occupancy occupancy;
  int64_t waveBlocks = 0; ///< Blocks resident at once on the whole GPU.
  int64_t waves = 0;      ///< ceil(blocks / waveBlocks).

  // L1 (global).
  int64_t l1GlobalLoadSectors = 0;
  int64_t l1GlobalLoadRequests = 0;
  int64_t l1GlobalStoreSectors = 0;
  int64_t l1GlobalStoreRequests = 0;
  int64_t l1GlobalAtomicSectors = 0;
  /// Distinct L2 lines the global atomics update over the launch (the
  /// footprint of the atomic accesses, in lines): how many L2 slices serve
  /// them (the target's global_atomic_line_rates).
  int64_t globalAtomicLines = 0;
  /// Lanes of global atomics whose addresses depend on data, integer and
  /// float updates apart: l1GlobalAtomicSectors counts each as a sector of
  /// its own, the most a warp can touch.
  int64_t globalAtomicDataLanesInt = 0;
  int64_t globalAtomicDataLanesFloat = 0;
  /// The fewest sectors those lanes can take: each warp's on distinct words
  /// of as few sectors as they fill (the best end of their range).
  int64_t globalAtomicDataSectorsPacked = 0;
  /// The worst end of that range: every such lane on one word, updated in
  /// turn (the target's global_atomic_one_word rates). Set only for the
  /// range's end, never by the analysis.
  bool globalAtomicOneWord = false;
  bool globalAtomicDataDependent() const {
    return globalAtomicDataLanesInt + globalAtomicDataLanesFloat > 0;
  }
  /// L1 data-pipe wavefronts of global loads and of global stores: one per
  /// distinct cache line of each warp request.
  int64_t l1Wavefronts = 0;
  int64_t l1GlobalStoreWavefronts = 0;
  // L2.
  int64_t l2ReadCompulsorySectors = 0;
  double l2ReadCapacitySectors = 0;
  double l1Oversubscription = 0;
  double l2ReadBytes = 0;
  double l2WriteBytes = 0;
  /// L2 tag requests (one per cache line of a warp request that reaches
  /// L2): reads scale the L1 misses by the lines per sector of the loads;
  /// writes are the store wavefronts (L1 is write-through).
  double l2ReadRequests = 0;
  double l2WriteRequests = 0;
  /// Sectors that a warp store writes only in part, summed over the warp
  /// stores: each is a read-modify-write in an L2 with ECC (CostModel.h).
  int64_t l2PartialWriteSectors = 0;
  // DRAM.
  double dramReadBytes = 0;
  /// Part of dramReadBytes: data reused between waves with an infinite L2
  /// but evicted from the real one (seed 000 §3.4, layer condition).
  double dramReadLayerConditionBytes = 0;
  /// Largest O = V_old / effective L2 of a reused buffer.
  double l2Oversubscription = 0;
  /// Seed 000's layer condition (WaveReuse.h), over every read buffer:
  /// whether it was computed, the wave box's blocks, the footprints of the
  /// near (x and y) and far (z) sets and the box's overlaps with them, in
  /// bytes, and the two hit rates.
  struct LayerCondition {
    bool computed = false;
    int64_t waveBoxBlocks = 0;
    double waveBytes = 0, nearBytes = 0, farBytes = 0;
    double nearOverlapBytes = 0, farOverlapBytes = 0;
    double nearHit = 1, farHit = 1;
  } layerCondition;
  /// Part of dramReadBytes: sectors that are written only partially.
  double dramPartialWriteReadBytes = 0;
  /// Every partly written sector of the buffers the launch writes and does
  /// not read, bytes, before the share that stays in L2 (the count the
  /// reads above scale).
  double dramPartialWriteSectorBytes = 0;
  /// Seed 000's partial-store evictions: sectors written in pieces by
  /// several warp stores and evicted between them. `bytes` is part of both
  /// dramReadBytes and dramWriteBytes; the stores beyond the written
  /// footprint, the wave's O = new bytes / effective L2, and the miss rate.
  struct PartialStoreEvictions {
    bool computed = false;
    double redundantStoreBytes = 0, oversubscription = 0, miss = 0, bytes = 0;
  } partialStoreEvictions;
  double dramWriteBytes = 0;
  /// Written bytes still dirty in L2 at the end of the kernel (not counted
  /// in dramWriteBytes).
  double dramWriteResidualBytes = 0;
  // Shared memory.
  int64_t sharedLoadWavefronts = 0;
  int64_t sharedStoreWavefronts = 0;
  int64_t sharedAtomicWavefronts = 0;
  int64_t sharedWavefronts = 0;
  int64_t sharedBankConflicts = 0;
  int64_t sharedAtomicInstructions = 0;
  /// By the instruction ptxas emits.
  std::map<AtomicInstruction, SharedAtomicClassCounts> sharedAtomicsByClass;
  /// Data-dependent shared addresses: the wavefront range, and the main
  /// figure above uses the expectation for uniformly random addresses.
  bool sharedDataDependent = false;
  int64_t sharedWavefrontsBest = 0;
  int64_t sharedWavefrontsWorst = 0;
  /// The assumption for data-dependent shared atomics
  /// (sharedAtomicsByClass has the range).
  AtomicConflicts atomicConflicts;
  /// Some shared atomic has data-dependent addresses.
  bool sharedAtomicDataDependent() const {
    for (const auto &entry : sharedAtomicsByClass)
      if (entry.second.dataDependent)
        return true;
    return false;
  }
  /// Some of those ops carry their own warp.expected_conflicts.
  bool atomicConflictsPerOp = false;

  std::vector<AccessVolumes> accesses;
  /// A barrier that only some lanes of a warp reach, if any.
  Operation *divergentBarrier = nullptr;

  /// Warp instructions of the whole launch by group (from the ops of the
  /// kernel program).
  InstructionMix instructionMix;
  double laneOpsFp32 = 0, laneOpsFp64 = 0;
  /// Global compare-and-swap loops executed by warps (a float max's
  /// `memref.atomic_rmw`: MLIR's lowering fences the system around each
  /// swap), counted once per warp and execution.
  double globalCasLoops = 0;
  /// Tensor-core work of the launch, in FP16-rate multiply-add operations.
  double mmaFlops = 0;
  /// The slowest warp of a block, alone (seed 004 §1.4), averaged over the
  /// blocks: its latency is warpLatencyCycles plus
  /// warpLatencyMemoryAccesses global memory latencies in sequence.
  double warpLatencyCycles = 0;
  double warpLatencyMemoryAccesses = 0;
  /// Warps of the launch.
  int64_t warps = 0;
  /// Warps that load from global memory (the others only check bounds).
  int64_t loadingWarps = 0;
  double instructions() const { return instructionMix.total(); }
};

class KernelProgram;

/// Requires constant grid and block sizes in `accesses.sizes`. `program`
/// is the kernel compiled once (KernelModel::program()).
LaunchVolumes computeDataVolumes(const KernelAccesses &accesses,
                                 const KernelProgram &program,
                                 const HardwareTarget &target,
                                 const VolumeOptions &options);

/// Expected largest number of `balls` thrown uniformly into `bins` bins (the
/// expected wavefronts of a warp access with random independent addresses).
double expectedMaxLoad(int balls, int bins);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_VOLUMES_DATAVOLUMES_H
