//===- Projection.h - Seed 001's projection to another GPU ------*- C++ -*-===//
//
// Issue 16: the time of a kernel profiled on GPU A, projected to GPU B with
// seed 001's hierarchical roofline with ceilings (Van Lanker et al.,
// Euro-Par 2024; digest ../shared/design/seed001_003.md §1). Equation
// numbers are the paper's. docs/projection.md says where Warp departs.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_TIME_PROJECTION_H
#define WARP_ANALYSIS_TIME_PROJECTION_H

#include "Warp/Target/HardwareTarget.h"

#include <array>
#include <string>

namespace mlir::warp {

/// What the profile of one launch on A says (docs/projection.md names the
/// Nsight Compute metric of each field).
struct LaunchProfile {
  double timeUs = 0;
  /// Floating-point instructions executed by threads, by kind.
  double fp32Fma = 0, fp32Add = 0, fp32Mul = 0;
  double fp64Fma = 0, fp64Add = 0, fp64Mul = 0;
  /// Mean active threads per warp instruction (eq. 3's numerator).
  double activeThreadsPerInst = 32;
  /// Warp instructions issued (the issue ceiling).
  double warpInstructions = 0;
  /// Bytes moving through each level: global loads and stores through L1,
  /// L1 -> L2, and DRAM (read plus write).
  double l1GlobalBytes = 0, l2Bytes = 0, dramBytes = 0;
  /// Shared memory: wavefronts, and those caused by bank conflicts.
  double sharedWavefronts = 0, sharedConflicts = 0;
  /// Share of A's elapsed time that each pipe would need at its peak rate
  /// (ncu's pct_of_peak_sustained_elapsed / 100): FP32 (fma), FP64,
  /// integer (alu) and special functions (xu).
  double pipeFma = 0, pipeFp64 = 0, pipeAlu = 0, pipeXu = 0;

  double flops() const {
    return 2 * (fp32Fma + fp64Fma) + fp32Add + fp32Mul + fp64Add + fp64Mul;
  }
};

/// The ceilings of a GPU that the projection uses (GB/s and GFLOP/s).
struct GpuCeilings {
  std::string name;
  /// FMA-only peaks (eq. 2's PerfmaxFMA), FP32 and FP64.
  double fp32FmaGflops = 0, fp64FmaGflops = 0;
  double l1GBs = 0, sharedGBs = 0, l2GBs = 0, dramGBs = 0;
  /// Warp instructions issued per second, GHz.
  double issueGinst = 0;
  /// Lane operations per second of the FP32, FP64, integer and SFU pipes
  /// (all SMs), G/s.
  double fmaGops = 0, fp64Gops = 0, aluGops = 0, xuGops = 0;
  double clockGHz = 0;
};

/// A GPU's ceilings from its target file: compute and issue peaks from the
/// SM's lanes and clock; L1 and shared from bytes per cycle; L2 from its
/// measured bandwidth; DRAM from its measured copy (STREAM) bandwidth, or,
/// for a GPU without one that another GPU (`reference`) has, from its
/// data-sheet figure scaled by the reference's copy/data-sheet ratio
/// (seed 001 §3: Max_t / Peak_t = Max_s / Peak_s).
GpuCeilings ceilingsOf(const HardwareTarget &target,
                       const HardwareTarget *reference = nullptr);

/// Seed 001 Table 1's ridge point: the operational intensity (FLOP/B) at
/// which the memory and compute roofs meet.
double ridgePoint(double perfGflops, double bwGBs);

enum class ProjectionLevel { l1, l2, dram };

struct LevelProjection {
  ProjectionLevel level;
  /// Bytes traversing the level (eq. 10's N+).
  double bytes = 0;
  /// Operational intensity (eq. 10), FLOP/B, on A and on B.
  double oi = 0, oiTarget = 0;
  /// The level's bandwidth ceiling on A and B (eqs. 6-8), GB/s.
  double bwCeilSource = 0, bwCeilTarget = 0;
  /// Share of A's time that this level's roof accounts for:
  /// max(bytes / bwCeil, FLOP / Perfceil) / t.
  double sourceShare = 0;
  /// The projected time through this level (eq. 9), us.
  double timeUs = 0;
};

struct Projection {
  bool valid = false;
  std::string reason; ///< Why not, if !valid.
  double flops = 0;
  /// Compute ceilings (eqs. 2-3) on A and B, GFLOP/s.
  double perfMixSource = 0, perfMixTarget = 0;
  double perfCeilSource = 0, perfCeilTarget = 0;
  /// Shared memory's bank-conflict factor (eq. 5).
  double bankFactor = 1;
  std::array<LevelProjection, 3> levels;
  /// [min, max] of the three projections (the paper's interval), us.
  double lowUs = 0, highUs = 0;
  /// The issue ceiling on B: the warp instructions at B's issue rate, us.
  double issueFloorUs = 0;
  /// The instruction-mix ceilings of the pipes on B: A's busy time of each
  /// pipe at its peak, scaled by A's over B's pipe rate, us (FP32, FP64,
  /// integer, SFU), and the largest.
  double pipeFloorUs[4] = {0, 0, 0, 0};
  double computeFloorUs = 0;
  /// The point estimate (docs/projection.md): the projection through L1's
  /// roofline, whose ceiling combines every level's traffic, no less than
  /// the issue floor and the pipes' floor.
  double pointUs = 0;
  /// The level whose own traffic takes longest on A (eq. 4).
  ProjectionLevel limiter = ProjectionLevel::dram;
  /// Bytes traversing each level on B (A's, unless Warp-aware).
  std::array<double, 3> targetBytes{0, 0, 0};
};

const char *levelName(ProjectionLevel level);

/// Projects `profile`, measured on `source`, to `target`. Seed 001 copies
/// A's traffic to B; with `targetTraffic` (Warp-aware mode) B's ceilings
/// and operational intensities use its bytes per level instead.
Projection projectLaunch(const LaunchProfile &profile,
                         const GpuCeilings &source, const GpuCeilings &target,
                         const LaunchProfile *targetTraffic = nullptr);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_TIME_PROJECTION_H
