//===- ExtractAccesses.cpp - Attach #warp.access to memory accesses -------===//

#include "Transforms/PassSupport.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::warp {
#define GEN_PASS_DEF_WARPEXTRACTACCESSES
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

using namespace mlir;
using namespace mlir::warp;

namespace {
struct ExtractAccessesPass
    : public warp::impl::WarpExtractAccessesBase<ExtractAccessesPass> {
  using WarpExtractAccessesBase::WarpExtractAccessesBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Dim3> blockOpt = parseSizeOption(module, block, "block");
    FailureOr<Dim3> gridOpt = parseSizeOption(module, grid, "grid");
    if (failed(blockOpt) || failed(gridOpt))
      return signalPassFailure();

    bool ok = true;
    SmallVector<LaunchContext> all =
        collectLaunchContexts(module, [&](Operation *op, const Twine &msg) {
          op->emitError(msg);
          ok = false;
        });

    // One context per kernel body: a gpu.launch has its own; a gpu.func
    // gets what all of its launch sites agree on.
    llvm::SetVector<Operation *> kernels;
    for (const LaunchContext &ctx : all)
      kernels.insert(ctx.kernel);
    NoteEmitter notes;
    MLIRContext *mlirCtx = &getContext();
    for (Operation *kernel : kernels) {
      LaunchContext ctx;
      if (isa<gpu::LaunchOp>(kernel))
        ctx = *llvm::find_if(
            all, [&](const LaunchContext &c) { return c.kernel == kernel; });
      else
        ctx = mergeContexts(kernel, all);
      applySizeOptions(ctx, *blockOpt, *gridOpt);
      KernelAccesses result = computeAccessRelations(ctx);
      ok &= notes.emit(result.notes);
      for (const AccessRelation &rel : result.accesses)
        rel.op->setAttr("warp.access", rel.toAttr(mlirCtx));
    }
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
