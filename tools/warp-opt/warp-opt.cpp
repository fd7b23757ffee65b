//===- warp-opt.cpp - Warp's mlir-opt-style driver ------------------------===//
//
// Reads MLIR with GPU kernels (gpu.module/gpu.func, gpu.launch), runs Warp's
// analysis passes and prints the annotated IR. `warp-opt --help` lists the
// passes and their options.
//
//===----------------------------------------------------------------------===//

#include "Warp/InitAllDialects.h"
#include "Warp/Transforms/Passes.h"
#include "Warp/Version.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  llvm::cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << mlir::warp::versionLine() << "\n"; });
  mlir::registerTransformsPasses();
  mlir::warp::registerWarpPasses();
  // A generator's transform script (transform.warp.select_launch_config)
  // and the upstream passes that map its loops to a gpu.launch.
  mlir::transform::registerInterpreterPass();
  mlir::registerGpuMapParallelLoopsPass();
  mlir::registerConvertParallelLoopToGpuPass();
  mlir::registerGpuKernelOutliningPass();

  mlir::DialectRegistry registry;
  mlir::warp::registerAllDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Warp: analytical performance model for MLIR GPU kernels\n\n"
      "Warp reads kernels in MLIR's gpu dialect, builds the affine access\n"
      "relation of every memory access, and (in later passes) predicts data\n"
      "volumes and run time. Passes are listed below under 'Passes'.\n",
      registry));
}
