//===- Passes.h - Warp passes -----------------------------------*- C++ -*-===//

#ifndef WARP_TRANSFORMS_PASSES_H
#define WARP_TRANSFORMS_PASSES_H

#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Transforms/PassOptions.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir::warp {

#define GEN_PASS_DECL
#include "Warp/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Warp/Transforms/Passes.h.inc"

} // namespace mlir::warp

#endif // WARP_TRANSFORMS_PASSES_H
