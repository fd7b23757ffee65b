//===- InstructionClass.h - What an op issues, for its cost ------*- C++
//-*-===//
//
// The kernel program's vocabulary for the instructions an op becomes: its
// class (for the instruction mix and the latency of a warp, which the
// simulation layer costs), the steps of a warp-collective op's expansion,
// and the slot numbering of the program's values. Defined here, in the IR
// layer, because the program is built from them; the simulation reads them.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_INSTRUCTIONCLASS_H
#define WARP_ANALYSIS_IR_INSTRUCTIONCLASS_H

#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <optional>

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

/// The groups of the instruction mix (the report's instruction profile);
/// every InstructionClass but `none` counts in one.
enum class InstructionGroup : uint8_t {
  fp32,
  fp64,
  sfu,
  integer,
  globalMemory,
  sharedMemory,
  atomics,
  barriers,
  shuffles,
  mma,
  other,
};
constexpr unsigned kNumInstructionGroups =
    static_cast<unsigned>(InstructionGroup::other) + 1;

/// The group `cls` counts in (nullopt for `none`).
std::optional<InstructionGroup> groupOf(InstructionClass cls);

/// "fp32", "fp64", "sfu", "integer", "global_memory", "shared_memory",
/// "atomics", "barriers", "shuffles", "mma" or "other".
llvm::StringRef instructionGroupName(InstructionGroup g);

/// Warp instructions by group (an instruction counts once however many of
/// its lanes are active).
struct InstructionMix {
  std::array<double, kNumInstructionGroups> warpInstructions{};

  double &operator[](InstructionGroup g) {
    return warpInstructions[static_cast<unsigned>(g)];
  }
  double operator[](InstructionGroup g) const {
    return warpInstructions[static_cast<unsigned>(g)];
  }
  double total() const {
    double t = 0;
    for (double n : warpInstructions)
      t += n;
    return t;
  }
  void add(const InstructionMix &o, double weight) {
    for (unsigned g = 0; g < kNumInstructionGroups; ++g)
      warpInstructions[g] += o.warpInstructions[g] * weight;
  }
};

/// Every group, in order.
constexpr std::array<InstructionGroup, kNumInstructionGroups>
allInstructionGroups() {
  return {InstructionGroup::fp32,         InstructionGroup::fp64,
          InstructionGroup::sfu,          InstructionGroup::integer,
          InstructionGroup::globalMemory, InstructionGroup::sharedMemory,
          InstructionGroup::atomics,      InstructionGroup::barriers,
          InstructionGroup::shuffles,     InstructionGroup::mma,
          InstructionGroup::other};
}

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

#endif // WARP_ANALYSIS_IR_INSTRUCTIONCLASS_H
