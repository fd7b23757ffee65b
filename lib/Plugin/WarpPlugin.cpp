//===- WarpPlugin.cpp - Warp as a plugin of an unmodified mlir-opt --------===//
//
// Loaded into the mlir-opt of an LLVM installation (Debian's mlir-22-tools)
// with --load-dialect-plugin and --load-pass-plugin: the Warp dialect, the
// transform.warp.* ops, and Warp's passes (--warp-cost-model and the
// others), for generators and pipelines that run mlir-opt rather than
// warp-opt. Built against the same libMLIR.so as that mlir-opt.
//
//===----------------------------------------------------------------------===//

#include "Warp/Dialect/TransformOps/WarpTransformOps.h"
#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Transforms/Passes.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Warp", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<warp::WarpDialect>();
            warp::registerTransformDialectExtension(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "WarpPasses", LLVM_VERSION_STRING,
          []() { warp::registerWarpPasses(); }};
}
