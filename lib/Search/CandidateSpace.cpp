//===- CandidateSpace.cpp - The launches Warp considers for a nest
//---------===//
//
// See CandidateSpace.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/CandidateSpace.h"

#include "Warp/Lowering/NestToLaunch.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::warp;

/// The orders of the loop dimensions on x, y, z (loopDimOf), the default
/// ones first.
static std::vector<std::array<int, 3>> dimOrders(const LoopNest &nest,
                                                 DimOrders which) {
  bool all = which == DimOrders::all;
  bool innermostOnX = which == DimOrders::innermost;
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
  for (const std::array<int, 3> &order : dimOrders(nest, space.dimOrders)) {
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
        m.consecutiveFold = space.foldLayout == FoldLayout::consecutive;
        m.grid = gridFor(nest, m);
        out.push_back(m);
        // Both layouts: the consecutive one after the interleaved one (an
        // unfolded candidate has one layout).
        bool folded = fold[0] * fold[1] * fold[2] > 1;
        if (space.foldLayout == FoldLayout::both && folded) {
          m.consecutiveFold = true;
          out.push_back(m);
        }
      }
  }
  return out;
}

std::string mlir::warp::whyOutsideLaunchLimits(
    const std::array<int64_t, 3> &block, const std::array<int64_t, 3> &grid,
    int64_t minThreads, int64_t maxThreads, const HardwareTarget &target) {
  int64_t threads = block[0] * block[1] * block[2];
  if (threads < minThreads)
    return "fewer threads than a block needs (" + std::to_string(minThreads) +
           ")";
  if (threads > std::min(maxThreads, target.sm.maxThreadsPerBlock))
    return "more threads than a block may have";
  for (int d = 0; d < 3; ++d)
    if (block[d] > target.sm.maxBlockDims[d] ||
        grid[d] > target.sm.maxGridDims[d])
      return "a block or grid extent exceeds the target's limits";
  return "";
}
