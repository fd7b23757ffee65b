//===- TranslatedWarps.cpp - Warps of a block that are translates ---------===//
//
// See TranslatedWarps.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/TranslatedWarps.h"

#include "Analysis/IR/KernelProgram.h"
#include "Analysis/IR/SlotTaint.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

bool isThreadCoordinate(const KernelProgram &program, Slot s) {
  const ProgramValue &v = program.value(s);
  if (v.kind == ProgramValue::Kind::LaunchThreadId)
    return true;
  if (v.kind != ProgramValue::Kind::OpResult || v.def < 0)
    return false;
  const ProgramInstr &in = program.instr(v.def);
  if (in.kind != ProgramInstr::Kind::Index || in.eliminated)
    return false;
  switch (in.index.code) {
  case IndexOpcode::ThreadId:
  case IndexOpcode::GlobalId:
  case IndexOpcode::SubgroupId:
    return true;
  default:
    return false;
  }
}

/// True if program block `b` holds an access at its top level.
bool holdsAccess(const KernelProgram &program, int32_t b) {
  if (b < 0)
    return false;
  for (uint32_t i : program.block(b).instrs)
    if (program.instr(i).kind == ProgramInstr::Kind::Access &&
        !program.instr(i).eliminated)
      return true;
  return false;
}

class ThreadTaint : SlotTaint {
public:
  ThreadTaint(const KernelProgram &program, std::string *why)
      : SlotTaint(program, why) {}

  bool run() {
    SmallVector<Slot, 16> work;
    for (Slot s = 0; s < program.numSlots(); ++s)
      if (isThreadCoordinate(program, s))
        taint(s, work);
    return propagate(
        work, [&](const ProgramUse &use, Slot v, SmallVectorImpl<Slot> &w) {
          return follow(use, v, w);
        });
  }

private:
  void taintAll(ArrayRef<Slot> slots, SmallVectorImpl<Slot> &work) {
    for (Slot s : slots)
      taint(s, work);
  }
  /// A branch or loop bound that a thread id reaches.
  bool control(const ProgramInstr &in) {
    for (const auto &region : in.regions)
      if (!region.empty() && holdsAccess(program, region.front()))
        return true;
    return fail(in, "a branch or loop bound on a thread id over no access");
  }
  bool follow(const ProgramUse &use, Slot v, SmallVectorImpl<Slot> &work);
};

bool ThreadTaint::follow(const ProgramUse &use, Slot v,
                         SmallVectorImpl<Slot> &work) {
  const ProgramInstr &in = program.instr(use.instr);
  switch (in.kind) {
  case ProgramInstr::Kind::Index:
  case ProgramInstr::Kind::Opaque:
  case ProgramInstr::Kind::Access:
  case ProgramInstr::Kind::Constant:
    // Addresses are in the relations; other results are data (a value the
    // simulator cannot read is unknown in every warp alike, and a shuffled
    // index is an index).
    taintAll(in.results, work);
    return true;
  case ProgramInstr::Kind::Terminator: {
    int32_t owner = program.block(in.block).owner;
    if (owner < 0)
      return true;
    const ProgramInstr &parent = program.instr(owner);
    if (parent.kind == ProgramInstr::Kind::While)
      return fail(parent, "a thread id reaches an scf.while");
    // A yielded value: the parent's results and, round a loop, its
    // iteration arguments.
    taintAll(parent.results, work);
    taintAll(parent.iterArgs, work);
    return true;
  }
  case ProgramInstr::Kind::For:
    // An initial value of an iteration argument is data round the loop; a
    // bound or the step is control. One value may be both.
    if (llvm::is_contained(in.inits, v)) {
      taintAll(in.iterArgs, work);
      taintAll(in.results, work);
    }
    if (v == in.lb || v == in.ub || v == in.step)
      return control(in);
    return true;
  case ProgramInstr::Kind::If:
  case ProgramInstr::Kind::AffineIf:
  case ProgramInstr::Kind::AffineFor:
  case ProgramInstr::Kind::Parallel:
  case ProgramInstr::Kind::Forall:
    taintAll(in.results, work);
    return control(in);
  case ProgramInstr::Kind::While:
    return fail(in, "a thread id reaches an scf.while");
  }
  return fail(in, "an unknown instruction");
}

} // namespace

bool mlir::warp::warpsDifferOnlyByAccesses(const KernelProgram &program,
                                           std::string *why) {
  for (uint32_t i = 0; i < program.numInstrs(); ++i) {
    const ProgramInstr &in = program.instr(i);
    // Its trip count is not in the relations, whatever it reads.
    if (in.kind == ProgramInstr::Kind::While) {
      if (why)
        *why = "an scf.while (" + in.where + ")";
      return false;
    }
    // The block's first warp reduces the others' partial results.
    if (in.collective && !in.collective->firstWarpChain.empty()) {
      if (why)
        *why = "a block-wide collective (" + in.where + ")";
      return false;
    }
  }
  ThreadTaint walk(program, why);
  return walk.run();
}
