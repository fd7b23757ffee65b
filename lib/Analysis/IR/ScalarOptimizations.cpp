//===- ScalarOptimizations.cpp - What the backend removes before it runs --===//
//
// The kernels Warp costs run after LLVM's scalar optimizations (the NVPTX
// pipeline at -O3: EarlyCSE and GVN, LICM; ptxas repeats both) and ptxas.
// Two of them change how many instructions a warp issues and are applied
// to the kernel program once, before anything is simulated:
//
//  * Common subexpression elimination: a pure op equivalent to one that
//    dominates it (the same name, attributes, operand values and result
//    types; `OperationEquivalence`, as upstream's CSE pass compares ops)
//    computes nothing; its results are the other op's. A contraction body
//    cloned per accumulator converts each f16 element TM x TN times in the
//    IR (`arith.extf` of the same loaded value in every clone); the SASS
//    converts it once: the innermost loop of the 16x256x32 thread 4x4
//    tiling of m16_n14336_k4096_f16 is 199 instructions for four K steps
//    (bench/contractions/sass/survey.csv), 4 x (32 FMUL/FADD + 8 F2F + 8
//    LDS) + 7, where one conversion per product would give 4 x 72 + 7.
//  * Loop-invariant code motion: a pure, speculatable op in a loop body
//    whose operands are all defined outside the loop runs once before the
//    loop (llvm/lib/Transforms/Scalar/LICM.cpp; upstream's
//    moveLoopInvariantCode applies the same test). The shared-memory
//    addresses of a SIMT tiling's K step, `tx + 16 j`, do not change with
//    the step and leave the loop: the 128x128x16 thread 8x8 tiling of
//    m4096_n4096_k4096_f32 has one integer multiply-add in its K-step loop
//    of 150 SASS instructions (survey.csv), where the IR recomputes 16
//    addresses every step. A load moves too when nothing in the loop may
//    write memory or synchronise (LICM's alias test, with no store to
//    alias): the random tuning kernel rk041_map reads in0[x + 1] in each of
//    12 iterations of a loop of loads, and Nsight Compute counts 2,196,096
//    load requests for it on the H100 where one load per iteration would
//    make 3,467,520 (bench/random/sets/s2725360607, launch 184); hoisted,
//    Warp counts 2,196,096.
//
// Both keep the program's meaning: a slot still holds the same value in
// every lane. Only ops with scalar integer, index or float results take
// part (no views, collectives or regions; accesses only as hoisted loads),
// and a multiply fused into its add (isFusedMultiply) stays where it is:
// the backend fuses every such pair, so the pair's cost does not depend on
// either pass.
// Loops: scf.for and affine.for, except those of at most one iteration.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/KernelProgram.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

#define DEBUG_TYPE "warp-kernel-program"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

/// An op either pass may move or remove: pure, no regions, scalar results.
bool isScalarPureOp(Operation *op) {
  if (op->getNumRegions() != 0 || op->getNumResults() == 0 ||
      op->hasTrait<OpTrait::IsTerminator>() || isFusedMultiply(op) ||
      !isMemoryEffectFree(op) || isMemoryResultOp(op) ||
      describeMemoryAccess(op) || describeWarpCollective(op))
    return false;
  return llvm::all_of(op->getResultTypes(),
                      [](Type t) { return t.isIntOrIndexOrFloat(); });
}

/// True if `in` may write memory or synchronise the block: a store or an
/// atomic, a barrier, a collective, or an op with memory effects other than
/// reads (structured control flow is judged by its contents).
bool mayWriteMemory(const ProgramInstr &in,
                    const std::vector<ProgramAccess> &accesses) {
  if (in.kind == ProgramInstr::Kind::Access)
    return accesses[in.access].kind != AccessKind::read;
  if (in.cls == InstructionClass::barrier || in.collective)
    return true;
  if (!in.regions.empty() || in.kind == ProgramInstr::Kind::Terminator)
    return false;
  if (isMemoryEffectFree(in.op))
    return false;
  auto iface = dyn_cast<MemoryEffectOpInterface>(in.op);
  if (!iface)
    return true; // unknown effects
  SmallVector<MemoryEffects::EffectInstance, 2> effects;
  iface.getEffects(effects);
  return llvm::any_of(effects, [](const MemoryEffects::EffectInstance &e) {
    return !isa<MemoryEffects::Read>(e.getEffect());
  });
}

} // namespace

bool KernelProgram::blockWithin(int32_t inner, int32_t outer) const {
  for (int32_t b = inner; b >= 0;) {
    if (b == outer)
      return true;
    int32_t owner = blocks[b].owner;
    if (owner < 0)
      return false;
    b = instrs[owner].block;
  }
  return false;
}

bool KernelProgram::eliminateIfRedundant(Operation *op, int32_t block) {
  if (!isScalarPureOp(op) || isa<arith::ConstantOp>(op))
    return false;
  auto slotHash = [&](Value v) { return llvm::hash_value(slotOf(v)); };
  unsigned hash = OperationEquivalence::computeHash(
      op, slotHash, OperationEquivalence::ignoreHashValue,
      OperationEquivalence::IgnoreLocations);
  SmallVector<uint32_t, 2> &same = pureOps[hash];
  for (uint32_t i : same) {
    const ProgramInstr &other = instrs[i];
    // It dominates `op`: compiled before it, in its block or around it.
    if (!blockWithin(block, other.block))
      continue;
    bool equivalent = OperationEquivalence::isEquivalentTo(
        op, other.op,
        [&](Value a, Value b) { return success(slotOf(a) == slotOf(b)); },
        nullptr, OperationEquivalence::IgnoreLocations);
    if (!equivalent)
      continue;
    for (auto [mine, theirs] : llvm::zip(op->getResults(), other.results))
      slots[mine] = theirs;
    LLVM_DEBUG(llvm::dbgs()
               << "cse: " << op->getName() << " is " << other.where << "\n");
    return true;
  }
  same.push_back(static_cast<uint32_t>(instrs.size() - 1));
  return false;
}

void KernelProgram::hoistLoopInvariants() {
  unsigned hoisted = 0;
  // Post-order: a loop's inner loops first, so that what leaves them can
  // leave it too.
  for (uint32_t loop : post) {
    ProgramInstr &l = instrs[loop];
    if ((l.kind != ProgramInstr::Kind::For &&
         l.kind != ProgramInstr::Kind::AffineFor) ||
        l.thenBlock() < 0)
      continue;
    // A loop of one iteration (or none) saves nothing: LLVM deletes it and
    // its body joins the code around it, where it is scheduled as it is.
    if (l.constantTrips >= 0 && l.constantTrips <= 1)
      continue;
    int32_t body = l.thenBlock();
    // The slots the loop defines: its induction variable, its iteration
    // arguments, and every result inside it.
    llvm::DenseSet<Slot> inside;
    inside.insert(l.iv);
    inside.insert(l.iterArgs.begin(), l.iterArgs.end());
    // Whether anything in the loop may write memory or synchronise: then
    // no load leaves it.
    bool writes = false;
    SmallVector<int32_t, 8> work = {body};
    while (!work.empty())
      for (uint32_t i : blocks[work.pop_back_val()].instrs) {
        const ProgramInstr &in = instrs[i];
        writes |= mayWriteMemory(in, accesses);
        inside.insert(in.results.begin(), in.results.end());
        inside.insert(in.iterArgs.begin(), in.iterArgs.end());
        inside.insert(in.afterArgs.begin(), in.afterArgs.end());
        inside.insert(in.ivs.begin(), in.ivs.end());
        if (in.kind == ProgramInstr::Kind::For ||
            in.kind == ProgramInstr::Kind::AffineFor)
          inside.insert(in.iv);
        for (const auto &region : in.regions)
          work.append(region.begin(), region.end());
      }
    SmallVector<uint32_t, 8> stay, leave;
    for (uint32_t i : blocks[body].instrs) {
      ProgramInstr &in = instrs[i];
      bool pure = (in.kind == ProgramInstr::Kind::Index ||
                   in.kind == ProgramInstr::Kind::Opaque ||
                   in.kind == ProgramInstr::Kind::Constant) &&
                  isScalarPureOp(in.op) && isSpeculatable(in.op);
      // A load at the top level of the body runs whenever an iteration
      // does; with nothing in the loop writing memory, it reads the same
      // value every time (LICM hoists it into the preheader, which after
      // loop rotation runs only when the loop does).
      // Only from a loop that surely runs (a constant trip count, at least
      // 2 here): the preheader of one that may not is guarded.
      bool load = !writes && l.constantTrips >= 2 &&
                  in.kind == ProgramInstr::Kind::Access &&
                  accesses[in.access].kind == AccessKind::read;
      bool invariant =
          !in.eliminated && in.regions.empty() && (pure || load) &&
          llvm::none_of(in.operands, [&](Slot s) { return inside.count(s); });
      if (!invariant) {
        stay.push_back(i);
        continue;
      }
      for (Slot r : in.results)
        inside.erase(r);
      in.block = l.block;
      leave.push_back(i);
      LLVM_DEBUG(llvm::dbgs()
                 << "licm: " << in.where << " leaves " << l.where << "\n");
    }
    if (leave.empty())
      continue;
    hoisted += leave.size();
    blocks[body].instrs.assign(stay.begin(), stay.end());
    SmallVector<uint32_t, 8> &parent = blocks[l.block].instrs;
    auto at = llvm::find(parent, loop);
    parent.insert(at, leave.begin(), leave.end());
  }
  LLVM_DEBUG(llvm::dbgs() << "licm: " << hoisted << " ops hoisted\n");
}
