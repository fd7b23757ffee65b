//===- LinalgToLoops.cpp - A linalg op's loops, in a scratch module -------===//

#include "Warp/Lowering/LinalgToLoops.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <functional>

using namespace mlir;
using namespace mlir::warp;

void mlir::warp::copyDefinitions(OpBuilder &b, Block *entry,
                                 ArrayRef<Value> values, IRMapping &map) {
  std::function<void(Value)> copy = [&](Value v) {
    if (map.contains(v))
      return;
    Operation *def = v.getDefiningOp();
    if (def && def->getNumRegions() == 0 && isPure(def)) {
      for (Value operand : def->getOperands())
        copy(operand);
      b.clone(*def, map);
      return;
    }
    map.map(v, entry->addArgument(v.getType(), v.getLoc()));
  };
  for (Value v : values)
    copy(v);
}

func::FuncOp mlir::warp::beginScratchFunction(OpBuilder &b, ModuleOp module,
                                              Operation *op, StringRef name,
                                              IRMapping &map) {
  Location loc = op->getLoc();
  b.setInsertionPointToEnd(module.getBody());
  auto func = func::FuncOp::create(b, loc, name, b.getFunctionType({}, {}));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  copyDefinitions(b, entry, llvm::to_vector(op->getOperands()), map);
  func.setFunctionType(b.getFunctionType(entry->getArgumentTypes(), {}));
  return func;
}

namespace {
/// Collects the affine.apply ops a rewrite creates.
struct AppliesCreated : RewriterBase::Listener {
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    if (isa<affine::AffineApplyOp>(op))
      applies.push_back(op);
  }
  SmallVector<Operation *> applies;
};
} // namespace

/// Why `op` has no nest of parallel loops to map, or empty.
static std::string whyNoParallelNest(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics())
    return "the linalg op works on tensors; bufferize it first "
           "(--one-shot-bufferize=\"bufferize-function-boundaries "
           "function-boundary-type-conversion=identity-layout-map\")";
  if (op.getNumParallelLoops() != op.getNumLoops())
    return "the linalg op has reduction iterators; Warp maps nests whose "
           "iterations are all parallel (contractions and reductions have "
           "their own tilings: transform.warp.select_contraction_tiling, or "
           "--warp-cost-model on the op; docs/contractions.md)";
  return "";
}

FailureOr<scf::ParallelOp> mlir::warp::linalgToLoopsInPlace(linalg::LinalgOp op,
                                                            std::string &why) {
  why = whyNoParallelNest(op);
  if (!why.empty())
    return failure();
  MLIRContext *context = op->getContext();
  AppliesCreated created;
  IRRewriter loops(context, &created);
  loops.setInsertionPoint(op);
  FailureOr<linalg::LinalgLoops> made =
      linalg::linalgOpToParallelLoops(loops, op);
  if (failed(made) || made->empty()) {
    why = "cannot turn the linalg op into loops";
    return failure();
  }
  auto outer = dyn_cast<scf::ParallelOp>(made->front());
  if (!outer) {
    why = "the linalg op has no parallel loop";
    return failure();
  }
  loops.eraseOp(op);
  // Fold what the conversion leaves (identity affine.apply per index), as
  // any lowering after it does; the model would count it as instructions.
  // Only the ops the conversion made are touched.
  RewritePatternSet patterns(context);
  affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
  (void)applyOpPatternsGreedily(created.applies, std::move(patterns));
  return outer;
}

FailureOr<ScratchNest> mlir::warp::linalgToScratchLoops(linalg::LinalgOp op,
                                                        std::string &why) {
  why = whyNoParallelNest(op);
  if (!why.empty())
    return failure();
  Location loc = op->getLoc();
  ScratchNest result;
  OpBuilder b(op->getContext());
  result.module = ModuleOp::create(loc);
  IRMapping map;
  beginScratchFunction(b, *result.module, op, "warp_linalg", map);
  auto copy = cast<linalg::LinalgOp>(b.clone(*op, map));
  func::ReturnOp::create(b, loc);
  FailureOr<scf::ParallelOp> nest = linalgToLoopsInPlace(copy, why);
  if (failed(nest))
    return failure();
  result.nest = *nest;
  return result;
}
