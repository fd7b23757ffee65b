//===- LoopBuilder.h - scf.for bodies built with the caller's builder -----===//
//
// The kernel builders of this layer (ContractionKernel, ReductionKernel)
// keep one OpBuilder and build a loop's body with it: `forLoop` points that
// builder into the body for the duration of `body` and yields what `body`
// returns.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_LOWERING_LOOPBUILDER_H
#define WARP_LIB_LOWERING_LOOPBUILDER_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace mlir::warp {

/// scf.for from `lb` to `ub` by `step` carrying `iters`; `body(iv, iters)`
/// builds with `b` inside the loop and returns the values to yield.
inline scf::ForOp
forLoop(OpBuilder &b, Location loc, Value lb, Value ub, Value step,
        ValueRange iters,
        function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  return scf::ForOp::create(
      b, loc, lb, ub, step, iters,
      [&](OpBuilder &nb, Location, Value iv, ValueRange carried) {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        scf::YieldOp::create(b, loc, body(iv, carried));
      });
}

} // namespace mlir::warp

#endif // WARP_LIB_LOWERING_LOOPBUILDER_H
