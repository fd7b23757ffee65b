//===- KernelModel.h - The per-kernel stage of the model --------*- C++ -*-===//
//
// Issue 13's first stage: what Warp reads from a kernel's IR once, however
// many launch configurations are then predicted (Prediction.h): the
// compiled program that the warp simulator runs (one description of the
// memory ops and the index arithmetic, shared with the access relations),
// the static shared memory, and the registers per thread.
//
// The ISL access relations are still built per launch from the IR
// (computeAccessRelations), because the block and grid sizes enter them as
// constants; making them parameters of a relation built here is the next
// step of issue 13 (docs/architecture.md).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_KERNELMODEL_H
#define WARP_ANALYSIS_IR_KERNELMODEL_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace mlir::warp {

class KernelProgram;

class KernelModel {
public:
  /// `kernel` is a gpu.func or a gpu.launch. Kernel arguments in
  /// `constantArgs` (by position) are the same constant at every launch this
  /// model predicts.
  KernelModel(Operation *kernel, std::string name,
              llvm::DenseMap<unsigned, int64_t> constantArgs);
  ~KernelModel();
  KernelModel(const KernelModel &) = delete;
  KernelModel &operator=(const KernelModel &) = delete;

  Operation *kernel() const { return kernelOp; }
  const std::string &name() const { return kernelName; }
  const llvm::DenseMap<unsigned, int64_t> &constantArgs() const { return args; }
  /// Workgroup attributions and workgroup allocations, bytes per block.
  int64_t staticSharedBytes() const { return staticShared; }
  const KernelProgram &program() const { return *compiled; }
  /// Bytes of each buffer the kernel accesses whose type has a static shape
  /// (by buffer name; INT64_MAX if the size overflows).
  const std::vector<std::pair<std::string, int64_t>> &bufferBytes() const {
    return buffers;
  }

  /// Registers per thread (0: unknown; a prediction then assumes 32 and
  /// says so), where they come from ("option", "ptxas", "estimate"), and
  /// why ptxas gave none, if it did not.
  int64_t registersPerThread = 0;
  std::string registersSource = "estimate";
  std::string registersNote;

private:
  Operation *kernelOp;
  std::string kernelName;
  llvm::DenseMap<unsigned, int64_t> args;
  int64_t staticShared = 0;
  std::unique_ptr<KernelProgram> compiled;
  std::vector<std::pair<std::string, int64_t>> buffers;
};

} // namespace mlir::warp

#endif // WARP_ANALYSIS_IR_KERNELMODEL_H
