//===- KernelModel.cpp - The per-kernel stage of the model ----------------===//
//
// See KernelModel.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/KernelModel.h"

#include "KernelProgram.h"
#include "MemRefTypes.h"

#define DEBUG_TYPE "warp-kernel-model"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

KernelModel::KernelModel(Operation *kernel, std::string name,
                         llvm::DenseMap<unsigned, int64_t> constantArgs)
    : kernelOp(kernel), kernelName(std::move(name)),
      args(std::move(constantArgs)) {
  staticShared = warp::staticSharedBytes(kernel);
  compiled = std::make_unique<KernelProgram>(kernel, args);
  LLVM_DEBUG(llvm::dbgs() << "kernel model of " << kernelName << ": "
                          << staticShared << " B static shared memory\n");
}

KernelModel::~KernelModel() = default;
