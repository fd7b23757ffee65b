//===- DataVolumes.cpp - Traffic through the memory hierarchy -------------===//
//
// Per warp instruction (simulated in lockstep for one representative block
// per block class, then scaled by the class sizes):
//  * global loads/stores: requests and distinct 32-byte sectors (coalescing);
//  * L1 data-pipe cycles, seed 000 §3.2: per half-warp, the most distinct
//    8-byte words any of 16 banks of 8 bytes serves, and at least the number
//    of distinct 1 KiB chunks;
//  * shared memory: 32 banks of 4 bytes; a wavefront serves one 4-byte word
//    per bank (lanes on the same word are broadcast); 8-byte accesses are
//    served per half-warp and 16-byte accesses per quarter-warp; atomics
//    serialise every lane on a bank (seed 002: e counts lanes).
// Per block: the distinct sectors its loads touch (compulsory L2 -> L1
// volume, seed 000 §3.3) and its 128-byte line footprint for the L1
// capacity model, seed 000 eq. (1)-(5):
//    V_L2load = V_comp + (1 - R_hit(O)) (V_up - V_comp),  O = V_alloc / V_L1.
// Stores are write-through: every store sector reaches L2.
// DRAM: the distinct DRAM access units the launch reads and the distinct
// sectors it writes, per buffer, counted with ISL (Footprints.cpp).
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Volumes/DataVolumes.h"

#include "Analysis/IR/AtomicClass.h"
#include "Analysis/Relations/BlockClasses.h"
#include "Analysis/Volumes/Footprints.h"
#include "Analysis/IR/KernelProgram.h"
#include "Analysis/IR/MemRefTypes.h"
#include "Analysis/Simulation/WarpSimulator.h"
#include "Analysis/Volumes/WaveReuse.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::warp;

double mlir::warp::expectedMaxLoad(int balls, int bins) {
  // P(max <= m) = balls! / bins^balls * [x^balls] (sum_{j<=m} x^j/j!)^bins,
  // computed with a DP over bins in doubles.
  if (balls <= 0)
    return 0;
  double expected = 0;
  double prevCdf = 0;
  for (int m = 1; m <= balls; ++m) {
    // poly[k] = coefficient of x^k (times k! / bins^k normalisation later).
    std::vector<double> poly(balls + 1, 0.0);
    poly[0] = 1;
    std::vector<double> term(m + 1);
    double f = 1;
    for (int j = 0; j <= m; ++j) {
      if (j > 0)
        f *= j;
      term[j] = 1.0 / f;
    }
    for (int b = 0; b < bins; ++b) {
      std::vector<double> next(balls + 1, 0.0);
      for (int k = 0; k <= balls; ++k)
        if (poly[k] != 0)
          for (int j = 0; j <= m && k + j <= balls; ++j)
            next[k + j] += poly[k] * term[j];
      poly.swap(next);
    }
    double cdf = poly[balls];
    for (int k = 1; k <= balls; ++k)
      cdf *= static_cast<double>(k) / bins;
    expected += m * (cdf - prevCdf);
    prevCdf = cdf;
    if (cdf > 1 - 1e-12)
      break;
  }
  return expected;
}

namespace {

// The simulator stops past 2^27 warp instructions or 2^20 memory accesses
// for one launch (a few seconds; WarpSimulator::maxTotal*): the launch is
// then not modelled rather than cut short. Every launch of bench/groundtruth
// and bench/harness stays below both (ctest ModelMatchesReference).

/// floor(a / b) for b > 0, defined for every a (INT64_MIN included).
int64_t floorDivPos(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

/// Distinct granules (aligned blocks of `granuleBytes`) one warp instruction
/// touches; a lane with a data-dependent address counts one of its own.
int64_t distinctGranules(const WarpAccessEvent &ev, int64_t granuleBytes,
                         std::vector<int64_t> &scratch) {
  scratch.clear();
  int64_t unknownLanes = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(ev.active >> l & 1))
      continue;
    if (ev.unknown >> l & 1) {
      ++unknownLanes;
      continue;
    }
    int64_t last;
    if (__builtin_add_overflow(
            ev.address[l], std::max<int64_t>(ev.bytesPerLane, 1) - 1, &last)) {
      ++unknownLanes; // Beyond any buffer.
      continue;
    }
    for (int64_t g = floorDivPos(ev.address[l], granuleBytes);
         g <= floorDivPos(last, granuleBytes); ++g)
      scratch.push_back(g);
  }
  // Lanes of coalesced accesses come in address order: no sort needed.
  if (!std::is_sorted(scratch.begin(), scratch.end()))
    std::sort(scratch.begin(), scratch.end());
  scratch.erase(std::unique(scratch.begin(), scratch.end()), scratch.end());
  return static_cast<int64_t>(scratch.size()) + unknownLanes;
}

/// Distinct coarse granules (`factor` fine granules each) among the sorted
/// distinct fine granules `fine`.
int64_t distinctCoarse(const std::vector<int64_t> &fine, int64_t factor) {
  int64_t n = 0, last = 0;
  for (int64_t g : fine) {
    int64_t c = floorDivPos(g, factor);
    if (n == 0 || c != last)
      ++n;
    last = c;
  }
  return n;
}

/// True if every known lane of `ev` stays within one granule.
bool lanesWithinGranules(const WarpAccessEvent &ev, int64_t granuleBytes) {
  if (ev.bytesPerLane < 1 || ev.bytesPerLane > granuleBytes)
    return false;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(ev.active >> l & 1) || (ev.unknown >> l & 1))
      continue;
    int64_t offset =
        ev.address[l] - floorDivPos(ev.address[l], granuleBytes) * granuleBytes;
    if (offset + ev.bytesPerLane > granuleBytes ||
        ev.address[l] > INT64_MAX - granuleBytes)
      return false;
  }
  return true;
}

/// Distinct 32-byte sectors of one warp instruction.
int64_t warpSectors(const WarpAccessEvent &ev, int64_t sectorBytes,
                    std::vector<int64_t> &scratch) {
  return distinctGranules(ev, sectorBytes, scratch);
}

/// Sectors of one warp store that the warp writes only in part: with ECC
/// (check bits per 32-byte sector), L2 reads such a sector, merges the new
/// bytes and writes it back, a read-modify-write. A lane with a
/// data-dependent address writes a sector of its own, in part when it moves
/// less than a sector. `scratch` holds each lane's (sector, first byte, end
/// byte) pieces; lanes that write the same bytes cover them once.
int64_t warpPartialSectors(const WarpAccessEvent &ev, int64_t sectorBytes,
                           std::vector<std::array<int64_t, 3>> &scratch) {
  scratch.clear();
  int64_t partial = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(ev.active >> l & 1))
      continue;
    if (ev.unknown >> l & 1) {
      partial += ev.bytesPerLane < sectorBytes ? 1 : 0;
      continue;
    }
    for (int64_t a = ev.address[l], left = ev.bytesPerLane; left > 0;) {
      int64_t k = floorDivPos(a, sectorBytes);
      int64_t lo = a - k * sectorBytes;
      int64_t n = std::min(left, sectorBytes - lo);
      scratch.push_back({k, lo, lo + n});
      if (a > INT64_MAX - n)
        break;
      a += n;
      left -= n;
    }
  }
  llvm::sort(scratch);
  for (size_t i = 0; i < scratch.size();) {
    // The pieces of one sector, sorted by their first byte: merge them.
    int64_t covered = 0, end = 0;
    size_t j = i;
    for (; j < scratch.size() && scratch[j][0] == scratch[i][0]; ++j) {
      int64_t lo = std::max(scratch[j][1], end);
      if (scratch[j][2] > lo)
        covered += scratch[j][2] - lo;
      end = std::max(end, scratch[j][2]);
    }
    partial += covered < sectorBytes ? 1 : 0;
    i = j;
  }
  return partial;
}

/// L1 data-pipe wavefronts of a global access: one per distinct cache line
/// the warp touches. A line maps onto all banks of the data array once
/// (32 banks x 4 B = 128 B), so lanes within one line never conflict and
/// different lines never share a wavefront. This reproduces every example of
/// seed 000 §3.2 (A[tid], B[2*tid], D[16*tid] in double: 2, 4, 32 per warp;
/// its 1 KiB rule is implied) and also the f32 and misaligned cases that the
/// half-warp rule gets wrong on the H100: a coalesced f32 warp load is one
/// wavefront, not two, and a misaligned f64 one is three
/// (l1tex__t_output_wavefronts and l1tex__data_pipe_lsu_wavefronts of
/// bench/groundtruth/results/ncu_full_h100; docs/volumes.md).
int64_t globalL1Wavefronts(const WarpAccessEvent &ev, int64_t lineBytes,
                           std::vector<int64_t> &scratch) {
  return distinctGranules(ev, lineBytes, scratch);
}

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
  double operator()(int balls) {
    if (table[balls] < 0)
      table[balls] = expectedMaxLoad(balls, bins);
    return table[balls];
  }

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
                            const AtomicConflicts &assumed) {
  SharedCost cost;
  int64_t width = ev.bytesPerLane;
  // Atomics serialise lanes on one word, except an instruction that merges
  // them (ATOMS.POPC.INC, see AtomicClass.h).
  bool atomic =
      ev.kind == AccessKind::atomic &&
      !atomicInstructionMergesLanes(ev.atomicClass);
  // Lanes per phase: 4-byte (or smaller) accesses: 32; 8-byte: 16; 16: 8.
  int lanesPerPhase = width >= 16 ? 8 : (width >= 8 ? 16 : 32);
  for (int p = 0; p < kWarpSize / lanesPerPhase; ++p) {
    // (bank, word) of every lane's words, sorted: the most words on one
    // bank (distinct words; every lane for a serialising atomic).
    SmallVector<std::pair<int64_t, int64_t>, 128> bankWords;
    int active = 0, unknown = 0;
    for (int l = p * lanesPerPhase; l < (p + 1) * lanesPerPhase; ++l) {
      if (!(ev.active >> l & 1))
        continue;
      ++active;
      if (ev.unknown >> l & 1) {
        ++unknown;
        continue;
      }
      for (int64_t a = ev.address[l];
           a < ev.address[l] + std::max(width, int64_t(1)); a += bankBytes) {
        int64_t word = floorDivPos(a, bankBytes);
        int64_t bank = ((word % banks) + banks) % banks;
        bankWords.push_back({bank, word});
      }
    }
    if (!active)
      continue;
    std::sort(bankWords.begin(), bankWords.end());
    int64_t known = 0;
    for (size_t i = 0; i < bankWords.size();) {
      int64_t count = 0;
      size_t j = i;
      for (; j < bankWords.size() && bankWords[j].first == bankWords[i].first;
           ++j)
        if (atomic || j == i || bankWords[j].second != bankWords[j - 1].second)
          ++count;
      known = std::max(known, count);
      i = j;
    }
    cost.minimum += 1;
    if (unknown) {
      cost.dataDependent = true;
      int64_t best = std::max<int64_t>(known, 1);
      int64_t worst = known + unknown;
      cost.best += best;
      cost.worst += worst;
      AtomicConflicts a = assumed;
      if (ev.expectedConflicts > 0) {
        a.mode = AtomicConflicts::Mode::degree;
        a.degree = ev.expectedConflicts;
      }
      if (ev.kind != AccessKind::atomic)
        a.mode = AtomicConflicts::Mode::uniform;
      double e = 0;
      switch (a.mode) {
      case AtomicConflicts::Mode::uniform:
        e = std::max<double>(known, expectedMax(unknown));
        break;
      case AtomicConflicts::Mode::best:
        e = best;
        break;
      case AtomicConflicts::Mode::worst:
        e = worst;
        break;
      case AtomicConflicts::Mode::degree:
        // Lanes on one address serialise, unless the instruction merges
        // them (ATOMS.POPC.INC); distinct addresses on distinct banks.
        e = atomic
                ? std::max<int64_t>(known, std::min<int64_t>(a.degree, unknown))
                : best;
        break;
      }
      cost.expected += e;
    } else {
      int64_t w = std::max<int64_t>(known, 1);
      cost.best += w;
      cost.worst += w;
      cost.expected += w;
    }
  }
  return cost;
}

/// A footprint of `buffer` counted with the approximation `note`.
Approximation footprintApproximation(ApproximationKind kind,
                                     const std::string &buffer,
                                     const std::string &note) {
  Approximation a = Approximation::of(kind);
  a.subject = buffer;
  a.detail = note;
  return a;
}

} // namespace

LaunchVolumes mlir::warp::computeDataVolumes(const KernelAccesses &accesses,
                                             const KernelProgram &program,
                                             const HardwareTarget &target,
                                             const VolumeOptions &options) {
  LaunchVolumes v;
  const LaunchSizes &ctx = accesses.sizes;
  if (!ctx.hasConstantSizes()) {
    v.reason = "the grid or block size is not a constant";
    return v;
  }
  v.threadsPerBlock = ctx.threadsPerBlock();
  v.blocks = ctx.numBlocks();
  if (v.threadsPerBlock > target.sm.maxThreadsPerBlock) {
    v.reason = "a block of " + std::to_string(v.threadsPerBlock) +
               " threads exceeds the target's limit of " +
               std::to_string(target.sm.maxThreadsPerBlock);
    return v;
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
    return v;
  }
  v.waveBlocks = v.occupancy.blocksPerSM * target.sm.count;
  v.waves = (v.blocks + v.waveBlocks - 1) / v.waveBlocks;

  BlockClasses classes = computeBlockClasses(accesses, target.l1.lineBytes);
  for (auto &a : classes.approximations)
    v.approximations.push_back(a);
  for (int d = 0; d < 3; ++d)
    if (classes.dims[d].empty()) {
      v.reason = "no block classes could be formed";
      return v;
    }

  // Per access op.
  llvm::DenseMap<Operation *, size_t> index;
  for (const AccessRelation &rel : accesses.accesses) {
    index[rel.op] = v.accesses.size();
    AccessVolumes av;
    av.op = rel.op;
    av.memref = rel.memref;
    av.kind = rel.kind;
    av.space = rel.space;
    v.accesses.push_back(av);
  }

  const int64_t sector = target.l1.sectorBytes;
  const int64_t line = target.l1.lineBytes;
  InstructionLatencies latencies;
  latencies.fp32 = target.latency.fp32;
  latencies.fp64 = target.latency.fp64;
  latencies.int32 = target.latency.int32;
  latencies.sfu = target.latency.sfu;
  latencies.shared = target.latency.shared;
  latencies.shuffle = target.latency.shuffle > 0 ? target.latency.shuffle
                                                 : target.latency.shared;
  latencies.mma =
      target.latency.mma > 0 ? target.latency.mma : target.latency.fp32;
  latencies.referenceMemory = target.latency.dram;
  // One warp issues at most one instruction per cycle of its scheduler.
  latencies.issueInterval = target.sm.warpIssueIntervalCycles();
  SimulatedLaunch simulated;
  for (int d = 0; d < 3; ++d) {
    simulated.grid[d] = *ctx.grid[d];
    simulated.block[d] = *ctx.block[d];
  }
  WarpSimulator sim(program, simulated, latencies);
  std::vector<int64_t> scratch, scratchLines;
  std::vector<std::array<int64_t, 3>> scratchPieces;
  llvm::DenseSet<std::pair<const void *, int64_t>> blockSectors, blockLines;
  std::vector<int64_t> eventSectors, eventLines;
  double lineFootprintWeighted = 0;
  int64_t warpsPerBlock = v.occupancy.warpsPerBlock;
  WarpInstructionCounts profile;
  PathLength slowestWarps; // Summed over blocks.
  double sharedLoad = 0, sharedStore = 0, sharedAtomic = 0, sharedConflicts = 0;
  ExpectedMaxTable expectedMax(static_cast<int>(target.shared.banks));

  for (const DimClass &cx : classes.dims[0])
    for (const DimClass &cy : classes.dims[1])
      for (const DimClass &cz : classes.dims[2]) {
        int64_t weight = cx.count * cy.count * cz.count;
        // The block's sectors and lines, counted once at its end.
        blockSectors.clear();
        blockLines.clear();
        bool warpLoads = false;
        auto onAccess = [&](const WarpAccessEvent &ev) {
          if (!ev.active)
            return;
          if (ev.space == MemorySpace::global && ev.kind == AccessKind::read)
            warpLoads = true;
          auto it = index.find(ev.op);
          AccessVolumes *av =
              it == index.end() ? nullptr : &v.accesses[it->second];
          if (av) {
            av->instructions += weight;
            av->dataDependent |= ev.unknown != 0;
          }
          if (ev.space == MemorySpace::global) {
            int64_t s = warpSectors(ev, sector, scratch);
            if (av)
              av->sectors += s * weight;
            if (ev.kind == AccessKind::read) {
              v.l1GlobalLoadSectors += s * weight;
              v.l1GlobalLoadRequests += weight;
              // `scratch` holds the distinct sectors; lines are whole
              // sectors, so the lines are those of the sectors.
              int64_t unknownLanes = s - static_cast<int64_t>(scratch.size());
              bool linesOfSectors = line % sector == 0;
              int64_t cyc =
                  linesOfSectors
                      ? distinctCoarse(scratch, line / sector) + unknownLanes
                      : globalL1Wavefronts(ev, line, scratchLines);
              v.l1Wavefronts += cyc * weight;
              if (av)
                av->wavefronts += cyc * weight;
              // The block's footprint: each lane's bytes stepped by sector,
              // deduplicated per instruction first (lanes share sectors),
              // then per block. When no lane crosses a sector, these are
              // the instruction's distinct sectors.
              const void *root = ev.root.getAsOpaquePointer();
              if (linesOfSectors && lanesWithinGranules(ev, sector)) {
                int64_t last = 0;
                bool any = false;
                for (int64_t k : scratch) {
                  blockSectors.insert({root, k});
                  int64_t l = floorDivPos(k, line / sector);
                  if (!any || l != last)
                    blockLines.insert({root, l});
                  any = true;
                  last = l;
                }
                return;
              }
              eventSectors.clear();
              eventLines.clear();
              for (int l = 0; l < kWarpSize; ++l) {
                if (!(ev.active >> l & 1) || (ev.unknown >> l & 1))
                  continue;
                for (int64_t a = ev.address[l];
                     a < ev.address[l] + ev.bytesPerLane; a += sector) {
                  eventSectors.push_back(floorDivPos(a, sector));
                  eventLines.push_back(floorDivPos(a, line));
                }
              }
              for (auto [keys, out] :
                   {std::make_pair(&eventSectors, &blockSectors),
                    std::make_pair(&eventLines, &blockLines)}) {
                std::sort(keys->begin(), keys->end());
                keys->erase(std::unique(keys->begin(), keys->end()),
                            keys->end());
                for (int64_t k : *keys)
                  out->insert({root, k});
              }
            } else if (ev.kind == AccessKind::write) {
              v.l1GlobalStoreSectors += s * weight;
              v.l1GlobalStoreRequests += weight;
              v.l2PartialWriteSectors +=
                  warpPartialSectors(ev, sector, scratchPieces) * weight;
              v.l1GlobalStoreWavefronts +=
                  globalL1Wavefronts(ev, line, scratchLines) * weight;
            } else {
              v.l1GlobalAtomicSectors += s * weight;
            }
            return;
          }
          if (ev.space == MemorySpace::shared) {
            SharedCost c = sharedWavefronts(
                ev, target.shared.banks, target.shared.bankBytes, expectedMax,
                options.atomicConflicts);
            double conflicts = c.expected - c.minimum;
            if (ev.kind == AccessKind::read)
              sharedLoad += c.expected * weight;
            else if (ev.kind == AccessKind::write)
              sharedStore += c.expected * weight;
            else {
              sharedAtomic += c.expected * weight;
              v.sharedAtomicInstructions += weight;
              SharedAtomicClassCounts &cls =
                  v.sharedAtomicsByClass[ev.atomicClass];
              cls.instructions += weight;
              cls.wavefronts += c.expected * weight;
              cls.wavefrontsBest += c.best * weight;
              cls.wavefrontsWorst += c.worst * weight;
              cls.dataDependent |= c.dataDependent;
              v.atomicConflictsPerOp |=
                  c.dataDependent && ev.expectedConflicts > 0;
            }
            sharedConflicts += conflicts * weight;
            v.sharedWavefrontsBest += c.best * weight;
            v.sharedWavefrontsWorst += c.worst * weight;
            v.sharedDataDependent |= c.dataDependent;
            if (av) {
              av->wavefronts += std::llround(c.expected * weight);
              av->bankConflicts += std::llround(conflicts * weight);
            }
          }
        };
        // A block lasts as long as its slowest warp (seed 004 §3.8).
        PathLength slowest;
        for (int64_t w = 0; w < warpsPerBlock; ++w) {
          warpLoads = false;
          sim.run(cx.representative, cy.representative, cz.representative, w,
                  onAccess);
          if (sim.overBudget) {
            v.reason = "simulating its warps takes more than 2^27 warp "
                       "instructions or 2^20 memory accesses (loops with "
                       "very many iterations), more than Warp simulates";
            return v;
          }
          if (warpLoads)
            v.loadingWarps += weight;
          profile.add(sim.counts, static_cast<double>(weight));
          slowest = longerPath(slowest, sim.criticalPath(),
                               latencies.referenceMemory);
        }
        slowestWarps.cycles += slowest.cycles * weight;
        slowestWarps.memoryLatencies += slowest.memoryLatencies * weight;
        v.l2ReadCompulsorySectors +=
            static_cast<int64_t>(blockSectors.size()) * weight;
        lineFootprintWeighted +=
            static_cast<double>(blockLines.size()) * line * weight;
      }
  v.warps = v.blocks * warpsPerBlock;
  v.instructionMix = profile.mix;
  v.mmaFlops = profile.mmaFlops;
  v.laneOpsFp32 = profile.fp32Lanes;
  v.laneOpsFp64 = profile.fp64Lanes;
  if (v.blocks) {
    v.warpLatencyCycles = slowestWarps.cycles / v.blocks;
    v.warpLatencyMemoryAccesses = slowestWarps.memoryLatencies / v.blocks;
  }
  if (sim.approximate)
    v.approximations.push_back(
        Approximation::of(ApproximationKind::DataDependentControl));
  if (sim.divergentBarrier) {
    v.divergentBarrier = sim.divergentBarrier;
    v.approximations.push_back(Approximation::of(
        ApproximationKind::DivergentBarrier, sim.divergentBarrier));
  }
  if (sim.cutShort) {
    Approximation a = Approximation::of(ApproximationKind::WarpCutShort);
    a.count = sim.maxInstructions;
    v.approximations.push_back(a);
  }
  // Warp collectives' own shared accesses (gpu.all_reduce's exchange).
  sharedLoad += profile.collectiveSharedLoads;
  sharedStore += profile.collectiveSharedStores;
  v.sharedLoadWavefronts = std::llround(sharedLoad);
  v.sharedStoreWavefronts = std::llround(sharedStore);
  v.sharedAtomicWavefronts = std::llround(sharedAtomic);
  v.sharedBankConflicts = std::llround(sharedConflicts);
  v.sharedWavefronts = v.sharedLoadWavefronts + v.sharedStoreWavefronts +
                       v.sharedAtomicWavefronts;
  // A data-dependent global address counts as a sector of its own
  // (distinctGranules): the most a warp can touch, not what it touches.
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

  // L2 <- L1 reads, seed 000 eq. (1)-(5) with the target's fitted curve.
  double lineFootprintPerBlock =
      v.blocks ? lineFootprintWeighted / v.blocks : 0;
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

  // A footprint that only a bound of more than 2^53 chunks covers (an index
  // far outside any buffer) is no number to report.
  auto unbounded = [&](const std::string &memref, const char *what) {
    v.reason = "the DRAM footprint of the " + std::string(what) + " of '" +
               memref +
               "' is bounded only by more than 2^53 chunks (an index far "
               "outside the buffer)";
    return v;
  };
  // DRAM: distinct chunks per buffer over the whole launch.
  std::map<const void *, std::vector<const AccessRelation *>> reads, writes;
  for (const AccessRelation &rel : accesses.accesses) {
    if (rel.space != MemorySpace::global)
      continue;
    const void *key = rel.root.getAsOpaquePointer();
    if (rel.kind != AccessKind::write)
      reads[key].push_back(&rel);
    if (rel.kind != AccessKind::read)
      writes[key].push_back(&rel);
  }
  std::vector<std::pair<std::string, WaveOverlaps>> overlapsByBuffer;
  // Without a fitted hit-rate curve the layer condition keeps all reuse (an
  // infinite L2): nothing to compute.
  bool layerCondition = target.calibration.l2OverlapY.isSet() ||
                        target.calibration.l2OverlapZ.isSet();
  WaveSets sets = seed000WaveSets(ctx.grid, v.waveBlocks);
  bool footprintBounded = false;
  for (auto &[root, rels] : reads) {
    FootprintCount c = countFootprint(rels, target.dram.accessBytes);
    if (c.saturated)
      return unbounded(rels.front()->memref, "reads");
    v.dramReadBytes += static_cast<double>(c.chunks) * target.dram.accessBytes;
    if (!c.exact) {
      footprintBounded = true;
      v.approximations.push_back(
          footprintApproximation(ApproximationKind::DramReads,
                                 rels.front()->memref, c.note));
    }
    if (layerCondition)
      overlapsByBuffer.push_back(
          {rels.front()->memref,
           computeWaveOverlaps(accesses, rels, sets, v.waveBlocks,
                               target.dram.accessBytes)});
  }
  // A bound on a footprint (a piece that is not a box, counted by its
  // bounding box) can exceed what the launch touches at all: every DRAM
  // chunk read holds a sector some block requests from L2, so the chunks are
  // at most the blocks' distinct sectors (a fuzzing finding: a stride of
  // 2^40 elements bounded at 6e16 bytes).
  if (footprintBounded) {
    double cap = (static_cast<double>(v.l2ReadCompulsorySectors) +
                  static_cast<double>(v.l1GlobalAtomicSectors)) *
                 target.dram.accessBytes;
    if (v.dramReadBytes > cap) {
      v.dramReadBytes = cap;
      v.approximations.push_back(
          Approximation::of(ApproximationKind::DramReadsCapped));
    }
  }
  // Reuse that a finite L2 loses between waves (seed 000's layer condition,
  // WaveReuse.h): the sets' footprints over every read buffer set the hit
  // rates; each buffer's lost reuse per wave box, scaled to a wave of
  // blocks, is read again by every wave after the first (the partial last
  // one in proportion).
  {
    double nearBytes = 0, farBytes = 0;
    for (const auto &[name, wo] : overlapsByBuffer) {
      nearBytes += static_cast<double>(wo.nearChunks) * target.dram.accessBytes;
      farBytes += static_cast<double>(wo.farChunks) * target.dram.accessBytes;
    }
    WaveHitRates hits = waveHitRates(nearBytes, farBytes, target);
    double laterWaves = static_cast<double>(v.blocks) / v.waveBlocks - 1.0;
    auto &lc = v.layerCondition;
    const double unit = static_cast<double>(target.dram.accessBytes);
    for (const auto &[name, wo] : overlapsByBuffer) {
      if (!wo.note.empty())
        v.approximations.push_back(footprintApproximation(
            ApproximationKind::DramReads, name, wo.note));
      if (!wo.computed || wo.waveChunks == 0)
        continue;
      lc.computed = true;
      lc.waveBoxBlocks = sets.waveBoxBlocks;
      lc.waveBytes += static_cast<double>(wo.waveChunks) * unit;
      lc.nearBytes += static_cast<double>(wo.nearChunks) * unit;
      lc.farBytes += static_cast<double>(wo.farChunks) * unit;
      lc.nearOverlapBytes += static_cast<double>(wo.nearOverlap) * unit;
      lc.farOverlapBytes += static_cast<double>(wo.farOverlap) * unit;
      lc.nearHit = hits.nearHit;
      lc.farHit = hits.farHit;
      double lostPerBox =
          (1 - hits.nearHit) * static_cast<double>(wo.nearOverlap) +
          (1 - hits.farHit) * static_cast<double>(wo.farOverlap);
      double perWave = lostPerBox * static_cast<double>(v.waveBlocks) /
                       static_cast<double>(sets.waveBoxBlocks);
      double extra =
          perWave * std::max(laterWaves, 0.0) * target.dram.accessBytes;
      v.dramReadLayerConditionBytes += extra;
      v.dramReadBytes += extra;
      if (nearBytes > 0)
        v.l2Oversubscription =
            std::max(v.l2Oversubscription, hits.nearOversubscription);
      if (farBytes > 0)
        v.l2Oversubscription =
            std::max(v.l2Oversubscription, hits.farOversubscription);
    }
  }
  for (auto &[root, rels] : writes) {
    FootprintCount c = countFootprint(rels, sector);
    if (c.saturated)
      return unbounded(rels.front()->memref, "writes");
    v.dramWriteBytes += static_cast<double>(c.chunks) * sector;
    if (!c.exact)
      v.approximations.push_back(footprintApproximation(
          ApproximationKind::DramWrites, rels.front()->memref, c.note));
    // Partially written sectors are read from DRAM before write-back,
    // unless the launch reads the whole sector anyway.
    if (reads.count(root))
      continue;
    FootprintCount p = countPartialChunks(rels, sector);
    if (p.saturated)
      return unbounded(rels.front()->memref, "partial writes");
    v.dramPartialWriteReadBytes += static_cast<double>(p.chunks) * sector;
    if (!p.exact)
      v.approximations.push_back(footprintApproximation(
          ApproximationKind::DramPartialWrites, rels.front()->memref, p.note));
  }
  // Partly written sectors evicted before the rest of them is written
  // (seed 000 §3.4 item 5, §8; warpspeed 690c61d predict_metrics.py,
  // memStoreEvicts): the stores that reach L2 beyond the written footprint
  // are partial-sector writes; a fraction miss(O) of them finds its sector
  // evicted, which is then written back and read again from DRAM:
  //   evicts = (V_L2store - V_memstore,comp) x (1 - e^(-b·e^(c·O))),
  //   O = (a wave's new load + store bytes) / L2 size,
  // added to both the DRAM reads and the DRAM writes. A wave's new bytes
  // are the launch's DRAM footprint over its waves. A launch whose whole
  // footprint fits in the (effective) L2 evicts nothing: the fit, which
  // gives 1 - e^(-b) at O = 0, is not used below its data.
  {
    const HitRateCurve &curve = target.calibration.l2PartialStoreMiss;
    double redundant = std::max(0.0, v.l2WriteBytes - v.dramWriteBytes);
    double l2 = static_cast<double>(target.l2.effectiveBytes);
    if (redundant > 0 && curve.isSet() && l2 > 0 && v.blocks > 0 &&
        v.dramReadBytes + v.dramWriteBytes > l2) {
      double perWave = std::min(1.0, static_cast<double>(v.waveBlocks) /
                                         static_cast<double>(v.blocks));
      auto &e = v.partialStoreEvictions;
      e.computed = true;
      e.redundantStoreBytes = redundant;
      e.oversubscription = (v.dramReadBytes + v.dramWriteBytes) * perWave / l2;
      e.miss = std::clamp(
          1 - curve.a *
                  std::exp(-curve.b * std::exp(curve.c * e.oversubscription)),
          0.0, 1.0);
      e.bytes = redundant * e.miss;
      v.dramReadBytes += e.bytes;
      v.dramWriteBytes += e.bytes;
    }
  }
  v.dramReadBytes += v.dramPartialWriteReadBytes;
  // Dirty lines still in L2 when the kernel ends are written back later,
  // outside the kernel. The L2 (one SM's effective share of it) holds the
  // most recent traffic, of which the written part is the write share:
  //   residual = effective_L2 * writes / (reads + writes).
  double total = v.dramReadBytes + v.dramWriteBytes;
  if (total > 0 && v.dramWriteBytes > 0) {
    double residual = static_cast<double>(target.l2.effectiveBytes) *
                      v.dramWriteBytes / total;
    v.dramWriteResidualBytes = std::min(residual, v.dramWriteBytes);
    v.dramWriteBytes -= v.dramWriteResidualBytes;
  }
  v.modelled = true;
  return v;
}
