//===- TranslatedIterations.h - Loops whose iterations are translates -*- C++
//-*-===//
//
// Issue 24's steady state: a counted loop can be costed from a few of its
// iterations when each iteration does what the one before it did, every
// address moved by a fixed amount. This is the static half of that proof:
// the loop's induction variable reaches nothing but addresses, and those
// only through additions and multiplications by values that do not change
// with it (affine in the induction variable, per lane). Then the control
// flow, the masks and the instruction counts of every iteration are the
// same, and lane l's address of an access in iteration k is a_l + k * c_l.
// The simulator (WarpSimulator.cpp) checks the other half as it runs: that
// c_l is the same for every lane of an access.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_TRANSLATEDITERATIONS_H
#define WARP_LIB_ANALYSIS_IR_TRANSLATEDITERATIONS_H

#include <cstdint>
#include <string>

namespace mlir::warp {

class KernelProgram;

/// True if instruction `loop` (an scf.for or affine.for) has iterations
/// that are translates of each other: its induction variable flows only
/// into index additions, multiplications by values independent of it,
/// casts, affine maps linear in it, view offsets and access indices; it
/// has no integer iteration arguments. Otherwise false, with the first
/// reason in `why` (for LLVM_DEBUG).
bool iterationsAreTranslates(const KernelProgram &program, uint32_t loop,
                             std::string *why = nullptr);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_TRANSLATEDITERATIONS_H
