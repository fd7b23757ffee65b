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

FailureOr<ScratchNest> mlir::warp::linalgToScratchLoops(linalg::LinalgOp op,
                                                        std::string &why) {
  if (!op.hasPureBufferSemantics()) {
    why = "the linalg op works on tensors; bufferize it first";
    return failure();
  }
  if (op.getNumParallelLoops() != op.getNumLoops()) {
    why = "the linalg op has reduction iterators; Warp maps nests whose "
          "iterations are all parallel";
    return failure();
  }
  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  ScratchNest result;
  OpBuilder b(context);
  result.module = ModuleOp::create(loc);
  IRMapping map;
  func::FuncOp func =
      beginScratchFunction(b, *result.module, op, "warp_linalg", map);
  Operation *copy = b.clone(*op, map);
  func::ReturnOp::create(b, loc);
  IRRewriter loops(context);
  loops.setInsertionPoint(copy);
  if (failed(linalg::linalgOpToParallelLoops(loops,
                                             cast<linalg::LinalgOp>(copy)))) {
    why = "cannot turn the linalg op into loops";
    return failure();
  }
  loops.eraseOp(copy);
  // Fold what the conversion leaves (identity affine.apply per index), as
  // any lowering after it does; the model would count it as instructions.
  RewritePatternSet patterns(context);
  affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
  (void)applyPatternsGreedily(func, std::move(patterns));
  func.walk([&](scf::ParallelOp p) {
    if (!result.nest)
      result.nest = p;
  });
  if (!result.nest) {
    why = "the linalg op has no parallel loop";
    return failure();
  }
  return result;
}
