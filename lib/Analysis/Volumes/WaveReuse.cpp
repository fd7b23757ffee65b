//===- WaveReuse.cpp - L2 reuse between waves (GPU layer condition) -------===//
//
// See WaveReuse.h (seed 000 §3.4-3.5).
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/WaveReuse.h"

#include "Analysis/Relations/BoxUnion.h"
#include "Analysis/Relations/IslAccessMaps.h"
#include "Analysis/Volumes/Footprints.h"
#include "Support/IslSupport.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::warp;

WaveSets mlir::warp::seed000WaveSets(const Dim3 &grid, int64_t W, bool middle) {
  int64_t gx = *grid[0], gy = *grid[1], gz = *grid[2];
  auto ceilDiv = [](int64_t a, int64_t b) { return (a + b - 1) / b; };
  int64_t wx = std::min(gx, W);
  int64_t wy = std::min(gy, ceilDiv(W, gx));
  int64_t wz = std::min(gz, ceilDiv(W, gx * gy));
  int64_t z0 = gz / 2, z1 = std::min(gz, z0 + wz) - 1;
  // The wave's first row of blocks: the last wy rows (seed 000), or those
  // from the middle row (with rows before it for the y-set).
  int64_t y0 = middle ? std::min(gy - wy, std::max(gy / 2, wy)) : gy - wy;
  int64_t y1 = y0 + wy - 1;
  WaveSets s;
  s.wave = {{{gx - wx, gx - 1}, {y0, y1}, {z0, z1}}};
  s.waveBoxBlocks = wx * wy * (z1 - z0 + 1);
  if (gx - wx > 0) {
    s.hasX = true;
    s.x = {
        {{std::max<int64_t>(0, gx - 2 * wx), gx - wx - 1}, {y0, y1}, {z0, z1}}};
  }
  if (y0 > 0) {
    s.hasY = true;
    s.y = {{{0, gx - 1}, {std::max<int64_t>(0, y0 - wy), y0 - 1}, {z0, z1}}};
  }
  if (z0 > 0) {
    s.hasZ = true;
    s.z = {{{0, gx - 1}, {0, gy - 1}, {z0 - 1, z0 - 1}}};
  }
  return s;
}

namespace {

/// The counts of WaveOverlaps from sets of type `Set`: `count(s)`,
/// `countCommon(a, b)` = |a ∩ b| and `subtract(a, b)`.
template <typename Set, typename Footprint, typename Count,
          typename CountCommon, typename Subtract>
void overlaps(const WaveSets &s, Footprint footprint, Count count,
              CountCommon countCommon, Subtract subtract, WaveOverlaps &r) {
  Set wave = footprint(s.wave);
  r.waveChunks = count(wave);
  if (s.hasX) {
    Set x = footprint(s.x);
    r.nearChunks += count(x);
    r.nearOverlap += countCommon(wave, x);
    wave = subtract(wave, x);
  }
  if (s.hasY) {
    Set y = footprint(s.y);
    r.nearChunks += count(y);
    r.nearOverlap += countCommon(wave, y);
    wave = subtract(wave, y);
  }
  if (s.hasZ) {
    Set z = footprint(s.z);
    r.farChunks = count(z);
    r.farOverlap = countCommon(wave, z);
  }
  r.computed = true;
}

/// A set of chunks as a union of boxes less a union of boxes (what the
/// sequential subtraction leaves).
struct BoxSet {
  std::vector<IntBox> in, out;
};

std::vector<IntBox> concat(const std::vector<IntBox> &a,
                           const std::vector<IntBox> &b) {
  std::vector<IntBox> c = a;
  c.insert(c.end(), b.begin(), b.end());
  return c;
}

/// |A ∖ E|, with A and E unions of boxes.
int64_t countMinus(const std::vector<IntBox> &a, const std::vector<IntBox> &e) {
  if (e.empty())
    return countBoxUnion(a);
  return countBoxUnion(concat(a, e)) - countBoxUnion(e);
}

/// The overlaps from box images (BoxImages.h), nullopt unless every read
/// has them: the same counts as ISL's. A set is A ∖ E with A and E unions of
/// boxes, and the sets it meets have nothing subtracted: |(A ∖ E) ∩ B| =
/// |A ∖ E| + |B ∖ E| − |(A ∪ B) ∖ E|.
std::optional<WaveOverlaps>
boxOverlaps(const std::vector<const AccessRelation *> &reads,
            const WaveSets &sets, int64_t chunkBytes, bool multiDim) {
  bool boxes = true;
  auto footprint = [&](const BlockBox &blocks) {
    BoxSet s;
    if (!boxes)
      return s;
    if (auto images = chunkBoxes(reads, &blocks, chunkBytes, multiDim))
      s.in = std::move(*images);
    else
      boxes = false;
    return s;
  };
  auto count = [](const BoxSet &s) { return countMinus(s.in, s.out); };
  auto countCommon = [](const BoxSet &a, const BoxSet &b) {
    return countMinus(a.in, a.out) + countMinus(b.in, a.out) -
           countMinus(concat(a.in, b.in), a.out);
  };
  auto subtract = [](const BoxSet &a, const BoxSet &b) {
    BoxSet d = a;
    d.out = concat(a.out, b.in);
    return d;
  };
  WaveOverlaps r;
  overlaps<BoxSet>(sets, footprint, count, countCommon, subtract, r);
  if (!boxes)
    return std::nullopt;
  return r;
}

/// The overlaps from the reads' offset forms (markedChunks), nullopt unless
/// every read has one: the same counts as ISL's, each set a bitmap of the
/// buffer's chunks.
std::optional<WaveOverlaps>
markedOverlaps(const std::vector<const AccessRelation *> &reads,
               const WaveSets &sets, int64_t chunkBytes) {
  bool marked = true;
  auto footprint = [&](const BlockBox &blocks) {
    llvm::BitVector s;
    if (!marked)
      return s;
    if (auto m = markedChunks(reads, &blocks, chunkBytes))
      s = std::move(*m);
    else
      marked = false;
    return s;
  };
  auto count = [](const llvm::BitVector &s) {
    return static_cast<int64_t>(s.count());
  };
  auto countCommon = [](const llvm::BitVector &a, const llvm::BitVector &b) {
    llvm::BitVector c = a;
    c &= b;
    return static_cast<int64_t>(c.count());
  };
  auto subtract = [](const llvm::BitVector &a, const llvm::BitVector &b) {
    llvm::BitVector d = a;
    d.reset(b);
    return d;
  };
  WaveOverlaps r;
  overlaps<llvm::BitVector>(sets, footprint, count, countCommon, subtract, r);
  if (!marked)
    return std::nullopt;
  return r;
}

/// The overlaps from the reads' ISL relations.
WaveOverlaps islOverlaps(const std::vector<const AccessRelation *> &reads,
                         const WaveSets &sets, int64_t chunkBytes,
                         bool multiDim) {
  WaveOverlaps r;
  // One relation instance -> chunk per instance-space arity: the union of
  // the reads' relations (same domain space), coalesced once
  // (islsupport::coalesceIfNoDivs).
  isl::ctx ictx = reads.front()->isl->context->get();
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
  // Footprint (chunk set) of the reads by the blocks of `box`.
  auto footprint = [&](const BlockBox &box) {
    std::optional<isl::set> acc;
    for (auto &[n, rel] : toChunk) {
      std::string dims = "bx, by, bz";
      for (unsigned i = 3; i < n; ++i)
        dims += ", d" + std::to_string(i);
      std::string text = "{ [" + dims + "] : " + std::to_string(box[0].first) +
                         " <= bx <= " + std::to_string(box[0].second) +
                         " and " + std::to_string(box[1].first) +
                         " <= by <= " + std::to_string(box[1].second) +
                         " and " + std::to_string(box[2].first) +
                         " <= bz <= " + std::to_string(box[2].second) + " }";
      isl::set chunks = rel.intersect_domain(isl::set(ictx, text)).range();
      acc = acc ? acc->unite(chunks) : chunks;
    }
    return islsupport::coalesceIfNoDivs(*acc);
  };
  // A count ISL could only bound (a piece that is not a box) is no basis
  // for an overlap: then the layer condition is not computed.
  bool bounded = false;
  auto count = [&](const isl::set &s) {
    FootprintCount c = countIslSet(s);
    bounded |= !c.exact;
    return c.chunks;
  };
  auto countCommon = [&](const isl::set &x, const isl::set &y) {
    FootprintCount c = countIslSet(x.intersect(y));
    bounded |= !c.exact;
    return c.chunks;
  };
  auto subtract = [](const isl::set &x, const isl::set &y) {
    return islsupport::coalesceIfNoDivs(x.subtract(y));
  };
  bool ok = islsupport::withOperationBudget(ictx, 50'000'000, [&] {
    overlaps<isl::set>(sets, footprint, count, countCommon, subtract, r);
  });
  if (!ok) {
    r = WaveOverlaps();
    r.note = "L2 reuse between waves not computed (ISL budget)";
  } else if (bounded) {
    r = WaveOverlaps();
    r.note = "L2 reuse between waves not computed (a footprint could only be "
             "bounded, not counted)";
  }
  return r;
}

} // namespace

WaveOverlaps mlir::warp::computeWaveOverlaps(
    const KernelAccesses &accesses,
    const std::vector<const AccessRelation *> &reads, const WaveSets &sets,
    int64_t waveBlocks, int64_t chunkBytes) {
  WaveOverlaps r;
  const LaunchSizes &ctx = accesses.sizes;
  int64_t blocks = ctx.numBlocks();
  int64_t waves = (blocks + waveBlocks - 1) / waveBlocks;
  if (waves <= 2 || reads.empty())
    return r;
  for (const AccessRelation *rel : reads)
    if (!rel->isl || rel->isl->bytes.is_null() || !rel->affine)
      return r;
  bool multiDim = chunkSpaceIsMultiDim(reads, chunkBytes);
  if (std::optional<WaveOverlaps> boxed =
          boxOverlaps(reads, sets, chunkBytes, multiDim))
    return *boxed;
  if (std::optional<WaveOverlaps> marked =
          markedOverlaps(reads, sets, chunkBytes))
    return *marked;
  return islOverlaps(reads, sets, chunkBytes, multiDim);
}

WaveHitRates mlir::warp::waveHitRates(double nearBytes, double farBytes,
                                      const HardwareTarget &target) {
  WaveHitRates h;
  double l2 = static_cast<double>(target.l2.effectiveBytes);
  // predict_metrics.py (690c61d): O = V_old / L2, 0.1 for an empty set,
  // clamped to [0.01, 10].
  auto oversubscription = [&](double bytes) {
    if (bytes <= 0 || l2 <= 0)
      return 0.1;
    return std::clamp(bytes / l2, 0.01, 10.0);
  };
  auto rate = [](const HitRateCurve &c, double o) {
    return c.isSet() ? c.a * std::exp(-c.b * std::exp(c.c * o)) : 1.0;
  };
  h.nearOversubscription = oversubscription(nearBytes);
  h.farOversubscription = oversubscription(farBytes);
  h.nearHit = rate(target.calibration.l2OverlapY, h.nearOversubscription);
  h.farHit = rate(target.calibration.l2OverlapZ, h.farOversubscription);
  return h;
}
