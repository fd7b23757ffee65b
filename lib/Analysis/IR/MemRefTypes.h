//===- MemRefTypes.h - Element sizes and memory spaces ----------*- C++ -*-===//
//
// What the analyses need to know about a memref type: how many bytes one
// element takes and which memory space (global, shared, local) it lives in.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_IR_MEMREFTYPES_H
#define WARP_LIB_ANALYSIS_IR_MEMREFTYPES_H

#include "Warp/Dialect/WarpAttrs.h"

#include "mlir/IR/BuiltinTypes.h"

namespace mlir::warp {

/// Bytes of one element (0 for a type Warp does not know).
int64_t elementBytes(Type type);

/// The memory space of a memref: #gpu.address_space<workgroup> or 3 is
/// shared, <private> or 5 is local, anything else global.
MemorySpace memorySpaceOf(MemRefType type);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_IR_MEMREFTYPES_H
