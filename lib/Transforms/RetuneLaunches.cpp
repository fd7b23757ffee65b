//===- RetuneLaunches.cpp - New block shapes for fixed launches -----------===//
//
// See RetuneLaunches.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/RetuneLaunches.h"

#include "Warp/Analysis/Relations/BlockSizeGeneric.h"
#include "Warp/Report/DecisionReport.h"
#include "Warp/Analysis/IR/LoopNest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<Prediction> mlir::warp::retuneLaunch(
    Operation *site, const KernelModel &model, const Prediction &original,
    const CandidateSpace &space, RankObjective objective,
    const HardwareTarget &target, const PredictOptions &options, unsigned top,
    bool remarks, llvm::json::Object &entry) {
  const LaunchMapping &launch = original.mapping;
  std::string why = whyNotBlockSizeGeneric(model, launch);
  if (!why.empty()) {
    if (remarks)
      emitRemark(site->getLoc())
          << "not retuned: Warp cannot prove that " << model.name()
          << " computes the same under another block shape: " << why;
    entry["retune"] = llvm::json::Object{{"retuned", false}, {"reason", why}};
    return std::nullopt;
  }
  // The global ids the launch covers, per dimension; the dimensions it uses.
  std::array<int64_t, 3> extent;
  unsigned r = 1;
  for (unsigned a = 0; a < 3; ++a) {
    extent[a] = launch.grid[a] * launch.block[a];
    if (extent[a] > 1)
      r = a + 1;
  }
  std::vector<LaunchMapping> candidates{launch};
  for (const auto &shape : candidateBlockShapes(
           space, target, ArrayRef<int64_t>(extent.data(), r))) {
    bool fits = shape[0] * shape[1] * shape[2] <= space.maxThreads;
    for (unsigned a = r; a < 3; ++a)
      fits &= shape[a] == 1;
    if (!fits || shape == launch.block)
      continue;
    LaunchMapping m = launch;
    m.block = shape;
    for (unsigned a = 0; a < 3; ++a)
      m.grid[a] = (extent[a] + shape[a] - 1) / shape[a];
    candidates.push_back(m);
  }
  std::vector<Prediction> predictions =
      predictLaunches(site->getContext(), model, candidates, target, options);
  std::vector<size_t> order = rankPredictions(predictions, objective);
  const Prediction &pick = predictions[order.front()];

  // The launch described like a loop nest over the global ids it covers,
  // for the remark and the JSON ranking.
  LoopNest ids;
  ids.op = site;
  for (unsigned a = r; a-- > 0;) {
    ids.ivs.push_back(Value());
    ids.lowerBounds.push_back(0);
    ids.upperBounds.push_back(extent[a]);
    ids.steps.push_back(1);
    ids.extents.push_back(extent[a]);
  }
  // The candidates run x on the innermost "dimension" (the identity).
  for (Prediction &p : predictions)
    for (unsigned a = 0; a < 3; ++a)
      p.mapping.loopDimOf[a] = a < r ? static_cast<int>(r - 1 - a) : a;
  llvm::json::Object ranking =
      decisionReport(ids, predictions, order, objective, target);
  ranking["retuned"] = true;
  ranking["as_written"] = describeCandidate(ids, predictions.front().mapping);
  entry["retune"] = std::move(ranking);
  if (remarks) {
    std::string text =
        decisionRemark(ids, predictions, order, top, objective, target);
    if (order.front() == 0)
      emitRemark(site->getLoc())
          << "retune kept the launch as written: " << text;
    else
      emitRemark(site->getLoc())
          << "retuned from " << describeCandidate(ids, predictions[0].mapping)
          << " (" << llvm::formatv("{0:F1}", predictions[0].cost.timeUs).str()
          << " us): " << text;
  }
  if (order.front() == 0 || !pick.modelled)
    return std::nullopt;

  // Rewrite the sizes.
  OpBuilder b(site);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, site->getLoc(), v);
  };
  const LaunchMapping &m = candidates[order.front()];
  auto assign = [&](auto op) {
    op.getGridSizeXMutable().assign(cst(m.grid[0]));
    op.getGridSizeYMutable().assign(cst(m.grid[1]));
    op.getGridSizeZMutable().assign(cst(m.grid[2]));
    op.getBlockSizeXMutable().assign(cst(m.block[0]));
    op.getBlockSizeYMutable().assign(cst(m.block[1]));
    op.getBlockSizeZMutable().assign(cst(m.block[2]));
  };
  if (auto lf = dyn_cast<gpu::LaunchFuncOp>(site))
    assign(lf);
  else
    assign(cast<gpu::LaunchOp>(site));
  Prediction result = pick;
  result.mapping = m;
  return result;
}
