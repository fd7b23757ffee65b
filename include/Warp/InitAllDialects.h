//===- InitAllDialects.h - The dialects Warp's tools read -------*- C++ -*-===//
//
// Every dialect a Warp tool parses (warp-opt, warp-rank): Warp's own, those
// of the kernels and host code it analyses, and those generators emit
// around them (linalg, tensor, nvgpu, async, transform), with the external
// models of ValueBoundsOpInterface that Warp's analyses use, and the
// transform-dialect extensions a generator's script uses around
// transform.warp.select_launch_config (linalg, scf, gpu, and Warp's own).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_INITALLDIALECTS_H
#define WARP_INITALLDIALECTS_H

#include "Warp/Dialect/TransformOps/WarpTransformOps.h"
#include "Warp/Dialect/WarpDialect.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/GPU/TransformOps/GPUTransformOps.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/TransformOps/DialectExtension.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/IR/ValueBoundsOpInterfaceImpl.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/TransformOps/SCFTransformOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir::warp {

inline void registerAllDialects(DialectRegistry &registry) {
  registry.insert<WarpDialect, affine::AffineDialect, arith::ArithDialect,
                  async::AsyncDialect, cf::ControlFlowDialect,
                  func::FuncDialect, gpu::GPUDialect, index::IndexDialect,
                  linalg::LinalgDialect, LLVM::LLVMDialect, math::MathDialect,
                  memref::MemRefDialect, nvgpu::NVGPUDialect, NVVM::NVVMDialect,
                  scf::SCFDialect, tensor::TensorDialect,
                  transform::TransformDialect, vector::VectorDialect>();
  // Launch sizes that are constants but not folded yet are evaluated with
  // ValueBoundsOpInterface (LaunchContext.cpp).
  affine::registerValueBoundsOpInterfaceExternalModels(registry);
  arith::registerValueBoundsOpInterfaceExternalModels(registry);
  gpu::registerValueBoundsOpInterfaceExternalModels(registry);
  memref::registerValueBoundsOpInterfaceExternalModels(registry);
  linalg::registerTransformDialectExtension(registry);
  linalg::registerTilingInterfaceExternalModels(registry);
  scf::registerTransformDialectExtension(registry);
  gpu::registerTransformDialectExtension(registry);
  warp::registerTransformDialectExtension(registry);
}

} // namespace mlir::warp

#endif // WARP_INITALLDIALECTS_H
