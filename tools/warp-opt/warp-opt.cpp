//===- warp-opt.cpp - Warp's mlir-opt-style driver
//--------------------------===//
//
// Reads MLIR with GPU kernels (gpu.module/gpu.func, gpu.launch), runs Warp's
// analysis passes and prints the annotated IR. `warp-opt --help` lists the
// passes and their options.
//
//===----------------------------------------------------------------------===//

#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerTransformsPasses();
  mlir::warp::registerWarpPasses();

  mlir::DialectRegistry registry;
  registry.insert<mlir::warp::WarpDialect, mlir::affine::AffineDialect,
                  mlir::arith::ArithDialect, mlir::cf::ControlFlowDialect,
                  mlir::func::FuncDialect, mlir::gpu::GPUDialect,
                  mlir::index::IndexDialect, mlir::LLVM::LLVMDialect,
                  mlir::math::MathDialect, mlir::memref::MemRefDialect,
                  mlir::NVVM::NVVMDialect, mlir::scf::SCFDialect,
                  mlir::vector::VectorDialect>();

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Warp: analytical performance model for MLIR GPU kernels\n\n"
      "Warp reads kernels in MLIR's gpu dialect, builds the affine access\n"
      "relation of every memory access, and (in later passes) predicts data\n"
      "volumes and run time. Passes are listed below under 'Passes'.\n",
      registry));
}
