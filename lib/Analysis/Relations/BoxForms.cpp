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

/// What the constraints say: bounds of single digits and of whole indices.
struct Bounds {
  std::map<Digit, Interval> digits;
  SmallVector<Interval, 4> indices;
  bool empty = false;
};

/// The coefficients of `f` divided by their gcd, the sign of the first
/// kept: `f = lambda * (sum m_i * digit_i) + constant`.
int64_t commonFactor(const DigitForm &f) {
  int64_t g = 0;
  for (const DigitTerm &t : f.terms())
    g = std::gcd(g, std::abs(t.coefficient));
  return f.terms().front().coefficient < 0 ? -g : g;
}

/// The multiple nu with `c`'s terms = nu * (index's terms / lambda), or
/// nullopt when `c` is no constraint on the index alone.
std::optional<int64_t> multipleOfIndex(const DigitForm &c,
                                       const DigitForm &index) {
  ArrayRef<DigitTerm> a = c.terms(), b = index.terms();
  if (a.size() != b.size())
    return std::nullopt;
  int64_t lambda = commonFactor(index);
  int64_t m0 = b.front().coefficient / lambda;
  if (a.front().coefficient % m0 != 0)
    return std::nullopt;
  int64_t nu = a.front().coefficient / m0;
  for (size_t i = 0; i < a.size(); ++i)
    if (!(a[i].digit == b[i].digit) ||
        a[i].coefficient != nu * (b[i].coefficient / lambda))
      return std::nullopt;
  return nu;
}

/// Reads the constraints into bounds; false for one that is neither on a
/// single digit nor on an index.
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
    if (terms.size() == 1) {
      const Digit &d = terms.front().digit;
      auto it = bounds.digits.try_emplace(d, Interval{0, d.size - 1}).first;
      bound(it->second, terms.front().coefficient, k, c.equality);
      continue;
    }
    auto it = owner.find(terms.front().digit);
    if (it == owner.end())
      return false;
    std::optional<int64_t> nu = multipleOfIndex(c.form, a.indices[it->second]);
    if (!nu)
      return false;
    // nu * compound + k: the index's constant is not part of its compound.
    bound(bounds.indices[it->second], *nu, k, c.equality);
  }
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
  if (!readConstraints(a, owner, bounds))
    return std::nullopt;
  BoxPiece p;
  for (auto &[d, v] : bounds.digits) {
    bounds.empty |= v.empty();
    if (isBlockCounter(d.counter))
      p.block[d.counter] = v;
  }
  if (bounds.empty)
    return access; // No instance: the access touches nothing.
  for (auto [j, f] : llvm::enumerate(a.indices)) {
    BoxPiece::Index idx;
    idx.constant = f.constantTerm();
    if (!f.isConstant()) {
      BoxPiece::Compound c;
      int64_t lambda = commonFactor(f);
      for (const DigitTerm &t : f.terms()) {
        int member = BoxPiece::kBlockMember + static_cast<int>(t.digit.counter);
        if (!isBlockCounter(t.digit.counter)) {
          auto it = bounds.digits.find(t.digit);
          member = 3 + static_cast<int>(p.loop.size());
          p.loop.push_back(it == bounds.digits.end()
                               ? Interval{0, t.digit.size - 1}
                               : it->second);
        }
        c.members.push_back({member, t.coefficient / lambda});
      }
      c.value = bounds.indices[j];
      idx.compound = static_cast<int>(p.compounds.size());
      idx.coefficient = lambda;
      p.compounds.push_back(std::move(c));
    }
    p.indices.push_back(idx);
  }
  access.pieces.push_back(std::move(p));
  return access;
}
