//===- ReductionDecisions.cpp - Choose and apply reduction strategies -----===//
//
// See ReductionDecisions.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/ReductionDecisions.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<ReductionDecision>
mlir::warp::decideReduction(linalg::LinalgOp op, int64_t maxThreads,
                            ArrayRef<int64_t> splits, RankObjective objective,
                            const HardwareTarget &target,
                            const PredictOptions &options) {
  std::string why;
  FailureOr<ReductionProblem> p = analyseReduction(op, why);
  if (failed(p)) {
    op->emitRemark() << "not tiled: " << why;
    return std::nullopt;
  }
  ReductionDecision d{*p,
                      rankReductionTiles(op->getContext(), *p, maxThreads,
                                         splits, target, options, objective)};
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

void mlir::warp::annotateReduction(const ReductionDecision &d) {
  Operation *op = d.problem.op;
  Builder b(op->getContext());
  const ReductionTile &t = d.ranking.pickTile();
  SmallVector<NamedAttribute> fields{
      b.getNamedAttr("threads_per_output",
                     b.getI64IntegerAttr(t.threadsPerOutput)),
      b.getNamedAttr("outputs_per_block",
                     b.getI64IntegerAttr(t.outputsPerBlock))};
  if (t.blocksPerOutput > 1)
    fields.push_back(b.getNamedAttr("blocks_per_output",
                                    b.getI64IntegerAttr(t.blocksPerOutput)));
  op->setAttr(kReductionAttrName, b.getDictionaryAttr(fields));
}

/// The strategy `op`'s warp.reduction names, or an error at the op.
static FailureOr<ReductionTile> reductionTileOf(Operation *op) {
  auto dict = op->getAttrOfType<DictionaryAttr>(kReductionAttrName);
  auto bad =
      [&]() {
        return op->emitError()
               << "'" << kReductionAttrName
               << "' must be a dictionary {threads_per_output = R, "
                  "outputs_per_block = O} (and blocks_per_output = S for a "
                  "split across blocks) of integers from 1 to 1024";
      };
  bool split = dict && dict.contains("blocks_per_output");
  if (!dict || dict.size() != (split ? 3u : 2u))
    return bad();
  ReductionTile t;
  SmallVector<std::pair<StringRef, int64_t *>> fields{
      {"threads_per_output", &t.threadsPerOutput},
      {"outputs_per_block", &t.outputsPerBlock}};
  if (split)
    fields.push_back({"blocks_per_output", &t.blocksPerOutput});
  for (auto [name, field] : fields) {
    auto v = dict.getAs<IntegerAttr>(name);
    if (!v || v.getValue().getSignificantBits() > 63 || v.getInt() < 1 ||
        v.getInt() > 1024)
      return bad();
    *field = v.getInt();
  }
  // R is 1 (one thread folds an output) or a multiple of a warp.
  if (t.threadsPerOutput != 1 && t.threadsPerOutput % 32 != 0)
    return op->emitError() << "'" << kReductionAttrName
                           << "': threads_per_output must be 1 or a multiple "
                              "of 32 (a warp's shuffle butterfly), not "
                           << t.threadsPerOutput;
  return t;
}

LogicalResult mlir::warp::applyReductionAttr(linalg::LinalgOp op,
                                             int64_t maxThreads,
                                             const HardwareTarget &target) {
  FailureOr<ReductionTile> t = reductionTileOf(op);
  if (failed(t))
    return failure();
  std::string why;
  FailureOr<ReductionProblem> p = analyseReduction(op, why);
  if (failed(p))
    return op->emitError() << "cannot apply '" << kReductionAttrName
                           << "': " << why;
  std::string whyNot = whyNotFeasible(*p, *t, maxThreads, target);
  if (!whyNot.empty())
    return op->emitError() << "cannot apply '" << kReductionAttrName << "' ("
                           << t->describe() << ") to " << p->describe()
                           << " on " << target.name << ": " << whyNot;
  op->removeAttr(kReductionAttrName);
  OpBuilder b(op);
  buildReductionLaunch(b, op->getLoc(), *p, *t, op->getOperand(0),
                       op->getOperand(1));
  op->erase();
  return success();
}
