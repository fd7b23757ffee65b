//===- GranuleSet.h - A block's distinct sectors or lines -------*- C++ -*-===//
//
// Seed 000's compulsory volume counts the distinct granules (32-byte
// sectors, 128-byte lines) a block touches in each buffer. The simulated
// warps report them one by one, or, for the iterations a loop's steady
// state skipped (LoopSteadyState.h), as arithmetic progressions: granule g
// and its translates g + k * d, k < n. The set counts their union exactly:
// the progressions of one stride d split by residue modulo d into
// intervals of g div d, which are merged; in a buffer with progressions of
// several strides (nested loops), those of all but the stride with the most
// granules are enumerated.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_VOLUMES_GRANULESET_H
#define WARP_LIB_ANALYSIS_VOLUMES_GRANULESET_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace mlir::warp {

class GranuleSet {
public:
  /// Granule `g` of the buffer `root`.
  void insert(const void *root, int64_t g) { single.insert({root, g}); }
  /// Granules g + k * stride of `root`, for k < count.
  void insertProgression(const void *root, int64_t g, int64_t stride,
                         int64_t count);
  /// The number of distinct granules.
  int64_t size() const;
  void clear() {
    single.clear();
    progressions.clear();
    seen.clear();
  }

private:
  struct Progression {
    int64_t first, stride, count;
    bool operator==(const Progression &o) const {
      return first == o.first && stride == o.stride && count == o.count;
    }
  };
  /// The distinct granules of one buffer: its single ones and its
  /// progressions.
  static int64_t countUnion(std::vector<int64_t> singles,
                            const std::vector<Progression> &progressions);

  llvm::DenseSet<std::pair<const void *, int64_t>> single;
  llvm::DenseMap<const void *, std::vector<Progression>> progressions;
  /// The progressions inserted, by root, first granule, stride and count:
  /// the warps' repeated accesses (a stencil's neighbours) insert the same
  /// ones many times, which the count would sort.
  llvm::DenseSet<std::tuple<const void *, int64_t, int64_t, int64_t>> seen;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_VOLUMES_GRANULESET_H
