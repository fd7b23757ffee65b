//===- LaunchRetune.cpp - New block shapes for fixed launches -------------===//
//
// See LaunchRetune.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/LaunchRetune.h"

#include "Warp/Analysis/Relations/BlockSizeGeneric.h"
#include "Warp/Report/DecisionReport.h"
#include "Warp/Search/NestRanking.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::warp;

RetuneDecision mlir::warp::decideRetune(
    Operation *site, const KernelModel &model, const Prediction &original,
    const CandidateSpace &space, RankObjective objective,
    const HardwareTarget &target, const PredictOptions &options) {
  RetuneDecision d;
  const LaunchMapping &launch = original.mapping;
  d.whyNot = whyNotBlockSizeGeneric(model, launch);
  if (!d.whyNot.empty())
    return d;
  std::vector<LaunchMapping> candidates =
      fixedLaunchCandidates(launch, space, target);
  d.predictions =
      predictLaunches(site->getContext(), model, candidates, target, options);
  d.order = rankPredictions(d.predictions, objective);
  // The global ids the launch covers, as the extents of a nest (innermost
  // last) that x runs.
  unsigned r = 1;
  std::array<int64_t, 3> extent;
  for (unsigned a = 0; a < 3; ++a) {
    extent[a] = launch.grid[a] * launch.block[a];
    if (extent[a] > 1)
      r = a + 1;
  }
  d.ids.op = site;
  for (unsigned a = r; a-- > 0;) {
    d.ids.ivs.push_back(Value());
    d.ids.lowerBounds.push_back(0);
    d.ids.upperBounds.push_back(extent[a]);
    d.ids.steps.push_back(1);
    d.ids.extents.push_back(extent[a]);
  }
  for (Prediction &p : d.predictions)
    for (unsigned a = 0; a < 3; ++a)
      p.mapping.loopDimOf[a] = a < r ? static_cast<int>(r - 1 - a) : a;
  return d;
}

void mlir::warp::remarkRetune(Operation *site, const KernelModel &model,
                              const RetuneDecision &d, unsigned top,
                              RankObjective objective,
                              const HardwareTarget &target) {
  if (!d.whyNot.empty()) {
    emitRemark(site->getLoc())
        << "not retuned: Warp cannot prove that " << model.name()
        << " computes the same under another block shape: " << d.whyNot;
    return;
  }
  std::string text =
      decisionRemark(d.ids, d.predictions, d.order, top, objective, target);
  if (d.keepsAsWritten())
    emitRemark(site->getLoc()) << "retune kept the launch as written: " << text;
  else
    emitRemark(site->getLoc())
        << "retuned from " << describeCandidate(d.ids, d.predictions[0].mapping)
        << " (" << llvm::formatv("{0:F1}", d.predictions[0].cost.timeUs).str()
        << " us): " << text;
}

llvm::json::Object mlir::warp::retuneEntry(const RetuneDecision &d,
                                           RankObjective objective,
                                           const HardwareTarget &target) {
  if (!d.whyNot.empty())
    return llvm::json::Object{{"retuned", false}, {"reason", d.whyNot}};
  llvm::json::Object ranking =
      decisionReport(d.ids, d.predictions, d.order, objective, target);
  ranking["retuned"] = true;
  ranking["as_written"] = describeCandidate(d.ids, d.predictions[0].mapping);
  return ranking;
}

void mlir::warp::applyLaunchSizes(Operation *site, const LaunchMapping &m) {
  OpBuilder b(site);
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, site->getLoc(), v);
  };
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
}
