//===- ContractionSearch.cpp - Rank the tilings of a contraction ----------===//
//
// See ContractionSearch.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/ContractionSearch.h"

#include "Warp/Lowering/LinalgToLoops.h"
#include "Warp/Search/ContractionLowerBound.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Threading.h"

#include <limits>
#include <numeric>

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
  // An assumption, not a fit: what ptxas keeps for the thread and block
  // indices, loop counters and the addresses of the five buffers (A, B, C
  // and the two workgroup tiles). Every report says registers are an
  // estimate; the emitted launch is predicted with ptxas's count when
  // resources=ptxas.
  constexpr int64_t kIndexRegisters = 24;
  if (t.mma) {
    // A 16x16 fragment spread over 32 lanes: 8 elements a lane, packed two
    // f16 to a register (CUDA C++ Programming Guide, "Warp Matrix
    // Functions"; wmma.load's register lists in the PTX ISA).
    auto fragment = [](Type e) { return e.isF16() ? 4 : 8; };
    int64_t fm = t.wm / 16, fn = t.wn / 16;
    return fm * fn * fragment(p.cType) + fm * fragment(p.aType) +
           fn * fragment(p.bType) + kIndexRegisters;
  }
  return t.tm * t.tn * words(p.cType) + t.tm * words(p.aType) +
         t.tn * words(p.bType) + kIndexRegisters;
}

std::string mlir::warp::whyNotFeasible(const ContractionProblem &p,
                                       const ContractionTile &t,
                                       const ContractionSpace &space,
                                       const HardwareTarget &target) {
  // Tensor cores need whole fragments; a SIMT tile is guarded, but not
  // twice as large as the extent (half of it would be idle).
  if (t.mma && (p.m % t.bm || p.n % t.bn || p.kInner % t.bk))
    return "the tile does not divide the shape";
  if (t.bm >= 2 * p.m || t.bn >= 2 * p.n || t.bk >= 2 * p.kInner)
    return "the tile is at least twice the extent";
  if ((t.bm < space.minBlockTile && t.bm != p.m) ||
      (t.bn < space.minBlockTile && t.bn != p.n))
    return "a block tile is smaller than " +
           std::to_string(space.minBlockTile) + " along a longer extent";
  if (t.mma) {
    if (!p.tensorCoresApply())
      return "tensor cores need f16 inputs and a row-major C";
    if (t.wm % 16 || t.wn % 16 || t.bm % t.wm || t.bn % t.wn || t.bk % 16 ||
        t.pad % 8)
      return "the warp tile is not a whole number of 16x16 fragments, or "
             "does not divide the block tile";
  } else if (t.bm % t.tm || t.bn % t.tn) {
    return "the thread tile does not divide the block tile";
  }
  if (space.loopBoxesOnly &&
      (!p.perLoopTile(t.bm, p.mLoops) || !p.perLoopTile(t.bn, p.nLoops)))
    return "the block tile is not a box of the op's loops (no per-loop tile "
           "sizes for a transform script)";
  if (t.splitK > 1) {
    if (t.mma || p.batchLoop >= 0 || !p.cType.isF32() || !p.atomicAdd)
      return "split-K needs a SIMT tiling without a batch loop whose f32 "
             "output the body adds to (a global atomic add)";
    if (p.kInner % (t.splitK * t.bk))
      return "split-K needs S x BK to divide the innermost K loop";
  }
  int64_t threads = t.threads();
  std::string why = whyOutsideLaunchLimits(
      t.block(), t.grid(p), space.minThreads, space.maxThreads, target);
  if (!why.empty())
    return why;
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
  // An innermost K loop shorter than every K tile is one tile of its own.
  std::vector<int64_t> kTiles = space.kTiles;
  if (!kTiles.empty() && p.kInner < *llvm::min_element(kTiles))
    kTiles.push_back(p.kInner);
  // Where only boxes of the loops will do (the transform op), a group of
  // several loops (an implicit GEMM's pixels) also gets its own box tiles
  // up to the largest tile of the space: 28, 56, 112, 224 pixels of 56-wide
  // rows, which no power of two is.
  auto tilesOf = [&](ArrayRef<int> group) {
    std::vector<int64_t> out = space.blockTiles;
    if (!space.loopBoxesOnly || group.size() < 2 || out.empty())
      return out;
    int64_t most = *llvm::max_element(out);
    for (int64_t t = 1; t <= most; ++t)
      if (!llvm::is_contained(out, t) && p.perLoopTile(t, group))
        out.push_back(t);
    return out;
  };
  std::vector<int64_t> mTiles = tilesOf(p.mLoops), nTiles = tilesOf(p.nLoops);
  for (int64_t bm : mTiles)
    for (int64_t bn : nTiles)
      for (int64_t bk : kTiles)
        for (int64_t tm : space.threadTiles)
          for (int64_t tn : space.threadTiles)
            for (int64_t pad : space.pads)
              for (int64_t split : space.splitKs) {
                ContractionTile t{bm, bn, bk, tm, tn, pad};
                t.splitK = split;
                ++spaceSize;
                std::string why = whyNotFeasible(p, t, space, target);
                std::array<int64_t, 3> g = t.grid(p);
                if (why.empty() && split > 1 &&
                    g[0] * g[1] * p.batch >= target.sm.count)
                  why = "split-K only where the unsplit grid has fewer "
                        "blocks than SMs";
                if (why.empty())
                  tiles.push_back(t);
                else
                  ++pruned[why];
              }
  if (!space.tensorCores || !p.tensorCoresApply() ||
      target.sm.tensorFlopsPerCycle <= 0)
    return tiles;
  for (int64_t bm : mTiles)
    for (int64_t bn : nTiles)
      for (int64_t bk : space.mmaKTiles)
        for (int64_t wm : space.warpTiles)
          for (int64_t wn : space.warpTiles)
            for (int64_t pad : space.mmaPads) {
              ContractionTile t{bm, bn, bk, 1, 1, pad};
              t.mma = true;
              t.wm = wm;
              t.wn = wn;
              if (bm % 16 || bn % 16)
                continue; // Not a tile of fragments: not in the space.
              ++spaceSize;
              std::string why = whyNotFeasible(p, t, space, target);
              if (why.empty())
                tiles.push_back(t);
              else
                ++pruned[why];
            }
  return tiles;
}

/// The kernel model of tiling `t`, whose launch is `launch`.
static std::unique_ptr<KernelModel> modelOf(const ContractionProblem &p,
                                            const ContractionTile &t,
                                            gpu::LaunchOp launch) {
  auto model = std::make_unique<KernelModel>(
      launch, p.op->getName().getStringRef().str() + " " + t.describe(),
      llvm::DenseMap<unsigned, int64_t>());
  model->registersPerThread = estimateContractionRegisters(p, t);
  model->registersSource = "estimate";
  return model;
}

/// Builds and predicts `tiles` into `r` (appended). The launches are built
/// one after the other (the IR is not built in parallel); each tiling's
/// kernel model is compiled on the thread that predicts it and released
/// after its prediction, so that a decision's memory does not grow with
/// the tilings it predicts (the pick's model is compiled again, keepPick).
static void predictTiles(MLIRContext *context, const ContractionProblem &p,
                         ArrayRef<ContractionTile> tiles,
                         const HardwareTarget &target,
                         const PredictOptions &options, ContractionRanking &r) {
  Location loc = p.op->getLoc();
  OpBuilder b(context);
  if (!r.scratch)
    r.scratch = ModuleOp::create(loc);
  IRMapping outside;
  beginScratchFunction(b, *r.scratch, p.op,
                       "warp_contraction_" + std::to_string(r.tiles.size()),
                       outside);
  SmallVector<Value> operands(p.op->getOperands());
  size_t first = r.tiles.size();
  for (const ContractionTile &t : tiles) {
    r.launches.push_back(buildContractionLaunch(
        b, loc, p, t, outside.lookup(operands[0]), outside.lookup(operands[1]),
        outside.lookup(operands[2])));
    r.tiles.push_back(t);
  }
  func::ReturnOp::create(b, loc);
  r.predictions.resize(r.tiles.size());
  parallelFor(context, first, r.tiles.size(), [&](size_t i) {
    std::unique_ptr<KernelModel> model = modelOf(p, r.tiles[i], r.launches[i]);
    LaunchMapping mapping;
    mapping.grid = r.tiles[i].grid(p);
    mapping.block = r.tiles[i].block();
    PredictOptions o = options;
    if (o.regsPerThread <= 0)
      o.regsPerThread = model->registersPerThread;
    r.predictions[i] = predictLaunch(*model, mapping, target, o);
  });
}

/// The `n`-th best modelled time among `r`'s predictions (infinity while
/// fewer than `n` are modelled).
static double nthBestTime(const ContractionRanking &r, size_t n) {
  std::vector<double> times;
  for (const Prediction &q : r.predictions)
    if (q.modelled && q.hasCost)
      times.push_back(q.cost.timeUs);
  if (n == 0 || times.size() < n)
    return std::numeric_limits<double>::infinity();
  std::nth_element(times.begin(), times.begin() + (n - 1), times.end());
  return times[n - 1];
}

/// Predicts `tiles` into `r` as predictTiles does, except that where
/// `keep` > 0 they are predicted in the order of their lower bounds
/// (ContractionLowerBound.h), `kBoundBatch` at a time, and those whose
/// bound exceeds the `keep`-th best time predicted so far are skipped
/// (counted in `r.boundSkipped`): they cannot be among the `keep` best.
/// The predicted ones are then put back in `tiles`' order, so that ties
/// rank as without the bound. The batches do not depend on the threads.
static void predictBounded(MLIRContext *context, const ContractionProblem &p,
                           ArrayRef<ContractionTile> tiles, size_t keep,
                           const HardwareTarget &target,
                           const PredictOptions &options,
                           ContractionRanking &r) {
  if (keep == 0) {
    predictTiles(context, p, tiles, target, options, r);
    return;
  }
  constexpr size_t kBoundBatch = 16;
  std::vector<double> bound(tiles.size());
  for (auto [i, t] : llvm::enumerate(tiles))
    bound[i] = contractionTimeLowerBound(p, t, target).us;
  std::vector<size_t> byBound(tiles.size());
  std::iota(byBound.begin(), byBound.end(), 0);
  llvm::stable_sort(byBound,
                    [&](size_t a, size_t b) { return bound[a] < bound[b]; });
  size_t first = r.tiles.size(), next = 0;
  std::vector<size_t> predicted; // Positions in `tiles`, in r's order.
  while (next < byBound.size()) {
    // Above the threshold by more than rankPredictions' tie tolerance
    // (1e-9 relative): no tie with the keep-th best either.
    double threshold = nthBestTime(r, keep) * (1 + 1e-6);
    std::vector<ContractionTile> batch;
    while (next < byBound.size() && batch.size() < kBoundBatch &&
           bound[byBound[next]] <= threshold) {
      predicted.push_back(byBound[next]);
      batch.push_back(tiles[byBound[next++]]);
    }
    if (batch.empty())
      break;
    predictTiles(context, p, batch, target, options, r);
  }
  r.boundSkipped += byBound.size() - next;
  LLVM_DEBUG(llvm::dbgs() << p.describe() << ": " << byBound.size() - next
                          << " of " << tiles.size()
                          << " tilings skipped by their lower bound\n");
  // Back to `tiles`' order.
  std::vector<size_t> perm(predicted.size());
  std::iota(perm.begin(), perm.end(), 0);
  llvm::sort(perm,
             [&](size_t a, size_t b) { return predicted[a] < predicted[b]; });
  auto reorder = [&](auto &v) {
    std::vector<std::decay_t<decltype(v[0])>> out;
    out.reserve(perm.size());
    for (size_t k : perm)
      out.push_back(std::move(v[first + k]));
    std::move(out.begin(), out.end(), v.begin() + first);
  };
  reorder(r.tiles);
  reorder(r.predictions);
  reorder(r.launches);
}

/// Compiles the pick's kernel model again for the report.
static void keepPick(const ContractionProblem &p, ContractionRanking &r) {
  if (r.order.empty())
    return;
  size_t i = r.order.front();
  r.pickKernel = modelOf(p, r.tiles[i], r.launches[i]);
}

/// The same block tile and thread (or warp) tile, whatever the K tile and
/// pad.
static bool sameBlockAndThreads(const ContractionTile &a,
                                const ContractionTile &b) {
  return a.mma == b.mma && a.bm == b.bm && a.bn == b.bn && a.tm == b.tm &&
         a.tn == b.tn && a.wm == b.wm && a.wn == b.wn && a.splitK == b.splitK;
}

/// The first stage's representative of a block and thread tile: the K
/// tile nearest 16 (tensor cores: 32) and the largest pad among `tiles`'
/// own.
static bool isRepresentative(const ContractionTile &t,
                             ArrayRef<ContractionTile> tiles) {
  auto sameShape = [&](const ContractionTile &o) {
    return sameBlockAndThreads(o, t);
  };
  // SIMT: the K tile nearest 16; tensor cores: nearest 32.
  auto better = [](const ContractionTile &a, const ContractionTile &b) {
    int64_t want = a.mma ? 32 : 16;
    int64_t da = std::abs(a.bk - want), db = std::abs(b.bk - want);
    return da != db ? da < db : (a.bk != b.bk ? a.bk < b.bk : a.pad > b.pad);
  };
  for (const ContractionTile &o : tiles)
    if (sameShape(o) && better(o, t))
      return false;
  return true;
}

ContractionRanking mlir::warp::rankContractionTiles(
    MLIRContext *context, const ContractionProblem &p,
    const ContractionSpace &space, const HardwareTarget &target,
    const PredictOptions &options, RankObjective objective) {
  ContractionRanking r;
  std::vector<ContractionTile> all =
      enumerateContractionTiles(p, space, target, r.pruned, r.spaceSize);
  r.feasible = all.size();
  r.staged = space.search == SearchMode::staged ||
             (space.search == SearchMode::automatic &&
              all.size() > ContractionSpace::stagedAbove);
  // Tilings skipped by their lower bound: only for the time objective and
  // a search that is not exhaustive.
  size_t keep =
      objective == RankObjective::time && space.search != SearchMode::exhaustive
          ? space.exactTop
          : 0;
  r.exactTop = keep;
  if (!r.staged) {
    predictBounded(context, p, all, keep, target, options, r);
    r.order = rankPredictions(r.predictions, objective);
    keepPick(p, r);
    return r;
  }
  // Stage 1: one K tile and pad per block and thread tile.
  std::vector<ContractionTile> first, second;
  for (const ContractionTile &t : all)
    (isRepresentative(t, all) ? first : second).push_back(t);
  r.firstStage = first.size();
  // The first stage keeps its `stagedKeep` best exact as well.
  predictBounded(context, p, first,
                 keep ? std::max(keep, ContractionSpace::stagedKeep) : 0,
                 target, options, r);
  std::vector<size_t> order = rankPredictions(r.predictions, objective);
  // Stage 2: the other K tiles and pads of the best modelled ones.
  std::vector<ContractionTile> kept;
  for (size_t i : order) {
    if (kept.size() >= ContractionSpace::stagedKeep ||
        !r.predictions[i].modelled)
      break;
    kept.push_back(r.tiles[i]);
  }
  std::vector<ContractionTile> more;
  for (const ContractionTile &t : second)
    for (const ContractionTile &k : kept)
      if (sameBlockAndThreads(t, k))
        more.push_back(t);
  predictBounded(context, p, more, keep, target, options, r);
  LLVM_DEBUG(llvm::dbgs() << p.describe() << ": staged, " << first.size()
                          << " + " << more.size() << " of " << all.size()
                          << " feasible tilings predicted\n");
  r.order = rankPredictions(r.predictions, objective);
  keepPick(p, r);
  return r;
}
