//===- LoopCoverage.h - A mapped nest runs each iteration once -*- C++ -*-===//
//
// Issue 14's proof that a rewrite is correct: on the IR of the gpu.launch
// that replaces a loop nest, the map from the instances of the guarded
// body (block id, thread id, fold iteration) to the values that replace the
// induction variables must be injective and onto the nest's iteration
// domain. The check reads the launch through the same interpreter as the
// access relations (KernelProgram, RelationBuilder) and decides with ISL.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_RELATIONS_LOOPCOVERAGE_H
#define WARP_ANALYSIS_RELATIONS_LOOPCOVERAGE_H

#include "Warp/Analysis/IR/LaunchMapping.h"
#include "Warp/Analysis/IR/LoopNest.h"

#include <string>

namespace mlir::warp {

/// Checks that, for the launch sizes of `mapping`, the instances of
/// `guarded` (a block inside the gpu.launch `launch`) map through `indices`
/// (values defined inside the launch, one per dimension of `nest`) onto the
/// iteration domain of `nest`, each point exactly once. Returns an empty
/// string if they do, else what fails, with an example point.
std::string checkNestCoverage(Operation *launch, Block *guarded,
                              ArrayRef<Value> indices, const LoopNest &nest,
                              const LaunchMapping &mapping);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_RELATIONS_LOOPCOVERAGE_H
