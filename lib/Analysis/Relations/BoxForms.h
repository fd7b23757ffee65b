//===- BoxForms.h - Box forms of accesses from their digit forms -*- C++
//-*-===//
//
// The second way to a box form (BoxImages.h): from the access's indices and
// instance constraints written as digit forms (DigitForms.h), which the
// relation builder evaluates from the index arithmetic itself (IndexForms.cpp)
// next to the ISL relation. It reads what the ISL relation hides once ISL
// has simplified it: a block tile wider than its block (`64 * by + ty`), a
// thread id split by a division and a remainder, a loop with a step.
//
// Each index becomes one compound of its digits (block ids as block members,
// every other digit as an axis with a fixed range), so that boxImage reads
// its values with the same mixed-radix test as any compound. A constraint on
// one digit bounds that digit; a constraint on several digits must be one
// on an index (the same digits, proportional coefficients) and bounds that
// index's values. Anything else has no box form here.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONS_BOXFORMS_H
#define WARP_LIB_ANALYSIS_RELATIONS_BOXFORMS_H

#include "Analysis/Relations/BoxImages.h"
#include "Analysis/Relations/DigitForms.h"

namespace mlir::warp {

/// `form >= 0`, or `form == 0`.
struct DigitConstraint {
  DigitForm form;
  bool equality = false;
};

/// An access over digit forms. Counters 0-2 are the block ids x, y, z;
/// every other counter (thread ids, loop iterations, the elements of a
/// vector access) has a range independent of the block.
struct DigitAccess {
  SmallVector<DigitForm, 4> indices;
  SmallVector<DigitConstraint, 4> constraints;
};

/// The box form of `access` under `sizes` (constant sizes), or nullopt.
std::optional<BoxAccess> boxAccessOfDigits(DigitAccess access,
                                           const LaunchSizes &sizes);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_BOXFORMS_H
