//===- KernelRegisters.h - Registers per thread for the passes --*- C++ -*-===//
//
// Where the registers per thread of each kernel come from: the `regs=`
// option, ptxas (each gpu.module lowered and assembled once), or the
// estimate (`resources=`).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_KERNELREGISTERS_H
#define WARP_LIB_TRANSFORMS_KERNELREGISTERS_H

#include "Target/PtxasResources.h"
#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Transforms/PassOptions.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::warp {

class KernelRegisters {
public:
  KernelRegisters(RegisterSource source, int64_t regs, StringRef mlirOptPath,
                  StringRef ptxasPath, int64_t computeCapability,
                  bool useCache = true);

  /// Sets the registers of `model`; false (after an error at `site`) if
  /// the source is ptxas and ptxas gave none.
  bool assign(KernelModel &model, Operation *site);

private:
  RegisterSource source;
  int64_t regs;
  int64_t computeCapability;
  bool useCache;
  std::string mlirOpt, ptxas;
  llvm::DenseMap<Operation *, llvm::StringMap<KernelResources>> compiled;
  llvm::DenseMap<Operation *, std::string> errors;
};

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_KERNELREGISTERS_H
