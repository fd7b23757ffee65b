//===- BlockTraffic.cpp - The traffic of simulated blocks -----------------===//
//
// See BlockTraffic.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/BlockTraffic.h"

#include "Analysis/IR/KernelProgram.h"
#include "Analysis/Volumes/GranuleSet.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numeric>

using namespace mlir;
using namespace mlir::warp;

// The simulator stops past 2^27 warp instructions or 2^20 memory accesses
// for one launch (a few seconds; WarpSimulator::maxTotal*): the launch is
// then not modelled rather than cut short. Every launch of bench/groundtruth
// and bench/harness stays below both (ctest ModelMatchesReference).

namespace {

/// The latencies of the target's instructions, as the simulator's critical
/// path needs them.
InstructionLatencies latenciesOf(const HardwareTarget &target) {
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
  latencies.globalCasLoop = target.latency.globalCasLoop;
  latencies.referenceMemory = target.latency.dram;
  // One warp issues at most one instruction per cycle of its scheduler.
  latencies.issueInterval = target.sm.warpIssueIntervalCycles();
  return latencies;
}

/// Costs the warp instructions the simulator reports, for the blocks of
/// one class at a time (`weight` blocks).
class EventCounter {
public:
  EventCounter(LaunchVolumes &v, const HardwareTarget &target,
               const VolumeOptions &options,
               const std::vector<AccessRelation> &relations)
      : v(v), target(target), options(options), sector(target.l1.sectorBytes),
        line(target.l1.lineBytes),
        expectedMax(static_cast<int>(target.shared.banks)) {
    for (const AccessRelation &rel : relations) {
      index[rel.op] = v.accesses.size();
      AccessVolumes av;
      av.op = rel.op;
      av.memref = rel.memref;
      av.kind = rel.kind;
      av.space = rel.space;
      v.accesses.push_back(av);
    }
  }

  /// Starts a block of a class of `weight` blocks.
  void beginBlock(int64_t weight) {
    this->weight = weight;
    blockSectors.clear();
    blockLines.clear();
  }
  /// Starts a warp that stands for the warps of `box` (WarpClasses.h; null:
  /// for itself); `loaded()` then says whether it loaded global memory.
  void beginWarp(const WarpBox *box, const WarpClasses *classes) {
    warpLoads = false;
    warpBox = box;
    warpClasses = classes;
  }
  bool loaded() const { return warpLoads; }
  /// The block's distinct sectors and line bytes, counted at its end.
  int64_t blockSectorCount() const { return blockSectors.size(); }
  int64_t blockLineCount() const { return blockLines.size(); }

  void onAccess(const WarpAccessEvent &ev);
  void count(const WarpAccessEvent &ev);
  /// Set past kMaxRepresented warp-level accesses: the launch is then not
  /// counted (a loop of some 2^40 iterations or more).
  bool tooMany = false;
  static constexpr int64_t kMaxRepresented = int64_t(1) << 50;
  /// Adds the shared-memory totals to `v` (after every block).
  void finish(double collectiveLoads, double collectiveStores);

private:
  void global(const WarpAccessEvent &ev, AccessVolumes *av);
  void globalLoad(const WarpAccessEvent &ev, AccessVolumes *av, int64_t s);
  void blockFootprint(const WarpAccessEvent &ev);
  void wideFootprint(const WarpAccessEvent &ev);
  static void insertGranules(ArrayRef<EventRepeat> repeats, const void *root,
                             const std::vector<int64_t> &granules,
                             int64_t granuleBytes, GranuleSet &set);
  void shared(const WarpAccessEvent &ev, AccessVolumes *av);
  /// The event's repeats and those of the warps it stands for (its byte
  /// step per warp position, times the box's step).
  SmallVector<EventRepeat, 6> repeatsOf(const WarpAccessEvent &ev) const;

  LaunchVolumes &v;
  const HardwareTarget &target;
  const VolumeOptions &options;
  const int64_t sector, line;
  ExpectedMaxTable expectedMax;
  llvm::DenseMap<Operation *, size_t> index;
  int64_t weight = 0;
  int64_t represented = 0;
  const WarpBox *warpBox = nullptr;
  const WarpClasses *warpClasses = nullptr;
  bool warpLoads = false;
  std::vector<int64_t> scratch, scratchLines, eventSectors, eventLines;
  std::vector<std::array<int64_t, 3>> scratchPieces;
  GranuleSet blockSectors, blockLines;
  double sharedLoad = 0, sharedStore = 0, sharedAtomic = 0, sharedConflicts = 0;
};

void EventCounter::onAccess(const WarpAccessEvent &ev) {
  if (!ev.active)
    return;
  if (ev.part == WarpAccessEvent::Part::FootprintOnly) {
    if (ev.space == MemorySpace::global && ev.kind == AccessKind::read)
      wideFootprint(ev);
    return;
  }
  // An access the steady state repeats costs its repeats alike. Past
  // kMaxRepresented warp-level accesses in all, the counts could overflow.
  int64_t blockWeight = weight, total;
  int64_t warps = warpBox ? warpBox->size() : 1;
  if (__builtin_mul_overflow(weight, ev.multiplicity(), &total) ||
      __builtin_mul_overflow(total, warps, &total) ||
      __builtin_add_overflow(represented, total, &represented) ||
      represented > kMaxRepresented) {
    tooMany = true;
    return;
  }
  weight = total;
  count(ev);
  weight = blockWeight;
}

void EventCounter::count(const WarpAccessEvent &ev) {
  if (ev.space == MemorySpace::global && ev.kind == AccessKind::read)
    warpLoads = true;
  auto it = index.find(ev.op);
  AccessVolumes *av = it == index.end() ? nullptr : &v.accesses[it->second];
  if (av) {
    av->instructions += weight;
    av->dataDependent |= ev.unknown != 0;
  }
  if (ev.space == MemorySpace::global)
    global(ev, av);
  else if (ev.space == MemorySpace::shared)
    shared(ev, av);
}

void EventCounter::global(const WarpAccessEvent &ev, AccessVolumes *av) {
  int64_t s = warpSectors(ev, sector, scratch);
  if (av)
    av->sectors += s * weight;
  if (ev.kind == AccessKind::read) {
    globalLoad(ev, av, s);
  } else if (ev.kind == AccessKind::write) {
    v.l1GlobalStoreSectors += s * weight;
    v.l1GlobalStoreRequests += weight;
    v.l2PartialWriteSectors +=
        warpPartialSectors(ev, sector, scratchPieces) * weight;
    v.l1GlobalStoreWavefronts +=
        globalL1Wavefronts(ev, line, scratchLines) * weight;
  } else {
    v.l1GlobalAtomicSectors += s * weight;
    if (ev.unknown) {
      auto type = dyn_cast<MemRefType>(ev.root.getType());
      bool isFloat = type && isa<FloatType>(type.getElementType());
      int64_t lanes = llvm::popcount(ev.unknown);
      (isFloat ? v.globalAtomicDataLanesFloat : v.globalAtomicDataLanesInt) +=
          lanes * weight;
      int64_t bytes = lanes * std::max<int64_t>(ev.bytesPerLane, 1);
      v.globalAtomicDataSectorsPacked += (bytes + sector - 1) / sector * weight;
    }
  }
}

void EventCounter::globalLoad(const WarpAccessEvent &ev, AccessVolumes *av,
                              int64_t s) {
  v.l1GlobalLoadSectors += s * weight;
  v.l1GlobalLoadRequests += weight;
  // `scratch` holds the distinct sectors; lines are whole sectors, so the
  // lines are those of the sectors.
  int64_t unknownLanes = s - static_cast<int64_t>(scratch.size());
  bool linesOfSectors = line % sector == 0;
  int64_t cyc = linesOfSectors
                    ? distinctCoarse(scratch, line / sector) + unknownLanes
                    : globalL1Wavefronts(ev, line, scratchLines);
  v.l1Wavefronts += cyc * weight;
  if (av)
    av->wavefronts += cyc * weight;
  if (ev.part == WarpAccessEvent::Part::Both)
    blockFootprint(ev);
}

/// The block's footprint: each lane's bytes stepped by sector, deduplicated
/// per instruction first (lanes share sectors), then per block. When no lane
/// crosses a sector, these are the instruction's distinct sectors (left in
/// `scratch` by globalLoad).
void EventCounter::blockFootprint(const WarpAccessEvent &ev) {
  eventSectors.clear();
  eventLines.clear();
  if (line % sector == 0 && lanesWithinGranules(ev, sector)) {
    int64_t last = 0;
    bool any = false;
    for (int64_t k : scratch) {
      eventSectors.push_back(k);
      int64_t l = floorDivPos(k, line / sector);
      if (!any || l != last)
        eventLines.push_back(l);
      any = true;
      last = l;
    }
  } else {
    for (int l = 0; l < kWarpSize; ++l) {
      if (!(ev.active >> l & 1) || (ev.unknown >> l & 1))
        continue;
      for (int64_t a = ev.address[l]; a < ev.address[l] + ev.bytesPerLane;
           a += sector) {
        eventSectors.push_back(floorDivPos(a, sector));
        eventLines.push_back(floorDivPos(a, line));
      }
    }
    for (std::vector<int64_t> *keys : {&eventSectors, &eventLines}) {
      std::sort(keys->begin(), keys->end());
      keys->erase(std::unique(keys->begin(), keys->end()), keys->end());
    }
  }
  const void *root = ev.root.getAsOpaquePointer();
  SmallVector<EventRepeat, 6> repeats = repeatsOf(ev);
  insertGranules(repeats, root, eventSectors, sector, blockSectors);
  insertGranules(repeats, root, eventLines, line, blockLines);
}

SmallVector<EventRepeat, 6>
EventCounter::repeatsOf(const WarpAccessEvent &ev) const {
  SmallVector<EventRepeat, 6> repeats(ev.repeats.begin(),
                                      ev.repeats.begin() + ev.numRepeats);
  if (!warpBox || warpBox->size() == 1)
    return repeats;
  // Every access has a relation, hence a byte step (computeWarpClasses).
  auto it = index.find(ev.op);
  assert(it != index.end() && "an access without a relation");
  for (int d = 0; d < 3; ++d)
    if (warpBox->count[d] > 1)
      repeats.push_back(
          {warpBox->count[d], warpClasses->byteStep(it->second, *warpBox, d)});
  return repeats;
}

/// The footprint of an access that stands for the overlapping ranges of a
/// loop's skipped iterations: each lane's range, as granule intervals (and
/// their translates, if an outer loop's steady state repeats it).
void EventCounter::wideFootprint(const WarpAccessEvent &ev) {
  const void *root = ev.root.getAsOpaquePointer();
  SmallVector<EventRepeat, 6> repeats = repeatsOf(ev);
  SmallVector<int64_t, 6> k(repeats.size(), 0);
  while (true) {
    int64_t shift = 0;
    for (unsigned i = 0; i < repeats.size(); ++i)
      shift += k[i] * repeats[i].strideBytes;
    for (int l = 0; l < kWarpSize; ++l) {
      if (!(ev.active >> l & 1) || (ev.unknown >> l & 1))
        continue;
      int64_t first = ev.address[l] + shift;
      int64_t last = first + ev.bytesPerLane - 1;
      for (auto [granule, set] : {std::make_pair(sector, &blockSectors),
                                  std::make_pair(line, &blockLines)}) {
        int64_t g0 = floorDivPos(first, granule);
        int64_t g1 = floorDivPos(last, granule);
        set->insertProgression(root, g0, 1, g1 - g0 + 1);
      }
    }
    unsigned i = 0;
    for (; i < repeats.size(); ++i) {
      if (++k[i] < repeats[i].count)
        break;
      k[i] = 0;
    }
    if (i == repeats.size())
      return;
  }
}

/// The granules of an access, and of its repeats: the repeat of most
/// counts as progressions, the others enumerated.
void EventCounter::insertGranules(ArrayRef<EventRepeat> repeats,
                                  const void *root,
                                  const std::vector<int64_t> &granules,
                                  int64_t granuleBytes, GranuleSet &set) {
  if (repeats.empty()) {
    for (int64_t g : granules)
      set.insert(root, g);
    return;
  }
  unsigned main = 0;
  for (unsigned i = 1; i < repeats.size(); ++i)
    if (repeats[i].count > repeats[main].count)
      main = i;
  // Strides are multiples of the simulator's alignment, hence of the
  // granule (simulateBlockTraffic sets it; the warp classes' periods too).
  int64_t stride = repeats[main].strideBytes / granuleBytes;
  int64_t count = repeats[main].count;
  SmallVector<int64_t, 6> k(repeats.size(), 0);
  while (true) {
    int64_t offset = 0;
    for (unsigned i = 0; i < repeats.size(); ++i)
      if (i != main)
        offset += k[i] * (repeats[i].strideBytes / granuleBytes);
    for (int64_t g : granules)
      set.insertProgression(root, g + offset, stride, count);
    unsigned i = 0;
    for (; i < repeats.size(); ++i) {
      if (i == main)
        continue;
      if (++k[i] < repeats[i].count)
        break;
      k[i] = 0;
    }
    if (i == repeats.size())
      return;
  }
}

void EventCounter::shared(const WarpAccessEvent &ev, AccessVolumes *av) {
  SharedCost c =
      sharedWavefronts(ev, target.shared.banks, target.shared.bankBytes,
                       expectedMax, options.atomicConflicts);
  double conflicts = c.expected - c.minimum;
  if (ev.kind == AccessKind::read)
    sharedLoad += c.expected * weight;
  else if (ev.kind == AccessKind::write)
    sharedStore += c.expected * weight;
  else {
    sharedAtomic += c.expected * weight;
    v.sharedAtomicInstructions += weight;
    SharedAtomicClassCounts &cls = v.sharedAtomicsByClass[ev.atomicClass];
    cls.instructions += weight;
    cls.wavefronts += c.expected * weight;
    cls.wavefrontsBest += c.best * weight;
    cls.wavefrontsWorst += c.worst * weight;
    cls.dataDependent |= c.dataDependent;
    v.atomicConflictsPerOp |= c.dataDependent && ev.expectedConflicts > 0;
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

void EventCounter::finish(double collectiveLoads, double collectiveStores) {
  // Warp collectives' own shared accesses (gpu.all_reduce's exchange).
  sharedLoad += collectiveLoads;
  sharedStore += collectiveStores;
  v.sharedLoadWavefronts = std::llround(sharedLoad);
  v.sharedStoreWavefronts = std::llround(sharedStore);
  v.sharedAtomicWavefronts = std::llround(sharedAtomic);
  v.sharedBankConflicts = std::llround(sharedConflicts);
  v.sharedWavefronts = v.sharedLoadWavefronts + v.sharedStoreWavefronts +
                       v.sharedAtomicWavefronts;
}

/// What the simulator could not run exactly.
void recordSimulatorApproximations(const WarpSimulator &sim, LaunchVolumes &v) {
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
}

} // namespace

int64_t mlir::warp::warpAccessAlignment(const HardwareTarget &target) {
  return std::lcm(std::lcm(target.l1.sectorBytes, target.l1.lineBytes),
                  target.shared.banks * target.shared.bankBytes);
}

bool mlir::warp::simulateBlockTraffic(const KernelAccesses &accesses,
                                      const KernelProgram &program,
                                      const BlockClasses &classes,
                                      const HardwareTarget &target,
                                      const VolumeOptions &options,
                                      LaunchVolumes &v, double &lineFootprint) {
  const LaunchSizes &ctx = accesses.sizes;
  InstructionLatencies latencies = latenciesOf(target);
  SimulatedLaunch simulated;
  for (int d = 0; d < 3; ++d) {
    simulated.grid[d] = *ctx.grid[d];
    simulated.block[d] = *ctx.block[d];
  }
  WarpSimulator sim(program, simulated, latencies);
  // A shift by the lcm of the sector, the line and a row of banks leaves
  // every cost of an access unchanged (LoopSteadyState.h).
  sim.steadyState = !options.simulateEveryIteration;
  sim.repeatAlignment = warpAccessAlignment(target);
  EventCounter counter(v, target, options, accesses.accesses);
  auto onAccess = [&](const WarpAccessEvent &ev) { counter.onAccess(ev); };
  int64_t warpsPerBlock = v.occupancy.warpsPerBlock;
  // One warp per class of warps that behave alike (WarpClasses.h), where
  // the kernel's program proves that nothing but its accesses tells them
  // apart (TranslatedWarps.h).
  const WarpClasses *warpClasses =
      program.warpsDifferOnlyByAccesses() && !options.simulateEveryWarp
          ? classes.warps.get()
          : nullptr;
  WarpInstructionCounts profile;
  PathLength slowestWarps; // Summed over blocks.
  for (const DimClass &cx : classes.dims[0])
    for (const DimClass &cy : classes.dims[1])
      for (const DimClass &cz : classes.dims[2]) {
        int64_t weight = cx.count * cy.count * cz.count;
        counter.beginBlock(weight);
        std::vector<WarpBox> boxes;
        if (warpClasses) {
          if (std::optional<std::vector<WarpBox>> found = warpClasses->boxesOf(
                  {cx.representative, cy.representative, cz.representative}))
            boxes = std::move(*found);
        }
        int64_t runs =
            boxes.empty() ? warpsPerBlock : static_cast<int64_t>(boxes.size());
        // A block lasts as long as its slowest warp (seed 004 §3.8).
        PathLength slowest;
        for (int64_t i = 0; i < runs; ++i) {
          const WarpBox *box = boxes.empty() ? nullptr : &boxes[i];
          int64_t w = box ? warpClasses->linear(box->first) : i;
          int64_t alike = box ? box->size() : 1;
          counter.beginWarp(box, warpClasses);
          ++v.simulatedWarps;
          int64_t skippedBefore = sim.skippedIterations;
          sim.run(cx.representative, cy.representative, cz.representative, w,
                  onAccess);
          sim.skippedIterations +=
              (sim.skippedIterations - skippedBefore) * (alike - 1);
          if (counter.tooMany) {
            v.reason = "its warps make more than 2^50 warp-level memory "
                       "accesses in all (loops with very many iterations), "
                       "more than Warp counts";
            return false;
          }
          if (sim.overBudget) {
            v.reason = "simulating its warps takes more than 2^27 warp "
                       "instructions or 2^20 memory accesses (loops with "
                       "very many iterations), more than Warp simulates";
            return false;
          }
          if (counter.loaded())
            v.loadingWarps += weight * alike;
          profile.add(sim.counts, static_cast<double>(weight * alike));
          slowest = longerPath(slowest, sim.criticalPath(),
                               latencies.referenceMemory);
        }
        slowestWarps.cycles += slowest.cycles * weight;
        slowestWarps.memoryLatencies += slowest.memoryLatencies * weight;
        v.l2ReadCompulsorySectors += counter.blockSectorCount() * weight;
        lineFootprint += static_cast<double>(counter.blockLineCount()) *
                         target.l1.lineBytes * weight;
      }
  v.warps = v.blocks * warpsPerBlock;
  v.instructionMix = profile.mix;
  v.mmaFlops = profile.mmaFlops;
  v.laneOpsFp32 = profile.fp32Lanes;
  v.laneOpsFp64 = profile.fp64Lanes;
  v.globalCasLoops = profile.globalCasLoops;
  if (v.blocks) {
    v.warpLatencyCycles = slowestWarps.cycles / v.blocks;
    v.warpLatencyMemoryAccesses = slowestWarps.memoryLatencies / v.blocks;
  }
  v.steadyStateIterations = sim.skippedIterations;
  recordSimulatorApproximations(sim, v);
  counter.finish(profile.collectiveSharedLoads, profile.collectiveSharedStores);
  return true;
}
