//===- IslRows.h - An ISL basic map's constraints as integers ---*- C++ -*-===//
//
// The box forms (BoxImages.h) and the offset forms (OffsetForms.h) read an
// access relation's constraints off ISL's basic maps as rows of 64-bit
// coefficients, without any ISL computation.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_ISLROWS_H
#define WARP_LIB_ANALYSIS_RELATIONS_ISLROWS_H

#include "llvm/ADT/SmallVector.h"

#include <isl/map.h>

#include <cstdint>
#include <vector>

namespace mlir::warp {

/// An affine form over a basic map's input dimensions (an access's instance
/// dimensions [bx, by, bz, tx, ty, tz, loops...]), output dimensions and
/// existentially quantified variables: sum coefficient * dim + constant
/// (>= 0, or == 0 for an equality).
struct IslRow {
  llvm::SmallVector<int64_t> in;
  llvm::SmallVector<int64_t> out;
  /// Coefficients of the existentially quantified variables.
  llvm::SmallVector<int64_t> div;
  int64_t constant = 0;
  bool equality = false;
};

/// Coefficients and constants at or beyond this are refused. A product of
/// two of them may still pass 2^63: users that multiply them check.
constexpr int64_t kIslRowLimit = int64_t(1) << 40;

/// acc += a * b; false (acc unspecified) where the product or the sum
/// passes 2^63.
inline bool addRowProduct(int64_t &acc, int64_t a, int64_t b) {
  int64_t p;
  return !__builtin_mul_overflow(a, b, &p) &&
         !__builtin_add_overflow(acc, p, &acc);
}

/// The constraints of `bmap` (not consumed), which has no parameters;
/// false when it has some or a value is not an integer below kIslRowLimit.
bool readIslRows(isl_basic_map *bmap, std::vector<IslRow> &rows);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_ISLROWS_H
