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
#include "Warp/Lowering/LinalgToLoops.h"
#include "Warp/Report/ApproximationText.h"
#include "Warp/Report/ContractionReport.h"
#include "Warp/Report/DecisionReport.h"
#include "Warp/Report/ReductionReport.h"
#include "Warp/Search/ContractionSearch.h"
#include "Warp/Search/NestRanking.h"
#include "Warp/Search/ReductionSearch.h"
#include "Warp/Support/Shape.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Transforms/PassOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"

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

namespace {
/// The target: the op's attribute, else the payload's module's
/// #warp.target, else the H100 (as the passes read it).
std::string targetNameFor(std::optional<StringRef> attr, Operation *op) {
  std::string name = attr ? attr->str() : "";
  for (Operation *p = op; name.empty() && p; p = p->getParentOp())
    if (auto target = p->getAttrOfType<TargetAttr>("warp.target"))
      name = target.getName().str();
  return name.empty() ? "h100" : name;
}

/// The value of `RankObjective` named `name`, if any.
std::optional<RankObjective> objectiveNamed(StringRef name) {
  for (const auto &[value, valueName] : ChoiceNames<RankObjective>::get())
    if (name == valueName)
      return value;
  return std::nullopt;
}

/// One value per loop dimension, in loop order, of the pick's tiles,
/// threads and folds.
void setPickParams(MLIRContext *context, const LoopNest &nest,
                   const LaunchMapping &m, Operation *op,
                   transform::TransformResults &results) {
  SmallVector<Attribute, 3> tiles(nest.rank()), threads(nest.rank()),
      folds(nest.rank());
  Builder b(context);
  for (unsigned a = 0; a < nest.rank(); ++a) {
    int d = m.loopDimOf[a];
    tiles[d] = b.getI64IntegerAttr(m.block[a] * m.fold[a]);
    threads[d] = b.getI64IntegerAttr(m.block[a]);
    folds[d] = b.getI64IntegerAttr(m.fold[a]);
  }
  results.setParams(op->getOpResult(0), tiles);
  results.setParams(op->getOpResult(1), threads);
  results.setParams(op->getOpResult(2), folds);
}
} // namespace

/// The candidates a tile_using_forall script makes, from `op`'s
/// attributes.
static DiagnosedSilenceableFailure
candidateSpaceOf(transform::SelectLaunchConfigOp op, const HardwareTarget &hw,
                 CandidateSpace &space) {
  space.dimOrders = DimOrders::innermost;
  space.foldLayout = FoldLayout::consecutive;
  // The ranges of the passes' options (docs/lowering.md): a block of 32 to
  // the target's threads, folded 1 to 1024 times, stays far from any
  // overflow of the tile (block x fold) and the grid.
  // The attribute is an i64 read back as unsigned: -1 is -1 here.
  auto maxThreads = static_cast<int64_t>(op.getMaxThreads());
  if (maxThreads < 32 || maxThreads > hw.sm.maxThreadsPerBlock)
    return op.emitDefiniteFailure()
           << "'max_threads' must lie in 32 to " << hw.sm.maxThreadsPerBlock
           << " (" << hw.name << "'s max_threads_per_block), got "
           << maxThreads;
  space.maxThreads = maxThreads;
  space.minThreads = 32;
  space.folds.assign(op.getFold().begin(), op.getFold().end());
  for (int64_t f : space.folds)
    if (f < 1 || f > 1024)
      return op.emitDefiniteFailure()
             << "'fold' needs factors from 1 to 1024, got " << f;
  if (std::optional<ArrayAttr> blocks = op.getBlocks()) {
    for (Attribute a : *blocks) {
      StringRef text = cast<StringAttr>(a).getValue();
      std::optional<Shape3> shape = parseShape(text);
      if (!shape)
        return op.emitDefiniteFailure()
               << "'blocks' needs " << kShapeForm << ", got \"" << text << "\"";
      space.blocks.push_back(shape->dims);
    }
  }
  return DiagnosedSilenceableFailure::success();
}

DiagnosedSilenceableFailure
transform::SelectLaunchConfigOp::refuseApproximatePick(const Prediction &pick) {
  std::optional<bool> strict = getFailOnApproximate();
  bool unmodelledOp =
      llvm::any_of(pick.volumes.approximations, [](const Approximation &a) {
        return a.kind == ApproximationKind::UnmodelledOp;
      });
  bool refuse = strict ? (*strict && !pick.exact()) : unmodelledOp;
  if (!refuse)
    return DiagnosedSilenceableFailure::success();
  DiagnosedSilenceableFailure d = emitSilenceableError();
  d << "the pick rests on an approximate prediction: ";
  for (auto [i, a] : llvm::enumerate(describeApproximations(pick)))
    d << (i ? "; " : "") << a;
  if (!strict)
    d << " (an op's traffic would be missing from every candidate; "
         "fail_on_approximate = false accepts the pick anyway)";
  return d;
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
  llvm::Expected<const HardwareTarget &> hw =
      lookupTarget(targetNameFor(getTarget(), op));
  if (!hw)
    return emitDefiniteFailure()
           << "cannot load hardware target: " << llvm::toString(hw.takeError());
  CandidateSpace space;
  if (DiagnosedSilenceableFailure d = candidateSpaceOf(*this, *hw, space);
      !d.succeeded())
    return d;
  std::optional<RankObjective> objective = objectiveNamed(getObjective());
  if (!objective)
    return emitDefiniteFailure()
           << "'objective' must be " << choiceList<RankObjective>()
           << ", got \"" << getObjective() << "\"";

  // The loop nest: the op itself, or a linalg op's loops in a scratch module.
  ScratchNest scratch;
  Operation *nestOp = op;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    std::string why;
    FailureOr<ScratchNest> loops = linalgToScratchLoops(linalgOp, why);
    if (failed(loops)) {
      DiagnosedSilenceableFailure d = emitSilenceableError() << why;
      d.attachNote(op->getLoc()) << "the payload op";
      return d;
    }
    scratch = std::move(*loops);
    nestOp = scratch.nest;
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
  if (DiagnosedSilenceableFailure d = refuseApproximatePick(pick);
      !d.succeeded())
    return d;
  {
    InFlightDiagnostic remark = ::mlir::emitRemark(op->getLoc());
    remark << decisionRemark(*nest, ranking.predictions, ranking.order, 3,
                             *objective, *hw);
    if (search.staged)
      remark << "; " << describeSearch(search);
  }
  setPickParams(getContext(), *nest, pick.mapping, getOperation(), results);
  return DiagnosedSilenceableFailure::success();
}

namespace {
/// What the contraction and reduction selection ops read before ranking:
/// one linalg op in the handle, the target, the objective and the thread
/// limit, each checked.
struct SelectionSetup {
  linalg::LinalgOp op;
  const HardwareTarget *target = nullptr;
  RankObjective objective = RankObjective::time;
  int64_t maxThreads = 0;
};

template <typename SelectOp>
DiagnosedSilenceableFailure
setUpSelection(SelectOp self, transform::TransformState &state, StringRef kind,
               SelectionSetup &out) {
  auto payload = llvm::to_vector(state.getPayloadOps(self.getOp()));
  if (payload.size() != 1)
    return self.emitSilenceableError()
           << "expects one linalg " << kind << ", got " << payload.size()
           << " payload ops";
  out.op = dyn_cast<linalg::LinalgOp>(payload.front());
  if (!out.op)
    return self.emitSilenceableError()
           << "expects a linalg " << kind << ", got '"
           << payload.front()->getName() << "'";
  llvm::Expected<const HardwareTarget &> hw =
      lookupTarget(targetNameFor(self.getTarget(), out.op));
  if (!hw)
    return self.emitDefiniteFailure()
           << "cannot load hardware target: " << llvm::toString(hw.takeError());
  out.target = &*hw;
  std::optional<RankObjective> objective = objectiveNamed(self.getObjective());
  if (!objective)
    return self.emitDefiniteFailure()
           << "'objective' must be " << choiceList<RankObjective>()
           << ", got \"" << self.getObjective() << "\"";
  out.objective = *objective;
  out.maxThreads = static_cast<int64_t>(self.getMaxThreads());
  if (out.maxThreads < 32 || out.maxThreads > hw->sm.maxThreadsPerBlock)
    return self.emitDefiniteFailure()
           << "'max_threads' must lie in 32 to " << hw->sm.maxThreadsPerBlock
           << ", got " << out.maxThreads;
  return DiagnosedSilenceableFailure::success();
}

/// Why a selection op returns no parameters for ranking `r` of `problem`
/// (`what`: "tiling" or "strategy"): nothing fits, nothing could be
/// predicted, or, with `fail_on_approximate`, the pick's prediction is not
/// exact (the failure names its approximations).
template <typename SelectOp, typename Ranking>
std::optional<DiagnosedSilenceableFailure>
pickFailure(SelectOp self, const Ranking &r, StringRef what, StringRef problem,
            const HardwareTarget &target) {
  if (r.tiles.empty())
    return self.emitSilenceableError() << "no " << what << " of the space fits "
                                       << problem << " on " << target.name;
  const Prediction &pick = r.pick();
  if (!pick.modelled)
    return self.emitSilenceableError()
           << "no " << what
           << " could be predicted; the first: " << pick.reason;
  if (!self.getFailOnApproximate() || pick.exact())
    return std::nullopt;
  DiagnosedSilenceableFailure d = self.emitSilenceableError();
  d << "the pick " << r.pickTile().describe()
    << " rests on an approximate prediction: ";
  for (auto [i, a] : llvm::enumerate(describeApproximations(pick)))
    d << (i ? "; " : "") << a;
  return d;
}
} // namespace

void transform::SelectContractionTilingOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getOpMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  onlyReadsPayload(effects);
}

/// The pick's parameters, one value per loop of the op (see the op's
/// description), or the reason they do not exist.
static void setTilingParams(const ContractionProblem &p,
                            const ContractionTile &t, Operation *op,
                            transform::TransformResults &results) {
  Builder b(op->getContext());
  unsigned loops = linalg::LinalgOp(p.op).getNumLoops();
  SmallVector<Attribute> block(loops, b.getI64IntegerAttr(0)),
      thread(loops, b.getI64IntegerAttr(0));
  if (p.batchLoop >= 0) {
    block[p.batchLoop] = b.getI64IntegerAttr(1);
    thread[p.batchLoop] = b.getI64IntegerAttr(1);
  }
  // The space ranked only block tiles that are boxes of the loops
  // (ContractionSpace::loopBoxesOnly), so each has per-loop tile sizes.
  auto setGroup = [&](ArrayRef<int> group, int64_t tile, int64_t perThread) {
    SmallVector<int64_t> tiles = *p.perLoopTile(tile, group);
    for (auto [j, loop] : llvm::enumerate(group)) {
      block[loop] = b.getI64IntegerAttr(tiles[j]);
      thread[loop] = b.getI64IntegerAttr(j + 1 == group.size() ? perThread : 1);
    }
  };
  setGroup(p.mLoops, t.bm, t.mma ? t.wm : t.tm);
  setGroup(p.nLoops, t.bn, t.mma ? t.wn : t.tn);
  results.setParams(op->getOpResult(0), block);
  results.setParams(op->getOpResult(1), {b.getI64IntegerAttr(t.bk)});
  results.setParams(op->getOpResult(2), thread);
  results.setParams(op->getOpResult(3), {b.getI64IntegerAttr(t.pad)});
  results.setParams(op->getOpResult(4), {b.getI64IntegerAttr(t.mma ? 1 : 0)});
}

DiagnosedSilenceableFailure transform::SelectContractionTilingOp::apply(
    transform::TransformRewriter &rewriter,
    transform::TransformResults &results, transform::TransformState &state) {
  SelectionSetup set;
  DiagnosedSilenceableFailure ready =
      setUpSelection(*this, state, "contraction", set);
  if (!ready.succeeded())
    return ready;
  linalg::LinalgOp linalgOp = set.op;
  const HardwareTarget &target = *set.target;
  ContractionReject why;
  FailureOr<ContractionProblem> p = analyseContraction(linalgOp, why);
  if (failed(p))
    return emitSilenceableError() << "not a contraction Warp tiles: "
                                  << describeContractionReject(why);
  ContractionSpace space;
  space.maxThreads = set.maxThreads;
  space.tensorCores = getTensorCores();
  // Split-K has no parameter among the op's results (an upstream script
  // would split the reduction itself): only unsplit tilings are ranked; and
  // only block tiles that are boxes of the op's loops, which have per-loop
  // tile sizes (an implicit GEMM's BM pixels within whole rows).
  space.splitKs = {1};
  space.loopBoxesOnly = true;
  // The remark lists 3; the others may be skipped by their lower bound.
  space.exactTop = 3;
  ContractionRanking r = rankContractionTiles(getContext(), *p, space, target,
                                              PredictOptions(), set.objective);
  if (auto failure = pickFailure(*this, r, "tiling", p->describe(), target))
    return std::move(*failure);
  ::mlir::emitRemark(linalgOp->getLoc())
      << contractionRemark(*p, r, space.exactTop, set.objective, target);
  setTilingParams(*p, r.pickTile(), getOperation(), results);
  return DiagnosedSilenceableFailure::success();
}

void transform::SelectReductionStrategyOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getOpMutable(), effects);
  producesHandle(getOperation()->getOpResults(), effects);
  onlyReadsPayload(effects);
}

DiagnosedSilenceableFailure transform::SelectReductionStrategyOp::apply(
    transform::TransformRewriter &rewriter,
    transform::TransformResults &results, transform::TransformState &state) {
  SelectionSetup set;
  DiagnosedSilenceableFailure ready =
      setUpSelection(*this, state, "reduction", set);
  if (!ready.succeeded())
    return ready;
  const HardwareTarget &target = *set.target;
  SmallVector<int64_t> splits;
  if (std::optional<ArrayRef<int64_t>> given = getSplits())
    splits.assign(given->begin(), given->end());
  else
    for (int64_t s = 1; s <= kMaxBlocksPerOutput; s *= 2)
      splits.push_back(s);
  for (int64_t s : splits)
    if (s < 1 || s > kMaxBlocksPerOutput)
      return emitDefiniteFailure() << "'splits' must lie in 1 to "
                                   << kMaxBlocksPerOutput << ", got " << s;
  std::string why;
  FailureOr<ReductionProblem> p = analyseReduction(set.op, why);
  if (failed(p))
    return emitSilenceableError() << "not a reduction Warp lowers: " << why;
  ReductionRanking r =
      rankReductionTiles(getContext(), *p, set.maxThreads, splits, target,
                         PredictOptions(), set.objective);
  if (auto failure = pickFailure(*this, r, "strategy", p->describe(), target))
    return std::move(*failure);
  ::mlir::emitRemark(set.op->getLoc())
      << reductionRemark(*p, r, 3, set.objective, target);
  Builder b(getContext());
  const ReductionTile &t = r.pickTile();
  results.setParams(getOperation()->getOpResult(0),
                    {b.getI64IntegerAttr(t.threadsPerOutput)});
  results.setParams(getOperation()->getOpResult(1),
                    {b.getI64IntegerAttr(t.outputsPerBlock)});
  results.setParams(getOperation()->getOpResult(2),
                    {b.getI64IntegerAttr(t.blocksPerOutput)});
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
