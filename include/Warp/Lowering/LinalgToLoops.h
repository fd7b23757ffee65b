//===- LinalgToLoops.h - A linalg op's loops, in a scratch module -*- C++
//-*-===//
//
// Warp reads loop nests. A linalg op on buffers becomes one through upstream
// linalg-to-parallel-loops, applied to a copy of the op in a scratch module,
// so that the payload is left as it is (the transform op reads, it does not
// rewrite).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LOWERING_LINALGTOLOOPS_H
#define WARP_LOWERING_LINALGTOLOOPS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace mlir::warp {

/// Copies into `b`'s insertion point (in `entry`) what `values` need: pure
/// ops without regions (constants, views, index arithmetic) with their
/// operands, so that a view keeps naming its buffer; other values become
/// new arguments of `entry`. `map` maps each value to its copy.
void copyDefinitions(OpBuilder &b, Block *entry, ArrayRef<Value> values,
                     IRMapping &map);

/// Appends to `module` a function named `name` whose body begins with the
/// copies of what `op`'s operands need (copyDefinitions), and leaves `b`'s
/// insertion point there; `map` maps each operand to its copy. The caller
/// ends the body with func.return.
func::FuncOp beginScratchFunction(OpBuilder &b, ModuleOp module, Operation *op,
                                  StringRef name, IRMapping &map);

/// A loop nest made in a scratch module; `nest` points into `module`.
struct ScratchNest {
  OwningOpRef<ModuleOp> module;
  Operation *nest = nullptr;
};

/// Replaces `op` by its loops (upstream linalg-to-parallel-loops; the
/// identity affine.apply it leaves folded) and returns the outermost
/// scf.parallel. Fails, with the reason in `why` and `op` unchanged, on
/// tensors, on reduction iterators and when the conversion fails.
FailureOr<scf::ParallelOp> linalgToLoopsInPlace(linalg::LinalgOp op,
                                                std::string &why);

/// The outermost scf.parallel of `op`'s loops, built from a copy of `op` in
/// a scratch module (identity affine.apply folded, as any lowering after
/// the conversion does). Fails, with the reason in `why`, on tensors, on
/// reduction iterators and when the conversion fails.
FailureOr<ScratchNest> linalgToScratchLoops(linalg::LinalgOp op,
                                            std::string &why);

} // namespace mlir::warp

#endif // WARP_LOWERING_LINALGTOLOOPS_H
