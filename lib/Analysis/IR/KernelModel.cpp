//===- KernelModel.cpp - The per-kernel stage of the model ----------------===//
//
// See KernelModel.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/KernelModel.h"

#include "Analysis/IR/KernelProgram.h"
#include "Analysis/IR/MemRefTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"

#include <limits>

#define DEBUG_TYPE "warp-kernel-model"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

KernelModel::KernelModel(Operation *kernel, std::string name,
                         llvm::DenseMap<unsigned, int64_t> constantArgs)
    : kernelOp(kernel), kernelName(std::move(name)),
      args(std::move(constantArgs)) {
  compiled = std::make_unique<KernelProgram>(kernel, args);
  staticShared = compiled->staticSharedBytes();
  llvm::DenseSet<Slot> seen;
  for (uint32_t i = 0; i < compiled->numInstrs(); ++i) {
    const ProgramInstr &in = compiled->instr(i);
    if (in.kind != ProgramInstr::Kind::Access)
      continue;
    Slot root = compiled->accessAt(in.access).root;
    auto type = dyn_cast<MemRefType>(compiled->valueOf(root).getType());
    if (!seen.insert(root).second || !type || !type.hasStaticShape())
      continue;
    int64_t bytes = elementBytes(type.getElementType());
    for (int64_t d : type.getShape())
      if (__builtin_mul_overflow(bytes, d, &bytes)) {
        bytes = std::numeric_limits<int64_t>::max();
        break;
      }
    buffers.push_back({compiled->rootName(root), bytes});
  }
  LLVM_DEBUG(llvm::dbgs() << "kernel model of " << kernelName << ": "
                          << staticShared << " B static shared memory\n");
}

KernelModel::~KernelModel() = default;
