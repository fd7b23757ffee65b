//===- NestRanking.cpp - Rank the launches of a loop nest
//------------------===//
//
// See NestRanking.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/NestRanking.h"

#include "Warp/Analysis/Relations/LoopCoverage.h"
#include "Warp/Lowering/LinalgToLoops.h"
#include "Warp/Lowering/NestToLaunch.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <tuple>

#define DEBUG_TYPE "warp-launch-config"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

NestRanking::NestRanking() = default;
NestRanking::~NestRanking() = default;
NestRanking::NestRanking(NestRanking &&) = default;
NestRanking &NestRanking::operator=(NestRanking &&) = default;

namespace {
/// The launches of one folding and dimension order, built in the scratch
/// module, and what the coverage check needs.
struct Template {
  MappedLaunch launch;
  unsigned model = 0;
};
} // namespace

NestRanking mlir::warp::rankLaunchConfigs(MLIRContext *context,
                                          const LoopNest &nest,
                                          ArrayRef<LaunchMapping> candidates,
                                          const HardwareTarget &target,
                                          const PredictOptions &options,
                                          RankObjective objective,
                                          bool checkEveryCandidate) {
  NestRanking ranking;
  Location loc = nest.op->getLoc();
  OpBuilder b(context);
  ranking.scratch = ModuleOp::create(loc);
  // The values the body uses from outside the nest: pure ops without
  // regions (constants, views, index arithmetic) are copied with their
  // operands, so that a view still names its buffer; the other values
  // become arguments of the scratch function.
  b.setInsertionPointToEnd(ranking.scratch->getBody());
  auto func = func::FuncOp::create(b, loc, "warp_candidates",
                                   b.getFunctionType({}, {}));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  IRMapping outside;
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(nest.op->getRegions(), captured);
  copyDefinitions(b, entry, captured.getArrayRef(), outside);
  func.setFunctionType(b.getFunctionType(entry->getArgumentTypes(), {}));

  std::string name = nest.kindName();
  if (auto fl = dyn_cast<FileLineColLoc>(loc))
    name += " at line " + std::to_string(fl.getLine());
  // One launch per folding, dimension order, layout of the folded points,
  // and set of guarded dimensions.
  using Key =
      std::tuple<std::array<int64_t, 3>, std::array<int, 3>, bool, unsigned>;
  auto keyOf = [&](const LaunchMapping &m) {
    unsigned guards = 0;
    for (unsigned a = 0; a < nest.rank(); ++a)
      guards |= needsGuard(nest, m, a) << a;
    return Key{m.fold, m.loopDimOf, m.consecutiveFold, guards};
  };
  std::map<Key, unsigned> byKey;
  std::vector<Template> templates;
  ranking.modelIndex.resize(candidates.size());
  for (auto [i, m] : llvm::enumerate(candidates)) {
    Key key = keyOf(m);
    auto it = byKey.find(key);
    if (it == byKey.end()) {
      Template t;
      t.launch = buildMappedLaunch(b, nest, m, outside);
      t.model = ranking.models.size();
      ranking.models.push_back(std::make_unique<KernelModel>(
          t.launch.launch, name, llvm::DenseMap<unsigned, int64_t>()));
      it = byKey.emplace(key, templates.size()).first;
      templates.push_back(std::move(t));
    }
    ranking.modelIndex[i] = templates[it->second].model;
  }
  func::ReturnOp::create(b, loc);
  LLVM_DEBUG(llvm::dbgs() << name << ": " << candidates.size()
                          << " candidates on " << templates.size()
                          << " launches\n");

  std::vector<unsigned> templateOf(candidates.size());
  for (auto [i, m] : llvm::enumerate(candidates))
    templateOf[i] = byKey[keyOf(m)];
  ranking.predictions.resize(candidates.size());
  if (checkEveryCandidate)
    ranking.coverage.resize(candidates.size());
  parallelFor(context, 0, candidates.size(), [&](size_t i) {
    // The template holds the folding and the order; the prediction gets
    // the sizes.
    LaunchMapping sizes = candidates[i];
    sizes.fold = {1, 1, 1};
    sizes.loopDimOf = {0, 1, 2};
    sizes.consecutiveFold = false;
    Prediction p = predictLaunch(ranking.modelOf(i), sizes, target, options);
    p.mapping = candidates[i];
    ranking.predictions[i] = std::move(p);
    if (checkEveryCandidate) {
      const MappedLaunch &t = templates[templateOf[i]].launch;
      ranking.coverage[i] = checkNestCoverage(t.launch, t.guarded, t.indices,
                                              nest, candidates[i]);
    }
  });
  ranking.order = rankPredictions(ranking.predictions, objective);
  return ranking;
}

NestRanking mlir::warp::searchLaunchConfigs(
    MLIRContext *context, const LoopNest &nest, const CandidateSpace &space,
    const HardwareTarget &target, const PredictOptions &options,
    RankObjective objective, bool checkEveryCandidate,
    CandidateSearch &search) {
  std::vector<LaunchMapping> candidates =
      enumerateCandidates(nest, space, target);
  search = CandidateSearch();
  search.spaceSize = candidates.size();
  auto unfolded = [](const LaunchMapping &m) {
    return m.fold == std::array<int64_t, 3>{1, 1, 1};
  };
  size_t folded = llvm::count_if(
      candidates, [&](const LaunchMapping &m) { return !unfolded(m); });
  if (folded > 0 && space.foldLayout != FoldLayout::both)
    search.onlyLayout = space.foldLayout;
  bool staged =
      folded > 0 &&
      (space.search == SearchMode::staged ||
       (space.search == SearchMode::automatic && space.blocks.empty() &&
        candidates.size() > CandidateSpace::stagedAbove));
  if (!staged) {
    search.ranked = candidates.size();
    return rankLaunchConfigs(context, nest, candidates, target, options,
                             objective, checkEveryCandidate);
  }
  // Stage 1: every block shape and dimension order, unfolded.
  std::vector<LaunchMapping> first;
  for (const LaunchMapping &m : candidates)
    if (unfolded(m))
      first.push_back(m);
  NestRanking r1 = rankLaunchConfigs(context, nest, first, target, options,
                                     objective, /*checkEveryCandidate=*/false);
  // Stage 2: the foldings of the best modelled ones, with every unfolded
  // candidate again, in enumeration order (the tie rule's).
  using Key = std::tuple<std::array<int64_t, 3>, std::array<int, 3>>;
  std::set<Key> keep;
  for (size_t i : r1.order) {
    if (keep.size() >= CandidateSpace::stagedKeep)
      break;
    if (r1.predictions[i].modelled)
      keep.insert(Key{first[i].block, first[i].loopDimOf});
  }
  std::vector<LaunchMapping> second;
  for (const LaunchMapping &m : candidates)
    if (unfolded(m) || keep.count(Key{m.block, m.loopDimOf}))
      second.push_back(m);
  search.staged = true;
  search.unfolded = first.size();
  search.kept = keep.size();
  search.ranked = second.size();
  return rankLaunchConfigs(context, nest, second, target, options, objective,
                           checkEveryCandidate);
}

std::vector<LaunchMapping>
mlir::warp::fixedLaunchCandidates(const LaunchMapping &launch,
                                  const CandidateSpace &space,
                                  const HardwareTarget &target) {
  // The global ids the launch covers, per dimension; the dimensions it uses.
  std::array<int64_t, 3> extent;
  unsigned r = 1;
  for (unsigned a = 0; a < 3; ++a) {
    extent[a] = launch.grid[a] * launch.block[a];
    if (extent[a] > 1)
      r = a + 1;
  }
  std::vector<LaunchMapping> candidates{launch};
  for (const auto &shape : candidateBlockShapes(
           space, target, ArrayRef<int64_t>(extent.data(), r))) {
    bool fits = shape[0] * shape[1] * shape[2] <= space.maxThreads;
    for (unsigned a = r; a < 3; ++a)
      fits &= shape[a] == 1;
    if (!fits || shape == launch.block)
      continue;
    LaunchMapping m = launch;
    m.block = shape;
    for (unsigned a = 0; a < 3; ++a)
      m.grid[a] = (extent[a] + shape[a] - 1) / shape[a];
    candidates.push_back(m);
  }
  return candidates;
}
