//===- KernelContexts.cpp - Launch contexts for the passes ----------------===//

#include "Transforms/KernelContexts.h"

#include "mlir/Support/FileUtilities.h"

using namespace mlir;
using namespace mlir::warp;

PassOutput::PassOutput(ModuleOp module, StringRef path, StringRef what) {
  if (path == "-")
    return;
  std::string error;
  file = openOutputFile(path, &error);
  if (!file) {
    emitError(module.getLoc())
        << "cannot open " << what << " '" << path << "': " << error;
    broken = true;
  }
}

FailureOr<Dim3> mlir::warp::parseSizeOption(ModuleOp module,
                                            ArrayRef<int64_t> values,
                                            StringRef name) {
  Dim3 dims;
  if (values.empty())
    return dims;
  if (values.size() > 3) {
    emitError(module.getLoc())
        << "option '" << name << "' takes 1 to 3 sizes, got " << values.size();
    return failure();
  }
  for (int i = 0; i < 3; ++i) {
    int64_t v = i < static_cast<int>(values.size()) ? values[i] : 1;
    if (v <= 0) {
      emitError(module.getLoc())
          << "option '" << name << "' needs positive sizes, got " << v;
      return failure();
    }
    dims[i] = v;
  }
  return dims;
}

void mlir::warp::applySizeOptions(LaunchContext &ctx, const Dim3 &block,
                                  const Dim3 &grid) {
  for (int i = 0; i < 3; ++i) {
    if (!ctx.block[i])
      ctx.block[i] = block[i];
    if (!ctx.grid[i])
      ctx.grid[i] = grid[i];
  }
}

bool NoteEmitter::emit(ArrayRef<AccessNote> notes) {
  bool ok = true;
  for (const AccessNote &note : notes) {
    storage.push_back(std::make_unique<std::string>(note.message));
    if (!seen.insert({note.op, *storage.back()}).second)
      continue;
    switch (note.severity) {
    case AccessNote::Severity::Remark:
      mlir::emitRemark(note.op->getLoc(), note.message);
      break;
    case AccessNote::Severity::Warning:
      mlir::emitWarning(note.op->getLoc(), note.message);
      break;
    case AccessNote::Severity::Error:
      note.op->emitError(note.message);
      ok = false;
      break;
    }
  }
  return ok;
}
