//===- WarpDialect.h - The warp dialect -------------------------*- C++ -*-===//
//
// The `warp` dialect: attributes that carry Warp's analysis results.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_DIALECT_WARPDIALECT_H
#define WARP_DIALECT_WARPDIALECT_H

#include "mlir/IR/Dialect.h"

#include "Warp/Dialect/WarpDialect.h.inc"

#endif // WARP_DIALECT_WARPDIALECT_H
