//===- PrintAccesses.cpp - Print the access relations of every launch -----===//

#include "Transforms/PassSupport.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Transforms/Passes.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::warp {
#define GEN_PASS_DEF_WARPPRINTACCESSES
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

using namespace mlir;
using namespace mlir::warp;

namespace {
struct PrintAccessesPass
    : public warp::impl::WarpPrintAccessesBase<PrintAccessesPass> {
  using WarpPrintAccessesBase::WarpPrintAccessesBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Dim3> blockOpt = parseSizeOption(module, block, "block");
    FailureOr<Dim3> gridOpt = parseSizeOption(module, grid, "grid");
    if (failed(blockOpt) || failed(gridOpt))
      return signalPassFailure();

    PassOutput out(module, output, "output file");
    if (out.failed())
      return signalPassFailure();
    llvm::raw_ostream &os = out.os();

    bool ok = true;
    SmallVector<LaunchContext> all =
        collectLaunchContexts(module, [&](Operation *op, const Twine &msg) {
          op->emitError(msg);
          ok = false;
        });
    NoteEmitter notes;
    for (LaunchContext &ctx : all) {
      if (!ctx.site)
        applySizeOptions(ctx, *blockOpt, *gridOpt);
      KernelAccesses result = computeAccessRelations(ctx);
      ok &= notes.emit(result.notes);
      os << "kernel " << ctx.kernelName << " " << ctx.describe() << "\n";
      for (auto [i, rel] : llvm::enumerate(result.accesses)) {
        os << "  access #" << i << " " << stringifyAccessKind(rel.kind) << " "
           << stringifyMemorySpace(rel.space) << " " << rel.memref
           << " elem=" << rel.elemBytes << "B";
        if (rel.vectorWidth > 1)
          os << " vector=" << rel.vectorWidth;
        if (!rel.affine)
          os << " non-affine";
        if (!rel.exact)
          os << " approx";
        os << " index=" << rel.indexMap();
        os << " bytes=" << (rel.hasByteMap ? rel.byteMap() : "none") << "\n";
      }
    }
    out.keep();
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
