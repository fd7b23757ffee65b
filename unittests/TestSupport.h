//===- TestSupport.h - What the unit tests share ----------------*- C++ -*-===//
//
// The context and target the random-kernel tests build their launches in.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_UNITTESTS_TESTSUPPORT_H
#define WARP_UNITTESTS_TESTSUPPORT_H

#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"

#include <string>

namespace mlir::warp::test {

/// Loads the dialects of the generated kernels (arith, func, gpu, memref,
/// scf, warp).
inline void loadKernelDialects(MLIRContext &ctx) {
  ctx.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                  memref::MemRefDialect, scf::SCFDialect, WarpDialect>();
}

/// A shipped target file by name (hwtargets/<name>.yaml).
inline auto loadShippedTarget(const std::string &name) {
  return HardwareTarget::loadFile(std::string(WARP_TEST_HWTARGETS_DIR) + "/" +
                                  name + ".yaml");
}

} // namespace mlir::warp::test

#endif // WARP_UNITTESTS_TESTSUPPORT_H
