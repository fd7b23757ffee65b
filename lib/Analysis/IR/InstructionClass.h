//===- InstructionClass.h - What an op issues, for its cost ------*- C++ -*-===//
//
// The kernel program's vocabulary for the instructions an op becomes: its
// class (for the instruction mix and the latency of a warp, which the
// simulation layer costs), the steps of a warp-collective op's expansion,
// and the slot numbering of the program's values. Defined here, in the IR
// layer, because the program is built from them; the simulation reads them.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_INSTRUCTIONCLASS_H
#define WARP_LIB_ANALYSIS_IR_INSTRUCTIONCLASS_H

#include <cstdint>

namespace mlir::warp {

/// What an instruction is, for its latency and the instruction mix.
enum class InstructionClass {
  none, ///< Not an instruction (constants, ids, structured control flow).
  fp32,
  fp64,
  sfu,
  integer,
  globalLoad,
  globalStore,
  sharedLoad,
  sharedStore,
  sharedAtomic,
  globalAtomic,
  barrier,
  shuffle, ///< A warp shuffle (SHFL): lanes exchange registers.
  mma,     ///< A warp matrix multiply-accumulate on the tensor cores.
  other,
};

/// One step of a chain of instructions (WarpCriticalPath::issueChain):
/// `count` instructions of class `cls`, independent of each other, that
/// wait for the previous step's results.
struct ChainStep {
  InstructionClass cls = InstructionClass::none;
  unsigned count = 1;
};

/// A value of the compiled kernel (KernelProgram.h): an index into its slots.
using Slot = uint32_t;

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_INSTRUCTIONCLASS_H
