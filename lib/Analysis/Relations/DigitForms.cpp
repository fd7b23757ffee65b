//===- DigitForms.cpp - Quasi-affine indices as sums of digits ------------===//
//
// See DigitForms.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/DigitForms.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::warp;

namespace {

/// Coefficients, constants and values of forms stay within +-2^40 (so that
/// the box images, which multiply two of them, cannot overflow).
constexpr __int128 kLimit = __int128(1) << 40;

int64_t floorDivide(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

bool fits(__int128 v) { return v > -kLimit && v < kLimit; }

} // namespace

DigitForm DigitForm::constant(int64_t c) {
  DigitForm f;
  f.constantValue = c;
  return f;
}

DigitForm DigitForm::counter(unsigned counter, int64_t size) {
  DigitForm f;
  if (size > 1)
    f.termList.push_back({Digit{counter, 1, size}, 1});
  return f;
}

std::pair<int64_t, int64_t> DigitForm::range() const {
  // normalize() keeps the extremes within +-2^40.
  int64_t lo = constantValue, hi = constantValue;
  for (const DigitTerm &t : termList) {
    int64_t span = t.coefficient * (t.digit.size - 1);
    (span < 0 ? lo : hi) += span;
  }
  return {lo, hi};
}

bool DigitForm::normalize() {
  llvm::sort(termList, [](const DigitTerm &a, const DigitTerm &b) {
    return a.digit < b.digit;
  });
  SmallVector<DigitTerm, 4> merged;
  for (const DigitTerm &t : termList) {
    if (!merged.empty() && merged.back().digit.counter == t.digit.counter &&
        merged.back().digit.place == t.digit.place) {
      if (!(merged.back().digit == t.digit))
        return false; // Overlapping digits that were not refined.
      merged.back().coefficient += t.coefficient;
      continue;
    }
    merged.push_back(t);
  }
  llvm::erase_if(merged, [](const DigitTerm &t) { return t.coefficient == 0; });
  termList = std::move(merged);
  __int128 lo = constantValue, hi = constantValue;
  if (!fits(constantValue))
    return false;
  for (const DigitTerm &t : termList) {
    if (!fits(t.coefficient))
      return false;
    __int128 span = static_cast<__int128>(t.coefficient) * (t.digit.size - 1);
    (span < 0 ? lo : hi) += span;
  }
  return fits(lo) && fits(hi);
}

void DigitForm::appendCuts(
    SmallVectorImpl<std::pair<unsigned, int64_t>> &cuts) const {
  for (const DigitTerm &t : termList) {
    cuts.push_back({t.digit.counter, t.digit.place});
    cuts.push_back({t.digit.counter, t.digit.place * t.digit.size});
  }
}

bool DigitForm::refine(ArrayRef<std::pair<unsigned, int64_t>> cuts) {
  SmallVector<DigitTerm, 4> out;
  for (const DigitTerm &t : termList) {
    Digit d = t.digit;
    __int128 coefficient = t.coefficient;
    int64_t top = d.place * d.size;
    auto it = std::upper_bound(cuts.begin(), cuts.end(),
                               std::make_pair(d.counter, d.place));
    for (; it != cuts.end() && it->first == d.counter && it->second < top;
         ++it) {
      int64_t cut = it->second;
      if (cut % d.place != 0 || top % cut != 0)
        return false; // The digits do not nest.
      out.push_back({Digit{d.counter, d.place, cut / d.place},
                     static_cast<int64_t>(coefficient)});
      coefficient *= cut / d.place;
      if (!fits(coefficient))
        return false;
      d = Digit{d.counter, cut, top / cut};
    }
    out.push_back({d, static_cast<int64_t>(coefficient)});
  }
  termList = std::move(out);
  return normalize();
}

bool mlir::warp::refineTogether(MutableArrayRef<DigitForm> forms) {
  SmallVector<std::pair<unsigned, int64_t>> cuts;
  for (const DigitForm &f : forms)
    f.appendCuts(cuts);
  llvm::sort(cuts);
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  return llvm::all_of(forms, [&](DigitForm &f) { return f.refine(cuts); });
}

std::optional<DigitForm> DigitForm::add(const DigitForm &a,
                                        const DigitForm &b) {
  DigitForm sum[2] = {a, b};
  if (!refineTogether(sum))
    return std::nullopt;
  DigitForm r = std::move(sum[0]);
  r.termList.append(sum[1].termList.begin(), sum[1].termList.end());
  r.constantValue += sum[1].constantValue;
  if (!r.normalize())
    return std::nullopt;
  return r;
}

std::optional<DigitForm> DigitForm::scaled(int64_t k) const {
  DigitForm r = *this;
  if (!fits(k))
    return std::nullopt;
  for (DigitTerm &t : r.termList)
    t.coefficient *= k; // Both below 2^40: no overflow.
  r.constantValue *= k;
  if (!r.normalize())
    return std::nullopt;
  return r;
}

std::optional<std::pair<DigitForm, DigitForm>>
DigitForm::divide(int64_t k, MayCut mayCut) const {
  if (k <= 0 || !fits(k))
    return std::nullopt;
  DigitForm q, r;
  for (const DigitTerm &t : termList) {
    const Digit &d = t.digit;
    int64_t a = t.coefficient;
    if (a % k == 0) {
      q.termList.push_back({d, a / k});
      continue;
    }
    // The part of the digit whose coefficient k divides goes to the
    // quotient: d = g * high + low, where g * a is a multiple of k.
    int64_t g = k / std::gcd(a < 0 ? -a : a, k);
    if (g < d.size && d.size % g == 0 && mayCut(d.counter)) {
      __int128 high = static_cast<__int128>(a) * g / k;
      if (!fits(high))
        return std::nullopt;
      q.termList.push_back({Digit{d.counter, d.place * g, d.size / g},
                            static_cast<int64_t>(high)});
      r.termList.push_back({Digit{d.counter, d.place, g}, a});
    } else {
      r.termList.push_back(t);
    }
  }
  r.constantValue = constantValue;
  if (!r.normalize())
    return std::nullopt;
  auto [lo, hi] = r.range();
  int64_t m = floorDivide(lo, k);
  if (floorDivide(hi, k) != m)
    return std::nullopt; // The remainder crosses a multiple of k.
  q.constantValue = m;
  r.constantValue -= m * k;
  if (!q.normalize() || !r.normalize())
    return std::nullopt;
  return std::make_pair(std::move(q), std::move(r));
}

std::optional<DigitForm> DigitForm::floorDiv(int64_t k, MayCut mayCut) const {
  if (auto qr = divide(k, mayCut))
    return std::move(qr->first);
  return std::nullopt;
}

std::optional<DigitForm> DigitForm::mod(int64_t k, MayCut mayCut) const {
  if (auto qr = divide(k, mayCut))
    return std::move(qr->second);
  return std::nullopt;
}
