//===- Projection.cpp - Seed 001's roofline projection to another GPU -----===//
//
// See Projection.h. Equations (1)-(10) of seed 001 (digest
// ../shared/design/seed001_003.md §1.1), implemented as written unless a
// comment says otherwise (docs/projection.md lists every departure).
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Time/Projection.h"

#include <algorithm>
#include <cmath>

using namespace mlir::warp;

const char *mlir::warp::levelName(ProjectionLevel level) {
  switch (level) {
  case ProjectionLevel::l1:
    return "l1";
  case ProjectionLevel::l2:
    return "l2";
  case ProjectionLevel::dram:
    return "dram";
  }
  return "";
}

GpuCeilings mlir::warp::ceilingsOf(const HardwareTarget &t,
                                   const HardwareTarget *reference) {
  GpuCeilings c;
  c.name = t.name;
  double ghz = t.sm.clockMHz / 1e3;
  c.clockGHz = ghz;
  // An FMA is two FLOPs per lane per cycle.
  c.fp32FmaGflops = 2 * t.sm.fp32PerCycle * t.sm.count * ghz;
  c.fp64FmaGflops = 2 * t.sm.fp64PerCycle * t.sm.count * ghz;
  c.l1GBs = t.l1.bytesPerCycle * t.sm.count * ghz;
  c.sharedGBs = t.shared.banks * t.shared.bankBytes * t.sm.count * ghz;
  c.l2GBs = t.l2.bandwidthGBs;
  c.issueGinst = t.sm.issuePerCycle * t.sm.count * ghz;
  c.fmaGops = t.sm.fp32PerCycle * t.sm.count * ghz;
  c.fp64Gops = t.sm.fp64PerCycle * t.sm.count * ghz;
  c.aluGops = t.sm.int32PerCycle * t.sm.count * ghz;
  c.xuGops = t.sm.sfuPerCycle * t.sm.count * ghz;
  c.dramGBs = t.dram.bandwidthCopyGBs;
  if (reference && reference->dram.bandwidthCopyGBs > 0 &&
      reference->dram.bandwidthSpecGBs > 0 && t.dram.bandwidthSpecGBs > 0)
    // Seed 001 §3: BWMax_t = BWPeak_t x BWMax_s / BWPeak_s.
    c.dramGBs = t.dram.bandwidthSpecGBs * reference->dram.bandwidthCopyGBs /
                reference->dram.bandwidthSpecGBs;
  return c;
}

double mlir::warp::ridgePoint(double perfGflops, double bwGBs) {
  return bwGBs > 0 ? perfGflops / bwGBs : 0;
}

namespace {

/// Eq. (2): the compute peak for the kernel's instruction mix, FP32 and
/// FP64 each with their own FMA peak; an ADD or MUL instruction runs at the
/// FMA's rate with one FLOP instead of two (PerfmaxADD_MUL =
/// PerfmaxFMA / 2, the digest's inference). The two precisions combine
/// by their FLOPs (time-weighted).
double perfMix(const LaunchProfile &p, const GpuCeilings &g) {
  auto mix = [](double fma, double add, double mul, double peak) {
    double n = fma + add + mul;
    if (n <= 0)
      return 0.0;
    return peak * fma / n + peak / 2 * (add + mul) / n;
  };
  double f32 = 2 * p.fp32Fma + p.fp32Add + p.fp32Mul;
  double f64 = 2 * p.fp64Fma + p.fp64Add + p.fp64Mul;
  double t = 0;
  if (f32 > 0)
    t += f32 / mix(p.fp32Fma, p.fp32Add, p.fp32Mul, g.fp32FmaGflops);
  if (f64 > 0)
    t += f64 / mix(p.fp64Fma, p.fp64Add, p.fp64Mul, g.fp64FmaGflops);
  return t > 0 ? (f32 + f64) / t : g.fp32FmaGflops;
}

struct Ceilings {
  double perfCeil;             ///< Eq. (3), GFLOP/s.
  std::array<double, 3> bw;    ///< Eqs. (6)-(8): L1, L2, DRAM, GB/s.
  std::array<double, 3> bytes; ///< N+ per level.
  double bankFactor;
  std::array<double, 3> ownTimeNs; ///< Eqs. (4)-(5): L1 + shared, L2, DRAM.
};

/// Eqs. (3)-(8) for the profile's traffic on GPU `g`.
Ceilings ceilings(const LaunchProfile &p, const GpuCeilings &g) {
  Ceilings c;
  // (3): the warp-usage ceiling.
  c.perfCeil = std::min(1.0, p.activeThreadsPerInst / 32.0) * perfMix(p, g);
  // Bytes that hit each level (eq. 4's N_mem): DRAM all its bytes; L2 what
  // L1 sends it and DRAM does not serve; L1 what it serves itself.
  double nDram = p.dramBytes;
  double nL2 = std::max(0.0, p.l2Bytes - nDram);
  double nL1 = std::max(0.0, p.l1GlobalBytes - p.l2Bytes);
  // (5): shared memory, with the bank-conflict factor 128 / N_ShM_pc. A
  // conflict-free wavefront moves up to 128 bytes (32 banks x 4 B); the
  // conflicts make N_ShM_pc = 128 x (W - C) / W bytes per cycle.
  double ideal = std::max(0.0, p.sharedWavefronts - p.sharedConflicts);
  double nShM = 128 * ideal;
  c.bankFactor = ideal > 0 ? p.sharedWavefronts / ideal : 1;
  double tShM = g.sharedGBs > 0 ? nShM * c.bankFactor / g.sharedGBs : 0;
  // (4): time per level at its maximum bandwidth (bytes / (GB/s) = ns).
  double tL1 = nL1 / g.l1GBs, tL2 = nL2 / g.l2GBs, tDram = nDram / g.dramGBs;
  // (6)-(8): harmonic means over the traffic that passes each level; (10)'s
  // N+ are their numerators.
  c.bytes = {nL1 + nShM + nL2 + nDram, nL2 + nDram, nDram};
  c.ownTimeNs = {tL1 + tShM, tL2, tDram};
  double t1 = tL1 + tShM + tL2 + tDram, t2 = tL2 + tDram;
  c.bw = {t1 > 0 ? c.bytes[0] / t1 : g.l1GBs,
          t2 > 0 ? c.bytes[1] / t2 : g.l2GBs, g.dramGBs};
  return c;
}

/// Eq. (1) with the kernel's ceilings: min(BWceil x OI, Perfceil).
double roofline(double bw, double oi, double perfCeil) {
  return std::min(bw * oi, perfCeil);
}

} // namespace

Projection mlir::warp::projectLaunch(const LaunchProfile &p,
                                     const GpuCeilings &a, const GpuCeilings &b,
                                     const LaunchProfile *targetTraffic) {
  Projection r;
  if (!(p.timeUs > 0)) {
    r.reason = "the launch's time is zero";
    return r;
  }
  if (!(p.dramBytes > 0)) {
    r.reason = "the launch moves no DRAM bytes, so its DRAM operational "
               "intensity (eq. 10) is undefined";
    return r;
  }
  Ceilings ca = ceilings(p, a),
           cb = ceilings(targetTraffic ? *targetTraffic : p, b);
  r.targetBytes = cb.bytes;
  r.flops = p.flops();
  r.perfMixSource = perfMix(p, a);
  r.perfMixTarget = perfMix(p, b);
  r.perfCeilSource = ca.perfCeil;
  r.perfCeilTarget = cb.perfCeil;
  r.bankFactor = ca.bankFactor;
  const ProjectionLevel lv[3] = {ProjectionLevel::l1, ProjectionLevel::l2,
                                 ProjectionLevel::dram};
  for (int i = 0; i < 3; ++i) {
    LevelProjection &l = r.levels[i];
    l.level = lv[i];
    l.bytes = ca.bytes[i];
    l.bwCeilSource = ca.bw[i];
    l.bwCeilTarget = cb.bw[i];
    // (10): OI over the bytes traversing the level. Seed 001 keeps A's
    // bytes on B; Warp-aware mode gives B its own.
    l.oi = l.bytes > 0 ? r.flops / l.bytes : 0;
    l.oiTarget = cb.bytes[i] > 0 ? r.flops / cb.bytes[i] : 0;
    // (9) in time: t_B = t_A x roofline_A(OI_A) / roofline_B(OI_B) (the
    // FLOPs are the same on both). Without FLOPs both roofs are memory
    // roofs and the ratio is their limit, the time of the traffic at the
    // ceilings: (N+_B / BWceil_B) / (N+_A / BWceil_A).
    double ratio;
    if (r.flops > 0 && l.bytes > 0 && cb.bytes[i] > 0)
      ratio = roofline(l.bwCeilSource, l.oi, ca.perfCeil) /
              roofline(l.bwCeilTarget, l.oiTarget, cb.perfCeil);
    else if (l.bytes > 0 && cb.bytes[i] > 0)
      ratio = (cb.bytes[i] / l.bwCeilTarget) / (l.bytes / l.bwCeilSource);
    else
      ratio = l.bwCeilTarget > 0 ? l.bwCeilSource / l.bwCeilTarget : 1;
    l.timeUs = p.timeUs * ratio;
    // The share of A's time that this level's roof explains: the time at
    // the roof over the measured time.
    double roofTimeNs =
        std::max(l.bwCeilSource > 0 ? l.bytes / l.bwCeilSource : 0.0,
                 ca.perfCeil > 0 && r.flops > 0 ? r.flops / ca.perfCeil : 0.0);
    l.sourceShare = roofTimeNs / (p.timeUs * 1e3);
  }
  // The limiter: the level whose own traffic takes longest on A at its
  // maximum bandwidth (eq. 4), shared memory counted with L1.
  double tOwn[3] = {ca.ownTimeNs[0], ca.ownTimeNs[1], ca.ownTimeNs[2]};
  r.limiter = ProjectionLevel::dram;
  for (int i = 0; i < 3; ++i)
    if (tOwn[i] > tOwn[static_cast<int>(r.limiter)])
      r.limiter = lv[i];
  r.lowUs = r.levels[0].timeUs;
  r.highUs = r.levels[0].timeUs;
  for (const LevelProjection &l : r.levels) {
    r.lowUs = std::min(r.lowUs, l.timeUs);
    r.highUs = std::max(r.highUs, l.timeUs);
  }
  r.issueFloorUs =
      b.issueGinst > 0 ? p.warpInstructions / b.issueGinst / 1e3 : 0;
  // The point estimate: the projection through L1's roofline. Its ceiling
  // (eq. 6) is the harmonic mean over all the traffic of the hierarchy, so
  // its time on each GPU is the sum of the levels' times (eq. 4); of the
  // three projections it is the one that counts every level, where the
  // paper's midpoint of the interval would weigh L2 and DRAM alone as much.
  // The pipes of the instruction mix: what each needed of A's time at its
  // peak, at B's rate.
  const double shares[4] = {p.pipeFma, p.pipeFp64, p.pipeAlu, p.pipeXu};
  const double rateA[4] = {a.fmaGops, a.fp64Gops, a.aluGops, a.xuGops};
  const double rateB[4] = {b.fmaGops, b.fp64Gops, b.aluGops, b.xuGops};
  for (int i = 0; i < 4; ++i) {
    r.pipeFloorUs[i] =
        rateB[i] > 0 ? shares[i] * p.timeUs * rateA[i] / rateB[i] : 0;
    r.computeFloorUs = std::max(r.computeFloorUs, r.pipeFloorUs[i]);
  }
  r.pointUs = std::max({r.levels[0].timeUs, r.issueFloorUs, r.computeFloorUs});
  r.valid = true;
  return r;
}
