//===- AtomicClass.cpp - The hardware instruction of an atomic op ---------===//
//
// See AtomicClass.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/AtomicClass.h"

#include "Analysis/IR/KernelProgram.h"

using namespace mlir;
using namespace mlir::warp;

namespace {
/// Whether ptxas can see that slot `s` is the same in every lane of a warp:
/// built from constants, block coordinates and sizes, kernel arguments,
/// values from outside the kernel (kernel parameters once outlined) and the
/// induction variables of scf.for loops with such lower bounds and steps,
/// by integer arithmetic. A thread id, a loaded value or anything else is
/// not.
bool isWarpUniform(const KernelProgram &program, Slot s, unsigned depth = 0) {
  if (depth > 16)
    return false;
  const ProgramValue &v = program.value(s);
  if (v.isConstant)
    return true;
  switch (v.kind) {
  case ProgramValue::Kind::KernelArg:
  case ProgramValue::Kind::LaunchBlockId:
  case ProgramValue::Kind::LaunchGridSize:
  case ProgramValue::Kind::LaunchBlockSize:
  case ProgramValue::Kind::OutsideArg:
  case ProgramValue::Kind::OutsideResult:
    return true;
  case ProgramValue::Kind::LaunchThreadId:
  case ProgramValue::Kind::OtherBlockArg:
    return false;
  case ProgramValue::Kind::LoopIV: {
    const ProgramInstr &loop = program.instr(v.def);
    return loop.kind == ProgramInstr::Kind::For &&
           isWarpUniform(program, loop.lb, depth + 1) &&
           isWarpUniform(program, loop.step, depth + 1);
  }
  case ProgramValue::Kind::OpResult:
    break;
  }
  const ProgramInstr &def = program.instr(v.def);
  if (def.kind == ProgramInstr::Kind::Constant)
    return true;
  if (def.kind != ProgramInstr::Kind::Index)
    return false;
  switch (def.index.code) {
  case IndexOpcode::BlockId:
  case IndexOpcode::BlockDim:
  case IndexOpcode::GridDim:
    return true;
  case IndexOpcode::ThreadId:
  case IndexOpcode::GlobalId:
  case IndexOpcode::LaneId:
  case IndexOpcode::SubgroupId:
  case IndexOpcode::SubgroupSize:
  case IndexOpcode::AffineApply:
  case IndexOpcode::AffineMin:
  case IndexOpcode::AffineMax:
  case IndexOpcode::MemRefDim:
    return false;
  case IndexOpcode::AddI:
  case IndexOpcode::SubI:
  case IndexOpcode::MulI:
  case IndexOpcode::DivSI:
  case IndexOpcode::DivUI:
  case IndexOpcode::RemSI:
  case IndexOpcode::RemUI:
  case IndexOpcode::FloorDivSI:
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI:
  case IndexOpcode::MinSI:
  case IndexOpcode::MinUI:
  case IndexOpcode::MaxSI:
  case IndexOpcode::MaxUI:
  case IndexOpcode::AndI:
  case IndexOpcode::OrI:
  case IndexOpcode::XOrI:
  case IndexOpcode::ShLI:
  case IndexOpcode::ShRSI:
  case IndexOpcode::ShRUI:
  case IndexOpcode::Cast:
  case IndexOpcode::CmpI:
  case IndexOpcode::Select:
    break;
  }
  return llvm::all_of(def.operands, [&](Slot o) {
    return isWarpUniform(program, o, depth + 1);
  });
}
} // namespace

bool mlir::warp::isGlobalCasLoop(std::optional<arith::AtomicRMWKind> kind) {
  if (!kind)
    return true;
  switch (*kind) {
  case arith::AtomicRMWKind::maximumf:
  case arith::AtomicRMWKind::minimumf:
  case arith::AtomicRMWKind::maxnumf:
  case arith::AtomicRMWKind::minnumf:
  case arith::AtomicRMWKind::mulf:
  case arith::AtomicRMWKind::muli:
    return true;
  default:
    return false;
  }
}

AtomicInstruction mlir::warp::classifyAtomic(const KernelProgram &program,
                                             const ProgramAccess &access) {
  if (!access.rmwKind)
    return AtomicInstruction::cas; // memref.generic_atomic_rmw: a CAS loop
  const ProgramInstr &in = program.instr(access.instr);
  switch (*access.rmwKind) {
  case arith::AtomicRMWKind::addf:
  case arith::AtomicRMWKind::mulf:
  case arith::AtomicRMWKind::muli:
  case arith::AtomicRMWKind::maximumf:
  case arith::AtomicRMWKind::minimumf:
  case arith::AtomicRMWKind::maxnumf:
  case arith::AtomicRMWKind::minnumf:
    return AtomicInstruction::cas;
  case arith::AtomicRMWKind::addi: {
    bool resultUnused = llvm::all_of(
        in.results, [&](Slot r) { return program.uses(r).empty(); });
    if (!resultUnused || in.operands.empty())
      return AtomicInstruction::add;
    // memref.atomic_rmw's first operand is the value added.
    const ProgramValue &value = program.value(in.operands[0]);
    if (value.isConstant && value.constant == 1)
      return AtomicInstruction::popc_inc;
    // A warp-uniform address and an unused result: ptxas reduces the
    // lanes' values first (VOTEU.ANY, REDUX.SUM) and one lane updates the
    // word (bench/harness/sass/hist_same_bin.sass, hist_same_bin_add_smem).
    if (llvm::all_of(access.indices,
                     [&](Slot i) { return isWarpUniform(program, i); }))
      return AtomicInstruction::redux_add;
    return AtomicInstruction::add;
  }
  default:
    return AtomicInstruction::add;
  }
}
