//===- warp-opt.cpp - Warp's mlir-opt-style driver ------------------------===//
//
// Reads MLIR, runs Warp's passes and the upstream passes a generator needs
// around them, and prints the result. One run goes from linalg on tensors
// or buffers to PTX (docs/api.md, "One pipeline to PTX"):
//
//   warp-opt in.mlir --one-shot-bufferize=bufferize-function-boundaries \
//     --warp-cost-model="target=h100" \
//     --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80
//       cubin-format=isa"
//
// It links libWarp.so and the shared libMLIR.so, so it reads every upstream
// dialect and registers the passes of the families below; `warp-opt --help`
// lists them.
//
//===----------------------------------------------------------------------===//

#include "Warp/InitAllDialects.h"
#include "Warp/Transforms/Passes.h"
#include "Warp/Version.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Affine/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/NVGPU/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

/// The upstream passes of the families a generator's pipeline around Warp
/// uses: generic transforms (canonicalize, cse), linalg (to loops, to
/// parallel loops, tiling), bufferization (one-shot-bufferize), SCF, affine,
/// memref, vector and nvgpu transforms, GPU (mapping, outlining, binaries),
/// every conversion (SCF to GPU, to NVVM and LLVM), the transform
/// interpreter, and the pipelines to NVVM/PTX and of bufferization.
static void registerUpstreamPasses() {
  mlir::registerTransformsPasses();
  mlir::registerLinalgPasses();
  mlir::bufferization::registerBufferizationPasses();
  mlir::bufferization::registerBufferizationPipelines();
  mlir::registerSCFPasses();
  mlir::affine::registerAffinePasses();
  mlir::memref::registerMemRefPasses();
  mlir::vector::registerVectorPasses();
  mlir::registerNVGPUPasses();
  mlir::registerGPUPasses();
  mlir::registerConversionPasses();
  mlir::transform::registerTransformPasses();
  mlir::gpu::registerGPUToNVVMPipeline();
}

int main(int argc, char **argv) {
  llvm::cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << mlir::warp::versionLine() << "\n"; });
  registerUpstreamPasses();
  mlir::warp::registerWarpPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::warp::registerAllDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Warp: analytical performance model for MLIR GPU kernels\n\n"
      "Warp reads kernels in MLIR's gpu dialect and loop nests and linalg\n"
      "ops on buffers, predicts the traffic through the memory hierarchy\n"
      "and the run time of every launch, and picks launch configurations\n"
      "and tiles (--warp-cost-model). Warp's passes are the warp-* ones\n"
      "below; the upstream passes around them (bufferization, linalg to\n"
      "loops, GPU mapping, gpu-lower-to-nvvm-pipeline) take a module from\n"
      "linalg to PTX in one run (docs/api.md).\n",
      registry));
}
