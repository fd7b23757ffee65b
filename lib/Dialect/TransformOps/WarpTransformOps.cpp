//===- WarpTransformOps.cpp - Warp's transform-dialect ops ----------------===//
//
// transform.warp.select_launch_config: the ranking of --warp-cost-model
// (NestRanking.h) for a transform script, returned as parameters
// (WarpTransformOps.td).
//
//===----------------------------------------------------------------------===//

#include "Warp/Dialect/TransformOps/WarpTransformOps.h"

#include "Warp/Dialect/WarpAttrs.h"

#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Report/DecisionReport.h"
#include "Warp/Search/NestRanking.h"
#include "Warp/Support/Shape.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Transforms/PassOptions.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "warp-transform-ops"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

#define GET_OP_CLASSES
#include "Warp/Dialect/TransformOps/WarpTransformOps.cpp.inc"

void transform::SelectLaunchConfigOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getLoopMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  onlyReadsPayload(effects);
}

DiagnosedSilenceableFailure
transform::SelectLaunchConfigOp::apply(transform::TransformRewriter &rewriter,
                                       transform::TransformResults &results,
                                       transform::TransformState &state) {
  auto payload = llvm::to_vector(state.getPayloadOps(getLoop()));
  if (payload.size() != 1)
    return emitSilenceableError() << "expects one loop nest or linalg op, got "
                                  << payload.size() << " payload ops";
  Operation *op = payload.front();
  // The target: the attribute, else the payload's module's #warp.target,
  // else the H100 (as the passes read it).
  std::string targetName = getTarget() ? getTarget()->str() : "";
  for (Operation *p = op; targetName.empty() && p; p = p->getParentOp())
    if (auto attr = p->getAttrOfType<TargetAttr>("warp.target"))
      targetName = attr.getName().str();
  if (targetName.empty())
    targetName = "h100";
  llvm::Expected<const HardwareTarget &> hw = lookupTarget(targetName);
  if (!hw)
    return emitDefiniteFailure()
           << "cannot load hardware target: " << llvm::toString(hw.takeError());

  // The candidates a tile_using_forall script makes.
  CandidateSpace space;
  space.dimOrders = DimOrders::innermost;
  space.foldLayout = FoldLayout::consecutive;
  space.maxThreads = getMaxThreads();
  space.minThreads = std::min<int64_t>(32, space.maxThreads);
  space.folds.assign(getFold().begin(), getFold().end());
  if (llvm::any_of(space.folds, [](int64_t f) { return f < 1; }))
    return emitDefiniteFailure() << "'fold' needs positive factors";
  if (std::optional<ArrayAttr> blocks = getBlocks()) {
    for (Attribute a : *blocks) {
      StringRef text = cast<StringAttr>(a).getValue();
      std::optional<Shape3> shape = parseShape(text);
      if (!shape)
        return emitDefiniteFailure()
               << "'blocks' needs " << kShapeForm << ", got \"" << text << "\"";
      space.blocks.push_back(shape->dims);
    }
  }
  std::optional<RankObjective> objective;
  for (const auto &[value, name] : ChoiceNames<RankObjective>::get())
    if (getObjective() == name)
      objective = value;
  if (!objective)
    return emitDefiniteFailure()
           << "'objective' must be " << choiceList<RankObjective>()
           << ", got \"" << getObjective() << "\"";

  // The loop nest: the op itself, or a linalg op's loops, made in a scratch
  // module by upstream linalg-to-parallel-loops.
  OwningOpRef<ModuleOp> scratch;
  Operation *nestOp = op;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (!linalgOp.hasPureBufferSemantics())
      return emitSilenceableError()
             << "the linalg op works on tensors; bufferize it first";
    if (linalgOp.getNumParallelLoops() != linalgOp.getNumLoops())
      return emitSilenceableError()
             << "the linalg op has reduction iterators; Warp maps nests "
                "whose iterations are all parallel";
    OpBuilder b(getContext());
    scratch = ModuleOp::create(op->getLoc());
    b.setInsertionPointToEnd(scratch->getBody());
    auto func = func::FuncOp::create(b, op->getLoc(), "warp_linalg",
                                     b.getFunctionType({}, {}));
    Block *entry = func.addEntryBlock();
    b.setInsertionPointToStart(entry);
    IRMapping map;
    copyDefinitions(b, entry, llvm::to_vector(op->getOperands()), map);
    Operation *copy = b.clone(*op, map);
    func::ReturnOp::create(b, op->getLoc());
    func.setFunctionType(b.getFunctionType(entry->getArgumentTypes(), {}));
    IRRewriter loops(getContext());
    loops.setInsertionPoint(copy);
    if (failed(linalg::linalgOpToParallelLoops(loops,
                                               cast<linalg::LinalgOp>(copy))))
      return emitSilenceableError() << "cannot turn the linalg op into loops";
    loops.eraseOp(copy);
    // Fold what the conversion leaves (identity affine.apply per index), as
    // any lowering after it does; the model would count it as instructions.
    RewritePatternSet patterns(getContext());
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, getContext());
    (void)applyPatternsGreedily(func, std::move(patterns));
    nestOp = nullptr;
    func.walk([&](scf::ParallelOp p) {
      if (!nestOp)
        nestOp = p;
    });
    if (!nestOp)
      return emitSilenceableError() << "the linalg op has no parallel loop";
  } else if (!isa<scf::ParallelOp, scf::ForallOp>(op)) {
    return emitSilenceableError()
           << "expects a linalg op, an scf.parallel or an scf.forall, got '"
           << op->getName() << "'";
  }
  FailureOr<LoopNest> nest = analyseLoopNest(nestOp);
  if (failed(nest))
    return emitSilenceableError() << "Warp cannot map the payload op";
  for (const auto &shape : space.blocks)
    for (unsigned a = nest->rank(); a < 3; ++a)
      if (shape[a] != 1)
        return emitDefiniteFailure()
               << "'blocks' gives " << shape[a] << " threads along "
               << "xyz"[a] << " for a nest of " << nest->rank()
               << " dimension(s)";
  CandidateSearch search;
  NestRanking ranking =
      searchLaunchConfigs(getContext(), *nest, space, *hw, PredictOptions(),
                          *objective, /*checkEveryCandidate=*/false, search);
  if (ranking.predictions.empty())
    return emitSilenceableError() << "no candidate block shape";
  const Prediction &pick = ranking.predictions[ranking.order.front()];
  if (!pick.modelled)
    return emitSilenceableError()
           << "no candidate could be predicted; the first: " << pick.reason;
  {
    InFlightDiagnostic remark = ::mlir::emitRemark(op->getLoc());
    remark << decisionRemark(*nest, ranking.predictions, ranking.order, 3,
                             *objective, *hw);
    if (search.staged)
      remark << "; " << describeSearch(search);
  }

  // One value per loop dimension, in loop order.
  SmallVector<Attribute, 3> tiles(nest->rank()), threads(nest->rank()),
      folds(nest->rank());
  Builder b(getContext());
  for (unsigned a = 0; a < nest->rank(); ++a) {
    int d = pick.mapping.loopDimOf[a];
    tiles[d] =
        b.getI64IntegerAttr(pick.mapping.block[a] * pick.mapping.fold[a]);
    threads[d] = b.getI64IntegerAttr(pick.mapping.block[a]);
    folds[d] = b.getI64IntegerAttr(pick.mapping.fold[a]);
  }
  results.setParams(cast<OpResult>(getTileSizes()), tiles);
  results.setParams(cast<OpResult>(getNumThreads()), threads);
  results.setParams(cast<OpResult>(getFoldFactors()), folds);
  return DiagnosedSilenceableFailure::success();
}

namespace {
class WarpTransformDialectExtension
    : public transform::TransformDialectExtension<
          WarpTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(WarpTransformDialectExtension)
  using Base::Base;

  void init() {
    declareGeneratedDialect<func::FuncDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "Warp/Dialect/TransformOps/WarpTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void mlir::warp::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<WarpTransformDialectExtension>();
}
