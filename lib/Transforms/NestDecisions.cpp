//===- NestDecisions.cpp - Choose and apply launches for loop nests -------===//
//
// See NestDecisions.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/NestDecisions.h"

#include "Warp/Analysis/Relations/LoopCoverage.h"
#include "Warp/Lowering/NestToLaunch.h"
#include "Warp/Report/DecisionReport.h"

#define DEBUG_TYPE "warp-launch-config"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

SmallVector<Operation *> mlir::warp::unmappedNests(ModuleOp module) {
  SmallVector<Operation *> nests;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isUnmappedLoopNest(op)) {
      nests.push_back(op);
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
  return nests;
}

SmallVector<linalg::LinalgOp> mlir::warp::parallelLinalgOps(ModuleOp module) {
  SmallVector<linalg::LinalgOp> ops;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Kernels, and the bodies of nests (part of their nest's decision).
    if (isa<gpu::GPUModuleOp, gpu::LaunchOp, scf::ParallelOp, scf::ForallOp>(
            op))
      return WalkResult::skip();
    if (auto l = dyn_cast<linalg::LinalgOp>(op))
      if (l.getNumLoops() > 0 && l.getNumParallelLoops() == l.getNumLoops())
        ops.push_back(l);
    return WalkResult::advance();
  });
  return ops;
}

FailureOr<NestDecision> mlir::warp::decideNest(Operation *op,
                                               const CandidateSpace &space,
                                               RankObjective objective,
                                               const HardwareTarget &target,
                                               const PredictOptions &options,
                                               bool checkEveryCandidate) {
  FailureOr<LoopNest> nest = analyseLoopNest(op);
  if (failed(nest))
    return failure();
  for (const auto &shape : space.blocks)
    for (unsigned a = nest->rank(); a < 3; ++a)
      if (shape[a] != 1)
        return op->emitError()
               << "option 'blocks' gives " << shape[a] << " threads along "
               << "xyz"[a] << ", but this " << nest->kindName() << " has "
               << nest->rank()
               << " dimension(s): extra threads would repeat its iterations";
  NestDecision d;
  d.nest = *nest;
  d.ranking =
      searchLaunchConfigs(op->getContext(), d.nest, space, target, options,
                          objective, checkEveryCandidate, d.search);
  if (d.ranking.predictions.empty())
    return op->emitError() << "no candidate launch for this "
                           << d.nest.kindName()
                           << ": no block shape of the options has at most "
                           << space.maxThreads
                           << " threads (max-threads) within " << target.name
                           << "'s limits";
  for (auto [i, why] : llvm::enumerate(d.ranking.coverage))
    if (!why.empty())
      return op->emitError()
             << "internal error: candidate "
             << describeCandidate(d.nest, d.ranking.predictions[i].mapping)
             << " does not run every iteration exactly once: " << why;
  if (!d.pick().modelled)
    return op->emitError() << "no candidate launch of this "
                           << d.nest.kindName()
                           << " could be predicted; the first: "
                           << d.pick().reason;
  return d;
}

void mlir::warp::remarkDecision(Operation *op, const NestDecision &d,
                                unsigned top, RankObjective objective,
                                const HardwareTarget &target) {
  InFlightDiagnostic remark = emitRemark(op->getLoc());
  remark << decisionRemark(d.nest, d.ranking.predictions, d.ranking.order, top,
                           objective, target);
  if (d.search.staged)
    remark << "; " << describeSearch(d.search);
  if (d.search.onlyLayout)
    remark << "; " << describeLayoutLeftOut(*d.search.onlyLayout);
}

llvm::json::Object mlir::warp::decisionEntry(const NestDecision &d,
                                             RankObjective objective,
                                             const HardwareTarget &target) {
  llvm::json::Object entry = decisionReport(d.nest, d.ranking.predictions,
                                            d.ranking.order, objective, target);
  entry["search"] = searchReport(d.search);
  return entry;
}

/// Why `mapping` cannot run `nest`, or empty.
static std::string whyNotFitting(const LoopNest &nest,
                                 const LaunchMapping &mapping) {
  for (unsigned a = nest.rank(); a < 3; ++a)
    if (mapping.block[a] != 1 || mapping.fold[a] != 1)
      return std::string("it gives more than one thread or point along ") +
             "xyz"[a] + " to a nest of " + std::to_string(nest.rank()) +
             " dimension(s)";
  for (unsigned a = 0; a < 3; ++a)
    if (a < nest.rank() ? mapping.loopDimOf[a] >= static_cast<int>(nest.rank())
                        : mapping.loopDimOf[a] != static_cast<int>(a))
      return "its 'loops' do not name the nest's dimensions on x, y, z "
             "(a dimension the nest does not have must keep its place)";
  std::array<int64_t, 3> grid = gridFor(nest, mapping);
  if (grid != mapping.grid)
    return "its grid is [" + std::to_string(mapping.grid[0]) + ", " +
           std::to_string(mapping.grid[1]) + ", " +
           std::to_string(mapping.grid[2]) +
           "] where its blocks and folds "
           "cover the nest with [" +
           std::to_string(grid[0]) + ", " + std::to_string(grid[1]) + ", " +
           std::to_string(grid[2]) + "]";
  return "";
}

FailureOr<gpu::LaunchOp>
mlir::warp::applyNestMapping(Operation *op, const LoopNest &nest,
                             const LaunchMapping &mapping) {
  std::string why = whyNotFitting(nest, mapping);
  if (!why.empty())
    return op->emitError() << "cannot apply the launch configuration "
                           << describeCandidate(nest, mapping) << " to this "
                           << nest.kindName() << ": " << why;
  OpBuilder b(op);
  IRMapping none;
  MappedLaunch launch = buildMappedLaunch(b, nest, mapping, none);
  why = checkNestCoverage(launch.launch, launch.guarded, launch.indices, nest,
                          mapping);
  if (!why.empty()) {
    launch.launch->erase();
    return op->emitError() << "internal error: the launch for "
                           << describeCandidate(nest, mapping)
                           << " does not run every iteration exactly once: "
                           << why;
  }
  LLVM_DEBUG(llvm::dbgs() << "lowered " << nest.kindName() << " to "
                          << mapping.describe() << "\n");
  op->erase();
  return launch.launch;
}
