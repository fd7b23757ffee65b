//===- ReductionDecisions.cpp - Choose and apply reduction strategies -----===//
//
// See ReductionDecisions.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/ReductionDecisions.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<ReductionDecision> mlir::warp::decideReduction(
    linalg::LinalgOp op, int64_t maxThreads, RankObjective objective,
    const HardwareTarget &target, const PredictOptions &options) {
  std::string why;
  FailureOr<ReductionProblem> p = analyseReduction(op, why);
  if (failed(p)) {
    op->emitRemark() << "not tiled: " << why;
    return std::nullopt;
  }
  ReductionDecision d{*p, rankReductionTiles(op->getContext(), *p, maxThreads,
                                             target, options, objective)};
  if (d.ranking.tiles.empty() || !d.ranking.pick().modelled) {
    InFlightDiagnostic r = op->emitRemark();
    r << "not tiled: no strategy for " << p->describe() << " on "
      << target.name;
    if (!d.ranking.tiles.empty())
      r << " could be predicted; the first: " << d.ranking.pick().reason;
    return std::nullopt;
  }
  return d;
}

gpu::LaunchOp mlir::warp::applyReduction(const ReductionDecision &d) {
  Operation *op = d.problem.op;
  OpBuilder b(op);
  gpu::LaunchOp launch =
      buildReductionLaunch(b, op->getLoc(), d.problem, d.ranking.pickTile(),
                           op->getOperand(0), op->getOperand(1));
  op->erase();
  return launch;
}
