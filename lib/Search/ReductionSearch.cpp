//===- ReductionSearch.cpp - Rank the strategies of a reduction -----------===//
//
// See ReductionSearch.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/ReductionSearch.h"

#include "Warp/Lowering/LinalgToLoops.h"
#include "Warp/Search/CandidateSpace.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Threading.h"

using namespace mlir;
using namespace mlir::warp;

ReductionRanking::ReductionRanking() = default;
ReductionRanking::~ReductionRanking() = default;
ReductionRanking::ReductionRanking(ReductionRanking &&) = default;
ReductionRanking &ReductionRanking::operator=(ReductionRanking &&) = default;

std::string mlir::warp::whyNotFeasible(const ReductionProblem &p,
                                       const ReductionTile &t,
                                       int64_t maxThreads,
                                       const HardwareTarget &target) {
  int64_t r = t.threadsPerOutput, o = t.outputsPerBlock;
  if (p.outputs % o)
    return "the outputs per block do not divide the outputs";
  if (r > 1 && !p.reassociable)
    return "the body may not be reassociated (one thread per output only)";
  if (r > 1 && p.length % r)
    return "the threads per output do not divide the length";
  if (int64_t split = t.blocksPerOutput; split > 1) {
    if (r == 1 || o != 1)
      return "a split across blocks needs threads per output and one output "
             "per block";
    if (!p.atomicKind)
      return "the body has no atomic read-modify-write to combine a split's "
             "blocks";
    if (p.length % (split * r))
      return "the blocks and threads of a split do not divide the length";
  }
  return whyOutsideLaunchLimits(t.block(), t.grid(p), /*minThreads=*/32,
                                maxThreads, target);
}

ReductionRanking mlir::warp::rankReductionTiles(
    MLIRContext *context, const ReductionProblem &p, int64_t maxThreads,
    ArrayRef<int64_t> splits, const HardwareTarget &target,
    const PredictOptions &options, RankObjective objective) {
  ReductionRanking r;
  auto consider = [&](const ReductionTile &t) {
    ++r.spaceSize;
    std::string why = whyNotFeasible(p, t, maxThreads, target);
    if (why.empty())
      r.tiles.push_back(t);
    else
      ++r.pruned[why];
  };
  if (llvm::is_contained(splits, 1))
    for (int64_t threads : {1, 32, 64, 128, 256, 512, 1024})
      for (int64_t outputs = 1; outputs <= 1024; outputs *= 2)
        consider(ReductionTile{threads, outputs, 1});
  // Splits across blocks: one output per block, R > 1 threads each.
  for (int64_t split : splits)
    if (split > 1)
      for (int64_t threads : {32, 64, 128, 256, 512, 1024})
        consider(ReductionTile{threads, 1, split});
  Location loc = p.op->getLoc();
  OpBuilder b(context);
  r.scratch = ModuleOp::create(loc);
  IRMapping outside;
  beginScratchFunction(b, *r.scratch, p.op, "warp_reduction", outside);
  SmallVector<Value> operands(p.op->getOperands());
  for (const ReductionTile &t : r.tiles) {
    gpu::LaunchOp launch = buildReductionLaunch(
        b, loc, p, t, outside.lookup(operands[0]), outside.lookup(operands[1]));
    auto model = std::make_unique<KernelModel>(
        launch, p.op->getName().getStringRef().str() + " " + t.describe(),
        llvm::DenseMap<unsigned, int64_t>());
    model->registersPerThread = kReductionRegisterEstimate;
    r.models.push_back(std::move(model));
  }
  func::ReturnOp::create(b, loc);
  r.predictions.resize(r.tiles.size());
  parallelFor(context, 0, r.tiles.size(), [&](size_t i) {
    LaunchMapping mapping;
    mapping.grid = r.tiles[i].grid(p);
    mapping.block = r.tiles[i].block();
    PredictOptions o = options;
    if (o.regsPerThread <= 0)
      o.regsPerThread = kReductionRegisterEstimate;
    r.predictions[i] = predictLaunch(*r.models[i], mapping, target, o);
  });
  r.order = rankPredictions(r.predictions, objective);
  return r;
}
