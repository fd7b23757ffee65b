//===- LowerLoopNests.cpp - Choose and apply launches for loop nests ------===//
//
// See LowerLoopNests.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/LowerLoopNests.h"

#include "Warp/Report/DecisionReport.h"
#include "Warp/Analysis/Relations/LoopCoverage.h"
#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/Report/PredictionReport.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Lowering/NestToLaunch.h"

#include "llvm/ADT/StringExtras.h"

#include <cmath>

#define DEBUG_TYPE "warp-launch-config"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

FailureOr<CandidateSpace>
mlir::warp::parseCandidateSpace(ModuleOp module, const LoopNestOptions &o,
                                RankObjective &objective) {
  CandidateSpace space;
  auto bad = [&](const Twine &msg) {
    emitError(module.getLoc()) << msg;
    return failure();
  };
  for (const std::string &text : o.blocks) {
    SmallVector<StringRef, 3> parts;
    StringRef(text).split(parts, 'x');
    std::array<int64_t, 3> shape{1, 1, 1};
    bool ok = !parts.empty() && parts.size() <= 3;
    for (auto [i, p] : llvm::enumerate(parts)) {
      if (!ok)
        break;
      ok = !p.trim().getAsInteger(10, shape[i]) && shape[i] > 0;
    }
    if (!ok)
      return bad("option 'blocks' needs shapes like 32x4x2 (1 to 3 positive "
                 "sizes separated by 'x'), got '" +
                 text + "'");
    space.blocks.push_back(shape);
  }
  if (o.maxThreads < 1)
    return bad("option 'max-threads' must be positive, got " +
               Twine(o.maxThreads));
  space.maxThreads = o.maxThreads;
  space.minThreads = std::min<int64_t>(32, o.maxThreads);
  if (!o.folds.empty()) {
    space.folds.clear();
    for (int64_t f : o.folds) {
      if (f < 1)
        return bad("option 'fold' needs positive factors, got " + Twine(f));
      space.folds.push_back(f);
    }
  }
  if (!o.foldDims.empty()) {
    space.foldDims = {false, false, false};
    for (const std::string &d : o.foldDims) {
      if (d != "x" && d != "y" && d != "z")
        return bad("option 'fold-dims' takes x, y and z, got '" + d + "'");
      space.foldDims[d[0] - 'x'] = true;
    }
  }
  space.combineFolds = o.foldCombine;
  if (o.dimOrders != "contiguous" && o.dimOrders != "all")
    return bad("option 'dim-orders' must be contiguous or all, got '" +
               o.dimOrders + "'");
  space.allDimOrders = o.dimOrders == "all";
  if (o.foldLayout != "interleaved" && o.foldLayout != "consecutive")
    return bad("option 'fold-layout' must be interleaved or consecutive, "
               "got '" +
               o.foldLayout + "'");
  space.consecutiveFold = o.foldLayout == "consecutive";
  if (o.objective == "time")
    objective = RankObjective::time;
  else if (o.objective == "dram")
    objective = RankObjective::dram;
  else
    return bad("option 'objective' must be time or dram, got '" + o.objective +
               "'");
  if (o.top < 1)
    return bad("option 'top' must be at least 1");
  if (o.search == "auto")
    space.search = CandidateSpace::Search::automatic;
  else if (o.search == "exhaustive")
    space.search = CandidateSpace::Search::exhaustive;
  else if (o.search == "staged")
    space.search = CandidateSpace::Search::staged;
  else
    return bad("option 'search' must be auto, exhaustive or staged, got '" +
               o.search + "'");
  return space;
}

static int64_t rounded(double x) {
  return static_cast<int64_t>(std::llround(x));
}

/// Chooses and applies the launch of one nest. Returns false on error.
static bool lowerNest(Operation *op, const CandidateSpace &space,
                      RankObjective objective, const LoopNestOptions &options,
                      const HardwareTarget &target,
                      const PredictOptions &predictOptions, NoteEmitter &notes,
                      llvm::json::Array &reports,
                      llvm::DenseSet<Operation *> &created) {
  FailureOr<LoopNest> nest = analyseLoopNest(op);
  if (failed(nest))
    return false;
  for (const auto &shape : space.blocks)
    for (unsigned a = nest->rank(); a < 3; ++a)
      if (shape[a] != 1) {
        op->emitError() << "option 'blocks' gives " << shape[a]
                        << " threads along "
                        << "xyz"[a] << ", but this " << nest->kindName()
                        << " has " << nest->rank()
                        << " dimension(s): extra threads would repeat "
                           "its iterations";
        return false;
      }
  CandidateSearch search;
  NestRanking ranking =
      searchLaunchConfigs(op->getContext(), *nest, space, target,
                          predictOptions, objective, options.checkMapping,
                          search);
  if (ranking.predictions.empty()) {
    op->emitError() << "no candidate launch for this " << nest->kindName()
                    << ": no block shape of the options has at most "
                    << space.maxThreads << " threads (max-threads) within "
                    << target.name << "'s limits";
    return false;
  }
  for (auto [i, why] : llvm::enumerate(ranking.coverage))
    if (!why.empty()) {
      op->emitError() << "internal error: candidate "
                      << describeCandidate(*nest,
                                           ranking.predictions[i].mapping)
                      << " does not run every iteration exactly once: " << why;
      return false;
    }
  const Prediction &pick = ranking.predictions[ranking.order.front()];
  if (!pick.modelled) {
    op->emitError() << "no candidate launch of this " << nest->kindName()
                    << " could be predicted; the first: " << pick.reason;
    return false;
  }
  bool ok = notes.emit(pick.notes);

  OpBuilder b(op);
  IRMapping none;
  MappedLaunch launch = buildMappedLaunch(b, *nest, pick.mapping, none);
  std::string why = checkNestCoverage(launch.launch, launch.guarded,
                                      launch.indices, *nest, pick.mapping);
  if (!why.empty()) {
    op->emitError() << "internal error: the launch for "
                    << describeCandidate(*nest, pick.mapping)
                    << " does not run every iteration exactly once: " << why;
    launch.launch->erase();
    return false;
  }
  MLIRContext *context = op->getContext();
  const LaunchVolumes &v = pick.volumes;
  launch.launch->setAttr(
      "warp.volumes",
      VolumesAttr::get(context, v.l1GlobalLoadSectors, v.l1GlobalLoadRequests,
                       v.l1GlobalStoreSectors, v.l1Wavefronts,
                       rounded(v.l2ReadBytes), rounded(v.l2WriteBytes),
                       rounded(v.dramReadBytes), rounded(v.dramWriteBytes),
                       v.sharedWavefronts, v.sharedBankConflicts, v.waveBlocks,
                       v.waves, pick.exact()));
  if (pick.hasCost)
    launch.launch->setAttr(
        "warp.cost",
        CostAttr::get(
            context,
            FloatAttr::get(Float64Type::get(context),
                           std::round(pick.cost.timeUs * 1000) / 1000),
            boundName(pick.cost.limiter), pick.cost.residentWarpsPerSM));
  if (options.remarks) {
    InFlightDiagnostic remark = emitRemark(op->getLoc());
    remark << decisionRemark(*nest, ranking.predictions, ranking.order,
                             options.top, objective, target);
    if (search.staged)
      remark << "; " << search.describe();
  }
  llvm::json::Object entry = decisionReport(*nest, ranking.predictions,
                                            ranking.order, objective, target);
  entry["search"] = search.report();
  entry["launch"] =
      launchReport(ranking.modelOf(ranking.order.front()), pick, target);
  reports.push_back(std::move(entry));
  LLVM_DEBUG(llvm::dbgs() << "lowered " << nest->kindName() << " to "
                          << pick.mapping.describe() << "\n");
  created.insert(launch.launch);
  op->erase();
  return ok;
}

bool mlir::warp::lowerLoopNests(ModuleOp module, const LoopNestOptions &options,
                                const CandidateSpace &space,
                                RankObjective objective,
                                const HardwareTarget &target,
                                const PredictOptions &predictOptions,
                                NoteEmitter &notes, llvm::json::Array &reports,
                                llvm::DenseSet<Operation *> &created,
                                unsigned &nestsFound) {
  SmallVector<Operation *> nests;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isUnmappedLoopNest(op)) {
      nests.push_back(op);
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
  nestsFound = nests.size();
  bool ok = true;
  for (Operation *op : nests)
    ok &= lowerNest(op, space, objective, options, target, predictOptions,
                    notes, reports, created);
  return ok;
}
