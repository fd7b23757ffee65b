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

/// An unbounded side.
constexpr __int128 kNone = __int128(1) << 100;

/// The bounds L <= x <= H on an index's values x = lambda * c + constant
/// that give its compound c the bounds it has: each a range, since
/// c's integer bounds round them (several L give the same lo). An unbounded
/// side is the single value -kNone or kNone.
struct Frame {
  std::pair<__int128, __int128> low{-kNone, -kNone}, high{kNone, kNone};

  Frame() = default;
  Frame(const Interval &v, int64_t lambda, int64_t constant) {
    __int128 a = std::abs(lambda);
    // lambda > 0: c >= lo is x >= lambda * lo + constant, and so for any
    // L in (lambda * (lo - 1) + constant, lambda * lo + constant].
    auto lower = [&](int64_t c) {
      __int128 x = __int128(lambda) * c + constant;
      return std::make_pair(x - a + 1, x);
    };
    auto upper = [&](int64_t c) {
      __int128 x = __int128(lambda) * c + constant;
      return std::make_pair(x, x + a - 1);
    };
    bool hasLo = !unboundedBelow(v), hasHi = !unboundedAbove(v);
    if (lambda > 0) {
      if (hasLo)
        low = lower(v.lo);
      if (hasHi)
        high = upper(v.hi);
    } else {
      if (hasHi)
        low = lower(v.hi);
      if (hasLo)
        high = upper(v.lo);
    }
  }

  /// Narrows to the bounds `o` allows too; false if none is left.
  bool meet(const Frame &o) {
    auto narrow = [](std::pair<__int128, __int128> &r,
                     const std::pair<__int128, __int128> &s) {
      r = {std::max(r.first, s.first), std::min(r.second, s.second)};
      return r.first <= r.second;
    };
    return narrow(low, o.low) && narrow(high, o.high);
  }
};

/// The compound index `j` names alone (no other index names it), -1 if it
/// names none, -2 if it shares it.
int ownCompound(const BoxPiece &p, unsigned j) {
  int c = p.indices[j].compound;
  if (c < 0 || p.indices[j].coefficient == 0)
    return -1;
  for (auto [k, idx] : llvm::enumerate(p.indices))
    if (k != j && idx.compound == c)
      return -2;
  return c;
}

/// The frame of index `j`'s own compound (unbounded if it has none).
Frame frameOf(const BoxPiece &p, unsigned j) {
  int own = ownCompound(p, j);
  if (own < 0)
    return Frame();
  const BoxPiece::Index &idx = p.indices[j];
  return Frame(p.compounds[own].value, idx.coefficient, idx.constant);
}

/// `a` and `b` are equal but for index `j`'s constant and the bounds of its
/// own compound (which mergeAlong compares in the index's frame).
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
    if (x.members != y.members ||
        (static_cast<int>(k) != own && !same(x.value, y.value)))
      return false;
  }
  return true;
}

/// `first` with index `j` extended by `step * v`, v over [0, n) a new
/// axis, its values within `frame` (one L and one H of it); nullopt if a
/// bound would overflow.
std::optional<BoxPiece> extended(const BoxPiece &first, unsigned j,
                                 int64_t step, int64_t n, const Frame &frame) {
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
  if (idx.compound >= 0) {
    for (auto [m, e] : p.compounds[idx.compound].members)
      members.push_back({m, e * idx.coefficient});
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
  // L <= lambda * value + constant <= H.
  BoxPiece::Compound c{members, Interval()};
  constexpr __int128 kMax = __int128(1) << 60;
  if (frame.low.first != -kNone) {
    __int128 k = idx.constant - frame.low.first;
    if (k <= -kMax || k >= kMax)
      return std::nullopt;
    bound(c.value, lambda, static_cast<int64_t>(k), false);
  }
  if (frame.high.first != kNone) {
    __int128 k = frame.high.first - idx.constant;
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

/// Appends the pieces of `group` (translates along `j`, sorted by
/// constant) to `out`: each run of one step whose bounds agree as one piece.
void mergeRuns(const std::vector<BoxPiece> &pieces, ArrayRef<size_t> group,
               unsigned j, std::vector<BoxPiece> &out) {
  auto constant = [&](size_t k) { return pieces[k].indices[j].constant; };
  for (size_t s = 0; s < group.size();) {
    Frame frame = frameOf(pieces[group[s]], j);
    size_t e = s + 1;
    int64_t step =
        e < group.size() ? constant(group[e]) - constant(group[s]) : 0;
    for (; step > 0 && e < group.size(); ++e) {
      Frame next = frame;
      if (constant(group[e]) - constant(group[e - 1]) != step ||
          !next.meet(frameOf(pieces[group[e]], j)))
        break;
      frame = next;
    }
    std::optional<BoxPiece> one;
    if (e - s > 1)
      one = extended(pieces[group[s]], j, step, static_cast<int64_t>(e - s),
                     frame);
    if (one)
      out.push_back(std::move(*one));
    else
      for (size_t k = s; k < e; ++k)
        out.push_back(pieces[group[k]]);
    s = e;
  }
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
    // Identical pieces count once.
    llvm::sort(group, [&](size_t a, size_t b) {
      return constant(a) != constant(b) ? constant(a) < constant(b) : a < b;
    });
    auto sameAs = [&](size_t a, size_t b) {
      int own = ownCompound(pieces[a], j);
      return constant(a) == constant(b) &&
             (own < 0 || same(pieces[a].compounds[own].value,
                              pieces[b].compounds[own].value));
    };
    group.erase(std::unique(group.begin(), group.end(), sameAs), group.end());
    mergeRuns(pieces, group, j, out);
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
