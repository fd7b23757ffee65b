//===- PredictionReport.cpp - JSON and remarks of a prediction ------------===//
//
// See PredictionReport.h; the fields are documented in docs/report.md.
//
//===----------------------------------------------------------------------===//

#include "Warp/Report/PredictionReport.h"

#include "Warp/Report/ApproximationText.h"

#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::warp;

namespace {

int64_t rounded(double x) { return static_cast<int64_t>(std::llround(x)); }

llvm::json::Array dim3(const Dim3 &d) {
  llvm::json::Array a;
  for (const auto &v : d)
    a.push_back(v ? llvm::json::Value(*v) : llvm::json::Value(nullptr));
  return a;
}

Dim3 dim3Of(const std::array<int64_t, 3> &a) { return {a[0], a[1], a[2]}; }

std::string where(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
    os << " at line " << loc.getLine();
  return s;
}

/// "'buffer' (57%, mostly the read at line 12)": the buffer with the largest
/// share of `field`, and its largest access.
template <typename Fn> std::string dominant(const LaunchVolumes &v, Fn field) {
  int64_t total = 0;
  std::map<std::string, int64_t> perBuffer;
  std::map<std::string, const AccessVolumes *> top;
  for (const AccessVolumes &a : v.accesses) {
    int64_t x = field(a);
    total += x;
    perBuffer[a.memref] += x;
    const AccessVolumes *&t = top[a.memref];
    if (!t || field(*t) < x)
      t = &a;
  }
  if (total <= 0)
    return "none";
  auto best = std::max_element(
      perBuffer.begin(), perBuffer.end(),
      [](const auto &a, const auto &b) { return a.second < b.second; });
  std::string s;
  llvm::raw_string_ostream os(s);
  const AccessVolumes *a = top[best->first];
  os << "'" << best->first << "' (" << (100 * best->second + total / 2) / total
     << "%, mostly the " << stringifyAccessKind(a->kind) << where(a->op) << ")";
  return s;
}

} // namespace

llvm::json::Object mlir::warp::unmodelledLaunchReport(
    const std::string &kernel, const Dim3 &grid, const Dim3 &block,
    const HardwareTarget &target, const std::string &reason) {
  llvm::json::Object obj;
  obj["kernel"] = kernel;
  obj["grid"] = dim3(grid);
  obj["block"] = dim3(block);
  obj["target"] = target.name;
  obj["modelled"] = false;
  obj["reason"] = reason;
  return obj;
}

namespace {

/// The launch's shape, occupancy, and traffic through L1, L2 and DRAM.
void addMemoryFields(const LaunchVolumes &v, const HardwareTarget &target,
                     llvm::json::Object &obj) {
  obj["threads_per_block"] = v.threadsPerBlock;
  obj["blocks"] = v.blocks;
  obj["regs_per_thread"] = v.regsPerThread;
  obj["regs_estimated"] = v.regsEstimated;
  obj["smem_per_block"] = v.smemPerBlock;
  obj["blocks_per_sm"] = v.occupancy.blocksPerSM;
  obj["occupancy_warps_per_sm"] = v.occupancy.warpsPerSM;
  obj["wave_blocks"] = v.waveBlocks;
  obj["waves"] = v.waves;
  obj["l1_global_load_sectors"] = v.l1GlobalLoadSectors;
  obj["l1_global_load_requests"] = v.l1GlobalLoadRequests;
  obj["l1_global_store_sectors"] = v.l1GlobalStoreSectors;
  obj["l1_global_store_requests"] = v.l1GlobalStoreRequests;
  obj["l1_global_atomic_sectors"] = v.l1GlobalAtomicSectors;
  obj["global_atomic_lines"] = v.globalAtomicLines;
  obj["global_cas_loops"] = v.globalCasLoops;
  obj["l1_wavefronts"] = v.l1Wavefronts;
  obj["l1_global_store_wavefronts"] = v.l1GlobalStoreWavefronts;
  obj["l2_read_requests"] = rounded(v.l2ReadRequests);
  obj["l2_write_requests"] = rounded(v.l2WriteRequests);
  obj["l2_partial_write_sectors"] = v.l2PartialWriteSectors;
  obj["l2_read_bytes"] = rounded(v.l2ReadBytes);
  obj["l2_read_compulsory_bytes"] =
      v.l2ReadCompulsorySectors * target.l1.sectorBytes;
  obj["l1_oversubscription"] = v.l1Oversubscription;
  obj["l2_write_bytes"] = rounded(v.l2WriteBytes);
  obj["dram_read_bytes"] = rounded(v.dramReadBytes);
  obj["dram_read_layer_condition_bytes"] =
      rounded(v.dramReadLayerConditionBytes);
  obj["l2_oversubscription"] = v.l2Oversubscription;
  if (v.layerCondition.computed) {
    const auto &lc = v.layerCondition;
    llvm::json::Object o;
    o["wave_box_blocks"] = lc.waveBoxBlocks;
    o["wave_bytes"] = rounded(lc.waveBytes);
    o["near_footprint_bytes"] = rounded(lc.nearBytes);
    o["far_footprint_bytes"] = rounded(lc.farBytes);
    o["near_overlap_bytes"] = rounded(lc.nearOverlapBytes);
    o["far_overlap_bytes"] = rounded(lc.farOverlapBytes);
    o["near_hit"] = lc.nearHit;
    o["far_hit"] = lc.farHit;
    obj["layer_condition"] = std::move(o);
  }
  obj["dram_read_partial_write_bytes"] = rounded(v.dramPartialWriteReadBytes);
  if (v.partialStoreEvictions.computed) {
    const auto &e = v.partialStoreEvictions;
    obj["partial_store_evictions"] = llvm::json::Object{
        {"redundant_store_bytes", rounded(e.redundantStoreBytes)},
        {"oversubscription", e.oversubscription},
        {"miss", e.miss},
        {"bytes", rounded(e.bytes)}};
  }
  obj["dram_write_bytes"] = rounded(v.dramWriteBytes);
  obj["dram_write_l2_residual_bytes"] = rounded(v.dramWriteResidualBytes);
}

/// Shared-memory wavefronts, conflicts and atomics.
void addSharedFields(const LaunchVolumes &v, llvm::json::Object &obj) {
  obj["shared_wavefronts"] = v.sharedWavefronts;
  obj["shared_load_wavefronts"] = v.sharedLoadWavefronts;
  obj["shared_store_wavefronts"] = v.sharedStoreWavefronts;
  obj["shared_atomic_wavefronts"] = v.sharedAtomicWavefronts;
  obj["shared_atomic_instructions"] = v.sharedAtomicInstructions;
  if (!v.sharedAtomicsByClass.empty()) {
    llvm::json::Object byClass;
    for (const auto &[cls, counts] : v.sharedAtomicsByClass)
      byClass[atomicInstructionName(cls)] =
          llvm::json::Object{{"instructions", counts.instructions},
                             {"wavefronts", counts.wavefronts}};
    obj["shared_atomics_by_class"] = std::move(byClass);
  }
  obj["shared_bank_conflicts"] = v.sharedBankConflicts;
  if (v.sharedDataDependent) {
    obj["shared_wavefronts_best"] = v.sharedWavefrontsBest;
    obj["shared_wavefronts_worst"] = v.sharedWavefrontsWorst;
  }
}

/// Per-warp instruction profile: warp instructions of each class, averaged
/// over the launch's warps.
void addProfile(const LaunchVolumes &v, llvm::json::Object &obj) {
  double perWarp = v.warps ? 1.0 / static_cast<double>(v.warps) : 0;
  llvm::json::Object profile;
  profile["warps"] = v.warps;
  for (InstructionGroup g : allInstructionGroups())
    profile[instructionGroupName(g)] = v.instructionMix[g] * perWarp;
  profile["critical_path_cycles"] = v.warpLatencyCycles;
  profile["critical_path_memory_latencies"] = v.warpLatencyMemoryAccesses;
  obj["instruction_profile"] = std::move(profile);
}

/// The time, its bounds and the latency terms (docs/cost-model.md).
void addCostFields(const LaunchCost &cost, llvm::json::Object &obj) {
  obj["time_us"] = cost.timeUs;
  obj["limiter"] = boundName(cost.limiter);
  obj["l2_limited_by"] = l2TermName(cost.l2Term);
  llvm::json::Object bounds;
  for (Bound b : allBounds())
    bounds[boundName(b)] = cost.boundUs(b);
  obj["bounds"] = std::move(bounds);
  obj["launch_overhead_us"] = cost.launchOverheadUs;
  obj["warp_latency_cycles"] = cost.warpLatencyCycles;
  obj["memory_round_dram_probability"] = cost.roundDramProbability;
  obj["memory_round_latency_cycles"] = cost.roundLatencyCycles;
  obj["block_straggler_cycles"] = cost.blockStragglerCycles;
  obj["block_issue_wait_cycles"] = cost.blockIssueWaitCycles;
  obj["block_l1_wait_cycles"] = cost.blockL1WaitCycles;
  obj["block_l2_wait_cycles"] = cost.blockL2WaitCycles;
  obj["block_shared_wait_cycles"] = cost.blockSharedWaitCycles;
  obj["memory_latency_cycles"] = cost.memoryLatencyCycles;
  obj["achieved_dram_gbs"] = cost.achievedDramGBs;
  obj["resident_warps_per_sm"] = cost.residentWarpsPerSM;
}

/// The range of a launch whose atomics have data-dependent addresses.
void addAtomicRange(const Prediction &p, llvm::json::Object &obj) {
  const LaunchVolumes &v = p.volumes;
  llvm::json::Object conflicts;
  conflicts["time_us_best"] = p.atomicBestTimeUs;
  conflicts["time_us_worst"] = p.atomicWorstTimeUs;
  if (v.sharedAtomicDataDependent()) {
    conflicts["assumed"] = v.atomicConflicts.str();
    conflicts["meaning"] = v.atomicConflicts.describe();
    conflicts["per_op_attributes"] = v.atomicConflictsPerOp;
    llvm::json::Object byClass;
    for (const auto &[cls, counts] : v.sharedAtomicsByClass)
      if (counts.dataDependent)
        byClass[atomicInstructionName(cls)] =
            llvm::json::Object{{"wavefronts_best", counts.wavefrontsBest},
                               {"wavefronts_worst", counts.wavefrontsWorst}};
    conflicts["by_class"] = std::move(byClass);
  }
  if (v.globalAtomicDataDependent())
    conflicts["global"] = llvm::json::Object{
        {"lanes_int", v.globalAtomicDataLanesInt},
        {"lanes_float", v.globalAtomicDataLanesFloat},
        {"sectors_best", v.globalAtomicDataSectorsPacked},
        {"assumed", "every lane on a sector of its own"},
        {"best", "a warp's lanes on distinct words of the fewest sectors"},
        {"worst", "every lane on one word, updated in turn"}};
  obj["atomic_conflicts"] = std::move(conflicts);
}

} // namespace

llvm::json::Object mlir::warp::launchReport(const KernelModel &model,
                                            const Prediction &p,
                                            const HardwareTarget &target) {
  const LaunchVolumes &v = p.volumes;
  llvm::json::Object obj =
      unmodelledLaunchReport(model.name(), dim3Of(p.mapping.grid),
                             dim3Of(p.mapping.block), target, p.reason);
  obj["regs_source"] = model.registersSource;
  if (!model.registersNote.empty())
    obj["regs_note"] = model.registersNote;
  if (!p.modelled)
    return obj;
  obj.erase("reason");
  obj["modelled"] = true;
  obj["exact"] = p.exact();
  llvm::json::Array approx;
  for (const std::string &a : describeApproximations(p))
    approx.push_back(a);
  obj["approximations"] = std::move(approx);
  addMemoryFields(v, target, obj);
  addSharedFields(v, obj);
  addProfile(v, obj);
  if (p.hasCost)
    addCostFields(p.cost, obj);
  if (p.hasAtomicRange())
    addAtomicRange(p, obj);
  return obj;
}

std::string mlir::warp::volumesRemark(const KernelModel &model,
                                      const Prediction &p) {
  const LaunchVolumes &v = p.volumes;
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "volumes of " << model.name() << ": ";
  std::string l1 = dominant(v, [](const AccessVolumes &a) {
    return a.space == MemorySpace::global && a.kind == AccessKind::read
               ? a.sectors
               : 0;
  });
  std::string st = dominant(v, [](const AccessVolumes &a) {
    return a.space == MemorySpace::global && a.kind != AccessKind::read
               ? a.sectors
               : 0;
  });
  std::string sh = dominant(v, [](const AccessVolumes &a) {
    return a.space == MemorySpace::shared ? a.wavefronts : 0;
  });
  os << "global load sectors dominated by " << l1
     << "; store and atomic sectors by " << st << "; shared wavefronts by "
     << sh;
  for (const std::string &a : describeApproximations(p))
    os << "; approximate: " << a;
  if (v.regsEstimated)
    os << "; occupancy assumes 32 registers per thread"
       << (model.registersNote.empty() ? "" : " (" + model.registersNote + ")");
  return s;
}
