//===- BoxForms.cpp - Box forms of accesses from their digit forms --------===//
//
// See BoxForms.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/BoxForms.h"

#include <map>
#include <numeric>

using namespace mlir;
using namespace mlir::warp;

namespace {

bool isBlockCounter(unsigned counter) { return counter < 3; }

/// A bound on a part of an index: sum(m_d * d) over the digits `digits`
/// of index `index` (m_d their coefficients there over their gcd) within
/// `value`; a copy's guard on the row in the tile, not in the matrix.
struct PartBound {
  unsigned index = 0;
  SmallVector<Digit, 4> digits;
  Interval value;
};

/// What the constraints say: bounds of single digits, of whole indices and
/// of parts of indices.
struct Bounds {
  std::map<Digit, Interval> digits;
  SmallVector<Interval, 4> indices;
  std::vector<PartBound> parts;
  bool empty = false;
};

/// The gcd of the coefficients, with the sign of the first.
int64_t commonFactor(ArrayRef<DigitTerm> terms) {
  int64_t g = 0;
  for (const DigitTerm &t : terms)
    g = std::gcd(g, std::abs(t.coefficient));
  return terms.front().coefficient < 0 ? -g : g;
}

/// The terms of `index` on the digits of `c` (in `part`), and the multiple
/// nu with c's terms = nu * (part / its gcd); nullopt when a digit of `c` is
/// not the index's or the coefficients are not proportional.
std::optional<int64_t> multipleOfPart(const DigitForm &c,
                                      const DigitForm &index,
                                      SmallVectorImpl<DigitTerm> &part) {
  for (const DigitTerm &t : c.terms()) {
    const DigitTerm *match = llvm::find_if(
        index.terms(), [&](const DigitTerm &u) { return u.digit == t.digit; });
    if (match == index.terms().end())
      return std::nullopt;
    part.push_back(*match);
  }
  int64_t lambda = commonFactor(part);
  int64_t m0 = part.front().coefficient / lambda;
  int64_t a0 = c.terms().front().coefficient;
  if (a0 % m0 != 0)
    return std::nullopt;
  int64_t nu = a0 / m0;
  for (auto [t, u] : llvm::zip(c.terms(), part))
    if (t.coefficient != nu * (u.coefficient / lambda))
      return std::nullopt;
  return nu;
}

/// A constraint on several digits of no index (a guard on the lane and the
/// warp of a thread, `tx mod 32 == 0` and `tx floordiv 32 == 0`).
bool isFree(const DigitConstraint &c, const std::map<Digit, unsigned> &owner) {
  return c.form.terms().size() > 1 &&
         llvm::none_of(c.form.terms(), [&](const DigitTerm &t) {
           return owner.count(t.digit);
         });
}

/// Whether some values of the digits of the free constraints satisfy them
/// all, with the single-digit bounds: the image does not depend on those
/// digits, only on whether the access runs at all. Nullopt when a block id
/// is one of them or there are too many values to try.
std::optional<bool>
freeConstraintsHold(const DigitAccess &a,
                    const std::map<Digit, unsigned> &owner) {
  constexpr int64_t kMaxValues = 1 << 14;
  std::map<Digit, Interval> digits;
  SmallVector<const DigitConstraint *> free;
  for (const DigitConstraint &c : a.constraints)
    if (isFree(c, owner)) {
      free.push_back(&c);
      for (const DigitTerm &t : c.form.terms())
        digits.try_emplace(t.digit, Interval{0, t.digit.size - 1});
    }
  if (free.empty())
    return true;
  for (const DigitConstraint &c : a.constraints)
    if (c.form.terms().size() == 1)
      if (auto it = digits.find(c.form.terms().front().digit);
          it != digits.end())
        bound(it->second, c.form.terms().front().coefficient,
              c.form.constantTerm(), c.equality);
  int64_t combinations = 1;
  for (auto &[d, v] : digits) {
    if (isBlockCounter(d.counter))
      return std::nullopt;
    if (v.empty())
      return false;
    combinations *= v.hi - v.lo + 1;
    if (combinations > kMaxValues)
      return std::nullopt;
  }
  for (int64_t n = 0; n < combinations; ++n) {
    std::map<Digit, int64_t> value;
    int64_t rest = n;
    for (auto &[d, v] : digits) {
      value[d] = v.lo + rest % (v.hi - v.lo + 1);
      rest /= v.hi - v.lo + 1;
    }
    bool all = llvm::all_of(free, [&](const DigitConstraint *c) {
      int64_t x = c->form.constantTerm();
      for (const DigitTerm &t : c->form.terms())
        x += t.coefficient * value[t.digit];
      return c->equality ? x == 0 : x >= 0;
    });
    if (all)
      return true;
  }
  return false;
}

/// Reads the constraints into bounds; false for one that is neither on a
/// single digit nor on (a part of) an index, nor free (isFree).
bool readConstraints(const DigitAccess &a,
                     const std::map<Digit, unsigned> &owner, Bounds &bounds) {
  bounds.indices.assign(a.indices.size(), Interval());
  for (const DigitConstraint &c : a.constraints) {
    ArrayRef<DigitTerm> terms = c.form.terms();
    int64_t k = c.form.constantTerm();
    if (terms.empty()) {
      bounds.empty |= c.equality ? k != 0 : k < 0;
      continue;
    }
    if (isFree(c, owner))
      continue; // freeConstraintsHold's.
    auto it = owner.find(terms.front().digit);
    // A bound on a digit that is an index on its own bounds the index (so
    // that the translates of an unrolled tile keep equal digit bounds).
    if (terms.size() == 1 &&
        (it == owner.end() || a.indices[it->second].terms().size() > 1)) {
      const Digit &d = terms.front().digit;
      auto it = bounds.digits.try_emplace(d, Interval{0, d.size - 1}).first;
      bound(it->second, terms.front().coefficient, k, c.equality);
      continue;
    }
    if (it == owner.end())
      return false;
    SmallVector<DigitTerm, 4> part;
    std::optional<int64_t> nu =
        multipleOfPart(c.form, a.indices[it->second], part);
    if (!nu)
      return false;
    // nu * (part / gcd) + k: the index's constant is not in its compound.
    if (part.size() == a.indices[it->second].terms().size()) {
      bound(bounds.indices[it->second], *nu, k, c.equality);
      continue;
    }
    PartBound pb{it->second, {}, Interval()};
    for (const DigitTerm &t : part)
      pb.digits.push_back(t.digit);
    bound(pb.value, *nu, k, c.equality);
    bounds.parts.push_back(std::move(pb));
  }
  return true;
}

/// The values of sum(coefficient * value) as one interval, or nullopt when
/// they leave gaps (taken by growing coefficient, no term may step past
/// what the smaller ones span).
std::optional<Interval>
contiguousSum(SmallVector<std::pair<int64_t, Interval>> terms) {
  llvm::sort(terms, [](auto &x, auto &y) {
    return std::abs(x.first) < std::abs(y.first);
  });
  Interval sum{0, 0};
  __int128 span = 0;
  for (auto &[a, v] : terms) {
    if (v.lo != v.hi && std::abs(a) > span + 1)
      return std::nullopt;
    span += static_cast<__int128>(std::abs(a)) * (v.hi - v.lo);
    sum.lo += a * (a > 0 ? v.lo : v.hi); // Digit forms stay below 2^40.
    sum.hi += a * (a > 0 ? v.hi : v.lo);
  }
  return sum;
}

/// The interval of a digit: its bounds, else its whole range.
Interval digitRange(const Bounds &bounds, const Digit &d) {
  auto it = bounds.digits.find(d);
  return it == bounds.digits.end() ? Interval{0, d.size - 1} : it->second;
}

/// The compound of index `j` of `a` in `p`: block digits as block members,
/// other digits as axes of their own, each bounded part as one axis over
/// its values. False when a part has gaps, holds a block digit or
/// overlaps another; `empty` when a part has no value.
bool indexCompound(const DigitAccess &a, unsigned j, const Bounds &bounds,
                   BoxPiece &p, BoxPiece::Compound &c, bool &empty) {
  const DigitForm &f = a.indices[j];
  std::map<Digit, const PartBound *> inPart;
  std::map<SmallVector<Digit, 4>, Interval> parts;
  for (const PartBound &pb : bounds.parts) {
    if (pb.index != j)
      continue;
    auto [it, fresh] = parts.try_emplace(pb.digits, Interval());
    it->second.atLeast(pb.value.lo);
    it->second.atMost(pb.value.hi);
    if (!fresh)
      continue;
    for (const Digit &d : pb.digits)
      if (isBlockCounter(d.counter) || !inPart.try_emplace(d, &pb).second)
        return false;
  }
  int64_t lambda = commonFactor(f.terms());
  for (auto &[digits, value] : parts) {
    SmallVector<DigitTerm, 4> terms;
    for (const DigitTerm &t : f.terms())
      if (llvm::is_contained(digits, t.digit))
        terms.push_back(t);
    int64_t partFactor = commonFactor(terms);
    SmallVector<std::pair<int64_t, Interval>> sum;
    for (const DigitTerm &t : terms)
      sum.push_back({t.coefficient / partFactor, digitRange(bounds, t.digit)});
    std::optional<Interval> w = contiguousSum(sum);
    if (!w)
      return false;
    w->atLeast(value.lo);
    w->atMost(value.hi);
    empty |= w->empty();
    c.members.push_back(
        {3 + static_cast<int>(p.loop.size()), partFactor / lambda});
    p.loop.push_back(*w);
  }
  for (const DigitTerm &t : f.terms()) {
    if (inPart.count(t.digit))
      continue;
    int member = BoxPiece::kBlockMember + static_cast<int>(t.digit.counter);
    if (!isBlockCounter(t.digit.counter)) {
      member = 3 + static_cast<int>(p.loop.size());
      p.loop.push_back(digitRange(bounds, t.digit));
    }
    c.members.push_back({member, t.coefficient / lambda});
  }
  c.value = bounds.indices[j];
  return true;
}

} // namespace

std::optional<BoxAccess>
mlir::warp::boxAccessOfDigits(DigitAccess a, const LaunchSizes &sizes) {
  BoxAccess access;
  access.rank = a.indices.size();
  for (int k = 0; k < 3; ++k) {
    access.blockDim[k] = *sizes.block[k];
    access.gridDim[k] = *sizes.grid[k];
  }
  SmallVector<DigitForm, 8> forms(a.indices.begin(), a.indices.end());
  for (const DigitConstraint &c : a.constraints)
    forms.push_back(c.form);
  if (!refineTogether(forms))
    return std::nullopt;
  for (size_t j = 0; j < a.indices.size(); ++j)
    a.indices[j] = forms[j];
  for (size_t i = 0; i < a.constraints.size(); ++i)
    a.constraints[i].form = forms[a.indices.size() + i];
  // Each digit in one index at most: the image is then a product.
  std::map<Digit, unsigned> owner;
  for (auto [j, f] : llvm::enumerate(a.indices))
    for (const DigitTerm &t : f.terms())
      if (!owner.try_emplace(t.digit, j).second)
        return std::nullopt;
  Bounds bounds;
  std::optional<bool> freeHold = freeConstraintsHold(a, owner);
  if (!freeHold || !readConstraints(a, owner, bounds))
    return std::nullopt;
  bounds.empty |= !*freeHold;
  BoxPiece p;
  for (auto &[d, v] : bounds.digits) {
    bounds.empty |= v.empty();
    if (isBlockCounter(d.counter))
      p.block[d.counter] = v;
  }
  for (auto [j, f] : llvm::enumerate(a.indices)) {
    BoxPiece::Index idx;
    idx.constant = f.constantTerm();
    if (!f.isConstant()) {
      BoxPiece::Compound c;
      if (!indexCompound(a, j, bounds, p, c, bounds.empty))
        return std::nullopt;
      idx.compound = static_cast<int>(p.compounds.size());
      idx.coefficient = commonFactor(f.terms());
      p.compounds.push_back(std::move(c));
    }
    p.indices.push_back(idx);
  }
  if (!bounds.empty)
    access.pieces.push_back(std::move(p));
  return access; // No piece: no instance, the access touches nothing.
}
