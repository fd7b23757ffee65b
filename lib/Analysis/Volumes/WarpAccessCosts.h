//===- WarpAccessCosts.h - What one warp instruction costs ------*- C++ -*-===//
//
// The cost of one warp-level memory instruction (a WarpAccessEvent of the
// simulator) at each level it touches, counted the way Nsight Compute
// counts it:
//  * global loads/stores: distinct 32-byte sectors (coalescing) and the
//    sectors a store writes only in part (a read-modify-write with ECC);
//  * L1 data-pipe wavefronts: one per distinct cache line (seed 000 §3.2,
//    checked against the H100's counters, docs/volumes.md);
//  * shared memory: wavefronts over 32 banks of 4 bytes (lanes on one word
//    are broadcast; 8- and 16-byte accesses per half- and quarter-warp;
//    atomics serialise every lane on a bank, seed 002, unless the
//    instruction merges them), with the range over data-dependent banks.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_VOLUMES_WARPACCESSCOSTS_H
#define WARP_LIB_ANALYSIS_VOLUMES_WARPACCESSCOSTS_H

#include "Analysis/Simulation/WarpSimulator.h"
#include "Warp/Analysis/Volumes/AtomicConflicts.h"

#include <array>
#include <cstdint>
#include <vector>

namespace mlir::warp {

/// floor(a / b) for b > 0, defined for every a (INT64_MIN included).
int64_t floorDivPos(int64_t a, int64_t b);

/// Distinct granules (aligned blocks of `granuleBytes`) one warp instruction
/// touches, left sorted in `scratch`; a lane with a data-dependent address
/// counts one of its own.
int64_t distinctGranules(const WarpAccessEvent &ev, int64_t granuleBytes,
                         std::vector<int64_t> &scratch);

/// Distinct coarse granules (`factor` fine granules each) among the sorted
/// distinct fine granules `fine`.
int64_t distinctCoarse(const std::vector<int64_t> &fine, int64_t factor);

/// True if every known lane of `ev` stays within one granule.
bool lanesWithinGranules(const WarpAccessEvent &ev, int64_t granuleBytes);

/// Distinct 32-byte sectors of one warp instruction.
int64_t warpSectors(const WarpAccessEvent &ev, int64_t sectorBytes,
                    std::vector<int64_t> &scratch);

/// Sectors of one warp store that the warp writes only in part.
int64_t warpPartialSectors(const WarpAccessEvent &ev, int64_t sectorBytes,
                           std::vector<std::array<int64_t, 3>> &scratch);

/// L1 data-pipe wavefronts of a global access: one per distinct cache line.
int64_t globalL1Wavefronts(const WarpAccessEvent &ev, int64_t lineBytes,
                           std::vector<int64_t> &scratch);

/// The shared-memory wavefronts of one warp instruction.
struct SharedCost {
  int64_t minimum = 0;
  int64_t best = 0, worst = 0;
  double expected = 0;
  bool dataDependent = false;
};

/// expectedMaxLoad(n, banks) for n = 0..32, computed once per launch.
class ExpectedMaxTable {
public:
  explicit ExpectedMaxTable(int bins) : bins(bins) { table.fill(-1); }
  double operator()(int balls);

private:
  int bins;
  std::array<double, kWarpSize + 1> table;
};

/// Shared-memory wavefronts of one warp instruction. `expected` is the
/// figure the time uses: for an atomic with data-dependent addresses, the
/// assumption of `assumed` (or of the op's warp.expected_conflicts,
/// AtomicConflicts.h); otherwise, as for any shared access with such
/// addresses, the expectation for uniformly random banks.
SharedCost sharedWavefronts(const WarpAccessEvent &ev, int64_t banks,
                            int64_t bankBytes, ExpectedMaxTable &expectedMax,
                            const AtomicConflicts &assumed);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_VOLUMES_WARPACCESSCOSTS_H
