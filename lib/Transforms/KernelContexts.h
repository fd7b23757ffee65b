//===- KernelContexts.h - Launch contexts for the passes --------*- C++ -*-===//
//
// What the passes share: collecting the launch contexts of a module with
// pass-level diagnostics, applying `block=` / `grid=` options, and turning
// analysis notes into MLIR diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_KERNELCONTEXTS_H
#define WARP_LIB_TRANSFORMS_KERNELCONTEXTS_H

#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Analysis/IR/LaunchContext.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::warp {

/// Checks a `block=` / `grid=` option (1 to 3 positive values) and turns it
/// into a Dim3 (missing trailing dimensions are 1). Emits an error on
/// `module` and returns failure if it is malformed.
FailureOr<Dim3> parseSizeOption(ModuleOp module, ArrayRef<int64_t> values,
                                StringRef name);

/// Fills the unknown dimensions of `ctx` from the options.
void applySizeOptions(LaunchContext &ctx, const Dim3 &block, const Dim3 &grid);

/// Where a pass writes text: standard output for "-", else a file that is
/// kept only when `keep()` is called. `failed()` after an error at `module`.
class PassOutput {
public:
  PassOutput(ModuleOp module, StringRef path, StringRef what);
  bool failed() const { return broken; }
  llvm::raw_ostream &os() { return file ? file->os() : llvm::outs(); }
  void keep() {
    os().flush();
    if (file)
      file->keep();
  }

private:
  std::unique_ptr<llvm::ToolOutputFile> file;
  bool broken = false;
};

/// Emits the notes of an analysis as diagnostics at their ops, each
/// (op, message) once. Returns false if a note is an error. Warnings and
/// remarks are reported at the op's location without printing the op (as
/// upstream analyses do); errors print it when -mlir-print-op-on-diagnostic
/// is on.
class NoteEmitter {
public:
  bool emit(ArrayRef<AccessNote> notes);

private:
  llvm::DenseSet<std::pair<Operation *, llvm::StringRef>> seen;
  std::vector<std::unique_ptr<std::string>> storage;
};

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_KERNELCONTEXTS_H
