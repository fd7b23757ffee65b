//===- ModulePredictor.h - Predict every launch of a module -----*- C++ -*-===//
//
// What --warp-data-volumes and --warp-cost-model do to the launches of a
// module, and --warp-choose-launch-configs to retune them: find every launch
// context, build one KernelModel per kernel and set of constant arguments
// (registers from KernelRegisters), predict each launch from its sizes with
// the library (Prediction.h), and turn the prediction into diagnostics,
// attributes and the launch's JSON report.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_MODULEPREDICTOR_H
#define WARP_LIB_TRANSFORMS_MODULEPREDICTOR_H

#include "Transforms/KernelRegisters.h"
#include "Transforms/PassSupport.h"

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/Prediction.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/JSON.h"

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace mlir::warp {

struct ModulePredictionSettings {
  const HardwareTarget *target = nullptr;
  PredictOptions predict;
  RegisterSource resources = RegisterSource::automatic;
  int64_t regs = 0;
  std::string ptxasPath, mlirOptPath;
  /// Read and write the ptxas report cache (PtxasCache.h).
  bool ptxasCache = true;
  /// The `block=` and `grid=` options: sizes assumed where a launch's are
  /// not constants.
  Dim3 block, grid;
  bool remarks = true;
  /// Attach #warp.volumes and #warp.cost and give each launch its remark
  /// (false: only predict, for a decision).
  bool annotate = true;
};

/// A launch just predicted, before it is annotated: a caller may replace
/// the prediction (a retuned launch) and add to its report.
struct PredictedLaunch {
  const LaunchContext &context;
  const KernelModel &model;
  Prediction &prediction;
  llvm::json::Object &report;
};

class ModulePredictor {
public:
  ModulePredictor(ModuleOp module, const ModulePredictionSettings &settings);

  /// Predicts every launch of the module but those in `skip` (launches a
  /// pass made itself), calling `hook` on each modelled one; appends their
  /// reports to `launches`. Returns false if the pass must fail.
  bool run(const llvm::DenseSet<Operation *> &skip,
           const std::function<void(PredictedLaunch &)> &hook,
           llvm::json::Array &launches);

  /// Launch contexts found (after `run`), and whether any was malformed.
  size_t numContexts() const { return contexts.size(); }
  /// The kernels never launched whose sizes are not all known, each
  /// {kernel, reason} (the report's `not_predicted`; a remark says how to
  /// predict them).
  llvm::json::Array takeUnlaunched() { return std::move(unlaunched); }

private:
  void collect(llvm::json::Array &launches);
  /// The sizes the `block=` / `grid=` options fill in, as "block x = 32".
  std::vector<std::string> assumeSizes(LaunchContext &ctx);
  void remarkUnlaunched(const LaunchContext &ctx);
  /// The model of `ctx`'s kernel and constant arguments (null if its
  /// registers could not be had and that is an error).
  KernelModel *modelFor(const LaunchContext &ctx, Operation *where);
  void annotate(const LaunchContext &ctx, const KernelModel &model,
                const Prediction &p);

  ModuleOp module;
  const ModulePredictionSettings &settings;
  KernelRegisters registers;
  SmallVector<LaunchContext> contexts;
  std::map<std::pair<Operation *, std::vector<std::pair<unsigned, int64_t>>>,
           std::unique_ptr<KernelModel>>
      models;
  NoteEmitter notes;
  llvm::json::Array unlaunched;
  bool ok = true;
};

/// The remark of a module with nothing to predict: what it holds instead
/// (a linalg op to lower first, for example).
void remarkNothingToPredict(ModuleOp module);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_MODULEPREDICTOR_H
