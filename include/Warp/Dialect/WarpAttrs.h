//===- WarpAttrs.h - Attributes of the warp dialect -------------*- C++ -*-===//

#ifndef WARP_DIALECT_WARPATTRS_H
#define WARP_DIALECT_WARPATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "Warp/Dialect/WarpEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "Warp/Dialect/WarpAttrs.h.inc"

#endif // WARP_DIALECT_WARPATTRS_H
