//===- NcuProjection.h - Projecting an Nsight Compute export ----*- C++ -*-===//
//
// Issue 16: the launches of an Nsight Compute raw CSV export profiled on
// GPU A, projected to GPU B with seed 001's hierarchical roofline
// (Warp/Analysis/Time/Projection.h, docs/projection.md), optionally with
// Warp's own volumes and bounds on B (the Warp-aware mode). `warp-project`
// prints the result; the C++ API and the Python module return it.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_REPORT_NCUPROJECTION_H
#define WARP_REPORT_NCUPROJECTION_H

#include "Warp/Analysis/Time/Projection.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace mlir::warp {

/// One projected launch as a line of warp-project's table (the cells as the
/// export writes them, the times formatted).
struct ProjectionLine {
  std::string id, kernel, grid, block, src, proj, interval, limiter;
};

/// The projection of every launch of an export, in the file's order.
struct ExportProjection {
  GpuCeilings source, target;
  /// One object per launch (docs/projection.md, `warp-project --json`).
  llvm::json::Array launches;
  std::vector<ProjectionLine> lines;
};

/// Reads the export at `csvPath` (profiled on `from`, which it must match)
/// and projects it to `to`. With `kernelMlir` (a path; empty for none), the
/// launches of that module are matched to the profiled ones and Warp's
/// model gives B's traffic and bounds (parsed in `context`). Launches that
/// cannot be projected, or matched, get a `warning` with their line and
/// stay in the result with a null projection; a bad file is an error that
/// names it.
llvm::Expected<ExportProjection>
projectNcuExport(llvm::StringRef csvPath, const HardwareTarget &from,
                 const HardwareTarget &to, llvm::StringRef kernelMlir,
                 MLIRContext &context,
                 llvm::function_ref<void(const llvm::Twine &)> warning);

/// Receives each projected launch, in the file's order.
using ProjectedLaunchFn =
    llvm::function_ref<void(llvm::json::Object, ProjectionLine)>;

/// The same, a launch at a time: each goes to `emit` as soon as it is
/// projected and is not kept (the result holds only the ceilings), so that
/// memory does not grow with the export (issue 26).
llvm::Expected<ExportProjection>
projectNcuExport(llvm::StringRef csvPath, const HardwareTarget &from,
                 const HardwareTarget &to, llvm::StringRef kernelMlir,
                 MLIRContext &context,
                 llvm::function_ref<void(const llvm::Twine &)> warning,
                 ProjectedLaunchFn emit);

} // namespace mlir::warp

#endif // WARP_REPORT_NCUPROJECTION_H
