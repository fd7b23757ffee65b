//===- WaveReuse.cpp - L2 reuse between waves (GPU layer condition) -------===//

#include "WaveReuse.h"

#include "BoxUnion.h"
#include "Footprints.h"
#include "IslAccessMaps.h"
#include "IslSupport.h"

#include "mlir/IR/BuiltinTypes.h"

#include <array>
#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::warp;

namespace {

using Box = std::array<std::pair<int64_t, int64_t>, 3>; // [lo, hi] per dim

/// The blocks with linear ids in [a, b) (x fastest), as at most 5 boxes.
std::vector<Box> blockRange(int64_t a, int64_t b, const Dim3 &grid) {
  std::vector<Box> boxes;
  int64_t gx = *grid[0], gy = *grid[1];
  auto coord = [&](int64_t l) {
    return std::array<int64_t, 3>{l % gx, (l / gx) % gy, l / (gx * gy)};
  };
  while (a < b) {
    auto c = coord(a);
    if (c[0] != 0 || b - a < gx) { // partial x-row
      int64_t end = std::min(b, a + (gx - c[0]));
      boxes.push_back(
          {{{c[0], c[0] + (end - a) - 1}, {c[1], c[1]}, {c[2], c[2]}}});
      a = end;
      continue;
    }
    if (c[1] != 0 || b - a < gx * gy) { // whole rows within one plane
      int64_t rows = std::min((b - a) / gx, gy - c[1]);
      boxes.push_back({{{0, gx - 1}, {c[1], c[1] + rows - 1}, {c[2], c[2]}}});
      a += rows * gx;
      continue;
    }
    int64_t planes = (b - a) / (gx * gy); // whole planes
    boxes.push_back({{{0, gx - 1}, {0, gy - 1}, {c[2], c[2] + planes - 1}}});
    a += planes * gx * gy;
  }
  return boxes;
}

/// Seed 000 §3.4's layer condition for the wave of blocks [a, a + wave),
/// given the footprint of blocks [x, y) and point counts of a footprint and
/// of the intersection of two.
template <typename Set, typename Footprint, typename Count,
          typename CountCommon>
void layerCondition(int64_t a, int64_t b, Footprint footprint, Count count,
                    CountCommon countCommon, int64_t waveBlocks,
                    int64_t chunkBytes, const HardwareTarget &target,
                    WaveReuse &r) {
  Set wave = footprint(a, b);
  Set before = footprint(0, a);
  r.waveChunks = count(wave);
  r.reuseChunks = countCommon(wave, before);
  if (r.reuseChunks == 0) {
    r.computed = true;
    return;
  }
  int64_t n = waveBlocks;
  Set window;
  while (true) {
    n = std::min(n, a);
    window = footprint(a - n, a);
    if (n == a || countCommon(wave, window) >= r.reuseChunks)
      break;
    n *= 2;
  }
  r.windowBlocks = n;
  double vOld = static_cast<double>(count(window)) * chunkBytes;
  r.oversubscription = vOld / target.l2.effectiveBytes;
  const HitRateCurve &h = target.calibration.l2OverlapZ;
  r.hitRate = h.a * std::exp(-h.b * std::exp(h.c * r.oversubscription));
  r.extraChunksPerWave = (1 - r.hitRate) * r.reuseChunks;
  r.computed = true;
}

} // namespace

WaveReuse
mlir::warp::computeWaveReuse(const KernelAccesses &accesses,
                             const std::vector<const AccessRelation *> &reads,
                             int64_t waveBlocks, int64_t chunkBytes,
                             const HardwareTarget &target) {
  WaveReuse r;
  const LaunchContext &ctx = accesses.context;
  int64_t blocks = ctx.numBlocks();
  int64_t waves = (blocks + waveBlocks - 1) / waveBlocks;
  if (waves <= 2 || reads.empty() || !target.calibration.l2OverlapZ.isSet())
    return r;
  for (const AccessRelation *rel : reads)
    if (!rel->isl || rel->isl->bytes.is_null() || !rel->affine)
      return r;
  isl::ctx ictx = reads.front()->isl->context->get();
  int64_t a = (waves / 2) * waveBlocks;
  int64_t b = std::min(blocks, a + waveBlocks);

  bool multiDim = chunkSpaceIsMultiDim(reads, chunkBytes);
  // Without ISL when every read has box images (BoxImages.h): the same
  // counts.
  if (multiDim) {
    int64_t unit = chunkBytes / reads.front()->elemBytes;
    bool boxes = true;
    auto footprint = [&](int64_t x, int64_t y) {
      std::vector<IntBox> all;
      for (const Box &box : blockRange(x, y, ctx.grid)) {
        BlockBox blocks;
        for (int k = 0; k < 3; ++k)
          blocks[k] = box[k];
        auto images = boxFootprint(reads, &blocks, unit);
        if (!images) {
          boxes = false;
          return all;
        }
        all.insert(all.end(), images->begin(), images->end());
      }
      return all;
    };
    auto count = [](const std::vector<IntBox> &s) { return countBoxUnion(s); };
    auto countCommon = [](const std::vector<IntBox> &x,
                          const std::vector<IntBox> &y) {
      std::vector<IntBox> both = x;
      both.insert(both.end(), y.begin(), y.end());
      return countBoxUnion(x) + countBoxUnion(y) -
             countBoxUnion(std::move(both));
    };
    WaveReuse boxed;
    layerCondition<std::vector<IntBox>>(a, b, footprint, count, countCommon,
                                        waveBlocks, chunkBytes, target, boxed);
    if (boxes)
      return boxed;
  }

  // One relation instance -> chunk per instance-space arity: the union of
  // the reads' relations (same domain space), coalesced once
  // (islsupport::coalesceIfNoDivs).
  std::map<unsigned, isl::map> toChunk;
  for (const AccessRelation *rel : reads) {
    unsigned n = isl_map_dim(rel->isl->index.get(), isl_dim_in);
    isl::map m = chunkRelation(*rel, chunkBytes, multiDim);
    m = isl::manage(isl_map_reset_tuple_id(m.release(), isl_dim_in));
    auto it = toChunk.find(n);
    if (it == toChunk.end())
      toChunk.emplace(n, m);
    else
      it->second = it->second.unite(m);
  }
  for (auto &[n, m] : toChunk)
    m = islsupport::coalesceIfNoDivs(m);
  // Footprint (chunk set) of the reads by blocks [x, y).
  auto footprint = [&](int64_t x, int64_t y) {
    std::optional<isl::set> acc;
    for (auto &[n, rel] : toChunk) {
      std::string dims = "bx, by, bz";
      for (unsigned i = 3; i < n; ++i)
        dims += ", d" + std::to_string(i);
      std::string text = "{ [" + dims + "] : ";
      bool first = true;
      for (const Box &box : blockRange(x, y, ctx.grid)) {
        text += (first ? "(" : " or (") + std::to_string(box[0].first) +
                " <= bx <= " + std::to_string(box[0].second) + " and " +
                std::to_string(box[1].first) +
                " <= by <= " + std::to_string(box[1].second) + " and " +
                std::to_string(box[2].first) +
                " <= bz <= " + std::to_string(box[2].second) + ")";
        first = false;
      }
      text += " }";
      isl::set chunks = rel.intersect_domain(isl::set(ictx, text)).range();
      acc = acc ? acc->unite(chunks) : chunks;
    }
    return islsupport::coalesceIfNoDivs(*acc);
  };
  auto count = [](const isl::set &s) { return countIslSet(s).chunks; };
  auto countCommon = [](const isl::set &x, const isl::set &y) {
    return countIslSet(x.intersect(y)).chunks;
  };
  bool ok = islsupport::withOperationBudget(ictx, 50'000'000, [&] {
    layerCondition<isl::set>(a, b, footprint, count, countCommon, waveBlocks,
                             chunkBytes, target, r);
  });
  if (!ok) {
    r = WaveReuse();
    r.note = "L2 reuse between waves not computed (ISL budget)";
  }
  return r;
}
