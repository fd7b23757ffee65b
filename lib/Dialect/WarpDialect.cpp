//===- WarpDialect.cpp - The warp dialect ---------------------------------===//

#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Dialect/WarpAttrs.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::warp;

#include "Warp/Dialect/WarpDialect.cpp.inc"

void WarpDialect::initialize() { registerAttributes(); }

LogicalResult WarpDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  if (attr.getName() != kExpectedConflicts)
    return success();
  auto value = dyn_cast<IntegerAttr>(attr.getValue());
  if (!value)
    return op->emitError() << "'" << kExpectedConflicts
                           << "' must be an integer attribute";
  int64_t n = value.getValue().getSExtValue();
  if (n < 1 || n > 32)
    return op->emitError() << "'" << kExpectedConflicts << "' is " << n
                           << "; it must be from 1 (every lane on an address "
                              "of its own) to 32 (the whole warp on one)";
  if (!isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op))
    return op->emitError() << "'" << kExpectedConflicts
                           << "' applies to memref.atomic_rmw and "
                              "memref.generic_atomic_rmw, not to '"
                           << op->getName() << "'";
  return success();
}
