//===- WarpTransformOps.h - Warp's transform-dialect ops --------*- C++ -*-===//

#ifndef WARP_DIALECT_TRANSFORMOPS_WARPTRANSFORMOPS_H
#define WARP_DIALECT_TRANSFORMOPS_WARPTRANSFORMOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::warp {
struct Prediction;
} // namespace mlir::warp

#define GET_OP_CLASSES
#include "Warp/Dialect/TransformOps/WarpTransformOps.h.inc"

namespace mlir::warp {
/// Registers transform.warp.* (the extension of the transform dialect).
void registerTransformDialectExtension(DialectRegistry &registry);
} // namespace mlir::warp

#endif // WARP_DIALECT_TRANSFORMOPS_WARPTRANSFORMOPS_H
