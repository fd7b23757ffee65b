//===- ReportSink.h - The predicting passes' report as a value --*- C++ -*-===//
//
// The predicting passes write their JSON report (docs/report.md) to the file
// their `report=` option names. A library caller (Warp's C++ API, the Python
// module) gets the same report as a value instead: it creates the pass with
// a sink, which receives the report's root object when the pass finishes,
// whether or not `report=` is also given.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_TRANSFORMS_REPORTSINK_H
#define WARP_TRANSFORMS_REPORTSINK_H

#include "mlir/Pass/Pass.h"
#include "llvm/Support/JSON.h"

#include <functional>
#include <memory>

namespace mlir::warp {

/// Receives a pass's report (the object docs/report.md describes).
using ReportSink = std::function<void(const llvm::json::Object &)>;

/// The passes of the same names (Passes.td), with default options (set them
/// with Pass::initializeOptions), that also hand their report to `sink`.
std::unique_ptr<Pass> createWarpDataVolumesWithSink(ReportSink sink);
std::unique_ptr<Pass> createWarpChooseLaunchConfigsWithSink(ReportSink sink);
std::unique_ptr<Pass> createWarpCostModelWithSink(ReportSink sink);

} // namespace mlir::warp

#endif // WARP_TRANSFORMS_REPORTSINK_H
