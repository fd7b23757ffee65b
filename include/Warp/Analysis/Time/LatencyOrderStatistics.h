//===- LatencyOrderStatistics.h - The last of n loads ----------*- C++ -*-===//
//
// A warp's memory round ends when the last of its requests has returned,
// and a block frees its slots when its last warp ends (seed 004 §1.4 and
// §3.8: "round each warp latency up to the largest warp latency in its
// block"). With per-request latencies drawn independently from a measured
// distribution, both are order statistics: the expected maximum of n draws,
// E[max] = x_min + ∫ (1 − F(x)^n) dx.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_TIME_LATENCYORDERSTATISTICS_H
#define WARP_ANALYSIS_TIME_LATENCYORDERSTATISTICS_H

#include "Warp/Target/HardwareTarget.h"

#include "llvm/ADT/ArrayRef.h"

namespace mlir::warp {

/// The mean of a quantile function that is linear between its points.
double quantileMean(const LatencyQuantiles &q);

/// One component of a latency mixture: with probability `weight` a request
/// is served by this level, its latency drawn from `shape` scaled to the
/// mean `meanCycles` (the loaded latency, seed 004 §6.4). Without a shape
/// (no measured distribution) every request of the level takes exactly
/// `meanCycles`.
struct LatencyComponent {
  double weight = 0;
  const LatencyQuantiles *shape = nullptr;
  double meanCycles = 0;
};

/// The expected maximum of n independent latencies (n >= 1; fractional n,
/// an average number of requests, is allowed) drawn from the mixture of
/// `parts`, whose weights sum to 1. Exact for the piecewise linear quantile
/// functions: on each interval between breakpoints the mixture's CDF F is
/// linear, and ∫ F^n dx has a closed form. With point masses only it is
/// Σ over levels of P(the slowest level reached is this one) x its latency;
/// for two levels, L2 + (DRAM − L2)·(1 − (1 − q)^n).
double expectedMaximumLatency(llvm::ArrayRef<LatencyComponent> parts, double n);

/// The same for several n at once (`results[i]` for `ns[i]`): the mixture
/// is built once.
void expectedMaximumLatencies(llvm::ArrayRef<LatencyComponent> parts,
                              llvm::ArrayRef<double> ns,
                              llvm::MutableArrayRef<double> results);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_TIME_LATENCYORDERSTATISTICS_H
