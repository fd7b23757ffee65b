//===- DramTraffic.cpp - What a launch reads from and writes to DRAM ------===//
//
// See DramTraffic.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/DramTraffic.h"

#include "Analysis/Volumes/Footprints.h"
#include "Analysis/Volumes/WaveReuse.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::warp;

namespace {

using Buffers = std::map<const void *, std::vector<const AccessRelation *>>;
using Overlaps = std::vector<std::pair<std::string, WaveOverlaps>>;

/// A footprint of `buffer` counted with the approximation `note`.
Approximation footprintApproximation(ApproximationKind kind,
                                     const std::string &buffer,
                                     const std::string &note) {
  Approximation a = Approximation::of(kind);
  a.subject = buffer;
  a.detail = note;
  return a;
}

/// A footprint that only a bound of more than 2^53 chunks covers (an index
/// far outside any buffer) is no number to report.
bool unbounded(LaunchVolumes &v, const std::string &memref, const char *what) {
  v.reason = "the DRAM footprint of the " + std::string(what) + " of '" +
             memref +
             "' is bounded only by more than 2^53 chunks (an index far "
             "outside the buffer)";
  return false;
}

/// The global accesses of each buffer that read it (reads and atomics) and
/// that write it (writes and atomics).
void groupByBuffer(const KernelAccesses &accesses, Buffers &reads,
                   Buffers &writes) {
  for (const AccessRelation &rel : accesses.accesses) {
    if (rel.space != MemorySpace::global)
      continue;
    const void *key = rel.root.getAsOpaquePointer();
    if (rel.kind != AccessKind::write)
      reads[key].push_back(&rel);
    if (rel.kind != AccessKind::read)
      writes[key].push_back(&rel);
  }
}

/// Each read buffer's overlaps between seed 000's wave and its x-, y- and
/// z-sets.
Overlaps waveOverlaps(const KernelAccesses &accesses, const Buffers &reads,
                      const WaveSets &sets, const HardwareTarget &target,
                      const LaunchVolumes &v) {
  Overlaps overlaps;
  for (auto &[root, rels] : reads)
    overlaps.push_back({rels.front()->memref,
                        computeWaveOverlaps(accesses, rels, sets, v.waveBlocks,
                                            target.dram.accessBytes)});
  return overlaps;
}

/// DRAM reads: distinct chunks per buffer over the whole launch, and each
/// buffer's wave overlaps for the layer condition.
bool dramReads(const KernelAccesses &accesses, const Buffers &reads,
               const WaveSets &sets, const HardwareTarget &target,
               LaunchVolumes &v, Overlaps &overlaps) {
  // Without a fitted hit-rate curve the layer condition keeps all reuse (an
  // infinite L2): nothing to compute.
  bool layerCondition = target.calibration.l2OverlapY.isSet() ||
                        target.calibration.l2OverlapZ.isSet();
  bool footprintBounded = false;
  for (auto &[root, rels] : reads) {
    FootprintCount c = countFootprint(rels, target.dram.accessBytes);
    if (c.saturated)
      return unbounded(v, rels.front()->memref, "reads");
    v.dramReadBytes += static_cast<double>(c.chunks) * target.dram.accessBytes;
    if (!c.exact) {
      footprintBounded = true;
      v.approximations.push_back(footprintApproximation(
          ApproximationKind::DramReads, rels.front()->memref, c.note));
    }
  }
  if (layerCondition)
    overlaps = waveOverlaps(accesses, reads, sets, target, v);
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
  return true;
}

/// Reuse that a finite L2 loses between waves (seed 000's layer condition,
/// WaveReuse.h): the sets' footprints over every read buffer set the hit
/// rates; each buffer's lost reuse per wave box, scaled to a wave of blocks,
/// is read again by every wave after the first (the partial last one in
/// proportion).
void layerConditionReads(const Overlaps &overlaps, const WaveSets &sets,
                         const HardwareTarget &target, LaunchVolumes &v) {
  double nearBytes = 0, farBytes = 0;
  for (const auto &[name, wo] : overlaps) {
    nearBytes += static_cast<double>(wo.nearChunks) * target.dram.accessBytes;
    farBytes += static_cast<double>(wo.farChunks) * target.dram.accessBytes;
  }
  WaveHitRates hits = waveHitRates(nearBytes, farBytes, target);
  double laterWaves = static_cast<double>(v.blocks) / v.waveBlocks - 1.0;
  auto &lc = v.layerCondition;
  const double unit = static_cast<double>(target.dram.accessBytes);
  for (const auto &[name, wo] : overlaps) {
    if (!wo.note.empty())
      v.approximations.push_back(
          footprintApproximation(ApproximationKind::DramReads, name, wo.note));
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

/// DRAM writes: distinct sectors per buffer; partially written sectors are
/// read from DRAM before write-back, unless the launch reads the whole
/// sector anyway.
bool dramWrites(const Buffers &reads, const Buffers &writes,
                const HardwareTarget &target, LaunchVolumes &v) {
  const int64_t sector = target.l1.sectorBytes;
  for (auto &[root, rels] : writes) {
    FootprintCount c = countFootprint(rels, sector);
    if (c.saturated)
      return unbounded(v, rels.front()->memref, "writes");
    v.dramWriteBytes += static_cast<double>(c.chunks) * sector;
    if (!c.exact)
      v.approximations.push_back(footprintApproximation(
          ApproximationKind::DramWrites, rels.front()->memref, c.note));
    if (reads.count(root))
      continue;
    FootprintCount p = countPartialChunks(rels, sector);
    if (p.saturated)
      return unbounded(v, rels.front()->memref, "partial writes");
    v.dramPartialWriteReadBytes += static_cast<double>(p.chunks) * sector;
    v.dramPartialWriteSectorBytes += static_cast<double>(p.chunks) * sector;
    if (!p.exact)
      v.approximations.push_back(footprintApproximation(
          ApproximationKind::DramPartialWrites, rels.front()->memref, p.note));
  }
  return true;
}

/// Partly written sectors evicted before the rest of them is written
/// (seed 000 §3.4 item 5, §8; warpspeed 690c61d predict_metrics.py,
/// memStoreEvicts): the stores that reach L2 beyond the written footprint
/// are partial-sector writes; a fraction miss(O) of them finds its sector
/// evicted, which is then written back and read again from DRAM:
///   evicts = (V_L2store - V_memstore,comp) x (1 - e^(-b·e^(c·O))),
///   O = (a wave's new load + store bytes) / L2 size,
/// added to both the DRAM reads and the DRAM writes. A wave's new bytes
/// are the launch's DRAM footprint over its waves. A launch whose whole
/// footprint fits in the (effective) L2 evicts nothing: the fit, which
/// gives 1 - e^(-b) at O = 0, is not used below its data.
void partialStoreEvictions(const HardwareTarget &target, LaunchVolumes &v) {
  const HitRateCurve &curve = target.calibration.l2PartialStoreMiss;
  double redundant = std::max(0.0, v.l2WriteBytes - v.dramWriteBytes);
  double l2 = static_cast<double>(target.l2.effectiveBytes);
  if (!(redundant > 0 && curve.isSet() && l2 > 0 && v.blocks > 0 &&
        v.dramReadBytes + v.dramWriteBytes > l2))
    return;
  double perWave = std::min(1.0, static_cast<double>(v.waveBlocks) /
                                     static_cast<double>(v.blocks));
  auto &e = v.partialStoreEvictions;
  e.computed = true;
  e.redundantStoreBytes = redundant;
  e.oversubscription = (v.dramReadBytes + v.dramWriteBytes) * perWave / l2;
  e.miss = std::clamp(
      1 - curve.a * std::exp(-curve.b * std::exp(curve.c * e.oversubscription)),
      0.0, 1.0);
  e.bytes = redundant * e.miss;
  v.dramReadBytes += e.bytes;
  v.dramWriteBytes += e.bytes;
}

/// Dirty lines still in L2 when the kernel ends are written back later,
/// outside the kernel. The L2 (one SM's effective share of it) holds the
/// most recent traffic, of which the written part is the write share:
///   residual = effective_L2 * writes / (reads + writes).
void residualWrites(const HardwareTarget &target, LaunchVolumes &v) {
  double total = v.dramReadBytes + v.dramWriteBytes;
  if (total > 0 && v.dramWriteBytes > 0) {
    double residual = static_cast<double>(target.l2.effectiveBytes) *
                      v.dramWriteBytes / total;
    v.dramWriteResidualBytes = std::min(residual, v.dramWriteBytes);
    v.dramWriteBytes -= v.dramWriteResidualBytes;
  }
}

/// The distinct L2 lines that the global atomics update, over every
/// buffer they update (the lines are not DRAM traffic, but the same
/// footprint count serves them).
bool globalAtomicLines(const KernelAccesses &accesses,
                       const HardwareTarget &target, LaunchVolumes &v) {
  Buffers atomics;
  for (const AccessRelation &rel : accesses.accesses)
    if (rel.space == MemorySpace::global && rel.kind == AccessKind::atomic)
      atomics[rel.root.getAsOpaquePointer()].push_back(&rel);
  for (auto &[root, rels] : atomics) {
    FootprintCount c = countFootprint(rels, target.l2.lineBytes);
    if (c.saturated)
      return unbounded(v, rels.front()->memref, "atomics");
    // An inexact count bounds the same relations whose DRAM reads already
    // carry the approximation (atomics read their buffer too).
    v.globalAtomicLines += c.chunks;
  }
  return true;
}

} // namespace

bool mlir::warp::computeDramTraffic(const KernelAccesses &accesses,
                                    const HardwareTarget &target,
                                    LaunchVolumes &v) {
  Buffers reads, writes;
  groupByBuffer(accesses, reads, writes);
  WaveSets sets = seed000WaveSets(accesses.sizes.grid, v.waveBlocks);
  Overlaps overlaps;
  if (!dramReads(accesses, reads, sets, target, v, overlaps))
    return false;
  // Seed 000 samples the grid's last wave; where its blocks read nothing
  // (guards that leave the last rows of blocks idle, as a grid rounded up
  // past an interior), the sample says nothing of the reuse between the
  // waves that do read: the wave is then taken in the middle rows.
  bool idle = !overlaps.empty() && llvm::all_of(overlaps, [](const auto &o) {
    return o.second.computed && o.second.waveChunks == 0;
  });
  if (idle && v.dramReadBytes > 0) {
    WaveSets middle =
        seed000WaveSets(accesses.sizes.grid, v.waveBlocks, /*middle=*/true);
    overlaps = waveOverlaps(accesses, reads, middle, target, v);
    sets = middle;
  }
  layerConditionReads(overlaps, sets, target, v);
  if (!dramWrites(reads, writes, target, v) ||
      !globalAtomicLines(accesses, target, v))
    return false;
  partialStoreEvictions(target, v);
  v.dramReadBytes += v.dramPartialWriteReadBytes;
  double written = v.dramWriteBytes;
  residualWrites(target, v);
  // A partially written sector is read from DRAM when L2 writes it back;
  // the share of the written sectors still in L2 at the end (the residual)
  // is read back by no one during the launch. Nsight Compute on the random
  // tuning set's rk061_map (bench/random/sets/s2725360607, 2026-11-26): no
  // DRAM write and no read beyond its inputs' 2,505,984 bytes, where every
  // one of its 2,484 partly written sectors read would add 79,488.
  if (written > 0) {
    double stays =
        v.dramPartialWriteReadBytes * (1 - v.dramWriteBytes / written);
    v.dramPartialWriteReadBytes -= stays;
    v.dramReadBytes -= stays;
  }
  return true;
}
