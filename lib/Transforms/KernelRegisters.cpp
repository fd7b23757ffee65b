//===- KernelRegisters.cpp - Registers per thread for the passes ----------===//
//
// See KernelRegisters.h.
//
//===----------------------------------------------------------------------===//

#include "Transforms/KernelRegisters.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;
using namespace mlir::warp;

KernelRegisters::KernelRegisters(RegisterSource source, int64_t regs,
                                 StringRef mlirOptPath, StringRef ptxasPath,
                                 int64_t computeCapability, bool useCache)
    : source(source), regs(regs), computeCapability(computeCapability),
      useCache(useCache) {
  if (source != RegisterSource::estimate && regs <= 0) {
    mlirOpt = findMlirOpt(mlirOptPath);
    ptxas = findPtxas(ptxasPath);
  }
}

bool KernelRegisters::assign(KernelModel &model, Operation *site) {
  if (regs > 0) {
    model.registersPerThread = regs;
    model.registersSource = "option";
    return true;
  }
  model.registersSource = "estimate";
  if (source == RegisterSource::estimate)
    return true;
  auto func = dyn_cast<gpu::GPUFuncOp>(model.kernel());
  auto gpuModule =
      func ? func->getParentOfType<gpu::GPUModuleOp>() : gpu::GPUModuleOp();
  if (!gpuModule) {
    model.registersNote = "a gpu.launch body is not compiled with ptxas";
  } else {
    if (!compiled.count(gpuModule) && !errors.count(gpuModule)) {
      auto r = compileWithPtxas(gpuModule, computeCapability, mlirOpt, ptxas,
                                useCache);
      if (r)
        compiled[gpuModule] = std::move(*r);
      else
        errors[gpuModule] = llvm::toString(r.takeError());
    }
    auto it = compiled.find(gpuModule);
    if (it != compiled.end() && it->second.count(func.getName())) {
      model.registersPerThread = it->second.lookup(func.getName()).registers;
      model.registersSource = "ptxas";
      return true;
    }
    model.registersNote = errors.count(gpuModule)
                              ? errors[gpuModule]
                              : "ptxas reported nothing for this kernel";
  }
  if (source == RegisterSource::ptxas) {
    site->emitError() << "cannot get the registers of " << model.name()
                      << " from ptxas: " << model.registersNote;
    return false;
  }
  return true;
}
