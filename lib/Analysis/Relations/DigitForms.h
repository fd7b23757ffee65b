//===- DigitForms.h - Quasi-affine indices as sums of digits ----*- C++ -*-===//
//
// The index arithmetic of tiled kernels divides thread ids and loop
// counters by constants: a copy into workgroup memory reads `tid mod 64`
// and `tid floordiv 64`, a tensor-core kernel `tx floordiv 32`. When the
// divisor divides the range of the counter, quotient and remainder are
// independent digits of it (a mixed radix): tid = 64 * hi + lo, hi and lo
// each over a range of its own and every pair occurring. Written over such
// digits, a quasi-affine index is affine again, and its image is a box
// where the digits combine without gaps (BoxImages.h).
//
// A DigitForm is sum(coefficient * digit) + constant, a digit being
// floor(n / place) mod size of a counter n in [0, N) (a block id, a thread
// id, a loop's iteration number). A sum refines the digits of a counter to
// their common cuts; a floor division by k splits a digit where k's cut
// falls inside it, and is a form when what remains below k stays within one
// multiple of k over all digit values (then the quotient is exact).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_DIGITFORMS_H
#define WARP_LIB_ANALYSIS_RELATIONS_DIGITFORMS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <utility>

namespace mlir::warp {

/// floor(n / place) mod size of counter `counter`: values [0, size).
struct Digit {
  unsigned counter = 0;
  int64_t place = 1, size = 1;
  bool operator==(const Digit &o) const {
    return counter == o.counter && place == o.place && size == o.size;
  }
  bool operator<(const Digit &o) const {
    return counter != o.counter ? counter < o.counter : place < o.place;
  }
};

struct DigitTerm {
  Digit digit;
  int64_t coefficient = 0;
};

/// Whether a counter's digits may be cut further (a block id may not: its
/// values are read from a box of blocks).
using MayCut = llvm::function_ref<bool(unsigned counter)>;

class DigitForm {
public:
  static DigitForm constant(int64_t c);
  /// Counter `counter` over [0, size) (size >= 1) as one digit.
  static DigitForm counter(unsigned counter, int64_t size);

  ArrayRef<DigitTerm> terms() const { return termList; }
  int64_t constantTerm() const { return constantValue; }
  bool isConstant() const { return termList.empty(); }

  /// a + b; nullopt where the digits of a counter do not nest (cuts that
  /// do not divide each other) or a value leaves +-2^40.
  static std::optional<DigitForm> add(const DigitForm &a, const DigitForm &b);
  std::optional<DigitForm> scaled(int64_t k) const;
  /// floor(this / k) and this mod k (k > 0, ISL's floor and mod); nullopt
  /// when they are no digit forms.
  std::optional<DigitForm> floorDiv(int64_t k, MayCut mayCut) const;
  std::optional<DigitForm> mod(int64_t k, MayCut mayCut) const;
  /// The least and greatest value over all digit values (every digit over
  /// its whole range).
  std::pair<int64_t, int64_t> range() const;

  /// Splits every digit at the cuts in `cuts` (sorted (counter, place)
  /// pairs); false when a cut does not nest inside a digit it falls in.
  bool refine(ArrayRef<std::pair<unsigned, int64_t>> cuts);
  /// Appends the cuts of this form's digits (their places and tops).
  void appendCuts(SmallVectorImpl<std::pair<unsigned, int64_t>> &cuts) const;

private:
  /// Quotient and remainder of a floor division by k, nullopt if the
  /// remainder spans more than one multiple of k.
  std::optional<std::pair<DigitForm, DigitForm>> divide(int64_t k,
                                                        MayCut mayCut) const;
  /// Sorts the terms and sums those of one digit; false on overflow.
  bool normalize();

  SmallVector<DigitTerm, 4> termList;
  int64_t constantValue = 0;
};

/// Refines `forms` to the common cuts of their digits, so that any two
/// digits are equal or disjoint; false when cuts do not nest.
bool refineTogether(MutableArrayRef<DigitForm> forms);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_DIGITFORMS_H
