//===- GranuleSet.cpp - A block's distinct sectors or lines ---------------===//
//
// See GranuleSet.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/GranuleSet.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <tuple>

using namespace mlir;
using namespace mlir::warp;

void GranuleSet::insertProgression(const void *root, int64_t g, int64_t stride,
                                   int64_t count) {
  if (count <= 0)
    return;
  if (stride == 0 || count == 1) {
    insert(root, g);
    return;
  }
  // Counted upward: the last granule first for a negative stride.
  if (stride < 0) {
    g += (count - 1) * stride;
    stride = -stride;
  }
  // Phases of a repeated access often start in one granule: the same
  // progression again.
  std::vector<Progression> &list = progressions[root];
  Progression p{g, stride, count};
  if (list.empty() || !(list.back() == p))
    list.push_back(p);
}

namespace {
int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

/// Sorts (residue, first, last) intervals by residue, then first. Where
/// residue x (quotient range) fits 62 bits, the two are one key: a sort of
/// 16-byte pairs on one integer instead of tuples on three (a stencil's
/// block footprints sort some 600 intervals, 40 times a candidate).
void sortIntervals(std::vector<std::tuple<int64_t, int64_t, int64_t>> &v,
                   int64_t stride) {
  if (v.size() < 2)
    return;
  int64_t qmin = std::get<1>(v.front()), qmax = qmin;
  for (const auto &t : v) {
    qmin = std::min(qmin, std::get<1>(t));
    qmax = std::max(qmax, std::get<1>(t));
  }
  // Residues are in [0, stride); stride >= 1.
  uint64_t range = static_cast<uint64_t>(qmax) - static_cast<uint64_t>(qmin);
  constexpr uint64_t kLimit = uint64_t(1) << 62;
  if (range >= kLimit || static_cast<uint64_t>(stride) > kLimit / (range + 1)) {
    std::sort(v.begin(), v.end());
    return;
  }
  std::vector<std::pair<uint64_t, int64_t>> keyed;
  keyed.reserve(v.size());
  for (const auto &[r, lo, hi] : v)
    keyed.push_back(
        {static_cast<uint64_t>(r) * (range + 1) +
             (static_cast<uint64_t>(lo) - static_cast<uint64_t>(qmin)),
         hi});
  std::sort(keyed.begin(), keyed.end(),
            [](const auto &a, const auto &b) { return a.first < b.first; });
  for (size_t i = 0; i < v.size(); ++i) {
    uint64_t r = keyed[i].first / (range + 1);
    uint64_t lo = keyed[i].first % (range + 1);
    v[i] = {static_cast<int64_t>(r),
            static_cast<int64_t>(lo + static_cast<uint64_t>(qmin)),
            keyed[i].second};
  }
}
} // namespace

int64_t GranuleSet::countUnion(std::vector<int64_t> singles,
                               const std::vector<Progression> &progressions) {
  // The stride with the most granules stays in progressions; those of
  // other strides (nested loops' repeats) are enumerated.
  llvm::DenseMap<int64_t, int64_t> perStride;
  for (const Progression &p : progressions)
    perStride[p.stride] += p.count;
  int64_t stride = progressions.front().stride;
  for (auto [s, n] : perStride)
    if (n > perStride[stride] || (n == perStride[stride] && s < stride))
      stride = s;
  // (residue, first quotient, last quotient) intervals, merged.
  std::vector<std::tuple<int64_t, int64_t, int64_t>> intervals;
  intervals.reserve(singles.size() + progressions.size());
  auto single = [&](int64_t g) {
    int64_t q = floorDiv(g, stride);
    intervals.push_back({g - q * stride, q, q});
  };
  for (int64_t g : singles)
    single(g);
  for (const Progression &p : progressions) {
    if (p.stride != stride) {
      for (int64_t k = 0; k < p.count; ++k)
        single(p.first + k * p.stride);
      continue;
    }
    int64_t q = floorDiv(p.first, stride);
    intervals.push_back({p.first - q * stride, q, q + p.count - 1});
  }
  sortIntervals(intervals, stride);
  int64_t total = 0;
  for (size_t i = 0; i < intervals.size();) {
    auto [r, lo, hi] = intervals[i];
    size_t j = i + 1;
    for (; j < intervals.size() && std::get<0>(intervals[j]) == r &&
           std::get<1>(intervals[j]) <= hi + 1;
         ++j)
      hi = std::max(hi, std::get<2>(intervals[j]));
    total += hi - lo + 1;
    i = j;
  }
  return total;
}

int64_t GranuleSet::size() const {
  if (progressions.empty())
    return static_cast<int64_t>(single.size());
  int64_t total = 0;
  llvm::DenseMap<const void *, std::vector<int64_t>> singlesOf;
  for (const auto &[root, g] : single) {
    if (progressions.count(root))
      singlesOf[root].push_back(g);
    else
      ++total;
  }
  for (const auto &[root, list] : progressions)
    total += countUnion(singlesOf.lookup(root), list);
  return total;
}
