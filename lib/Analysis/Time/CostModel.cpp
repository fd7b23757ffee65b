//===- CostModel.cpp - Predicted run time of a launch ---------------------===//
//
// Throughput bounds, each the time the launch would take if that resource
// were the only limit (seed 004 §1.3: per-resource exclusive-use cycles):
//   dram    = DRAM bytes / BW(w), BW interpolated between the measured read
//             and copy bandwidths by the write share w
//   l2      = max(L2 bytes / L2 bandwidth, L2 tag lookups / lookup rate,
//                 write passes / write rate)                (seed 000 §4)
//             a write pass per written sector, two for a partly written one
//             on a target with ECC (read-modify-write)
//   l1      = L1 data-pipe wavefronts / (SMs · clock), global (one per
//             line of a warp request) and shared
//   atomics = max(Σ shared atomic jobs · S(e) / (SMs · clock)   (seed 002),
//                 global atomic sectors / rate(lines updated),   (measured)
//                 CAS loops · interval / (SMs · clock)
//                   + max(dram, l2, l1))                         (calibrated)
//             a global compare-and-swap loop fences the system once per
//             warp and update; the fenced updates hold the SM's memory
//             traffic, so their time adds to the memory bounds
//   fp32/64 = lane operations / (SMs · lanes per cycle · clock)
//   issue   = warp instructions / (SMs · issue rate · clock)
//   blocks  = blocks per SM · block launch interval / clock
// Latency bound (seed 004 §1.4-1.6): L_warp is the critical path of a warp
// alone (WarpCriticalPath.h), its memory rounds at the loaded latency;
// n resident warps per SM overlap: warp throughput = n / L_warp. A round
// waits for the last of its requests and a block for its slowest warp:
// expected maxima over the measured latency distributions
// (LatencyOrderStatistics.h); a block's warps share the issue port until
// their first round returns, and the L1 pipe after a barrier. The memory
// latency grows with the achieved bandwidth λ:
// L_mem(λ) = a + b·λ/(c − λ), and λ = bytes / T, so T is a fixed point,
// found by bisection (λ stays below c, latency and time stay finite).
// Volkov takes T = max(T_latency(T), T_thru), T_thru the largest throughput
// bound. Gradual saturation (seed 004 §1.7: at the occupancy the linear
// model says suffices only 75-84 % of peak; 90 % needs 1.3x, 95 % 1.5x that
// occupancy) replaces the hard maximum by the soft one
//   T = (T_thru^k + T_latency(T)^k)^(1/k),
// k from the target file (H100: 3.31, the least-squares fit of that
// curve to §1.7's three figures; not fitted to any measurement of Warp's;
// k = 0 gives Volkov's maximum).
// Blocks run in waves: the latency bound pays one warp latency per wave,
// the last, partial wave included (seed 003 eq. 18 charges (1 + 1/groups)).
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Time/CostModel.h"
#include "Warp/Analysis/Time/LatencyOrderStatistics.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::warp;

namespace {
/// The fixed point x = g(x) of a non-increasing g, bracketed in [lo, hi]
/// (hi is widened until g(hi) <= hi), by bisection: g(lo) > lo and
/// g(hi) <= hi throughout, so once the midpoint is one of the ends (adjacent
/// doubles, about 53 halvings from [x, 2x]) nothing changes any more and
/// the search stops, with the result it would have after 200 halvings.
template <typename G> double fixedPoint(G g, double lo, double hi) {
  if (g(lo) <= lo)
    return lo;
  while (g(hi) > hi)
    hi *= 2;
  for (int i = 0; i < 200; ++i) {
    double mid = 0.5 * (lo + hi);
    if (mid <= lo || mid >= hi)
      break;
    if (g(mid) > mid)
      lo = mid;
    else
      hi = mid;
  }
  return hi;
}
} // namespace

double mlir::warp::volkovMemoryThroughput(double n, double alpha, double a,
                                          double b, double cGBs, double aluLat,
                                          double memThru, double issueThru,
                                          double bytesPerInst, double sms,
                                          double ghz) {
  // x = min(n / L(λ(x)), caps): the right side decreases in x; bisect.
  double cap = std::min(memThru, issueThru / (alpha + 1));
  auto lambda = [&](double x) { return x * bytesPerInst * sms * ghz; };
  auto rhs = [&](double x) {
    double l = lambda(x);
    if (l >= cGBs)
      return 0.0;
    double lat = a + b * l / (cGBs - l) + alpha * aluLat;
    return std::min(n / lat, cap);
  };
  return fixedPoint(rhs, 0, cap);
}

llvm::StringRef mlir::warp::boundName(Bound b) {
  switch (b) {
  case Bound::dram:
    return "dram";
  case Bound::l2:
    return "l2";
  case Bound::l1:
    return "l1";
  case Bound::atomics:
    return "atomics";
  case Bound::fp32:
    return "fp32";
  case Bound::fp64:
    return "fp64";
  case Bound::shuffle:
    return "shuffle";
  case Bound::mma:
    return "mma";
  case Bound::issue:
    return "issue";
  case Bound::blocks:
    return "blocks";
  case Bound::latency:
    return "latency";
  }
  return "latency";
}

llvm::StringRef mlir::warp::l2TermName(L2Term t) {
  switch (t) {
  case L2Term::bytes:
    return "bytes";
  case L2Term::tagLookups:
    return "tag lookups";
  case L2Term::writePasses:
    return "write passes";
  }
  return "bytes";
}

double mlir::warp::roundWaitsForDram(double q, double k) {
  q = std::clamp(q, 0.0, 1.0);
  return 1 - std::pow(1 - q, std::max(1.0, k));
}

double mlir::warp::combineLatencyAndThroughput(double tThroughput,
                                               double tLatency, double k) {
  if (k <= 0)
    return std::max(tThroughput, tLatency);
  double hi = std::max(tThroughput, tLatency);
  if (hi <= 0)
    return 0;
  // Scaled by the larger term so that the powers stay finite.
  double a = tThroughput / hi, b = tLatency / hi;
  return hi * std::pow(std::pow(a, k) + std::pow(b, k), 1.0 / k);
}

namespace {

/// S(e) of an instruction class at saturation: linear interpolation of the
/// target's service table (steady state, n = 64), in cycles. A class the
/// table lacks uses the add class.
double atomicServiceCycles(const HardwareTarget &t, AtomicInstruction op,
                           double e) {
  std::vector<std::pair<double, double>> pts;
  for (const AtomicServiceSample &s : t.calibration.atomicService)
    if (s.op == op)
      pts.push_back({s.e, s.cycles});
  if (pts.empty() && op != AtomicInstruction::add)
    return atomicServiceCycles(t, AtomicInstruction::add, e);
  if (pts.empty())
    return std::max(1.0, e); // one cycle per serialised lane (seed 002)
  std::sort(pts.begin(), pts.end());
  if (e <= pts.front().first)
    return pts.front().second;
  for (size_t i = 1; i < pts.size(); ++i)
    if (e <= pts[i].first) {
      double f = (e - pts[i - 1].first) / (pts[i].first - pts[i - 1].first);
      return pts[i - 1].second + f * (pts[i].second - pts[i - 1].second);
    }
  return pts.back().second * e / pts.back().first;
}

double loadedLatency(const LoadedLatencyFit &f, double lambda,
                     double fallback) {
  if (!f.isSet())
    return fallback;
  lambda = std::min(lambda, 0.999 * f.c);
  return f.a + f.b * lambda / (f.c - lambda);
}

/// The DRAM queue of a launch whose DRAM bytes are a fraction w written:
/// seed 004 §6.4's latency(λ) = a + b·λ/(c − λ), with (a, b, c) measured
/// for read streams (w = 0) and for copy streams (w = 1/2, λ counting the
/// bytes read and written; bench/groundtruth/microbench lat_loaded.cu,
/// mode copy), linear in w between them as the copy bandwidth is, and the
/// copy fit beyond. Without a copy fit, the read fit.
LoadedLatencyFit dramQueue(const HardwareTarget &t, double w) {
  const LoadedLatencyFit &r = t.calibration.dramLoadedLatency;
  const LoadedLatencyFit &cp = t.calibration.dramLoadedLatencyCopy;
  if (!r.isSet() || !cp.isSet())
    return r;
  double f = std::clamp(2 * w, 0.0, 1.0);
  LoadedLatencyFit q;
  q.a = r.a + f * (cp.a - r.a);
  q.b = r.b + f * (cp.b - r.b);
  q.c = r.c + f * (cp.c - r.c);
  return q;
}

} // namespace

namespace {

/// The launch's throughput bounds in seconds, each the time the launch
/// would take if that resource were its only limit (seed 004 §1.3).
struct Throughputs {
  double dramBytes = 0, writeShare = 0, l2Bytes = 0;
  double dram = 0, l2 = 0, l1 = 0, atomics = 0, fp32 = 0, fp64 = 0, shuffle = 0,
         mma = 0, issue = 0, blocks = 0;
  /// The largest bound.
  double largest() const {
    return std::max(
        {dram, l2, l1, atomics, fp32, fp64, shuffle, mma, issue, blocks});
  }
  /// The largest bound but DRAM's.
  double largestButDram() const {
    return std::max({l2, l1, atomics, fp32, fp64, shuffle, mma, issue, blocks});
  }
};

/// DRAM bytes / BW(w), BW interpolated between the measured read and copy
/// bandwidths by the write share w.
double dramBound(const LaunchVolumes &v, const HardwareTarget &t,
                 Throughputs &b) {
  b.dramBytes = v.dramReadBytes + v.dramWriteBytes;
  b.writeShare = b.dramBytes > 0 ? v.dramWriteBytes / b.dramBytes : 0;
  double bw = t.dram.bandwidthGBs;
  if (t.dram.bandwidthCopyGBs > 0)
    bw = t.dram.bandwidthGBs -
         2 * (t.dram.bandwidthGBs - t.dram.bandwidthCopyGBs) *
             std::min(b.writeShare, 1.0);
  return b.dramBytes / (bw * 1e9);
}

/// max(L2 bytes / L2 bandwidth, L2 tag lookups / lookup rate, write passes
/// / write rate) (seed 000 §4); which term binds goes to `c`.
double l2Bound(const LaunchVolumes &v, const HardwareTarget &t, Throughputs &b,
               LaunchCost &c) {
  b.l2Bytes = v.l2ReadBytes + v.l2WriteBytes +
              static_cast<double>(v.l1GlobalAtomicSectors) * t.l1.sectorBytes;
  // L2 tag lookups: one per line of a warp request that reaches L2, so a
  // request for fewer than all sectors of its line costs a whole lookup.
  // On a split L2, traffic that goes on to DRAM passes the tags of both
  // partitions (ncu's lts__t_requests_srcunit_ltcfabric equals the texture
  // requests for streaming kernels and is ~0.3-0.4 of them for stencils
  // that mostly hit). Without a measured rate: one full-line request per
  // line of bandwidth, per partition on a split L2 (bandwidth / line x 2).
  double l2Requests = v.l2ReadRequests + v.l2WriteRequests +
                      static_cast<double>(v.l1GlobalAtomicSectors);
  double dramShare = b.l2Bytes > 0 ? std::min(1.0, b.dramBytes / b.l2Bytes) : 0;
  if (t.l2.split)
    l2Requests *= 1 + dramShare;
  double requestRate =
      t.l2.requestRateGReqs > 0
          ? t.l2.requestRateGReqs * 1e9
          : t.l2.bandwidthGBs * 1e9 / t.l2.lineBytes * (t.l2.split ? 2 : 1);
  // The slices' write path takes one sector per slice and cycle
  // (Nsight Compute's peak for lts__t_sectors_srcunit_tex_op_write on the
  // H100). With ECC the check bits cover a whole sector, so a write of part
  // of one reads the sector, merges and writes it: two passes of that path
  // (seed 000 §3.4 item 5 names the partial write's DRAM side; this is its
  // L2 side). Full sectors pass once.
  double writePasses = v.l2WriteBytes / t.l1.sectorBytes;
  if (t.l2.ecc)
    writePasses += static_cast<double>(v.l2PartialWriteSectors);
  double tL2Writes = t.l2.writeRateGSectors > 0
                         ? writePasses / (t.l2.writeRateGSectors * 1e9)
                         : 0.0;
  double tL2Bytes = b.l2Bytes / (t.l2.bandwidthGBs * 1e9);
  double tL2Lookups = l2Requests / requestRate;
  double tL2 = std::max({tL2Bytes, tL2Lookups, tL2Writes});
  c.l2WritePasses = writePasses;
  c.l2Term = tL2 == tL2Writes && tL2Writes > 0 ? L2Term::writePasses
             : tL2 == tL2Lookups               ? L2Term::tagLookups
                                               : L2Term::bytes;
  return tL2;
}

/// Seed 002: busy time = jobs x S(e) per instruction class, e the
/// wavefronts (serialised updates) per warp-level atomic, over the SMs.
double atomicsBound(const LaunchVolumes &v, const HardwareTarget &t, double sms,
                    double hz) {
  double atomicCycles = 0;
  for (const auto &[cls, counts] : v.sharedAtomicsByClass) {
    if (counts.instructions <= 0)
      continue;
    double e = counts.wavefronts / counts.instructions;
    atomicCycles += counts.instructions * atomicServiceCycles(t, cls, e);
  }
  return atomicCycles / (sms * hz);
}

/// Global atomics in the L2: the updates of one line are served by one
/// slice in turn, so their throughput depends on how many distinct lines
/// they update (the target's measured global_atomic_line_rates): atomic
/// sectors / rate(lines). Each warp atomic's sectors count once; lanes on
/// one word of a sector are not counted apart. At the worst end of the
/// range of data-dependent addresses (`globalAtomicOneWord`), every such
/// lane goes to one word, which the L2 updates once per lane in turn: those
/// lanes / the target's global_atomic_one_word rate, integer and float
/// updates apart.
double globalAtomicsBound(const LaunchVolumes &v, const HardwareTarget &t) {
  const AtomicLineRates &r = t.calibration.globalAtomicLineRates;
  double bound = 0;
  if (r.isSet() && v.l1GlobalAtomicSectors > 0 && v.globalAtomicLines > 0)
    bound = static_cast<double>(v.l1GlobalAtomicSectors) /
            (r.at(static_cast<double>(v.globalAtomicLines)) * 1e9);
  const OneWordAtomicRates &w = t.calibration.globalAtomicOneWord;
  if (v.globalAtomicOneWord && w.isSet())
    bound =
        std::max(bound, static_cast<double>(v.globalAtomicDataLanesInt) /
                                (w.intGUpdates * 1e9) +
                            static_cast<double>(v.globalAtomicDataLanesFloat) /
                                (w.floatGUpdates * 1e9));
  return bound;
}

Throughputs throughputBounds(const LaunchVolumes &v, const HardwareTarget &t,
                             LaunchCost &c) {
  const double hz = t.sm.clockMHz * 1e6;
  const double sms = static_cast<double>(t.sm.count);
  Throughputs b;
  b.dram = dramBound(v, t, b);
  b.l2 = l2Bound(v, t, b, c);
  // L1 data-pipe wavefronts, global (one per line of a warp request) and
  // shared, one per cycle per SM.
  double l1Cycles =
      static_cast<double>(v.l1Wavefronts) +
      static_cast<double>(v.l1GlobalStoreWavefronts) +
      static_cast<double>(v.sharedLoadWavefronts + v.sharedStoreWavefronts);
  b.l1 = l1Cycles / (sms * hz);
  // Shared atomics busy the SMs, global ones the L2: the slower of the two.
  b.atomics = std::max(atomicsBound(v, t, sms, hz), globalAtomicsBound(v, t));
  // A global compare-and-swap loop's updates (a float max) go one at a
  // time per SM, each fencing the system (MEMBAR.ALL.SYS): updates x the
  // measured interval. The fence holds the SM's global memory traffic, so
  // that time adds to the memory bounds' instead of overlapping it
  // (docs/cost-model.md, "Global compare-and-swap loops").
  if (double casLoops =
          v.globalCasLoops * t.latency.globalCasLoopInterval / (sms * hz))
    b.atomics = std::max(b.atomics, casLoops + std::max({b.dram, b.l2, b.l1}));
  b.fp32 = v.laneOpsFp32 / (sms * t.sm.fp32PerCycle * hz);
  b.fp64 = v.laneOpsFp64 / (sms * t.sm.fp64PerCycle * hz);
  // Issue (seed 004's issue bound, instructions / issue rate): the warp
  // instructions at issue_per_cycle per SM, and the shared-memory
  // wavefronts on top of them, not beside them. Measured on
  // the contraction sweep's tuning half (bench/contractions, H100,
  // 2026-11-26): a SIMT tiling that issues 1.3 M warp instructions per SM
  // and moves 0.5-1.1 M shared wavefronts per SM takes the sum of the two
  // (64x128x32, thread 8x8, 2048^3: 1208 us unpadded, 998 us padded,
  // against issue + shared of 1230 and 991 us; the larger of the two, the
  // hard maximum, predicted 696 us for both). The shared-memory
  // instructions and their replays go through the MIO queue, which the
  // warps feed through the same issue slots, and a warp stalled on a full
  // queue ("MIO throttle", Nsight Compute's warp states) issues nothing
  // else. Kernels with few shared wavefronts (the ground truth's
  // transposes and histograms) are unchanged.
  b.issue =
      (v.instructions() / t.sm.issuePerCycle +
       static_cast<double>(v.sharedLoadWavefronts + v.sharedStoreWavefronts)) /
      (sms * hz);
  // Warp shuffles: shufflePerCycle results per cycle per SM, 32 per SHFL
  // (the CUDA guide's throughput table). Matrix operations: the tensor
  // cores' dense FP16 rate (the work is already scaled to it).
  b.shuffle = v.instructionMix[InstructionGroup::shuffles] * 32 /
              (sms * t.sm.shufflePerCycle * hz);
  b.mma = t.sm.tensorFlopsPerCycle > 0
              ? v.mmaFlops / (sms * t.sm.tensorFlopsPerCycle * hz)
              : 0.0;
  // An SM starts a new block at most every block_launch cycles (seed 004
  // §3.8's block replacement latency, as a throughput limit).
  b.blocks = std::ceil(static_cast<double>(v.blocks) / sms) *
             t.latency.blockLaunch / hz;
  return b;
}

/// One warp's path through the latency bound, cycles.
struct WarpPath {
  double warp = 0;      ///< Critical path of one warp, cycles.
  double round = 0;     ///< One memory round, E[max of n].
  double straggler = 0; ///< The block's slowest warp beyond one warp.
  double tail = 0;      ///< The last wave's slowest warp beyond a block's.
};

/// Seed 004 §1.4-1.6's latency bound as a function of the launch's time T
/// (the memory latency grows with the bandwidth the launch achieves). See
/// the comment at the top of the file and docs/cost-model.md.
class LatencyBound {
public:
  LatencyBound(const LaunchVolumes &v, const HardwareTarget &t,
               const Throughputs &b, LaunchCost &c);
  /// The warp's path at loaded DRAM and L2 bandwidths (GB/s).
  WarpPath warpPath(double lambdaDram, double lambdaL2) const;
  /// The latency bound, seconds, if the launch takes T seconds.
  double timeAt(double T) const;

private:
  /// The waits of a block's slowest warp, in its first round, for its
  /// siblings (issue port, L1 pipe, L2 share) and after a barrier; sets
  /// them in `c` and returns the first-round one.
  double firstRoundWait(LaunchCost &c) const;

  const LaunchVolumes &v;
  const HardwareTarget &t;
  const Throughputs &b;
  double hz, waves, fromDram, rounds, requestsPerRound, requestsPerBlockRound,
      warpsPerBlock, lastWaveBlocks, blockReplacement, roundWait = 0,
                                                       sharedWait = 0;
};

LatencyBound::LatencyBound(const LaunchVolumes &v, const HardwareTarget &t,
                           const Throughputs &b, LaunchCost &c)
    : v(v), t(t), b(b) {
  hz = t.sm.clockMHz * 1e6;
  const double sms = static_cast<double>(t.sm.count);
  double warpsPerSM = std::min<double>(
      v.occupancy.warpsPerSM, std::ceil(static_cast<double>(v.warps) / sms));
  c.residentWarpsPerSM = static_cast<int64_t>(warpsPerSM);
  waves = static_cast<double>(v.waves);
  fromDram =
      v.l2ReadBytes > 0 ? std::min(1.0, v.dramReadBytes / v.l2ReadBytes) : 1.0;
  rounds = v.warpLatencyMemoryAccesses;
  // Requests of a warp that loads (warps that only check bounds and exit
  // do not dilute it) and of a whole block, per round.
  double loadingWarps =
      static_cast<double>(v.loadingWarps > 0 ? v.loadingWarps : v.warps);
  requestsPerRound =
      loadingWarps > 0 && rounds > 0
          ? std::max(1.0, v.l2ReadRequests / loadingWarps / rounds)
          : 1.0;
  warpsPerBlock = v.blocks > 0 ? static_cast<double>(v.warps) / v.blocks : 1.0;
  requestsPerBlockRound =
      v.blocks > 0 && rounds > 0
          ? std::max(requestsPerRound,
                     v.l2ReadRequests / static_cast<double>(v.blocks) / rounds)
          : requestsPerRound;
  lastWaveBlocks =
      static_cast<double>(v.blocks) -
      (waves - 1) * static_cast<double>(std::max<int64_t>(v.waveBlocks, 1));
  c.roundDramProbability = roundWaitsForDram(fromDram, requestsPerRound);
  roundWait = firstRoundWait(c);
  sharedWait = c.blockSharedWaitCycles;
  // Each wave's blocks wait for the SM to replace the blocks before them
  // (seed 004 §3.8): the measured replacement latency where the target has
  // one (block_turnover.cu, one block per SM), else the launch interval.
  blockReplacement = t.latency.blockReplacement > 0 ? t.latency.blockReplacement
                                                    : t.latency.blockLaunch;
}

double LatencyBound::firstRoundWait(LaunchCost &c) const {
  const double sms = static_cast<double>(t.sm.count);
  double siblingsPerScheduler =
      std::ceil(warpsPerBlock /
                static_cast<double>(std::max<int64_t>(t.sm.schedulers, 1))) -
      1;
  double issueInterval = t.sm.warpIssueIntervalCycles();
  c.blockSharedWaitCycles = v.instructionMix[InstructionGroup::barriers] > 0 &&
                                    v.blocks > 0 && warpsPerBlock > 0
                                ? static_cast<double>(v.sharedLoadWavefronts) /
                                      static_cast<double>(v.blocks) *
                                      (1 - 1 / warpsPerBlock)
                                : 0.0;
  c.blockIssueWaitCycles = v.warps > 0 ? std::max(0.0, siblingsPerScheduler) *
                                             issueInterval * v.instructions() /
                                             static_cast<double>(v.warps) /
                                             std::max(1.0, rounds)
                                       : 0.0;
  c.blockL1WaitCycles = v.blocks > 0 && warpsPerBlock > 0
                            ? static_cast<double>(v.l1Wavefronts) /
                                  static_cast<double>(v.blocks) /
                                  std::max(1.0, rounds) *
                                  (1 - 1 / warpsPerBlock)
                            : 0.0;
  // The same first-round reads then return through the L2, of which an SM
  // gets its share when all SMs run the kernel's blocks: the binding L2
  // term's rate over the SMs. The slowest warp's data comes after its
  // m − 1 siblings': (1 − 1/m) x the block's L2 read bytes of one round /
  // (L2 bytes / (tL2 x SMs x clock)) (issue 15, pattern 1: large blocks).
  // No new constant. Not the DRAM: its drain, tried the same way, made
  // the streaming triads 3 points worse (docs/accuracy.md).
  c.blockL2WaitCycles = v.blocks > 0 && warpsPerBlock > 0 && b.l2Bytes > 0
                            ? v.l2ReadBytes / static_cast<double>(v.blocks) /
                                  std::max(1.0, rounds) *
                                  (1 - 1 / warpsPerBlock) * b.l2 * sms * hz /
                                  b.l2Bytes
                            : 0.0;
  return std::max(
      {c.blockIssueWaitCycles, c.blockL1WaitCycles, c.blockL2WaitCycles});
}

WarpPath LatencyBound::warpPath(double lambdaDram, double lambdaL2) const {
  double lDram =
      loadedLatency(dramQueue(t, b.writeShare), lambdaDram, t.latency.dram);
  double lL2 =
      loadedLatency(t.calibration.l2LoadedLatency, lambdaL2, t.latency.l2);
  LatencyComponent parts[] = {
      {fromDram, &t.calibration.dramLatencyQuantiles, lDram},
      {1 - fromDram, &t.calibration.l2LatencyQuantiles, lL2}};
  WarpPath p;
  if (rounds <= 0) {
    p.warp = v.warpLatencyCycles;
    return p;
  }
  double ns[] = {requestsPerRound, requestsPerBlockRound,
                 requestsPerBlockRound * lastWaveBlocks};
  double maxima[3];
  expectedMaximumLatencies(parts, ns, maxima);
  p.round = maxima[0];
  double block = maxima[1];
  double wave = maxima[2];
  p.straggler = std::sqrt(rounds) * (block - p.round);
  p.tail = std::sqrt(rounds) * (wave - block);
  p.warp = rounds * p.round + v.warpLatencyCycles;
  return p;
}

double LatencyBound::timeAt(double T) const {
  double lambdaDram = T > 0 ? b.dramBytes / T / 1e9 : 0;
  double lambdaL2 = T > 0 ? b.l2Bytes / T / 1e9 : 0;
  WarpPath p = warpPath(lambdaDram, lambdaL2);
  // Each wave: the resident blocks' warps overlap; then the SM replaces
  // its blocks (seed 004 §3.8).
  return (waves * (p.warp + p.straggler + roundWait + sharedWait +
                   blockReplacement) +
          p.tail) /
         hz;
}

} // namespace

LaunchCost mlir::warp::computeLaunchCost(const LaunchVolumes &v,
                                         const HardwareTarget &t) {
  LaunchCost c;
  if (!v.modelled) {
    c.reason = v.reason;
    return c;
  }
  const double us = 1e6;
  Throughputs b = throughputBounds(v, t, c);
  LatencyBound latency(v, t, b, c);
  double tBound = b.largest();
  // Where the DRAM queue was measured for the launch's mix of reads and
  // writes (dram_loaded_latency and dram_loaded_latency_copy), its loaded
  // latency already is the gradual approach to the DRAM bound: a stream
  // that keeps enough bytes in flight reaches it (the copy benchmark does,
  // at 2.84-2.89 TB/s). Seed 004 §1.7's soft maximum would add that
  // approach a second time (up to 2^(1/k) = +23 % at T_lat = T_dram), so the
  // DRAM bound is then a hard maximum and the soft maximum joins the latency
  // bound with the other throughputs. Without the copy fit, as before.
  double tBoundSoft =
      t.calibration.dramLoadedLatencyCopy.isSet() ? b.largestButDram() : tBound;
  // Fixed point T = max(tDram, combine(tBoundSoft, latency(T))), latency
  // decreasing in T (so is the right side).
  double lo = std::max(tBound, 1e-12);
  double k = t.calibration.gradualSaturationK;
  double T = fixedPoint(
      [&](double x) {
        return std::max(b.dram, combineLatencyAndThroughput(
                                    tBoundSoft, latency.timeAt(x), k));
      },
      lo, 2 * lo);
  double tLatency = latency.timeAt(T);
  WarpPath atSolution =
      latency.warpPath(b.dramBytes / T / 1e9, b.l2Bytes / T / 1e9);
  c.warpLatencyCycles = atSolution.warp;
  c.roundLatencyCycles = atSolution.round;
  c.blockStragglerCycles = atSolution.straggler;
  c.memoryLatencyCycles = loadedLatency(dramQueue(t, b.writeShare),
                                        b.dramBytes / T / 1e9, t.latency.dram);
  c.achievedDramGBs = b.dramBytes / T / 1e9;
  c.boundsUs = {b.dram * us,  b.l2 * us,     b.l1 * us,      b.atomics * us,
                b.fp32 * us,  b.fp64 * us,   b.shuffle * us, b.mma * us,
                b.issue * us, b.blocks * us, tLatency * us};
  // The largest; on a tie, the first in Bound's order.
  c.limiter = static_cast<Bound>(
      std::max_element(c.boundsUs.begin(), c.boundsUs.end()) -
      c.boundsUs.begin());
  c.launchOverheadUs = t.latency.kernelLaunchUs;
  c.timeUs = T * us + c.launchOverheadUs;
  c.modelled = true;
  return c;
}
