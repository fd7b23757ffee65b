//===- AtomicClass.cpp - The hardware instruction of an atomic op ---------===//

#include "Analysis/IR/AtomicClass.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace {
/// Whether ptxas can see that `v` is the same in every lane of a warp:
/// built from constants, block coordinates and sizes, kernel arguments and
/// the induction variables of loops with such bounds, by arithmetic. A
/// thread id, a loaded value or anything else is not.
bool isWarpUniform(Value v, unsigned depth = 0) {
  if (depth > 16)
    return false;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (isa_and_nonnull<gpu::GPUFuncOp>(owner) &&
        arg.getOwner()->isEntryBlock())
      return true; // a kernel argument
    if (auto launch = dyn_cast_or_null<gpu::LaunchOp>(owner)) {
      // Block ids, grid and block sizes; not thread ids.
      auto ids = launch.getThreadIds();
      return arg != ids.x && arg != ids.y && arg != ids.z;
    }
    if (auto loop = dyn_cast_or_null<scf::ForOp>(owner))
      return arg == loop.getInductionVar() &&
             isWarpUniform(loop.getLowerBound(), depth + 1) &&
             isWarpUniform(loop.getStep(), depth + 1);
    return false;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (matchPattern(v, m_Constant()))
    return true;
  if (isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp>(def))
    return true;
  if (def->getNumRegions() != 0 || !isPure(def) ||
      def->getDialect() != def->getContext()->getLoadedDialect("arith"))
    return false;
  return llvm::all_of(def->getOperands(),
                      [&](Value o) { return isWarpUniform(o, depth + 1); });
}
} // namespace

llvm::StringRef mlir::warp::sharedAtomicClass(Operation *op) {
  auto rmw = dyn_cast_or_null<memref::AtomicRMWOp>(op);
  if (!rmw)
    return "cas"; // memref.generic_atomic_rmw: a CAS loop
  switch (rmw.getKind()) {
  case arith::AtomicRMWKind::addf:
  case arith::AtomicRMWKind::mulf:
  case arith::AtomicRMWKind::muli:
  case arith::AtomicRMWKind::maximumf:
  case arith::AtomicRMWKind::minimumf:
  case arith::AtomicRMWKind::maxnumf:
  case arith::AtomicRMWKind::minnumf:
    return "cas";
  case arith::AtomicRMWKind::addi: {
    APInt one;
    if (rmw.getResult().use_empty() &&
        matchPattern(rmw.getValue(), m_ConstantInt(&one)) && one.isOne())
      return "popc_inc";
    // A warp-uniform address and an unused result: ptxas reduces the
    // lanes' values first (VOTEU.ANY, REDUX.SUM) and one lane updates the
    // word (bench/harness/sass/hist_same_bin.sass, hist_same_bin_add_smem).
    if (rmw.getResult().use_empty() &&
        llvm::all_of(rmw.getIndices(),
                     [](Value i) { return isWarpUniform(i); }))
      return "redux_add";
    return "add";
  }
  default:
    return "add";
  }
}
