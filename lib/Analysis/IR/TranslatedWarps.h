//===- TranslatedWarps.h - Warps of a block that are translates -*- C++ -*-===//
//
// Issue 24's warp classes: the warps of a block whose accesses run the
// same lanes and iterations, every address moved by a fixed amount, are
// simulated once (BlockClasses.h finds them from the relations). This is
// the static half of that proof, once per kernel: nothing but the memory
// accesses can tell two such warps apart. A value computed from a thread
// id (gpu.thread_id, gpu.global_id, gpu.subgroup_id, a gpu.launch thread
// argument) may reach anything, except:
//
//  * a branch (scf.if, affine.if) or the bounds of a loop (scf.for,
//    affine.for, scf.parallel, scf.forall) whose body holds no access of
//    its own, at its top level: an access there runs under the branch or
//    in the loop's iterations, so its instance set (which the relations
//    hold exactly) tells which lanes take the branch, in which iterations;
//  * an scf.while (its iterations are not in the relations).
//
// A kernel with a block-wide collective (gpu.all_reduce, whose first warp
// also reduces the others' partial results) has none.
//
// Everything else a thread id reaches is either an address (in the
// relations: the dynamic half compares them) or data, which the simulator
// does not cost by value.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_TRANSLATEDWARPS_H
#define WARP_LIB_ANALYSIS_IR_TRANSLATEDWARPS_H

#include <string>

namespace mlir::warp {

class KernelProgram;

/// True if the warps of a block can differ only in what their accesses'
/// relations say; otherwise false, with the first reason in `why`.
bool warpsDifferOnlyByAccesses(const KernelProgram &program,
                               std::string *why = nullptr);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_TRANSLATEDWARPS_H
