//===- ModulePredictor.cpp - Predict every launch of a module -------------===//
//
// See ModulePredictor.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/ModulePredictor.h"

#include "Warp/Report/PredictionReport.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "warp-launch-analysis"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

ModulePredictor::ModulePredictor(ModuleOp module,
                                 const ModulePredictionSettings &settings)
    : module(module), settings(settings),
      registers(settings.resources, settings.regs, settings.mlirOptPath,
                settings.ptxasPath, settings.target->computeCapability,
                settings.ptxasCache) {}

void ModulePredictor::collect(llvm::json::Array &launches) {
  // A malformed launch (a size that is not positive, a launch of a function
  // that is no kernel) is a warning and an unmodelled entry; the module's
  // other launches are still predicted.
  contexts =
      collectLaunchContexts(module, [&](Operation *op, const Twine &msg) {
        mlir::emitWarning(op->getLoc()) << "launch not modelled: " << msg;
        std::string name = op->getName().getStringRef().str();
        if (auto lf = dyn_cast<gpu::LaunchFuncOp>(op))
          name = (lf.getKernelModuleName().getValue() +
                  "::" + lf.getKernelName().getValue())
                     .str();
        else if (auto func = dyn_cast<gpu::GPUFuncOp>(op))
          name = kernelDisplayName(func);
        launches.push_back(unmodelledLaunchReport(name, Dim3(), Dim3(),
                                                  *settings.target, msg.str()));
      });
}

std::vector<std::string> ModulePredictor::assumeSizes(LaunchContext &ctx) {
  std::vector<std::string> assumed;
  LaunchContext before = ctx;
  applySizeOptions(ctx, settings.block, settings.grid);
  for (int d = 0; d < 3; ++d) {
    if (!before.block[d] && ctx.block[d])
      assumed.push_back(
          llvm::formatv("block {0} = {1}", "xyz"[d], *ctx.block[d]));
    if (!before.grid[d] && ctx.grid[d])
      assumed.push_back(
          llvm::formatv("grid {0} = {1}", "xyz"[d], *ctx.grid[d]));
  }
  return assumed;
}

KernelModel *ModulePredictor::modelFor(const LaunchContext &ctx,
                                       Operation *where) {
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
    }
  }
  return model.get();
}

void ModulePredictor::annotate(const LaunchContext &ctx,
                               const KernelModel &model, const Prediction &p) {
  Operation *where = ctx.site ? ctx.site : ctx.kernel;
  if (!p.modelled) {
    mlir::emitWarning(where->getLoc())
        << "launch of " << ctx.kernelName << " not modelled: " << p.reason;
    return;
  }
  if (!settings.annotate)
    return;
  setPredictionAttrs(where, p);
  if (settings.remarks)
    mlir::emitRemark(where->getLoc()) << volumesRemark(model, p);
}

/// A kernel that is never launched and whose sizes are not all known: a
/// remark that says how to predict it, and an entry of `unlaunched`.
void ModulePredictor::remarkUnlaunched(const LaunchContext &ctx) {
  std::string reason =
      "never launched in this module, and its grid and block sizes are "
      "not all known";
  if (!ctx.unknownSizes.empty())
    reason += " (" + llvm::join(ctx.unknownSizes, "; ") + ")";
  if (settings.remarks)
    mlir::emitRemark(ctx.kernel->getLoc())
        << "kernel " << ctx.kernelName << " not predicted: " << reason
        << "; give the sizes with the pass options block=X,Y,Z and "
           "grid=X,Y,Z, or with the kernel's known_block_size and "
           "known_grid_size, or launch it";
  unlaunched.push_back(
      llvm::json::Object{{"kernel", ctx.kernelName}, {"reason", reason}});
}

/// The approximations a launch site adds to its prediction.
static void addSiteApproximations(const LaunchContext &ctx,
                                  ArrayRef<std::string> assumed,
                                  Prediction &p) {
  if (!p.modelled)
    return;
  if (!assumed.empty()) {
    Approximation a = Approximation::of(ApproximationKind::AssumedSizes);
    a.detail = llvm::join(assumed, ", ");
    p.volumes.approximations.push_back(a);
  }
  if (ctx.clustered)
    p.volumes.approximations.push_back(
        Approximation::of(ApproximationKind::Clustered));
  if (!ctx.dynamicSharedBytes)
    p.volumes.approximations.push_back(
        Approximation::of(ApproximationKind::DynamicSharedUnknown));
}

bool ModulePredictor::run(const llvm::DenseSet<Operation *> &skip,
                          const std::function<void(PredictedLaunch &)> &hook,
                          llvm::json::Array &launches) {
  collect(launches);
  llvm::erase_if(contexts, [&](const LaunchContext &ctx) {
    return skip.contains(ctx.site ? ctx.site : ctx.kernel);
  });
  for (LaunchContext &ctx : contexts) {
    std::vector<std::string> assumed = assumeSizes(ctx);
    // A kernel that is never launched is predicted for the sizes its
    // known_block_size and known_grid_size give, when they give all six.
    std::optional<LaunchMapping> mapping = mappingOf(ctx);
    Operation *where = ctx.site ? ctx.site : ctx.kernel;
    if (!ctx.site && !mapping) {
      remarkUnlaunched(ctx);
      continue;
    }
    if (!mapping) {
      std::string which = ctx.unknownSizes.empty()
                              ? std::string()
                              : " (" + llvm::join(ctx.unknownSizes, "; ") + ")";
      mlir::emitWarning(where->getLoc())
          << "launch of " << ctx.kernelName
          << " not modelled: its grid or block size is not a constant" << which
          << "; give the sizes to assume with the pass options block=X,Y,Z "
             "and grid=X,Y,Z";
      launches.push_back(unmodelledLaunchReport(
          ctx.kernelName, ctx.grid, ctx.block, *settings.target,
          "the grid or block size is not a constant" + which));
      continue;
    }
    KernelModel *model = modelFor(ctx, where);
    if (!model)
      continue;
    Prediction p =
        predictLaunch(*model, *mapping, *settings.target, settings.predict);
    addSiteApproximations(ctx, assumed, p);
    llvm::json::Object extra;
    if (p.modelled && hook) {
      PredictedLaunch launch{ctx, *model, p, extra};
      hook(launch);
    }
    ok &= notes.emit(p.notes);
    llvm::json::Object obj = launchReport(*model, p, *settings.target);
    for (auto &[key, value] : extra)
      obj[key] = std::move(value);
    if (!ctx.site)
      obj["launch_site"] = assumed.empty()
                               ? "none: the sizes of known_block_size and "
                                 "known_grid_size"
                               : "none: the sizes of known_block_size and "
                                 "known_grid_size, and of the block= and grid= "
                                 "options where they give none";
    annotate(ctx, *model, p);
    LLVM_DEBUG(llvm::dbgs() << ctx.kernelName << " " << mapping->describe()
                            << " predicted\n");
    launches.push_back(std::move(obj));
  }
  return ok;
}

void mlir::warp::remarkNothingToPredict(ModuleOp module) {
  Operation *linalgOp = nullptr;
  module.walk([&](linalg::LinalgOp op) {
    if (!linalgOp)
      linalgOp = op;
  });
  InFlightDiagnostic remark = emitRemark(module.getLoc());
  remark << "no GPU launch and no kernel in this module: nothing to predict";
  if (linalgOp) {
    remark << "; it holds '" << linalgOp->getName() << "'";
    if (auto loc = dyn_cast<FileLineColLoc>(linalgOp->getLoc()))
      remark << " at line " << loc.getLine();
    remark << ", which Warp reads once it is loops on buffers: run "
              "--convert-linalg-to-parallel-loops first (after bufferization)";
  }
}
