//===- ApproximationText.h - The sentence of an approximation ---*- C++ -*-===//
//
// The one place that turns an Approximation (Analysis/IR/Approximation.h)
// into the sentence the report, the remarks and the decision show.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_REPORT_APPROXIMATIONTEXT_H
#define WARP_REPORT_APPROXIMATIONTEXT_H

#include "Warp/Analysis/Prediction.h"

#include <string>
#include <vector>

namespace mlir::warp {

/// The sentence of `a`, an approximation of `prediction` (some kinds quote
/// the prediction's own figures), prefixed with "line N: " when it is about
/// an op with a file location.
std::string describeApproximation(const Approximation &a,
                                  const Prediction &prediction);

/// The sentences of every approximation of `prediction`, in order.
std::vector<std::string> describeApproximations(const Prediction &prediction);

} // namespace mlir::warp

#endif // WARP_REPORT_APPROXIMATIONTEXT_H
