//===- LaunchConfigSelection.cpp - Rank launch configurations of a nest ---===//
//
// See LaunchConfigSelection.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/LaunchConfigSelection.h"

#include "Warp/Analysis/Relations/LoopCoverage.h"
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

/// The orders of the loop dimensions on x, y, z (loopDimOf), the default
/// ones first.
static std::vector<std::array<int, 3>> dimOrders(const LoopNest &nest, bool all,
                                                 bool innermostOnX) {
  unsigned r = nest.rank();
  std::vector<std::array<int, 3>> orders;
  auto add = [&](std::array<int, 3> o) {
    if (llvm::find(orders, o) == orders.end())
      orders.push_back(o);
  };
  // x: a contiguous dimension; y, z: the others, innermost first.
  SmallVector<unsigned, 3> xs(nest.contiguousDims);
  if (xs.empty() || innermostOnX)
    xs.assign({r - 1});
  for (unsigned x : xs) {
    std::array<int, 3> o{0, 1, 2};
    o[0] = x;
    unsigned a = 1;
    for (int d = static_cast<int>(r) - 1; d >= 0; --d)
      if (static_cast<unsigned>(d) != x)
        o[a++] = d;
    for (; a < 3; ++a)
      o[a] = a;
    add(o);
  }
  if (all && !innermostOnX) {
    SmallVector<int, 3> perm;
    for (unsigned d = 0; d < r; ++d)
      perm.push_back(d);
    do {
      std::array<int, 3> o{0, 1, 2};
      for (unsigned a = 0; a < r; ++a)
        o[a] = perm[a];
      add(o);
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
  return orders;
}

std::vector<std::array<int64_t, 3>>
mlir::warp::candidateBlockShapes(const CandidateSpace &space,
                                 const HardwareTarget &target,
                                 ArrayRef<int64_t> extents) {
  if (!space.blocks.empty())
    return space.blocks;
  unsigned r = extents.size();
  auto within = [&](const std::array<int64_t, 3> &s, bool domainCap) {
    int64_t threads = s[0] * s[1] * s[2];
    if (threads < space.minThreads || threads > space.maxThreads ||
        threads > target.sm.maxThreadsPerBlock)
      return false;
    for (unsigned a = 0; a < 3; ++a) {
      if (s[a] > target.sm.maxBlockDims[a])
        return false;
      if (domainCap && a < r &&
          s[a] > static_cast<int64_t>(llvm::PowerOf2Ceil(extents[a])))
        return false;
    }
    return true;
  };
  std::vector<std::array<int64_t, 3>> all, shapes;
  for (int64_t x = 1; x <= 1024; x *= 2)
    for (int64_t y = 1; y <= (r > 1 ? 1024 : 1); y *= 2)
      for (int64_t z = 1; z <= (r > 2 ? 1024 : 1); z *= 2)
        all.push_back({x, y, z});
  for (const auto &s : all)
    if (within(s, true))
      shapes.push_back(s);
  if (shapes.empty()) // A domain narrower than any block.
    for (const auto &s : all)
      if (within(s, false))
        shapes.push_back(s);
  llvm::stable_sort(shapes, [](const auto &a, const auto &b) {
    int64_t ta = a[0] * a[1] * a[2], tb = b[0] * b[1] * b[2];
    if (ta != tb)
      return ta < tb;
    if (a[0] != b[0])
      return a[0] > b[0];
    return a[1] > b[1];
  });
  return shapes;
}

std::vector<LaunchMapping>
mlir::warp::enumerateCandidates(const LoopNest &nest,
                                const CandidateSpace &space,
                                const HardwareTarget &target) {
  unsigned r = nest.rank();
  // Foldings: none, then each folded dimension and factor (or all
  // combinations).
  std::vector<std::array<int64_t, 3>> folds{{1, 1, 1}};
  SmallVector<int64_t, 4> factors;
  for (int64_t f : space.folds)
    if (f > 1 && llvm::find(factors, f) == factors.end())
      factors.push_back(f);
  if (space.combineFolds) {
    for (unsigned a = 0; a < r; ++a) {
      if (!space.foldDims[a])
        continue;
      size_t n = folds.size();
      for (int64_t f : factors)
        for (size_t i = 0; i < n; ++i) {
          std::array<int64_t, 3> v = folds[i];
          v[a] = f;
          folds.push_back(v);
        }
    }
  } else {
    for (unsigned a = 0; a < r; ++a)
      if (space.foldDims[a])
        for (int64_t f : factors) {
          std::array<int64_t, 3> v{1, 1, 1};
          v[a] = f;
          folds.push_back(v);
        }
  }
  std::vector<LaunchMapping> out;
  for (const std::array<int, 3> &order :
       dimOrders(nest, space.allDimOrders, space.innermostOnX)) {
    SmallVector<int64_t, 3> extents;
    for (unsigned a = 0; a < r; ++a)
      extents.push_back(nest.extents[order[a]]);
    std::vector<std::array<int64_t, 3>> shapes =
        candidateBlockShapes(space, target, extents);
    for (const auto &fold : folds)
      for (const auto &shape : shapes) {
        bool fits = shape[0] * shape[1] * shape[2] <= space.maxThreads;
        for (unsigned a = r; a < 3; ++a)
          fits &= shape[a] == 1;
        if (!fits)
          continue;
        LaunchMapping m;
        m.block = shape;
        m.fold = fold;
        m.loopDimOf = order;
        m.consecutiveFold = space.consecutiveFold;
        m.grid = gridFor(nest, m);
        out.push_back(m);
      }
  }
  return out;
}

namespace {
/// The launches of one folding and dimension order, built in the scratch
/// module, and what the coverage check needs.
struct Template {
  MappedLaunch launch;
  unsigned model = 0;
};
} // namespace

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

std::string CandidateSearch::describe() const {
  if (!staged)
    return "";
  return llvm::formatv("staged search: the foldings of the {0} best of {1} "
                       "unfolded candidates; {2} of {3} candidates ranked "
                       "(search=exhaustive ranks all)",
                       kept, unfolded, ranked, spaceSize)
      .str();
}

llvm::json::Object CandidateSearch::report() const {
  llvm::json::Object o;
  o["mode"] = staged ? "staged" : "exhaustive";
  o["space_candidates"] = static_cast<int64_t>(spaceSize);
  o["ranked_candidates"] = static_cast<int64_t>(ranked);
  if (staged) {
    o["unfolded_candidates"] = static_cast<int64_t>(unfolded);
    o["folded_shapes"] = static_cast<int64_t>(kept);
  }
  return o;
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
  bool staged =
      folded > 0 &&
      (space.search == CandidateSpace::Search::staged ||
       (space.search == CandidateSpace::Search::automatic &&
        space.blocks.empty() && candidates.size() > CandidateSpace::stagedAbove));
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
