//===- LaunchAnalysisPasses.cpp - The passes that decide and predict
//-------===//
//
// --warp-data-volumes, --warp-cost-model, --warp-choose-launch-configs and
// --warp-apply-launch-configs. They are thin: they read their typed options
// (Passes.td, PassSupport.h), then call the decisions (NestDecisions.h,
// LaunchRetune.h), the prediction of every launch (ModulePredictor.h) and
// the report layer, and own the diagnostics and the output file.
// --warp-cost-model is the convenient pipeline of the other three.
//
//===----------------------------------------------------------------------===//

#include "Transforms/ContractionDecisions.h"
#include "Transforms/LaunchRetune.h"
#include "Transforms/ModulePredictor.h"
#include "Transforms/NestDecisions.h"
#include "Transforms/PassSupport.h"
#include "Transforms/ReductionDecisions.h"

#include "Warp/Analysis/Relations/BlockSizeGeneric.h"
#include "Warp/Lowering/LinalgToLoops.h"
#include "Warp/Lowering/SoftmaxDecomposition.h"
#include "Warp/Report/ContractionReport.h"
#include "Warp/Report/DecisionReport.h"
#include "Warp/Report/PredictionReport.h"
#include "Warp/Report/ReductionReport.h"
#include "Warp/Transforms/Passes.h"
#include "Warp/Transforms/ReportSink.h"
#include "Warp/Version.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::warp {
#define GEN_PASS_DEF_WARPDATAVOLUMES
#define GEN_PASS_DEF_WARPCOSTMODEL
#define GEN_PASS_DEF_WARPCHOOSELAUNCHCONFIGS
#define GEN_PASS_DEF_WARPAPPLYLAUNCHCONFIGS
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

using namespace mlir;
using namespace mlir::warp;

namespace {

/// What every predicting pass reads before it starts, checked.
struct Setup {
  const HardwareTarget *target = nullptr;
  ModulePredictionSettings settings;
};

/// Writes the JSON report (docs/report.md) to `path` (none if empty) and
/// hands it to `sink` (if set); false on error.
bool writeReport(ModuleOp module, StringRef path, const ReportSink &sink,
                 llvm::json::Object root) {
  root["warp_report_version"] = 1;
  root["warp_version"] = WARP_VERSION;
  root["mlir_version"] = WARP_MLIR_VERSION;
  if (sink)
    sink(root);
  if (path.empty())
    return true;
  PassOutput out(module, path, "report");
  if (out.failed())
    return false;
  out.os() << llvm::formatv("{0:2}", llvm::json::Value(std::move(root)))
           << "\n";
  return out.keep();
}

/// A Warp pass over its generated base: its options read in one place each
/// (the members TableGen declares, passed as they are), and a bad option
/// value gets a message that says where to look, not MLIR's empty one.
template <typename Base> struct WarpPass : Base {
  using Base::Base;

  /// Receives the report as a value (ReportSink.h); may be empty.
  ReportSink sink;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    return reportOptionParseErrors(
        this->getArgument(), options, errorHandler,
        [&](function_ref<LogicalResult(const Twine &)> handler) {
          return Pass::initializeOptions(options, handler);
        });
  }

  /// The target and the prediction settings (WarpLaunchAnalysisOptions).
  FailureOr<Setup> setUp(bool withCost) {
    ModuleOp module = this->getOperation();
    Setup s;
    FailureOr<const HardwareTarget *> hw = resolveTarget(module, this->target);
    if (failed(hw) ||
        failed(checkPredictionOptions(module, this->regs, this->smem, **hw)))
      return failure();
    FailureOr<Dim3> block = parseSizeOption(module, this->block, "block");
    FailureOr<Dim3> grid = parseSizeOption(module, this->grid, "grid");
    if (failed(block) || failed(grid))
      return failure();
    s.target = *hw;
    ModulePredictionSettings &m = s.settings;
    m.target = *hw;
    m.predict.withCost = withCost;
    m.predict.smemPerBlock = this->smem;
    m.predict.atomicConflicts = this->atomicConflicts;
    m.resources = this->resources;
    m.regs = this->regs;
    m.ptxasPath = this->ptxasPath;
    m.mlirOptPath = this->mlirOptPath;
    m.ptxasCache = !this->noCache;
    m.block = *block;
    m.grid = *grid;
    m.remarks = this->remarks;
    return s;
  }

  /// The candidate space (WarpCandidateOptions), checked.
  FailureOr<CandidateSpace> candidateSpace(const HardwareTarget &target) {
    SmallVector<Shape3> blocks(this->blocks.begin(), this->blocks.end());
    SmallVector<int64_t> folds(this->fold.begin(), this->fold.end());
    SmallVector<GpuDim> dims(this->foldDims.begin(), this->foldDims.end());
    return candidateSpaceOf(this->getOperation(), blocks, this->maxThreads,
                            folds, dims, this->foldCombine, this->dimOrders,
                            this->foldLayout, this->search, this->top, target);
  }

  /// Decides the nest `op` and, with `apply`, rewrites it into the pick's
  /// launch (annotated with the pick's prediction); without, annotates it
  /// with #warp.launch_config. Appends its report entry. False on error.
  bool decideAndMaybeApply(Operation *op, const Setup &s, bool apply,
                           NoteEmitter &notes, llvm::json::Array &reports,
                           llvm::DenseSet<Operation *> &created,
                           const CandidateSpace &space) {
    PredictOptions options = s.settings.predict;
    options.regsPerThread = this->regs;
    FailureOr<NestDecision> d = decideNest(
        op, space, this->objective, *s.target, options, this->checkMapping);
    if (failed(d))
      return false;
    const Prediction &pick = d->pick();
    bool ok = notes.emit(pick.notes);
    if (this->remarks)
      remarkDecision(op, *d, this->top, this->objective, *s.target);
    llvm::json::Object entry = decisionEntry(*d, this->objective, *s.target);
    if (!apply) {
      op->setAttr(kLaunchConfigAttrName,
                  launchConfigAttr(op->getContext(), pick.mapping));
      reports.push_back(std::move(entry));
      return ok;
    }
    FailureOr<gpu::LaunchOp> launch =
        applyNestMapping(op, d->nest, pick.mapping);
    if (failed(launch))
      return false;
    setPredictionAttrs(*launch, pick);
    entry["launch"] = launchReport(d->ranking.modelOf(d->ranking.order.front()),
                                   pick, *s.target);
    reports.push_back(std::move(entry));
    created.insert(*launch);
    return ok;
  }

  /// Decides the reduction `op` (one input) and, with `apply`, replaces it
  /// by the pick's launch; without, annotates it with warp.reduction.
  /// Appends its report entry.
  bool decideReduction(linalg::LinalgOp op, const Setup &s,
                       ArrayRef<int64_t> splits, bool apply,
                       llvm::json::Array &reports,
                       llvm::DenseSet<Operation *> &created) {
    PredictOptions options = s.settings.predict;
    options.regsPerThread = this->regs;
    std::optional<ReductionDecision> d = mlir::warp::decideReduction(
        op, this->maxThreads, splits, this->objective, *s.target, options);
    if (!d)
      return true;
    if (this->remarks)
      op->emitRemark() << reductionRemark(d->problem, d->ranking, this->top,
                                          this->objective, *s.target);
    llvm::json::Object entry = reductionReport(
        d->problem, d->ranking, this->top, this->objective, *s.target);
    const Prediction &pick = d->ranking.pick();
    entry["launch"] = launchReport(d->ranking.modelOf(d->ranking.order.front()),
                                   pick, *s.target);
    reports.push_back(std::move(entry));
    if (!apply) {
      annotateReduction(*d);
      return true;
    }
    gpu::LaunchOp launch = applyReduction(*d);
    setPredictionAttrs(launch, pick);
    created.insert(launch);
    return true;
  }

  bool decideContraction(linalg::LinalgOp op, const Setup &s,
                         const ContractionSpace &space, bool apply,
                         llvm::json::Array &reports,
                         llvm::DenseSet<Operation *> &created) {
    PredictOptions options = s.settings.predict;
    options.regsPerThread = this->regs;
    std::optional<ContractionDecision> d = mlir::warp::decideContraction(
        op, space, this->objective, *s.target, options);
    if (!d)
      return true;
    if (this->remarks)
      op->emitRemark() << contractionRemark(d->problem, d->ranking, this->top,
                                            this->objective, *s.target);
    llvm::json::Object entry = contractionReport(
        d->problem, d->ranking, this->top, this->objective, *s.target);
    const Prediction &pick = d->ranking.pick();
    entry["launch"] = launchReport(d->ranking.pickModel(), pick, *s.target);
    reports.push_back(std::move(entry));
    if (!apply) {
      annotateContraction(*d);
      return true;
    }
    gpu::LaunchOp launch = applyContraction(*d);
    setPredictionAttrs(launch, pick);
    created.insert(launch);
    return true;
  }

  /// The retune hook: ranks the block shapes of a fixed launch; with
  /// `apply`, rewrites its sizes to the pick (whose prediction then
  /// replaces the launch's), else annotates it.
  std::function<void(PredictedLaunch &)> retuneHook(const Setup &s,
                                                    const CandidateSpace &space,
                                                    bool apply, bool &changed) {
    return [this, &s, &space, apply, &changed](PredictedLaunch &l) {
      const LaunchContext &ctx = l.context;
      if (!ctx.site || ctx.clustered || !ctx.dynamicSharedBytes)
        return;
      RankObjective objective = this->objective;
      RetuneDecision d = decideRetune(ctx.site, l.model, l.prediction, space,
                                      objective, *s.target, s.settings.predict);
      if (this->remarks)
        remarkRetune(ctx.site, l.model, d, this->top, objective, *s.target);
      l.report["retune"] = retuneEntry(d, objective, *s.target);
      if (!d.whyNot.empty() || d.keepsAsWritten() || !d.pick().modelled)
        return;
      LaunchMapping m = d.pick().mapping;
      m.loopDimOf = {0, 1, 2};
      changed = true;
      if (!apply) {
        ctx.site->setAttr(kLaunchConfigAttrName,
                          launchConfigAttr(ctx.site->getContext(), m));
        return;
      }
      applyLaunchSizes(ctx.site, m);
      Prediction pick = d.pick();
      pick.mapping = m;
      l.prediction = std::move(pick);
    };
  }
};

struct DataVolumesPass
    : WarpPass<warp::impl::WarpDataVolumesBase<DataVolumesPass>> {
  using WarpPass::WarpPass;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Setup> s = setUp(/*withCost=*/false);
    if (failed(s))
      return signalPassFailure();
    ModulePredictor predictor(module, s->settings);
    llvm::json::Array launches;
    bool ok = predictor.run({}, nullptr, launches);
    if (predictor.numContexts() == 0 && launches.empty())
      remarkNothingToPredict(module);
    llvm::json::Object root{{"launches", std::move(launches)}};
    if (llvm::json::Array unlaunched = predictor.takeUnlaunched();
        !unlaunched.empty())
      root["not_predicted"] = std::move(unlaunched);
    ok &= writeReport(module, report, sink, std::move(root));
    if (!ok)
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};

/// The choose and cost-model passes: decide every loop nest (and, with
/// retune, fixed launch); `Apply` rewrites (the cost model), else annotates.
template <typename Base, bool Apply> struct DecidingPass : WarpPass<Base> {
  using WarpPass<Base>::WarpPass;

  /// Replaces each op by its loops, which are then decided as any nest; an
  /// op that cannot be (on tensors) gets a remark that says why. True if
  /// one was replaced.
  static bool lowerToNests(ArrayRef<linalg::LinalgOp> ops) {
    bool changed = false;
    for (linalg::LinalgOp op : ops) {
      std::string why;
      Location loc = op->getLoc();
      if (failed(linalgToLoopsInPlace(op, why)))
        emitRemark(loc) << "not mapped: " << why;
      else
        changed = true;
    }
    return changed;
  }

  /// Replaces each linalg.softmax on buffers by its reductions and
  /// elementwise ops (SoftmaxDecomposition.h), which are then decided as
  /// any other, with a remark at the op; one that cannot be gets a remark
  /// that says why. Sets `changed` if one was replaced; returns how many
  /// there were. The remark of a decomposition follows `remarks`.
  static size_t decomposeSoftmaxes(ModuleOp module, bool remarks,
                                   bool &changed) {
    SmallVector<linalg::SoftmaxOp> ops;
    module.walk([&](linalg::SoftmaxOp op) { ops.push_back(op); });
    for (linalg::SoftmaxOp op : ops) {
      std::string why;
      Location loc = op.getLoc();
      std::string shape;
      llvm::raw_string_ostream os(shape);
      os << op.getInput().getType();
      unsigned dim = op.getDimension();
      std::string reshaped;
      if (failed(decomposeSoftmaxOnBuffers(op, reshaped, why))) {
        emitRemark(loc) << "linalg.softmax not mapped: " << why;
        continue;
      }
      changed = true;
      if (!remarks)
        continue;
      emitRemark(loc) << "linalg.softmax of " << shape << " along dimension "
                      << dim
                      << " decomposed as upstream's decomposeOperation: the "
                         "max (arith.maxnumf), exp(x - max) into the output, "
                         "their sum, the division; the max and the sum in "
                         "two temporaries (memref.alloc), each op decided "
                         "on its own"
                      << (reshaped.empty() ? "" : "; " + reshaped);
    }
    return ops.size();
  }

  /// Decides the nest of `op`'s loops, built in a scratch module, and
  /// annotates `op` with the pick (--warp-apply-launch-configs turns the op
  /// into the same loops and maps them).
  bool chooseForLinalg(linalg::LinalgOp op, const Setup &s, NoteEmitter &notes,
                       llvm::json::Array &reports,
                       const CandidateSpace &space) {
    std::string why;
    FailureOr<ScratchNest> scratch = linalgToScratchLoops(op, why);
    if (failed(scratch)) {
      op->emitRemark() << "not mapped: " << why;
      return true;
    }
    llvm::DenseSet<Operation *> created;
    if (!this->decideAndMaybeApply(scratch->nest, s, /*apply=*/false, notes,
                                   reports, created, space))
      return false;
    if (Attribute attr = scratch->nest->getAttr(kLaunchConfigAttrName))
      op->setAttr(kLaunchConfigAttrName, attr);
    return true;
  }
  void runOnOperation() override {
    ModuleOp module = this->getOperation();
    FailureOr<Setup> s = this->setUp(/*withCost=*/true);
    if (failed(s))
      return this->signalPassFailure();
    FailureOr<CandidateSpace> space = this->candidateSpace(*s->target);
    if (failed(space))
      return this->signalPassFailure();
    FailureOr<ContractionSpace> tilings = contractionSpaceOf(
        module, this->tilesMN, this->tilesK, this->threadTiles, this->tilePads,
        space->maxThreads, this->search, this->tensorCores, this->warpTiles,
        this->splitK);
    if (failed(tilings))
      return this->signalPassFailure();
    // The remark's and report's `top` tilings are ranked exactly; others
    // may be skipped by their lower bound (ContractionLowerBound.h).
    tilings->exactTop = this->top;
    FailureOr<SmallVector<int64_t>> splits =
        reductionSplitsOf(module, this->reductionSplits);
    if (failed(splits))
      return this->signalPassFailure();
    bool ok = true, changed = false;
    size_t softmaxes = decomposeSoftmaxes(module, this->remarks, changed);
    NoteEmitter notes;
    llvm::json::Array nestReports, launches;
    llvm::DenseSet<Operation *> created;
    SmallVector<linalg::LinalgOp> elementwise = parallelLinalgOps(module);
    if (Apply)
      changed |= lowerToNests(elementwise);
    else
      for (linalg::LinalgOp op : elementwise)
        ok &= this->chooseForLinalg(op, *s, notes, nestReports, *space);
    SmallVector<Operation *> nests = unmappedNests(module);
    for (Operation *op : nests)
      ok &= this->decideAndMaybeApply(op, *s, Apply, notes, nestReports,
                                      created, *space);
    changed |= !nests.empty();
    llvm::json::Array contractionReports;
    SmallVector<linalg::LinalgOp> reducing = reducingLinalgOps(module);
    llvm::json::Array reductionReports;
    size_t reductions = 0;
    for (linalg::LinalgOp op : reducing) {
      // One input: a reduction; two: a contraction.
      if (op.getNumDpsInputs() == 1) {
        ++reductions;
        ok &= this->decideReduction(op, *s, *splits, Apply, reductionReports,
                                    created);
        continue;
      }
      ok &= this->decideContraction(op, *s, *tilings, Apply, contractionReports,
                                    created);
    }
    changed |= !contractionReports.empty() || !reductionReports.empty();
    // The launches: predicted by the cost model; with retune=true, decided.
    bool predict = Apply || this->retune;
    size_t contexts = 0;
    llvm::json::Array notPredicted;
    if (predict) {
      s->settings.annotate = Apply;
      ModulePredictor predictor(module, s->settings);
      std::function<void(PredictedLaunch &)> hook;
      if (this->retune)
        hook = this->retuneHook(*s, *space, Apply, changed);
      ok &= predictor.run(created, hook, launches);
      contexts = predictor.numContexts();
      notPredicted = predictor.takeUnlaunched();
    }
    if (Apply && contexts == 0 && launches.empty() && nests.empty() &&
        reducing.empty() && elementwise.empty() && softmaxes == 0)
      remarkNothingToPredict(module);
    llvm::json::Object root{{"loop_nests", std::move(nestReports)}};
    if (reducing.size() > reductions)
      root["contractions"] = std::move(contractionReports);
    if (reductions)
      root["reductions"] = std::move(reductionReports);
    if (predict)
      root["launches"] = std::move(launches);
    if (!notPredicted.empty())
      root["not_predicted"] = std::move(notPredicted);
    ok &= writeReport(module, this->report, this->sink, std::move(root));
    if (!ok)
      this->signalPassFailure();
    if (!changed)
      this->markAllAnalysesPreserved();
  }
};

struct CostModelPass
    : DecidingPass<warp::impl::WarpCostModelBase<CostModelPass>, true> {
  using DecidingPass::DecidingPass;
};

struct ChooseLaunchConfigsPass
    : DecidingPass<
          warp::impl::WarpChooseLaunchConfigsBase<ChooseLaunchConfigsPass>,
          false> {
  using DecidingPass::DecidingPass;
};

struct ApplyLaunchConfigsPass
    : WarpPass<warp::impl::WarpApplyLaunchConfigsBase<ApplyLaunchConfigsPass>> {
  using WarpPass::WarpPass;

  /// A nest: the gpu.launch of its annotation.
  bool applyToNest(Operation *op, LaunchConfigAttr attr) {
    FailureOr<LoopNest> nest = analyseLoopNest(op);
    if (failed(nest))
      return false;
    op->removeAttr(kLaunchConfigAttrName);
    FailureOr<gpu::LaunchOp> launch =
        applyNestMapping(op, *nest, mappingOf(attr));
    if (failed(launch)) {
      op->setAttr(kLaunchConfigAttrName, attr);
      return false;
    }
    return true;
  }

  /// A linalg op whose loops are all parallel: its loops, then the
  /// gpu.launch of the annotation.
  bool applyToLinalg(linalg::LinalgOp op, LaunchConfigAttr attr) {
    std::string why;
    Location loc = op->getLoc();
    op->removeAttr(kLaunchConfigAttrName);
    FailureOr<scf::ParallelOp> nest = linalgToLoopsInPlace(op, why);
    if (failed(nest)) {
      op->setAttr(kLaunchConfigAttrName, attr);
      return emitError(loc) << "cannot apply #warp.launch_config: " << why,
             false;
    }
    return applyToNest(*nest, attr);
  }

  /// A launch site: its new sizes, if its kernel is proven block-size
  /// generic.
  bool applyToLaunch(Operation *site, LaunchConfigAttr attr,
                     ArrayRef<LaunchContext> contexts) {
    const LaunchContext *ctx = llvm::find_if(
        contexts, [&](const LaunchContext &c) { return c.site == site; });
    std::optional<LaunchMapping> asWritten;
    if (ctx != contexts.end())
      asWritten = mappingOf(*ctx);
    if (!asWritten)
      return site->emitError()
                 << "cannot apply #warp.launch_config: the launch's sizes are "
                    "not constants",
             false;
    KernelModel model(ctx->kernel, ctx->kernelName, ctx->constantArgs);
    std::string why = whyNotBlockSizeGeneric(model, *asWritten);
    if (!why.empty())
      return site->emitError()
                 << "cannot apply #warp.launch_config: Warp cannot prove that "
                 << ctx->kernelName
                 << " computes the same under another block shape: " << why,
             false;
    LaunchMapping m = mappingOf(attr);
    for (int a = 0; a < 3; ++a)
      if (m.grid[a] * m.block[a] < asWritten->grid[a] * asWritten->block[a])
        return site->emitError()
                   << "cannot apply #warp.launch_config: its grid and block "
                      "cover fewer global ids along "
                   << "xyz"[a] << " than the launch as written",
               false;
    applyLaunchSizes(site, m);
    site->removeAttr(kLaunchConfigAttrName);
    return true;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<std::pair<Operation *, LaunchConfigAttr>> annotated;
    module.walk([&](Operation *op) {
      if (auto attr =
              op->getAttrOfType<LaunchConfigAttr>(kLaunchConfigAttrName))
        annotated.push_back({op, attr});
    });
    SmallVector<linalg::LinalgOp> tiled, reductions;
    module.walk([&](linalg::LinalgOp op) {
      if (op->hasAttr(kTilingAttrName))
        tiled.push_back(op);
      else if (op->hasAttr(kReductionAttrName))
        reductions.push_back(op);
    });
    if (annotated.empty() && tiled.empty() && reductions.empty())
      return markAllAnalysesPreserved();
    bool ok = true;
    if (!tiled.empty() || !reductions.empty()) {
      FailureOr<const HardwareTarget *> hw = resolveTarget(module, "");
      if (failed(hw))
        return signalPassFailure();
      for (linalg::LinalgOp op : tiled)
        ok &= succeeded(applyTilingAttr(op, **hw));
      for (linalg::LinalgOp op : reductions)
        ok &= succeeded(
            applyReductionAttr(op, (*hw)->sm.maxThreadsPerBlock, **hw));
    }
    SmallVector<LaunchContext> contexts =
        collectLaunchContexts(module, [](Operation *, const Twine &) {});
    for (auto [op, attr] : annotated) {
      if (isUnmappedLoopNest(op))
        ok &= applyToNest(op, attr);
      else if (auto l = dyn_cast<linalg::LinalgOp>(op))
        ok &= applyToLinalg(l, attr);
      else if (isa<gpu::LaunchFuncOp, gpu::LaunchOp>(op))
        ok &= applyToLaunch(op, attr, contexts);
      else
        ok &= (op->emitError() << "#warp.launch_config applies to an "
                                  "scf.parallel, an unmapped scf.forall, a "
                                  "gpu.launch_func or a gpu.launch, not to '"
                               << op->getName() << "'",
               false);
    }
    if (!ok)
      signalPassFailure();
  }
};

} // namespace

namespace {
template <typename PassT> std::unique_ptr<Pass> withSink(ReportSink sink) {
  auto pass = std::make_unique<PassT>();
  pass->sink = std::move(sink);
  return pass;
}
} // namespace

std::unique_ptr<Pass>
mlir::warp::createWarpDataVolumesWithSink(ReportSink sink) {
  return withSink<DataVolumesPass>(std::move(sink));
}
std::unique_ptr<Pass>
mlir::warp::createWarpChooseLaunchConfigsWithSink(ReportSink sink) {
  return withSink<ChooseLaunchConfigsPass>(std::move(sink));
}
std::unique_ptr<Pass> mlir::warp::createWarpCostModelWithSink(ReportSink sink) {
  return withSink<CostModelPass>(std::move(sink));
}
