//===- SlotTaint.h - The slots a value reaches ------------------*- C++ -*-===//
//
// What the translation proofs share (TranslatedIterations.h: a loop's
// iterations; TranslatedWarps.h: the warps of a block): a walk from some
// slots over their uses, marking what each use makes of them, that stops at
// the first use that breaks the proof and says why.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_SLOTTAINT_H
#define WARP_LIB_ANALYSIS_IR_SLOTTAINT_H

#include "Analysis/IR/KernelProgram.h"

#include "llvm/ADT/DenseSet.h"

#include <string>

namespace mlir::warp {

class SlotTaint {
protected:
  SlotTaint(const KernelProgram &program, std::string *why)
      : program(program), why(why) {}

  /// Records `what` at `in` as the reason (the first one only); false.
  bool fail(const ProgramInstr &in, const char *what) {
    if (why && why->empty())
      *why = std::string(what) + " (" + in.where + ")";
    return false;
  }
  void taint(Slot s, SmallVectorImpl<Slot> &work) {
    if (tainted.insert(s).second)
      work.push_back(s);
  }
  /// Follows every use of the slots in `work` (and of those `follow`
  /// taints) with `follow(use, slot, work)`; false at its first false.
  template <typename Follow>
  bool propagate(SmallVectorImpl<Slot> &work, Follow follow) {
    while (!work.empty()) {
      Slot v = work.pop_back_val();
      for (const ProgramUse &use : program.uses(v))
        if (!follow(use, v, work))
          return false;
    }
    return true;
  }

  const KernelProgram &program;
  std::string *why;
  llvm::DenseSet<Slot> tainted;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_SLOTTAINT_H
