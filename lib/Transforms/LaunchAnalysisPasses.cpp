//===- LaunchAnalysisPasses.cpp - --warp-data-volumes, --warp-cost-model --===//
//
// The two passes that predict every launch of a module. They are thin: they
// find the launches and their target, build one KernelModel per kernel
// (KernelModel.h, with the registers from ptxas when it can be run), ask the
// library for each launch's prediction (Prediction.h), and turn it into
// attributes, diagnostics and the JSON report the library writes
// (PredictionReport.h).
//
//===----------------------------------------------------------------------===//

#include "Transforms/KernelContexts.h"
#include "Transforms/LowerLoopNests.h"
#include "Target/PtxasResources.h"
#include "Transforms/RetuneLaunches.h"
#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Report/PredictionReport.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>

#define DEBUG_TYPE "warp-launch-analysis"
#include "llvm/Support/Debug.h"

namespace mlir::warp {
#define GEN_PASS_DEF_WARPDATAVOLUMES
#define GEN_PASS_DEF_WARPCOSTMODEL
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

using namespace mlir;
using namespace mlir::warp;

namespace {

int64_t rounded(double x) { return static_cast<int64_t>(std::llround(x)); }

/// The options both passes share (declared once in Passes.td).
struct LaunchAnalysisOptions {
  std::string target, report, resources, ptxasPath, mlirOptPath;
  int64_t regs = 0, smem = -1;
  bool remarks = true;
  std::vector<int64_t> block, grid;
  std::string atomicConflicts = "uniform";
  /// Loop nests (--warp-cost-model only).
  LoopNestOptions nests;
};

/// Where the registers per thread of each kernel come from: the `regs=`
/// option, ptxas (each gpu.module compiled once), or the estimate.
class RegisterSource {
public:
  RegisterSource(const LaunchAnalysisOptions &opts, int64_t cc)
      : opts(opts), computeCapability(cc) {
    if (opts.resources != "estimate" && opts.regs <= 0) {
      mlirOpt = findMlirOpt(opts.mlirOptPath);
      ptxas = findPtxas(opts.ptxasPath);
    }
  }

  /// Sets the registers of `model`; false (after an error at `site`) if
  /// `resources=ptxas` and ptxas gave none.
  bool assign(KernelModel &model, Operation *site) {
    if (opts.regs > 0) {
      model.registersPerThread = opts.regs;
      model.registersSource = "option";
      return true;
    }
    model.registersSource = "estimate";
    if (opts.resources == "estimate")
      return true;
    auto func = dyn_cast<gpu::GPUFuncOp>(model.kernel());
    auto gpuModule =
        func ? func->getParentOfType<gpu::GPUModuleOp>() : gpu::GPUModuleOp();
    if (!gpuModule) {
      model.registersNote = "a gpu.launch body is not compiled with ptxas";
    } else {
      if (!compiled.count(gpuModule) && !errors.count(gpuModule)) {
        auto r = compileWithPtxas(gpuModule, computeCapability, mlirOpt, ptxas);
        if (r)
          compiled[gpuModule] = std::move(*r);
        else
          errors[gpuModule] = llvm::toString(r.takeError());
      }
      auto it = compiled.find(gpuModule);
      if (it != compiled.end() && it->second.count(func.getName())) {
        model.registersPerThread = it->second.lookup(func.getName()).registers;
        model.registersSource = "ptxas";
        return true;
      }
      model.registersNote = errors.count(gpuModule)
                                ? errors[gpuModule]
                                : "ptxas reported nothing for this kernel";
    }
    if (opts.resources == "ptxas") {
      site->emitError() << "cannot get the registers of " << model.name()
                        << " from ptxas: " << model.registersNote;
      return false;
    }
    return true;
  }

private:
  const LaunchAnalysisOptions &opts;
  int64_t computeCapability;
  std::string mlirOpt, ptxas;
  llvm::DenseMap<Operation *, llvm::StringMap<KernelResources>> compiled;
  llvm::DenseMap<Operation *, std::string> errors;
};

/// The target: the `target=` option, else the module's #warp.target, else
/// the H100.
std::string targetName(ModuleOp module, const std::string &option) {
  if (!option.empty())
    return option;
  if (auto attr = module->getAttrOfType<TargetAttr>("warp.target"))
    return attr.getName().str();
  return "h100";
}

/// Volumes (and, with `withCost`, times) of every launch of `module`.
/// Returns false if the pass must fail.
bool analyseLaunches(ModuleOp module, const LaunchAnalysisOptions &opts,
                     bool withCost, bool &rewritten) {
  MLIRContext *context = module.getContext();
  llvm::Expected<const HardwareTarget &> hw =
      lookupTarget(targetName(module, opts.target));
  if (!hw) {
    emitError(module.getLoc())
        << "cannot load hardware target: " << llvm::toString(hw.takeError());
    return false;
  }
  if (opts.resources != "auto" && opts.resources != "ptxas" &&
      opts.resources != "estimate") {
    emitError(module.getLoc())
        << "option 'resources' must be auto, ptxas or estimate, got '"
        << opts.resources << "'";
    return false;
  }
  bool ok = true;
  llvm::json::Array launches;
  // A malformed launch (a size that is not positive, a launch of a function
  // that is no kernel) is a warning and an unmodelled entry; the module's
  // other launches are still predicted.
  SmallVector<LaunchContext> contexts =
      collectLaunchContexts(module, [&](Operation *op, const Twine &msg) {
        mlir::emitWarning(op->getLoc()) << "launch not modelled: " << msg;
        std::string name = op->getName().getStringRef().str();
        if (auto lf = dyn_cast<gpu::LaunchFuncOp>(op))
          name = (lf.getKernelModuleName().getValue() +
                  "::" + lf.getKernelName().getValue())
                     .str();
        else if (auto func = dyn_cast<gpu::GPUFuncOp>(op))
          name = kernelDisplayName(func);
        launches.push_back(
            unmodelledLaunchReport(name, Dim3(), Dim3(), *hw, msg.str()));
      });
  RegisterSource registers(opts, hw->computeCapability);
  // One model per kernel and set of constant arguments, built on first use.
  std::map<std::pair<Operation *, std::vector<std::pair<unsigned, int64_t>>>,
           std::unique_ptr<KernelModel>>
      models;
  NoteEmitter notes;
  PredictOptions predictOptions;
  predictOptions.withCost = withCost;
  predictOptions.smemPerBlock = opts.smem;
  if (auto conflicts = AtomicConflicts::parse(opts.atomicConflicts)) {
    predictOptions.atomicConflicts = *conflicts;
  } else {
    module.emitError() << "atomic-conflicts='" << opts.atomicConflicts
                       << "' is not 'uniform', 'best', 'worst' or a number "
                          "of lanes from 1 to 32";
    return false;
  }

  // Loop nests first: their new launches are reported with the nest.
  llvm::json::Array nestReports;
  llvm::DenseSet<Operation *> created;
  unsigned nests = 0;
  // The candidate options (loop nests, retune=true), checked once, also
  // when nothing uses them.
  CandidateSpace space;
  RankObjective objective = RankObjective::time;
  if (withCost) {
    FailureOr<CandidateSpace> parsed =
        parseCandidateSpace(module, opts.nests, objective);
    if (failed(parsed))
      return false;
    space = std::move(*parsed);
    PredictOptions nestOptions = predictOptions;
    nestOptions.regsPerThread = opts.regs;
    ok &= lowerLoopNests(module, opts.nests, space, objective, *hw, nestOptions,
                         notes, nestReports, created, nests);
    rewritten = !created.empty();
    if (!created.empty())
      llvm::erase_if(contexts, [&](const LaunchContext &ctx) {
        return created.contains(ctx.site ? ctx.site : ctx.kernel);
      });
  }

  if (contexts.empty() && launches.empty() && nests == 0)
    emitRemark(module.getLoc())
        << "no GPU launch and no kernel in this module: nothing to predict";
  FailureOr<Dim3> blockOption = parseSizeOption(module, opts.block, "block");
  FailureOr<Dim3> gridOption = parseSizeOption(module, opts.grid, "grid");
  if (failed(blockOption) || failed(gridOption))
    return false;
  for (LaunchContext &ctx : contexts) {
    // Sizes of a launch site that are not constants: the block= and grid=
    // options, said in the report.
    std::vector<std::string> assumed;
    if (ctx.site) {
      LaunchContext before = ctx;
      applySizeOptions(ctx, *blockOption, *gridOption);
      for (int d = 0; d < 3; ++d) {
        if (!before.block[d] && ctx.block[d])
          assumed.push_back(
              llvm::formatv("block {0} = {1}", "xyz"[d], *ctx.block[d]));
        if (!before.grid[d] && ctx.grid[d])
          assumed.push_back(
              llvm::formatv("grid {0} = {1}", "xyz"[d], *ctx.grid[d]));
      }
    }
    // A kernel that is never launched is predicted for the sizes its
    // known_block_size and known_grid_size give, when they give all six.
    std::optional<LaunchMapping> mapping = mappingOf(ctx);
    Operation *where = ctx.site ? ctx.site : ctx.kernel;
    if (!ctx.site && !mapping)
      continue;
    if (!mapping) {
      std::string which = ctx.unknownSizes.empty()
                              ? std::string()
                              : " (" + llvm::join(ctx.unknownSizes, "; ") + ")";
      std::string reason = "the grid or block size is not a constant" + which;
      mlir::emitWarning(where->getLoc())
          << "launch of " << ctx.kernelName
          << " not modelled: its grid or block size is not a constant" << which
          << "; give the sizes to assume with the pass options block=X,Y,Z "
             "and grid=X,Y,Z";
      launches.push_back(unmodelledLaunchReport(ctx.kernelName, ctx.grid,
                                                ctx.block, *hw, reason));
      continue;
    }
    std::vector<std::pair<unsigned, int64_t>> args(ctx.constantArgs.begin(),
                                                   ctx.constantArgs.end());
    llvm::sort(args);
    std::unique_ptr<KernelModel> &model = models[{ctx.kernel, args}];
    if (!model) {
      model = std::make_unique<KernelModel>(ctx.kernel, ctx.kernelName,
                                            ctx.constantArgs);
      if (!registers.assign(*model, where)) {
        ok = false;
        model.reset();
        continue;
      }
    }
    Prediction p = predictLaunch(*model, *mapping, *hw, predictOptions);
    if (p.modelled && !assumed.empty()) {
      Approximation a = Approximation::of(ApproximationKind::AssumedSizes);
      a.detail = llvm::join(assumed, ", ");
      p.volumes.approximations.push_back(a);
    }
    if (p.modelled && ctx.clustered)
      p.volumes.approximations.push_back(
          Approximation::of(ApproximationKind::Clustered));
    if (p.modelled && !ctx.dynamicSharedBytes)
      p.volumes.approximations.push_back(
          Approximation::of(ApproximationKind::DynamicSharedUnknown));
    // retune=true: a launch as written, of a kernel proven block-size
    // generic, gets the block shape the model predicts fastest.
    llvm::json::Object retuneEntry;
    if (withCost && opts.nests.retune && ctx.site && p.modelled &&
        !ctx.clustered && ctx.dynamicSharedBytes) {
      if (std::optional<Prediction> pick = retuneLaunch(
              ctx.site, *model, p, space, objective, *hw, predictOptions,
              opts.nests.top, opts.remarks, retuneEntry)) {
        p = std::move(*pick);
        rewritten = true;
      }
    }
    ok &= notes.emit(p.notes);
    llvm::json::Object obj = launchReport(*model, p, *hw);
    if (llvm::json::Value *r = retuneEntry.get("retune"))
      obj["retune"] = std::move(*r);
    if (!ctx.site)
      obj["launch_site"] = "none: the sizes of known_block_size and "
                           "known_grid_size";
    if (!p.modelled) {
      mlir::emitWarning(where->getLoc())
          << "launch of " << ctx.kernelName << " not modelled: " << p.reason;
      launches.push_back(std::move(obj));
      continue;
    }
    const LaunchVolumes &v = p.volumes;
    where->setAttr(
        "warp.volumes",
        VolumesAttr::get(context, v.l1GlobalLoadSectors, v.l1GlobalLoadRequests,
                         v.l1GlobalStoreSectors, v.l1Wavefronts,
                         rounded(v.l2ReadBytes), rounded(v.l2WriteBytes),
                         rounded(v.dramReadBytes), rounded(v.dramWriteBytes),
                         v.sharedWavefronts, v.sharedBankConflicts,
                         v.waveBlocks, v.waves, p.exact()));
    if (opts.remarks)
      mlir::emitRemark(where->getLoc()) << volumesRemark(*model, p);
    if (p.hasCost)
      where->setAttr(
          "warp.cost",
          CostAttr::get(context,
                        FloatAttr::get(Float64Type::get(context),
                                       std::round(p.cost.timeUs * 1000) / 1000),
                        boundName(p.cost.limiter), p.cost.residentWarpsPerSM));
    LLVM_DEBUG(llvm::dbgs() << ctx.kernelName << " " << mapping->describe()
                            << " predicted\n");
    launches.push_back(std::move(obj));
  }
  if (!opts.report.empty()) {
    PassOutput out(module, opts.report, "report");
    if (out.failed())
      return false;
    llvm::json::Object root;
    root["warp_report_version"] = 1;
    root["launches"] = std::move(launches);
    if (withCost)
      root["loop_nests"] = std::move(nestReports);
    out.os() << llvm::formatv("{0:2}", llvm::json::Value(std::move(root)))
             << "\n";
    out.keep();
  }
  return ok;
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
    o.block.assign(this->block.begin(), this->block.end());
    o.grid.assign(this->grid.begin(), this->grid.end());
    o.atomicConflicts = this->atomicConflicts;
    if constexpr (WithCost) {
      o.nests.blocks.assign(this->blocks.begin(), this->blocks.end());
      o.nests.maxThreads = this->maxThreads;
      o.nests.folds.assign(this->fold.begin(), this->fold.end());
      o.nests.foldDims.assign(this->foldDims.begin(), this->foldDims.end());
      o.nests.foldCombine = this->foldCombine;
      o.nests.dimOrders = this->dimOrders;
      o.nests.foldLayout = this->foldLayout;
      o.nests.top = this->top;
      o.nests.objective = this->objective;
      o.nests.checkMapping = this->checkMapping;
      o.nests.search = this->search;
      o.nests.retune = this->retune;
      o.nests.remarks = this->remarks;
    }
    bool rewritten = false;
    if (!analyseLaunches(this->getOperation(), o, WithCost, rewritten))
      return this->signalPassFailure();
    // Without loop nests to lower, the passes only add attributes and
    // diagnostics.
    if (!rewritten)
      this->markAllAnalysesPreserved();
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
