//===- DataVolumes.cpp - Attach #warp.volumes to every launch
//---------------===//

#include "Warp/Analysis/DataVolumes.h"
#include "KernelContexts.h"
#include "PtxasResources.h"
#include "Warp/Analysis/AccessRelations.h"
#include "Warp/Analysis/CostModel.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Transforms/Passes.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>

namespace mlir::warp {
#define GEN_PASS_DEF_WARPDATAVOLUMES
#define GEN_PASS_DEF_WARPCOSTMODEL
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

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

/// The options both passes share.
struct LaunchAnalysisOptions {
  std::string target, report, resources, ptxasPath, mlirOptPath;
  int64_t regs = 0, smem = -1;
  bool remarks = true;
};

/// Volumes (and, with `withCost`, times) of every launch of `module`.
/// Returns false if the pass must fail.
bool analyseLaunches(ModuleOp module, const LaunchAnalysisOptions &opts,
                     bool withCost) {
  MLIRContext *context = module.getContext();
  const std::string &target = opts.target, &report = opts.report,
                    &resources = opts.resources, &ptxasPath = opts.ptxasPath,
                    &mlirOptPath = opts.mlirOptPath;
  int64_t regs = opts.regs, smem = opts.smem;
  bool remarks = opts.remarks;
  {
    llvm::Expected<HardwareTarget> hw = HardwareTarget::lookup(target);
    if (!hw) {
      emitError(module.getLoc())
          << "cannot load hardware target: " << llvm::toString(hw.takeError());
      return false;
    }
    bool ok = true;
    SmallVector<LaunchContext> contexts =
        collectLaunchContexts(module, [&](Operation *op, const Twine &msg) {
          op->emitError(msg);
          ok = false;
        });
    NoteEmitter notes;
    llvm::json::Array launches;
    VolumeOptions options;
    options.regsPerThread = regs;
    options.smemPerBlock = smem;
    if (resources != "auto" && resources != "ptxas" &&
        resources != "estimate") {
      emitError(module.getLoc())
          << "option 'resources' must be auto, ptxas or estimate, got '"
          << resources << "'";
      return false;
    }
    std::string mlirOpt, ptxas;
    if (resources != "estimate" && regs <= 0) {
      mlirOpt = findTool(mlirOptPath, "mlir-opt", {"/usr/lib/llvm-22/bin"});
      ptxas = findTool(ptxasPath, "ptxas", {"/usr/local/cuda/bin"});
    }
    // ptxas results per gpu.module (compiled once).
    llvm::DenseMap<Operation *, llvm::StringMap<KernelResources>> compiled;
    llvm::DenseMap<Operation *, std::string> compileErrors;
    for (LaunchContext &ctx : contexts) {
      if (!ctx.site)
        continue; // A kernel with no launch site is not a launch.
      llvm::json::Object obj;
      obj["kernel"] = ctx.kernelName;
      obj["grid"] = dim3(ctx.grid);
      obj["block"] = dim3(ctx.block);
      obj["target"] = hw->name;
      if (!ctx.hasConstantSizes()) {
        ctx.site->emitWarning()
            << "launch of " << ctx.kernelName
            << " not modelled: its grid or block size is not a constant";
        obj["modelled"] = false;
        obj["reason"] = "the grid or block size is not a constant";
        launches.push_back(std::move(obj));
        continue;
      }
      KernelAccesses acc = computeAccessRelations(ctx);
      ok &= notes.emit(acc.notes);
      // Registers: the option, else ptxas, else the estimate.
      VolumeOptions launchOptions = options;
      std::string regsSource = regs > 0 ? "option" : "estimate";
      std::string regsNote;
      auto func = dyn_cast<gpu::GPUFuncOp>(ctx.kernel);
      if (regs <= 0 && resources != "estimate") {
        auto gpuModule = func ? func->getParentOfType<gpu::GPUModuleOp>()
                              : gpu::GPUModuleOp();
        if (!gpuModule) {
          regsNote = "a gpu.launch body is not compiled with ptxas";
        } else {
          if (!compiled.count(gpuModule) && !compileErrors.count(gpuModule)) {
            auto r = compileWithPtxas(gpuModule, hw->computeCapability, mlirOpt,
                                      ptxas);
            if (r)
              compiled[gpuModule] = std::move(*r);
            else
              compileErrors[gpuModule] = llvm::toString(r.takeError());
          }
          auto it = compiled.find(gpuModule);
          if (it != compiled.end() && it->second.count(func.getName())) {
            const KernelResources &kr = it->second.lookup(func.getName());
            launchOptions.regsPerThread = kr.registers;
            regsSource = "ptxas";
          } else {
            regsNote = compileErrors.count(gpuModule)
                           ? compileErrors[gpuModule]
                           : "ptxas reported nothing for this kernel";
          }
        }
        if (regsSource != "ptxas" && resources == "ptxas") {
          ctx.site->emitError()
              << "cannot get the registers of " << ctx.kernelName
              << " from ptxas: " << regsNote;
          ok = false;
          continue;
        }
      }
      obj["regs_source"] = regsSource;
      if (!regsNote.empty())
        obj["regs_note"] = regsNote;
      LaunchVolumes v = computeDataVolumes(acc, *hw, launchOptions);
      if (!v.modelled) {
        ctx.site->emitWarning()
            << "launch of " << ctx.kernelName << " not modelled: " << v.reason;
        obj["modelled"] = false;
        obj["reason"] = v.reason;
        launches.push_back(std::move(obj));
        continue;
      }
      bool exact = v.approximations.empty();
      ctx.site->setAttr(
          "warp.volumes",
          VolumesAttr::get(
              context, v.l1GlobalLoadSectors, v.l1GlobalLoadRequests,
              v.l1GlobalStoreSectors, v.l1Wavefronts, rounded(v.l2ReadBytes),
              rounded(v.l2WriteBytes), rounded(v.dramReadBytes),
              rounded(v.dramWriteBytes), v.sharedWavefronts,
              v.sharedBankConflicts, v.waveBlocks, v.waves, exact));
      if (remarks) {
        auto diag = ctx.site->emitRemark();
        diag << "volumes of " << ctx.kernelName << ": ";
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
        diag << "global load sectors dominated by " << l1
             << "; store and atomic sectors by " << st
             << "; shared wavefronts by " << sh;
        for (const std::string &a : v.approximations)
          diag << "; approximate: " << a;
        if (v.regsEstimated)
          diag << "; occupancy assumes 32 registers per thread"
               << (regsNote.empty() ? "" : " (" + regsNote + ")");
      }
      obj["modelled"] = true;
      obj["exact"] = exact;
      llvm::json::Array approx;
      for (const std::string &a : v.approximations)
        approx.push_back(a);
      obj["approximations"] = std::move(approx);
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
      obj["l1_wavefronts"] = v.l1Wavefronts;
      obj["l1_global_store_wavefronts"] = v.l1GlobalStoreWavefronts;
      obj["l2_read_requests"] = rounded(v.l2ReadRequests);
      obj["l2_write_requests"] = rounded(v.l2WriteRequests);
      obj["l2_read_bytes"] = rounded(v.l2ReadBytes);
      obj["l2_read_compulsory_bytes"] =
          v.l2ReadCompulsorySectors * hw->l1.sectorBytes;
      obj["l1_oversubscription"] = v.l1Oversubscription;
      obj["l2_write_bytes"] = rounded(v.l2WriteBytes);
      obj["dram_read_bytes"] = rounded(v.dramReadBytes);
      obj["dram_read_layer_condition_bytes"] =
          rounded(v.dramReadLayerConditionBytes);
      obj["l2_oversubscription"] = v.l2Oversubscription;
      obj["dram_read_partial_write_bytes"] =
          rounded(v.dramPartialWriteReadBytes);
      obj["dram_write_bytes"] = rounded(v.dramWriteBytes);
      obj["dram_write_l2_residual_bytes"] = rounded(v.dramWriteResidualBytes);
      obj["shared_wavefronts"] = v.sharedWavefronts;
      obj["shared_load_wavefronts"] = v.sharedLoadWavefronts;
      obj["shared_store_wavefronts"] = v.sharedStoreWavefronts;
      obj["shared_atomic_wavefronts"] = v.sharedAtomicWavefronts;
      obj["shared_atomic_instructions"] = v.sharedAtomicInstructions;
      if (!v.sharedAtomicsByClass.empty()) {
        llvm::json::Object byClass;
        for (const auto &[cls, counts] : v.sharedAtomicsByClass)
          byClass[cls] =
              llvm::json::Object{{"instructions", counts.instructions},
                                 {"wavefronts", counts.wavefronts}};
        obj["shared_atomics_by_class"] = std::move(byClass);
      }
      obj["shared_bank_conflicts"] = v.sharedBankConflicts;
      if (v.sharedDataDependent) {
        obj["shared_wavefronts_best"] = v.sharedWavefrontsBest;
        obj["shared_wavefronts_worst"] = v.sharedWavefrontsWorst;
      }
      {
        // Per-warp instruction profile (issue 5 part 3): warp instructions
        // of each class, averaged over the launch's warps.
        double perWarp = v.warps ? 1.0 / static_cast<double>(v.warps) : 0;
        llvm::json::Object profile;
        profile["warps"] = v.warps;
        profile["fp32"] = v.instFp32 * perWarp;
        profile["fp64"] = v.instFp64 * perWarp;
        profile["sfu"] = v.instSfu * perWarp;
        profile["integer"] = v.instInteger * perWarp;
        profile["global_memory"] = v.instGlobalMemory * perWarp;
        profile["shared_memory"] = v.instSharedMemory * perWarp;
        profile["atomics"] = v.instAtomics * perWarp;
        profile["barriers"] = v.instBarriers * perWarp;
        profile["other"] = v.instOther * perWarp;
        profile["critical_path_cycles"] = v.warpLatencyCycles;
        profile["critical_path_memory_latencies"] = v.warpLatencyMemoryAccesses;
        obj["instruction_profile"] = std::move(profile);
      }
      if (withCost) {
        LaunchCost cost = computeLaunchCost(v, *hw);
        ctx.site->setAttr(
            "warp.cost",
            CostAttr::get(context,
                          FloatAttr::get(Float64Type::get(context),
                                         std::round(cost.timeUs * 1000) / 1000),
                          cost.limiter, cost.residentWarpsPerSM));
        obj["time_us"] = cost.timeUs;
        obj["limiter"] = cost.limiter;
        llvm::json::Object bounds;
        for (auto &[name, t] : cost.boundsUs)
          bounds[name] = t;
        obj["bounds"] = std::move(bounds);
        obj["launch_overhead_us"] = cost.launchOverheadUs;
        obj["warp_latency_cycles"] = cost.warpLatencyCycles;
        obj["memory_round_dram_probability"] = cost.roundDramProbability;
        obj["memory_round_latency_cycles"] = cost.roundLatencyCycles;
        obj["block_straggler_cycles"] = cost.blockStragglerCycles;
        obj["block_issue_wait_cycles"] = cost.blockIssueWaitCycles;
        obj["block_l1_wait_cycles"] = cost.blockL1WaitCycles;
        obj["block_shared_wait_cycles"] = cost.blockSharedWaitCycles;
        obj["memory_latency_cycles"] = cost.memoryLatencyCycles;
        obj["achieved_dram_gbs"] = cost.achievedDramGBs;
        obj["resident_warps_per_sm"] = cost.residentWarpsPerSM;
      }
      launches.push_back(std::move(obj));
    }
    if (!report.empty()) {
      PassOutput out(module, report, "report");
      if (out.failed())
        return false;
      llvm::raw_ostream &os = out.os();
      llvm::json::Object root;
      root["warp_report_version"] = 1;
      root["launches"] = std::move(launches);
      os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
      out.keep();
    }
    return ok;
  }
}

/// Both passes: the TableGen base `Base` declares the same options.
template <typename Base, bool WithCost> struct LaunchAnalysisPass : Base {
  using Base::Base;
  void runOnOperation() override {
    LaunchAnalysisOptions o;
    o.target = this->target;
    o.report = this->report;
    o.resources = this->resources;
    o.ptxasPath = this->ptxasPath;
    o.mlirOptPath = this->mlirOptPath;
    o.regs = this->regs;
    o.smem = this->smem;
    o.remarks = this->remarks;
    if (!analyseLaunches(this->getOperation(), o, WithCost))
      this->signalPassFailure();
  }
};

struct DataVolumesPass
    : LaunchAnalysisPass<warp::impl::WarpDataVolumesBase<DataVolumesPass>,
                         false> {
  using LaunchAnalysisPass::LaunchAnalysisPass;
};

struct CostModelPass
    : LaunchAnalysisPass<warp::impl::WarpCostModelBase<CostModelPass>, true> {
  using LaunchAnalysisPass::LaunchAnalysisPass;
};
} // namespace
