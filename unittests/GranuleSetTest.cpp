//===- GranuleSetTest.cpp - A block's distinct granules, counted ----------===//
//
// GranuleSet::size counts the union of single granules and arithmetic
// progressions per buffer by merging (residue, quotient) intervals; the
// intervals are sorted on one packed key where residue x quotient range fits
// 62 bits, on the three values otherwise. Random sets of both kinds
// (negative granules, strides of either sign, several strides and buffers,
// quotient ranges near 2^62 so that the packed key does not fit) are
// counted against an enumeration.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/GranuleSet.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace mlir::warp;

namespace {

struct Case {
  GranuleSet set;
  std::set<std::pair<int, int64_t>> expected;
  void insert(int root, int64_t g) {
    set.insert(reinterpret_cast<const void *>(intptr_t(root + 1) * 16), g);
    expected.insert({root, g});
  }
  void progression(int root, int64_t g, int64_t stride, int64_t count) {
    set.insertProgression(
        reinterpret_cast<const void *>(intptr_t(root + 1) * 16), g, stride,
        count);
    for (int64_t k = 0; k < count; ++k)
      expected.insert({root, g + k * stride});
  }
};

} // namespace

TEST(GranuleSet, CountsAgainstEnumeration) {
  std::mt19937_64 rng(20261127);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  for (int trial = 0; trial < 400; ++trial) {
    Case c;
    int roots = static_cast<int>(pick(1, 3));
    // Every fourth trial spreads its granules near +-2^61: the packed key
    // does not fit and the intervals are sorted as triples.
    int64_t spread = trial % 4 == 3 ? (int64_t(1) << 61) : 4096;
    int64_t strides[] = {pick(1, 9), pick(2, 64), -pick(1, 16)};
    for (int i = 0, n = static_cast<int>(pick(0, 60)); i < n; ++i) {
      int root = static_cast<int>(pick(0, roots - 1));
      int64_t base = pick(-spread, spread);
      if (pick(0, 2) == 0) {
        c.insert(root, base);
        continue;
      }
      int64_t stride = strides[pick(0, 2)];
      c.progression(root, base, stride, pick(1, 40));
      // Overlapping and repeated progressions of the same stride.
      if (pick(0, 1))
        c.progression(root, base + stride * pick(-5, 5), stride, pick(1, 40));
    }
    EXPECT_EQ(c.set.size(), static_cast<int64_t>(c.expected.size()))
        << "trial " << trial;
  }
}
