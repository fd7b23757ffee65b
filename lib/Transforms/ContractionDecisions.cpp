//===- ContractionDecisions.cpp - Choose and apply contraction tilings ----===//
//
// See ContractionDecisions.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/ContractionDecisions.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "warp-contraction"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

SmallVector<linalg::LinalgOp> mlir::warp::reducingLinalgOps(ModuleOp module) {
  SmallVector<linalg::LinalgOp> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::GPUModuleOp, gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (auto l = dyn_cast<linalg::LinalgOp>(op))
      if (l.getNumReductionLoops() > 0)
        ops.push_back(l);
    return WalkResult::advance();
  });
  return ops;
}

std::optional<ContractionDecision> mlir::warp::decideContraction(
    linalg::LinalgOp op, const ContractionSpace &space, RankObjective objective,
    const HardwareTarget &target, const PredictOptions &options) {
  ContractionReject why;
  FailureOr<ContractionProblem> p = analyseContraction(op, why);
  if (failed(p)) {
    op->emitRemark() << "not tiled: " << describeContractionReject(why);
    return std::nullopt;
  }
  ContractionDecision d{*p, rankContractionTiles(op->getContext(), *p, space,
                                                 target, options, objective)};
  if (d.ranking.tiles.empty()) {
    InFlightDiagnostic r = op->emitRemark();
    r << "not tiled: no tiling of the space fits " << p->describe() << " on "
      << target.name << " (";
    bool first = true;
    for (const auto &[reason, n] : d.ranking.pruned) {
      r << (first ? "" : ", ") << n << " because " << reason;
      first = false;
    }
    r << ")";
    return std::nullopt;
  }
  if (!d.ranking.pick().modelled) {
    op->emitRemark() << "not tiled: none of the " << d.ranking.tiles.size()
                     << " tilings of " << p->describe()
                     << " could be predicted; the first: "
                     << d.ranking.pick().reason;
    return std::nullopt;
  }
  return d;
}

gpu::LaunchOp mlir::warp::applyContraction(const ContractionDecision &d) {
  Operation *op = d.problem.op;
  OpBuilder b(op);
  gpu::LaunchOp launch = buildContractionLaunch(
      b, op->getLoc(), d.problem, d.ranking.pickTile(), op->getOperand(0),
      op->getOperand(1), op->getOperand(2));
  LLVM_DEBUG(llvm::dbgs() << "tiled " << d.problem.describe() << " as "
                          << d.ranking.pickTile().describe() << "\n");
  op->erase();
  return launch;
}

void mlir::warp::annotateContraction(const ContractionDecision &d) {
  Operation *op = d.problem.op;
  Builder b(op->getContext());
  const ContractionTile &t = d.ranking.pickTile();
  SmallVector<NamedAttribute> fields{
      b.getNamedAttr("bm", b.getI64IntegerAttr(t.bm)),
      b.getNamedAttr("bn", b.getI64IntegerAttr(t.bn)),
      b.getNamedAttr("bk", b.getI64IntegerAttr(t.bk)),
      b.getNamedAttr("pad", b.getI64IntegerAttr(t.pad))};
  if (t.mma) {
    fields.push_back(b.getNamedAttr("wm", b.getI64IntegerAttr(t.wm)));
    fields.push_back(b.getNamedAttr("wn", b.getI64IntegerAttr(t.wn)));
  } else {
    fields.push_back(b.getNamedAttr("tm", b.getI64IntegerAttr(t.tm)));
    fields.push_back(b.getNamedAttr("tn", b.getI64IntegerAttr(t.tn)));
    if (t.splitK > 1)
      fields.push_back(
          b.getNamedAttr("split_k", b.getI64IntegerAttr(t.splitK)));
  }
  op->setAttr(kTilingAttrName, b.getDictionaryAttr(fields));
}

LogicalResult mlir::warp::applyTilingAttr(linalg::LinalgOp op,
                                          const HardwareTarget &target) {
  auto dict = op->getAttrOfType<DictionaryAttr>(kTilingAttrName);
  if (!dict)
    return op->emitError() << "'" << kTilingAttrName
                           << "' must be a dictionary {bm, bn, bk, tm, tn, "
                              "pad}";
  ContractionTile t;
  // SIMT: {bm, bn, bk, tm, tn, pad}; tensor cores: {bm, bn, bk, wm, wn,
  // pad}.
  t.mma = dict.contains("wm") || dict.contains("wn");
  SmallVector<std::pair<StringRef, int64_t *>> fields{
      {"bm", &t.bm}, {"bn", &t.bn}, {"bk", &t.bk}, {"pad", &t.pad}};
  if (t.mma)
    fields.append({{"wm", &t.wm}, {"wn", &t.wn}});
  else
    fields.append({{"tm", &t.tm}, {"tn", &t.tn}});
  // split_k is optional (SIMT; 1 without it).
  if (!t.mma && dict.contains("split_k"))
    fields.push_back({"split_k", &t.splitK});
  for (auto [name, field] : fields) {
    auto v = dict.getAs<IntegerAttr>(name);
    int64_t lo = name == "pad" ? 0 : 1;
    int64_t hi = name == "pad" ? 32 : name == "split_k" ? 64 : 4096;
    if (!v || v.getValue().getSignificantBits() > 63 || v.getInt() < lo ||
        v.getInt() > hi)
      return op->emitError() << "'" << kTilingAttrName << "' needs an integer '"
                             << name << "' from " << lo << " to " << hi;
    *field = v.getInt();
  }
  if (dict.size() != fields.size())
    return op->emitError() << "'" << kTilingAttrName
                           << "' has keys other than bm, bn, bk, pad and "
                              "either tm, tn and optionally split_k (SIMT) "
                              "or wm, wn (tensor cores)";
  ContractionReject why;
  FailureOr<ContractionProblem> p = analyseContraction(op, why);
  if (failed(p))
    return op->emitError() << "cannot apply '" << kTilingAttrName
                           << "': " << describeContractionReject(why);
  ContractionSpace limits;
  limits.minThreads = 1;
  limits.minBlockTile = 1;
  std::string whyNot = whyNotFeasible(*p, t, limits, target);
  if (!whyNot.empty())
    return op->emitError() << "cannot apply '" << kTilingAttrName << "' ("
                           << t.describe() << ") to " << p->describe() << " on "
                           << target.name << ": " << whyNot;
  op->removeAttr(kTilingAttrName);
  OpBuilder b(op);
  buildContractionLaunch(b, op->getLoc(), *p, t, op->getOperand(0),
                         op->getOperand(1), op->getOperand(2));
  op->erase();
  return success();
}
