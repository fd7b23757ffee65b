//===- PredictionReport.h - JSON and remarks of a prediction ----*- C++ -*-===//
//
// The report of one launch (docs/report.md), written by the library so that
// every caller (the passes, the bench tools, the lowering) writes the same
// fields, and the remark text that names the dominant accesses.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_REPORT_PREDICTIONREPORT_H
#define WARP_REPORT_PREDICTIONREPORT_H

#include "Warp/Analysis/Prediction.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::warp {

/// The report of a launch that was not predicted (its sizes are unknown, or
/// its registers could not be had): kernel, grid, block, target, and
/// `modelled: false` with `reason`.
llvm::json::Object unmodelledLaunchReport(const std::string &kernel,
                                          const Dim3 &grid, const Dim3 &block,
                                          const HardwareTarget &target,
                                          const std::string &reason);

/// The report of a predicted launch: the volumes, and the time when the
/// prediction has one.
llvm::json::Object launchReport(const KernelModel &model,
                                const Prediction &prediction,
                                const HardwareTarget &target);

/// "global load sectors dominated by 'arg0' (57%, mostly the read at line
/// 12); store and atomic sectors by ...; shared wavefronts by ...", then
/// each approximation, and the register assumption if any.
std::string volumesRemark(const KernelModel &model,
                          const Prediction &prediction);

} // namespace mlir::warp

#endif // WARP_REPORT_PREDICTIONREPORT_H
