//===- CostModel.h - Predicted run time of a launch -------------*- C++ -*-===//
//
// The time of one launch from its volumes, instruction mix and occupancy:
// throughput bounds per resource (seed 000's lowest-limiter roofline over
// DRAM, L2, L1; shared-memory atomics as a server with service time
// S(e), seed 002; FP pipes and issue, seed 004 §1.3) and a latency bound
// (seed 004: warp throughput = n / warp latency, with memory latency rising
// with the achieved bandwidth, a + b·λ/(c − λ), solved as a fixed point).
// See docs/cost-model.md.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_TIME_COSTMODEL_H
#define WARP_ANALYSIS_TIME_COSTMODEL_H

#include "Warp/Analysis/Volumes/DataVolumes.h"
#include "Warp/Target/HardwareTarget.h"

#include "llvm/ADT/StringRef.h"

#include <array>
#include <string>
#include <utility>
#include <vector>

namespace mlir::warp {

/// What bounds a launch's time: a resource's throughput, or the latency of
/// its warps (seed 004). The order is the report's.
enum class Bound : uint8_t {
  dram,
  l2,
  l1,
  atomics,
  fp32,
  fp64,
  shuffle,
  mma,
  issue,
  blocks,
  latency,
};
constexpr unsigned kNumBounds = static_cast<unsigned>(Bound::latency) + 1;

/// Every bound, in order.
constexpr std::array<Bound, kNumBounds> allBounds() {
  return {Bound::dram,  Bound::l2,     Bound::l1,      Bound::atomics,
          Bound::fp32,  Bound::fp64,   Bound::shuffle, Bound::mma,
          Bound::issue, Bound::blocks, Bound::latency};
}

/// "dram", "l2", "l1", "atomics", "fp32", "fp64", "shuffle", "mma",
/// "issue", "blocks" or "latency".
llvm::StringRef boundName(Bound b);

/// Which term of the L2 bound is the largest.
enum class L2Term : uint8_t { bytes, tagLookups, writePasses };

/// "bytes", "tag lookups" or "write passes".
llvm::StringRef l2TermName(L2Term t);

struct LaunchCost {
  bool modelled = false;
  std::string reason;
  double timeUs = 0; ///< Predicted time, launch overhead included.
  /// The largest bound.
  Bound limiter = Bound::latency;
  /// Time of every bound in microseconds, indexed by Bound.
  std::array<double, kNumBounds> boundsUs{};
  double boundUs(Bound b) const { return boundsUs[static_cast<unsigned>(b)]; }
  /// Which term of the L2 bound is the largest, and the write passes (a
  /// sector written in part counts twice on a target with ECC).
  L2Term l2Term = L2Term::bytes;
  double l2WritePasses = 0;
  double launchOverheadUs = 0;
  int64_t residentWarpsPerSM = 0;
  double warpLatencyCycles = 0; ///< At the solution of the fixed point.
  double memoryLatencyCycles = 0;
  double achievedDramGBs = 0;
  /// Probability that a memory round of a warp waits for DRAM rather than L2.
  double roundDramProbability = 0;
  /// One memory round of a warp: the expected latency of the last of its
  /// L2 requests, cycles.
  double roundLatencyCycles = 0;
  /// How much longer a block lives than one of its warps (its slowest
  /// warp, seed 004 §3.8), cycles.
  double blockStragglerCycles = 0;
  /// How long the slowest warp of a block waits, in its first round, for the
  /// instructions of the block's other warps on its scheduler, cycles.
  double blockIssueWaitCycles = 0;
  /// How long the slowest warp of a block waits, in its first round, for the
  /// other warps' global load wavefronts in the L1 pipe, cycles. The warp
  /// waits for the later of this and blockIssueWaitCycles.
  double blockL1WaitCycles = 0;
  /// How long the slowest warp of a block waits, in its first round, for
  /// the other warps' L2 read bytes at the SM's share of the L2 rate,
  /// cycles. The warp waits for the latest of the three first-round waits.
  double blockL2WaitCycles = 0;
  /// How long the slowest warp of a block waits, after a barrier, for the
  /// other warps' shared load wavefronts in the L1 pipe, cycles.
  double blockSharedWaitCycles = 0;
};

LaunchCost computeLaunchCost(const LaunchVolumes &v,
                             const HardwareTarget &target);

/// The probability that a warp's memory round waits for DRAM: it waits for
/// the last of its k requests (k >= 1), each missing L2 with probability q:
/// 1 - (1 - q)^k.
double roundWaitsForDram(double q, double k);

/// Seed 004 §1.7's gradual saturation as a combination of the throughput
/// bound and the latency bound: T = (T_thru^k + T_lat^k)^(1/k). With
/// x = T_thru / T_lat (the occupancy relative to the linear estimate
/// n* = latency x peak throughput) the achieved fraction of peak is
/// (1 + x^-k)^(-1/k): 2^(-1/k) at n = n*. k = 0 gives the hard maximum of
/// Volkov's model, k = 1 the sum (no overlap).
double combineLatencyAndThroughput(double tThroughput, double tLatency,
                                   double k);

/// The fixed point of seed 004 §1.6 for Volkov's synthetic mix (one memory
/// access then α dependent adds, repeated): memory throughput in
/// instructions per cycle per SM,
///   x = min(n / (a + b·λ(x)/(c − λ(x)) + α·aluLat), memThru, issue/(α+1)),
/// λ(x) = x · bytesPerInst · SMs · GHz; solved by bisection. Exposed so that
/// the unit tests check it against the thesis's numbers.
double volkovMemoryThroughput(double n, double alpha, double a, double b,
                              double cGBs, double aluLat, double memThru,
                              double issueThru, double bytesPerInst, double sms,
                              double ghz);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_TIME_COSTMODEL_H
