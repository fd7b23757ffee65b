//===- GranuleSet.cpp - A block's distinct sectors or lines ---------------===//
//
// See GranuleSet.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/GranuleSet.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <optional>
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
  if (seen.insert({root, g, stride, count}).second)
    progressions[root].push_back({g, stride, count});
}

namespace {
int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

using Interval = std::tuple<int64_t, int64_t, int64_t>;

/// The granules of n sorted (residue, first quotient, last quotient)
/// intervals, `at(i)` giving interval i: each residue's overlapping or
/// adjacent intervals merged.
template <typename At> int64_t countMerged(size_t n, At at) {
  int64_t total = 0;
  for (size_t i = 0; i < n;) {
    auto [r, lo, hi] = at(i);
    size_t j = i + 1;
    for (; j < n; ++j) {
      auto [rj, loj, hij] = at(j);
      if (rj != r || loj > hi + 1)
        break;
      hi = std::max(hi, hij);
    }
    total += static_cast<int64_t>(hi - lo + 1);
    i = j;
  }
  return total;
}

/// The number of granules in the union of (residue, first quotient, last
/// quotient) intervals: sorted, then merged per residue.
int64_t countSorted(std::vector<Interval> &intervals) {
  std::sort(intervals.begin(), intervals.end());
  return countMerged(intervals.size(), [&](size_t i) { return intervals[i]; });
}

/// The same count where residue and first quotient pack into one key:
/// key = residue << bits | (first - qmin), with 2^bits above the quotients'
/// range and stride << bits within 62 bits. A sort of 16-byte pairs on one
/// integer instead of triples on three (a stencil's block footprints sort
/// some 600 intervals, 40 times a candidate); nullopt where it does not fit.
std::optional<int64_t> countPacked(const std::vector<Interval> &intervals,
                                   int64_t stride) {
  int64_t qmin = std::get<1>(intervals.front()), qmax = qmin;
  for (const auto &[r, lo, hi] : intervals) {
    qmin = std::min(qmin, lo);
    qmax = std::max(qmax, hi);
  }
  uint64_t range = static_cast<uint64_t>(qmax) - static_cast<uint64_t>(qmin);
  unsigned bits = llvm::Log2_64_Ceil(range + 2);
  if (range >= (uint64_t(1) << 61) || bits + llvm::Log2_64_Ceil(stride) > 62)
    return std::nullopt;
  std::vector<std::pair<uint64_t, uint64_t>> keyed;
  keyed.reserve(intervals.size());
  for (const auto &[r, lo, hi] : intervals)
    keyed.push_back(
        {static_cast<uint64_t>(r) << bits |
             (static_cast<uint64_t>(lo) - static_cast<uint64_t>(qmin)),
         static_cast<uint64_t>(hi) - static_cast<uint64_t>(qmin)});
  llvm::sort(keyed,
             [](const auto &x, const auto &y) { return x.first < y.first; });
  uint64_t mask = (uint64_t(1) << bits) - 1;
  return countMerged(keyed.size(), [&](size_t i) {
    return std::make_tuple(keyed[i].first >> bits, keyed[i].first & mask,
                           keyed[i].second);
  });
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
  // (residue, first quotient, last quotient) intervals, merged. A
  // power-of-two stride (the common one) divides by shifts: an arithmetic
  // shift of a negative granule is its floor division (GCC and Clang shift
  // signed values arithmetically; C++20 requires it).
  std::vector<Interval> intervals;
  intervals.reserve(singles.size() + progressions.size());
  bool pow2 = llvm::isPowerOf2_64(stride);
  unsigned shift = pow2 ? llvm::Log2_64(stride) : 0;
  auto quotient = [&](int64_t g) {
    return pow2 ? g >> shift : floorDiv(g, stride);
  };
  auto single = [&](int64_t g) {
    int64_t q = quotient(g);
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
    int64_t q = quotient(p.first);
    intervals.push_back({p.first - q * stride, q, q + p.count - 1});
  }
  if (std::optional<int64_t> n = countPacked(intervals, stride))
    return *n;
  return countSorted(intervals);
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
