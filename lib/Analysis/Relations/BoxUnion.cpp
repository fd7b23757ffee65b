//===- BoxUnion.cpp - Counting unions of integer boxes --------------------===//
//
// See BoxUnion.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/BoxUnion.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cassert>

using namespace mlir;
using namespace mlir::warp;

namespace {

bool isEmpty(const IntBox &b) {
  return llvm::any_of(b, [](auto &iv) { return iv.first > iv.second; });
}

bool contains(const IntBox &outer, const IntBox &inner) {
  for (unsigned d = 0; d < outer.size(); ++d)
    if (inner[d].first < outer[d].first || inner[d].second > outer[d].second)
      return false;
  return true;
}

/// The box `a` ∪ `b` if it is one: both equal in every dimension but one,
/// where their intervals overlap or touch.
bool mergeInto(IntBox &a, const IntBox &b) {
  int differing = -1;
  for (unsigned d = 0; d < a.size(); ++d) {
    if (a[d] == b[d])
      continue;
    if (differing >= 0)
      return false;
    differing = static_cast<int>(d);
  }
  if (differing < 0)
    return true; // Equal boxes.
  auto &x = a[differing];
  const auto &y = b[differing];
  // Overlapping or adjacent: neither ends before the other starts - 1.
  if (x.second < y.first - 1 || y.second < x.first - 1)
    return false;
  x = {std::min(x.first, y.first), std::max(x.second, y.second)};
  return true;
}

/// Merges, along dimension `d`, the boxes equal in every other dimension
/// whose intervals along `d` overlap or touch: sorted by the other
/// dimensions and then by `d`, one pass. True if a box was merged.
bool mergeAlongDim(std::vector<IntBox> &boxes, unsigned d) {
  auto key = [d](const IntBox &a, const IntBox &b) {
    for (unsigned k = 0; k < a.size(); ++k)
      if (k != d && a[k] != b[k])
        return a[k] < b[k];
    return a[d] < b[d];
  };
  auto sameOthers = [d](const IntBox &a, const IntBox &b) {
    for (unsigned k = 0; k < a.size(); ++k)
      if (k != d && a[k] != b[k])
        return false;
    return true;
  };
  std::sort(boxes.begin(), boxes.end(), key);
  size_t out = 0;
  bool merged = false;
  for (size_t i = 0; i < boxes.size(); ++i) {
    if (out > 0 && sameOthers(boxes[out - 1], boxes[i]) &&
        boxes[i][d].first <= boxes[out - 1][d].second + 1) {
      boxes[out - 1][d].second =
          std::max(boxes[out - 1][d].second, boxes[i][d].second);
      merged = true;
      continue;
    }
    if (out != i)
      boxes[out] = std::move(boxes[i]);
    ++out;
  }
  boxes.resize(out);
  return merged;
}

/// Boxes inside others dropped, by pairs: only for a few boxes (quadratic).
constexpr size_t kMaxPairwiseBoxes = 256;

/// Drops empty boxes, merges boxes whose union is a box (along one
/// dimension at a time, until nothing changes) and, for a few boxes, drops
/// boxes inside others. The union is unchanged.
void simplify(std::vector<IntBox> &boxes) {
  llvm::erase_if(boxes, isEmpty);
  std::sort(boxes.begin(), boxes.end());
  boxes.erase(std::unique(boxes.begin(), boxes.end()), boxes.end());
  if (boxes.empty())
    return;
  unsigned rank = boxes.front().size();
  bool changed = true;
  while (changed) {
    changed = false;
    for (unsigned d = 0; d < rank; ++d)
      changed |= mergeAlongDim(boxes, d);
    if (boxes.size() > kMaxPairwiseBoxes)
      continue;
    for (size_t i = 0; i < boxes.size(); ++i)
      for (size_t j = i + 1; j < boxes.size();) {
        if (contains(boxes[j], boxes[i]))
          std::swap(boxes[i], boxes[j]);
        if (contains(boxes[i], boxes[j]) || mergeInto(boxes[i], boxes[j])) {
          boxes[j] = std::move(boxes.back());
          boxes.pop_back();
          changed = true;
          continue;
        }
        ++j;
      }
  }
}

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

/// The union of the last-dimension intervals of `boxes`, as sorted disjoint
/// intervals that do not touch.
std::vector<std::pair<int64_t, int64_t>>
mergedLastDim(const std::vector<const IntBox *> &boxes, unsigned dim) {
  std::vector<std::pair<int64_t, int64_t>> iv;
  iv.reserve(boxes.size());
  for (const IntBox *b : boxes)
    iv.push_back((*b)[dim]);
  std::sort(iv.begin(), iv.end());
  std::vector<std::pair<int64_t, int64_t>> merged;
  for (auto &p : iv) {
    if (!merged.empty() && p.first <= merged.back().second + 1)
      merged.back().second = std::max(merged.back().second, p.second);
    else
      merged.push_back(p);
  }
  return merged;
}

/// Sweeps dimension `dim` of `boxes`: the points of the union, the last
/// dimension measured by `measure` (given the merged intervals of a row).
template <typename Measure>
int64_t sweep(const std::vector<const IntBox *> &boxes, unsigned dim,
              unsigned rank, Measure &measure) {
  if (dim + 1 == rank)
    return measure(mergedLastDim(boxes, dim));
  std::vector<int64_t> cuts;
  cuts.reserve(2 * boxes.size());
  for (const IntBox *b : boxes) {
    cuts.push_back((*b)[dim].first);
    cuts.push_back((*b)[dim].second + 1);
  }
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  int64_t total = 0;
  std::vector<const IntBox *> active, previous;
  int64_t previousCount = 0;
  for (size_t i = 0; i + 1 < cuts.size(); ++i) {
    int64_t lo = cuts[i], hi = cuts[i + 1] - 1;
    active.clear();
    for (const IntBox *b : boxes)
      if ((*b)[dim].first <= lo && (*b)[dim].second >= hi)
        active.push_back(b);
    if (active.empty())
      continue;
    if (active != previous) {
      previousCount = sweep(active, dim + 1, rank, measure);
      previous = active;
    }
    total += (hi - lo + 1) * previousCount;
  }
  return total;
}

} // namespace

int64_t mlir::warp::countBoxUnion(std::vector<IntBox> boxes) {
  simplify(boxes);
  if (boxes.empty())
    return 0;
  unsigned rank = boxes.front().size();
  if (rank == 0)
    return 1;
  std::vector<const IntBox *> ptrs;
  for (const IntBox &b : boxes)
    ptrs.push_back(&b);
  auto length = [](const std::vector<std::pair<int64_t, int64_t>> &row) {
    int64_t n = 0;
    for (auto &[lo, hi] : row)
      n += hi - lo + 1;
    return n;
  };
  return sweep(ptrs, 0, rank, length);
}

int64_t mlir::warp::countPartialChunksOfBoxUnion(std::vector<IntBox> boxes,
                                                 int64_t unit) {
  assert(unit > 0 && "chunk of no points");
  simplify(boxes);
  if (boxes.empty() || boxes.front().empty())
    return 0;
  unsigned rank = boxes.front().size();
  std::vector<const IntBox *> ptrs;
  for (const IntBox &b : boxes)
    ptrs.push_back(&b);
  // In a row, the union's maximal intervals are separated by uncovered
  // points, so a chunk is partial exactly when it holds an end of an
  // interval that is not on a chunk boundary.
  auto partial = [unit](const std::vector<std::pair<int64_t, int64_t>> &row) {
    int64_t n = 0, last = 0;
    bool any = false;
    auto add = [&](int64_t chunk) {
      if (!any || chunk != last)
        ++n;
      any = true;
      last = chunk;
    };
    for (auto &[lo, hi] : row) {
      if (lo % unit != 0)
        add(floorDiv(lo, unit));
      if ((hi + 1) % unit != 0)
        add(floorDiv(hi, unit));
    }
    return n;
  };
  return sweep(ptrs, 0, rank, partial);
}

namespace {
int64_t floorDivide(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}
} // namespace

bool mlir::warp::linearChunkIntervals(const std::vector<IntBox> &boxes,
                                      llvm::ArrayRef<int64_t> shape,
                                      int64_t elemBytes, int64_t chunkBytes,
                                      std::vector<IntBox> &out,
                                      int64_t maxIntervals) {
  size_t n = shape.size();
  if (n == 0 || elemBytes <= 0 || elemBytes > chunkBytes)
    return false;
  // Row-major strides, in elements; element offsets stay below 2^50.
  llvm::SmallVector<int64_t, 4> stride(n, 1);
  for (size_t k = n - 1; k > 0; --k)
    if (__builtin_mul_overflow(stride[k], shape[k], &stride[k - 1]) ||
        stride[k - 1] > (int64_t(1) << 50))
      return false;
  int64_t budget = maxIntervals - static_cast<int64_t>(out.size());
  for (const IntBox &box : boxes) {
    if (isEmpty(box))
      continue;
    // Dimensions m+1... cover the whole shape: for each index of the
    // dimensions before m, dimension m and those after are one range.
    size_t m = n - 1;
    while (m > 0 && box[m].first == 0 && box[m].second == shape[m] - 1)
      --m;
    int64_t combinations = 1;
    for (size_t k = 0; k < m; ++k) {
      combinations *= box[k].second - box[k].first + 1;
      if (combinations > budget)
        return false;
    }
    budget -= combinations;
    llvm::SmallVector<int64_t, 4> at(m);
    for (size_t k = 0; k < m; ++k)
      at[k] = box[k].first;
    for (int64_t c = 0; c < combinations; ++c) {
      __int128 base = 0;
      for (size_t k = 0; k < m; ++k)
        base += static_cast<__int128>(at[k]) * stride[k];
      __int128 lo = base + static_cast<__int128>(box[m].first) * stride[m];
      __int128 hi = base + static_cast<__int128>(box[m].second) * stride[m] +
                    stride[m] - 1;
      if (lo < -(__int128(1) << 52) || hi > (__int128(1) << 52))
        return false;
      // Consecutive elements are at most a chunk apart: no chunk between
      // the first and the last is skipped.
      out.push_back(
          {{floorDivide(static_cast<int64_t>(lo) * elemBytes, chunkBytes),
            floorDivide(static_cast<int64_t>(hi) * elemBytes, chunkBytes)}});
      for (size_t k = m; k-- > 0;) {
        if (++at[k] <= box[k].second)
          break;
        at[k] = box[k].first;
      }
    }
  }
  return true;
}
