//===- PtxasResources.h - Registers and shared memory from ptxas -*- C++ -*-=//
//
// The exact registers per thread and static shared memory of each kernel,
// as `ptxas -v` reports them for the target's sm_XX: the gpu.module is
// lowered to PTX with MLIR's own NVVM pipeline (mlir-opt: nvvm-attach-target,
// convert-scf-to-cf, convert-gpu-to-nvvm, reconcile-unrealized-casts,
// gpu-module-to-binary{format=isa}) and the PTX is assembled by ptxas.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TARGET_PTXASRESOURCES_H
#define WARP_LIB_TARGET_PTXASRESOURCES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir::warp {

struct KernelResources {
  int64_t registers = 0;
  int64_t staticSharedBytes = 0;
  int64_t spillBytes = 0;
};

/// Finds a tool: `preferred` if it names an executable, else `name` on the
/// PATH, else the given fallback directories.
std::string findTool(llvm::StringRef preferred, llvm::StringRef name,
                     llvm::ArrayRef<llvm::StringRef> fallbackDirs);

/// mlir-opt: `preferred` if given, else on the PATH, else in the LLVM tools
/// directory CMake found (WARP_MLIR_TOOLS_DIR). Empty if none runs.
std::string findMlirOpt(llvm::StringRef preferred);

/// ptxas: `preferred` if given, else on the PATH, else in the CUDA toolkit
/// directory CMake found (WARP_CUDA_BIN_DIR). Empty if none runs.
std::string findPtxas(llvm::StringRef preferred);

/// Resources of every kernel of `module` (by function name), compiled for
/// compute capability `cc` (e.g. 90 -> sm_90). Errors say which step failed.
/// With `useCache`, a report of an earlier run on the same module and tools
/// is read back instead (PtxasCache.h).
llvm::Expected<llvm::StringMap<KernelResources>>
compileWithPtxas(gpu::GPUModuleOp module, int64_t cc,
                 const std::string &mlirOpt, const std::string &ptxas,
                 bool useCache = true);

/// Parses `ptxas -v` output (exposed for tests).
llvm::StringMap<KernelResources> parsePtxasVerbose(llvm::StringRef text);

/// Un-escapes an MLIR string literal body (\XX hex, \\, \", \n, \t).
std::string unescapeMlirString(llvm::StringRef s);

} // namespace mlir::warp

#endif // WARP_LIB_TARGET_PTXASRESOURCES_H
