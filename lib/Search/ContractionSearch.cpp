//===- ContractionSearch.cpp - Rank the tilings of a contraction ----------===//
//
// See ContractionSearch.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/ContractionSearch.h"

#include "Warp/Lowering/LinalgToLoops.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Threading.h"

#define DEBUG_TYPE "warp-contraction"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

ContractionRanking::ContractionRanking() = default;
ContractionRanking::~ContractionRanking() = default;
ContractionRanking::ContractionRanking(ContractionRanking &&) = default;
ContractionRanking &
ContractionRanking::operator=(ContractionRanking &&) = default;

size_t ContractionRanking::unmodelled() const {
  return llvm::count_if(predictions,
                        [](const Prediction &p) { return !p.modelled; });
}

/// 32-bit registers that hold one value of `t`.
static int64_t words(Type t) {
  return (static_cast<int64_t>(t.getIntOrFloatBitWidth()) + 31) / 32;
}

int64_t mlir::warp::estimateContractionRegisters(const ContractionProblem &p,
                                                 const ContractionTile &t) {
  constexpr int64_t kIndexRegisters = 24;
  return t.tm * t.tn * words(p.cType) + t.tm * words(p.aType) +
         t.tn * words(p.bType) + kIndexRegisters;
}

std::string mlir::warp::whyNotFeasible(const ContractionProblem &p,
                                       const ContractionTile &t,
                                       const ContractionSpace &space,
                                       const HardwareTarget &target) {
  if (p.m % t.bm || p.n % t.bn || p.k % t.bk)
    return "the tile does not divide the shape";
  if (t.bm % t.tm || t.bn % t.tn)
    return "the thread tile does not divide the block tile";
  int64_t threads = t.threads();
  if (threads < space.minThreads)
    return "fewer threads than a block needs (min-threads)";
  if (threads > std::min(space.maxThreads, target.sm.maxThreadsPerBlock))
    return "more threads than a block may have";
  std::array<int64_t, 3> block = t.block(), grid = t.grid(p);
  for (int d = 0; d < 3; ++d)
    if (block[d] > target.sm.maxBlockDims[d] ||
        grid[d] > target.sm.maxGridDims[d])
      return "a block or grid extent exceeds the target's limits";
  int64_t smemCap =
      std::min(space.maxStaticSharedBytes, target.shared.bytesPerBlock > 0
                                               ? target.shared.bytesPerBlock
                                               : space.maxStaticSharedBytes);
  if (t.sharedBytes(p) > smemCap)
    return "its workgroup tiles exceed the static shared memory of a block";
  int64_t regs = estimateContractionRegisters(p, t);
  if (target.sm.maxRegistersPerThread > 0 &&
      regs > target.sm.maxRegistersPerThread)
    return "its registers (estimate) exceed the cap per thread: it would "
           "spill";
  if (target.sm.registers > 0 && regs * threads > target.sm.registers)
    return "its registers (estimate) exceed an SM's register file";
  return "";
}

std::vector<ContractionTile> mlir::warp::enumerateContractionTiles(
    const ContractionProblem &p, const ContractionSpace &space,
    const HardwareTarget &target, std::map<std::string, size_t> &pruned,
    size_t &spaceSize) {
  std::vector<ContractionTile> tiles;
  spaceSize = 0;
  for (int64_t bm : space.blockTiles)
    for (int64_t bn : space.blockTiles)
      for (int64_t bk : space.kTiles)
        for (int64_t tm : space.threadTiles)
          for (int64_t tn : space.threadTiles)
            for (int64_t pad : space.pads) {
              ContractionTile t{bm, bn, bk, tm, tn, pad};
              ++spaceSize;
              std::string why = whyNotFeasible(p, t, space, target);
              if (why.empty())
                tiles.push_back(t);
              else
                ++pruned[why];
            }
  return tiles;
}

ContractionRanking mlir::warp::rankContractionTiles(
    MLIRContext *context, const ContractionProblem &p,
    const ContractionSpace &space, const HardwareTarget &target,
    const PredictOptions &options, RankObjective objective) {
  ContractionRanking r;
  r.tiles = enumerateContractionTiles(p, space, target, r.pruned, r.spaceSize);
  Location loc = p.op->getLoc();
  OpBuilder b(context);
  r.scratch = ModuleOp::create(loc);
  b.setInsertionPointToEnd(r.scratch->getBody());
  auto func = func::FuncOp::create(b, loc, "warp_contraction",
                                   b.getFunctionType({}, {}));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  IRMapping outside;
  SmallVector<Value> operands(p.op->getOperands());
  copyDefinitions(b, entry, operands, outside);
  func.setFunctionType(b.getFunctionType(entry->getArgumentTypes(), {}));
  std::string name = p.op->getName().getStringRef().str();
  for (const ContractionTile &t : r.tiles) {
    gpu::LaunchOp launch = buildContractionLaunch(
        b, loc, p, t, outside.lookup(operands[0]), outside.lookup(operands[1]),
        outside.lookup(operands[2]));
    auto model = std::make_unique<KernelModel>(
        launch, name + " " + t.describe(), llvm::DenseMap<unsigned, int64_t>());
    model->registersPerThread = estimateContractionRegisters(p, t);
    model->registersSource = "estimate";
    r.models.push_back(std::move(model));
  }
  func::ReturnOp::create(b, loc);
  LLVM_DEBUG(llvm::dbgs() << p.describe() << ": " << r.tiles.size() << " of "
                          << r.spaceSize << " tilings feasible\n");
  r.predictions.resize(r.tiles.size());
  parallelFor(context, 0, r.tiles.size(), [&](size_t i) {
    LaunchMapping mapping;
    mapping.grid = r.tiles[i].grid(p);
    mapping.block = r.tiles[i].block();
    PredictOptions o = options;
    if (o.regsPerThread <= 0)
      o.regsPerThread = r.models[i]->registersPerThread;
    r.predictions[i] = predictLaunch(*r.models[i], mapping, target, o);
  });
  r.order = rankPredictions(r.predictions, objective);
  return r;
}
