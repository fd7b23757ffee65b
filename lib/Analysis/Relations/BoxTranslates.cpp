//===- BoxTranslates.cpp - Unrolled accesses as one box form --------------===//
//
// See BoxTranslates.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/BoxTranslates.h"

#include <numeric>

using namespace mlir;
using namespace mlir::warp;

namespace {

bool unboundedBelow(const Interval &v) { return v.lo <= INT64_MIN / 4; }
bool unboundedAbove(const Interval &v) { return v.hi >= INT64_MAX / 4; }

bool same(const Interval &a, const Interval &b) {
  return a.lo == b.lo && a.hi == b.hi;
}

bool sameIntervals(ArrayRef<Interval> a, ArrayRef<Interval> b) {
  return a.size() == b.size() && llvm::all_of(llvm::zip(a, b), [](auto ab) {
           return same(std::get<0>(ab), std::get<1>(ab));
         });
}

/// Beyond any bound: an unbounded side.
constexpr __int128 kNone = __int128(1) << 100;

/// The values the bounds of a compound allow its index, `lambda * value +
/// constant`; an unbounded side stays unbounded (+-kNone).
std::pair<__int128, __int128> indexFrame(const Interval &v, int64_t lambda,
                                         int64_t constant) {
  __int128 a = unboundedBelow(v) ? (lambda > 0 ? -kNone : kNone)
                                 : __int128(lambda) * v.lo + constant;
  __int128 b = unboundedAbove(v) ? (lambda > 0 ? kNone : -kNone)
                                 : __int128(lambda) * v.hi + constant;
  return lambda > 0 ? std::make_pair(a, b) : std::make_pair(b, a);
}

/// The compound index `j` names alone (no other index names it), or -1.
int ownCompound(const BoxPiece &p, unsigned j) {
  int c = p.indices[j].compound;
  if (c < 0 || p.indices[j].coefficient == 0)
    return -1;
  for (auto [k, idx] : llvm::enumerate(p.indices))
    if (k != j && idx.compound == c)
      return -2;
  return c;
}

/// `a` and `b` are equal but for index `j`'s constant, and the bounds of
/// its compound agree on the index's values.
bool translatesAlong(const BoxPiece &a, const BoxPiece &b, unsigned j) {
  if (!sameIntervals(a.block, b.block) || !sameIntervals(a.thread, b.thread) ||
      !sameIntervals(a.global, b.global) || !sameIntervals(a.loop, b.loop) ||
      a.compounds.size() != b.compounds.size() ||
      a.indices.size() != b.indices.size())
    return false;
  for (auto [k, x] : llvm::enumerate(a.indices)) {
    const BoxPiece::Index &y = b.indices[k];
    if (x.axis != y.axis || x.compound != y.compound ||
        x.coefficient != y.coefficient || (k != j && x.constant != y.constant))
      return false;
  }
  int own = ownCompound(a, j);
  if (own == -2)
    return false;
  for (auto [k, x] : llvm::enumerate(a.compounds)) {
    const BoxPiece::Compound &y = b.compounds[k];
    if (x.members != y.members)
      return false;
    if (static_cast<int>(k) != own) {
      if (!same(x.value, y.value))
        return false;
      continue;
    }
    const BoxPiece::Index &ia = a.indices[j], &ib = b.indices[j];
    if (indexFrame(x.value, ia.coefficient, ia.constant) !=
        indexFrame(y.value, ib.coefficient, ib.constant))
      return false;
  }
  return true;
}

/// `first` with index `j` extended by `step * v`, v over [0, n) a new
/// axis; nullopt if a bound would overflow.
std::optional<BoxPiece> extended(const BoxPiece &first, unsigned j,
                                 int64_t step, int64_t n) {
  BoxPiece p = first;
  int v = 3 + static_cast<int>(p.loop.size());
  p.loop.push_back(Interval{0, n - 1});
  BoxPiece::Index &idx = p.indices[j];
  if (idx.coefficient == 0 || (idx.axis < 0 && idx.compound < 0)) {
    idx = BoxPiece::Index{v, -1, step, idx.constant};
    return p;
  }
  // The index's terms with their coefficients, then the new axis.
  SmallVector<std::pair<int, int64_t>> members;
  std::pair<__int128, __int128> frame{-kNone, kNone};
  if (idx.compound >= 0) {
    const BoxPiece::Compound &old = p.compounds[idx.compound];
    for (auto [m, e] : old.members)
      members.push_back({m, e * idx.coefficient});
    frame = indexFrame(old.value, idx.coefficient, idx.constant);
  } else {
    members.push_back({idx.axis, idx.coefficient});
  }
  members.push_back({v, step});
  int64_t g = 0;
  for (auto &m : members)
    g = std::gcd(g, std::abs(m.second));
  int64_t lambda = members.front().second < 0 ? -g : g;
  for (auto &m : members)
    m.second /= lambda;
  // The bounds on the index's values, equal in every translate
  // (translatesAlong): lambda * value + constant within them.
  BoxPiece::Compound c{members, Interval()};
  constexpr __int128 kMax = __int128(1) << 60;
  auto [lo, hi] = frame;
  if (lo != -kNone) {
    __int128 k = idx.constant - lo;
    if (k <= -kMax || k >= kMax)
      return std::nullopt;
    bound(c.value, lambda, static_cast<int64_t>(k), false);
  }
  if (hi != kNone) {
    __int128 k = hi - idx.constant;
    if (k <= -kMax || k >= kMax)
      return std::nullopt;
    bound(c.value, -lambda, static_cast<int64_t>(k), false);
  }
  if (idx.compound >= 0) {
    p.compounds[idx.compound] = std::move(c);
  } else {
    idx.compound = static_cast<int>(p.compounds.size());
    idx.axis = -1;
    p.compounds.push_back(std::move(c));
  }
  idx.coefficient = lambda;
  return p;
}

/// One pass along index `j`; true if pieces were merged.
bool mergeAlong(std::vector<BoxPiece> &pieces, unsigned j) {
  std::vector<BoxPiece> out;
  std::vector<bool> used(pieces.size(), false);
  for (size_t i = 0; i < pieces.size(); ++i) {
    if (used[i])
      continue;
    SmallVector<size_t> group{i};
    for (size_t k = i + 1; k < pieces.size(); ++k)
      if (!used[k] && translatesAlong(pieces[i], pieces[k], j)) {
        group.push_back(k);
        used[k] = true;
      }
    auto constant = [&](size_t k) { return pieces[k].indices[j].constant; };
    llvm::sort(group,
               [&](size_t a, size_t b) { return constant(a) < constant(b); });
    // Identical pieces count once.
    group.erase(std::unique(group.begin(), group.end(),
                            [&](size_t a, size_t b) {
                              return constant(a) == constant(b);
                            }),
                group.end());
    // Runs of one step, each one piece.
    for (size_t s = 0; s < group.size();) {
      size_t e = s + 1;
      int64_t step =
          e < group.size() ? constant(group[e]) - constant(group[s]) : 0;
      while (e < group.size() &&
             constant(group[e]) - constant(group[e - 1]) == step)
        ++e;
      std::optional<BoxPiece> one;
      if (e - s > 1)
        one = extended(pieces[group[s]], j, step, static_cast<int64_t>(e - s));
      if (one)
        out.push_back(std::move(*one));
      else
        for (size_t k = s; k < e; ++k)
          out.push_back(pieces[group[k]]);
      s = e;
    }
  }
  bool merged = out.size() < pieces.size();
  pieces = std::move(out);
  return merged;
}

} // namespace

void mlir::warp::mergeTranslates(BoxAccess &access) {
  if (access.pieces.size() < 2)
    return;
  // Each pass can make translates along another index (the merged pieces
  // of a row are translates along the columns): repeat while one merges.
  for (bool again = true; again;) {
    again = false;
    for (unsigned j = 0; j < access.rank; ++j)
      again |= mergeAlong(access.pieces, j);
  }
}
