//===- TranslatedIterations.cpp - Loops whose iterations are translates ---===//
//
// See TranslatedIterations.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/TranslatedIterations.h"

#include "Analysis/IR/KernelProgram.h"
#include "Analysis/IR/SlotTaint.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

/// Whether an affine expression over operands `tainted` (by position: dims
/// first, then symbols) is linear in them: no product of two tainted terms
/// and no tainted term under a division or a modulo. Sets `depends` if it
/// reads one.
bool linearIn(AffineExpr e, unsigned numDims,
              const llvm::SmallBitVector &tainted, bool &depends) {
  depends = false;
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    depends = tainted.test(d.getPosition());
    return true;
  }
  if (auto s = dyn_cast<AffineSymbolExpr>(e)) {
    depends = tainted.test(numDims + s.getPosition());
    return true;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return true; // A constant.
  bool l, r;
  if (!linearIn(bin.getLHS(), numDims, tainted, l) ||
      !linearIn(bin.getRHS(), numDims, tainted, r))
    return false;
  depends = l || r;
  switch (bin.getKind()) {
  case AffineExprKind::Add:
    return true;
  case AffineExprKind::Mul:
    return !(l && r);
  default: // floordiv, ceildiv, mod
    return !depends;
  }
}

/// The walk of the values that change with the loop's induction variable.
class TaintWalk : SlotTaint {
public:
  TaintWalk(const KernelProgram &program, std::string *why)
      : SlotTaint(program, why) {}

  /// Marks `s` and what it reaches; false at the first use that breaks
  /// the translation.
  bool reach(Slot s) {
    SmallVector<Slot, 8> work;
    taint(s, work);
    return propagate(
        work, [&](const ProgramUse &use, Slot, SmallVectorImpl<Slot> &w) {
          return followUse(use, w);
        });
  }

private:
  bool taintedAt(const ProgramInstr &in, unsigned k) const {
    return tainted.count(in.operands[k]);
  }
  bool followUse(const ProgramUse &use, SmallVectorImpl<Slot> &work);
  bool followIndex(const ProgramInstr &in, SmallVectorImpl<Slot> &work);
  bool followAccess(const ProgramInstr &in);
  bool followView(const ProgramInstr &in, Slot s);
  bool followYield(const ProgramInstr &in, unsigned operand,
                   SmallVectorImpl<Slot> &work);
};

bool TaintWalk::followIndex(const ProgramInstr &in,
                            SmallVectorImpl<Slot> &work) {
  switch (in.index.code) {
  case IndexOpcode::AddI:
  case IndexOpcode::SubI:
  case IndexOpcode::Cast:
    break;
  case IndexOpcode::MulI:
    if (taintedAt(in, 0) && taintedAt(in, 1))
      return fail(in, "a product of two values that change with the loop");
    break;
  case IndexOpcode::AffineApply: {
    llvm::SmallBitVector t(in.operands.size());
    for (unsigned k = 0; k < in.operands.size(); ++k)
      t[k] = taintedAt(in, k);
    bool depends;
    if (!linearIn(in.index.map.getResult(0), in.index.map.getNumDims(), t,
                  depends))
      return fail(in, "an affine map not linear in the loop's variable");
    break;
  }
  default:
    return fail(in, "the loop's variable reaches a comparison, a division, "
                    "a minimum or a bit operation");
  }
  for (Slot r : in.results)
    taint(r, work);
  return true;
}

bool TaintWalk::followAccess(const ProgramInstr &in) {
  const ProgramAccess &a = program.accessAt(in.access);
  if (!a.affineMap)
    return true; // Indices scale by the view's strides: linear.
  llvm::SmallBitVector t(a.indices.size());
  for (auto [k, s] : llvm::enumerate(a.indices))
    t[k] = tainted.count(s);
  for (AffineExpr e : a.affineMap->getResults()) {
    bool depends;
    if (!linearIn(e, a.affineMap->getNumDims(), t, depends))
      return fail(in, "an access map not linear in the loop's variable");
  }
  return true;
}

/// A view made from a value that changes with the loop: its offsets may,
/// its strides may not (the simulator reads views through
/// ProgramMemRef; a view no access reads does not matter).
bool TaintWalk::followView(const ProgramInstr &in, Slot s) {
  for (Slot r : in.results) {
    const ProgramMemRef *m = program.findMemRef(r);
    if (!m)
      continue;
    for (const ProgramOperand &st : m->strides)
      if (!st.isConstant && st.slot == s)
        return fail(in, "a view stride that changes with the loop");
  }
  return true;
}

/// A terminator's operand: an scf.if's yield makes its result change with
/// the loop; any other region's yield carries it round another loop.
bool TaintWalk::followYield(const ProgramInstr &in, unsigned operand,
                            SmallVectorImpl<Slot> &work) {
  int32_t owner = program.block(in.block).owner;
  if (owner < 0)
    return fail(in, "a value that changes with the loop leaves the kernel");
  const ProgramInstr &parent = program.instr(owner);
  if (parent.kind != ProgramInstr::Kind::If)
    return fail(in, "a value that changes with the loop is carried by "
                    "another loop");
  if (operand < parent.results.size())
    taint(parent.results[operand], work);
  return true;
}

bool TaintWalk::followUse(const ProgramUse &use, SmallVectorImpl<Slot> &work) {
  const ProgramInstr &in = program.instr(use.instr);
  if (in.collective)
    return fail(in, "the loop's variable reaches a warp collective");
  switch (in.kind) {
  case ProgramInstr::Kind::Index:
    return followIndex(in, work);
  case ProgramInstr::Kind::Access:
    return followAccess(in);
  case ProgramInstr::Kind::Opaque:
    // Its results are unknown to the simulator in every iteration alike.
    return followView(in, in.operands[use.operand]);
  case ProgramInstr::Kind::Terminator:
    return followYield(in, use.operand, work);
  case ProgramInstr::Kind::Constant:
    return true;
  case ProgramInstr::Kind::If:
  case ProgramInstr::Kind::AffineIf:
    return fail(in, "a branch on the loop's variable");
  case ProgramInstr::Kind::For:
  case ProgramInstr::Kind::AffineFor:
  case ProgramInstr::Kind::Parallel:
  case ProgramInstr::Kind::Forall:
  case ProgramInstr::Kind::While:
    return fail(in, "an inner loop whose bounds change with the loop");
  }
  return fail(in, "an unknown instruction");
}

} // namespace

bool mlir::warp::iterationsAreTranslates(const KernelProgram &program,
                                         uint32_t loop, std::string *why) {
  const ProgramInstr &in = program.instr(loop);
  if (in.kind != ProgramInstr::Kind::For &&
      in.kind != ProgramInstr::Kind::AffineFor) {
    if (why)
      *why = "not a counted loop";
    return false;
  }
  for (Slot arg : in.iterArgs)
    if (program.value(arg).intOrIndex) {
      if (why)
        *why = "an integer iteration argument";
      return false;
    }
  TaintWalk walk(program, why);
  return walk.reach(in.iv);
}
