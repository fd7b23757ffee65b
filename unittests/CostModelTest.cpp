//===- CostModelTest.cpp - Occupancy and Volkov's latency-bound solver ----===//

#include "Warp/Analysis/Time/CostModel.h"
#include "Warp/Analysis/Time/LatencyOrderStatistics.h"
#include "Warp/Analysis/Volumes/DataVolumes.h"
#include "Warp/Analysis/Volumes/Occupancy.h"
#include "Warp/Target/HardwareTarget.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace mlir::warp;

namespace {

HardwareTarget h100() {
  auto t = HardwareTarget::loadFile(std::string(WARP_TEST_HWTARGETS_DIR) +
                                    "/h100.yaml");
  EXPECT_TRUE(static_cast<bool>(t));
  return *t;
}

/// The named bound of a launch cost, in µs; a test failure (and NaN, which
/// fails every comparison) when the cost has no such bound.
double boundUs(const LaunchCost &c, const std::string &name) {
  for (Bound b : allBounds())
    if (boundName(b) == name)
      return c.boundUs(b);
  ADD_FAILURE() << "no bound named " << name;
  return std::nan("");
}

// CUDA occupancy rules on the H100 (64 warps, 32 blocks, 65536 registers in
// units of 256 per warp, 228 KiB shared in units of 128 B plus 1 KiB per
// block), hand-computed.
TEST(Occupancy, H100Table) {
  HardwareTarget t = h100();
  struct Case {
    int64_t threads, regs, smem, blocks, warps;
    OccupancyLimit limiter;
  } cases[] = {
      // 64 / 8 warps (registers tie)
      {256, 32, 0, 8, 64, OccupancyLimit::warps},
      // 32-block limit
      {32, 16, 0, 32, 32, OccupancyLimit::blocks},
      // 64*32=2048/warp, 4 warps: 8
      {128, 64, 0, 8, 32, OccupancyLimit::registers},
      // 1280/warp -> 5120/block: 12
      {128, 40, 0, 12, 48, OccupancyLimit::registers},
      // 33*32=1056 -> 1280 per warp
      {1024, 33, 0, 1, 32, OccupancyLimit::registers},
      // (48K+1K) -> 4
      {256, 32, 48 * 1024, 4, 32, OccupancyLimit::sharedMemory},
      // 11136 B: 20.97 -> 20
      {64, 20, 10000, 20, 40, OccupancyLimit::sharedMemory},
      // 255*32 -> 8192/warp: 0
      {1024, 255, 0, 0, 0, OccupancyLimit::none},
  };
  for (const Case &c : cases) {
    Occupancy o = computeOccupancy(t, c.threads, c.regs, c.smem);
    SCOPED_TRACE(std::to_string(c.threads) + " threads, " +
                 std::to_string(c.regs) + " regs, " + std::to_string(c.smem) +
                 " B");
    if (c.limiter == OccupancyLimit::none) {
      EXPECT_EQ(o.blocksPerSM, 0);
      continue;
    }
    EXPECT_EQ(o.limiter, c.limiter);
    EXPECT_EQ(o.blocksPerSM, c.blocks);
    EXPECT_EQ(o.warpsPerSM, c.warps);
  }
}

// Seed 004 Table 4.2, Kepler GTX680 (8 SMs, 1.124 GHz, 128 B per memory
// instruction): adds/cycle/SM = 32a min(n/(301 + 9a), 0.1338, 4/(a+1)).
// With b = 0 the solver is the basic model: a = 32, n = 64 gives 111.3
// (the thesis prints 115; its formula gives 111.3, as the digest notes).
TEST(Volkov, KeplerBasicModel) {
  auto adds = [](double n, double alpha) {
    double x = volkovMemoryThroughput(n, alpha, 301, 0, 1e9, 9, 0.1338, 4, 128,
                                      8, 1.124);
    return 32 * alpha * x;
  };
  EXPECT_NEAR(adds(16, 32), 27.8, 0.1);
  EXPECT_NEAR(adds(32, 32), 55.6, 0.1);
  EXPECT_NEAR(adds(64, 32), 111.3, 0.1);
  // alpha = 512: bound by issue 4/(a+1): 32*512*4/513 = 127.75.
  EXPECT_NEAR(adds(64, 512), 32 * 512 * 4.0 / 513, 0.1);
}

// Seed 004 §6.5, refined Kepler model with latency 300 + 32 λ/(170 − λ)
// (digest table: memory GB/s at α = 0 and α = 32).
TEST(Volkov, KeplerRefinedModel) {
  auto gbs = [](double n, double alpha) {
    double x = volkovMemoryThroughput(n, alpha, 300, 32, 170, 9, 0.1338, 4, 128,
                                      8, 1.124);
    return x * 128 * 8 * 1.124;
  };
  EXPECT_NEAR(gbs(8, 0), 30, 1.0);
  EXPECT_NEAR(gbs(16, 0), 58, 1.0);
  EXPECT_NEAR(gbs(32, 0), 105, 1.0);
  EXPECT_NEAR(gbs(48, 0), 133, 1.0);
  EXPECT_NEAR(gbs(64, 0), 147, 1.0);
  EXPECT_NEAR(gbs(32, 32), 61, 1.0);
  EXPECT_NEAR(gbs(48, 32), 89, 1.0);
  EXPECT_NEAR(gbs(64, 32), 113, 1.0);
}

// Seed 004 §1.7's gradual saturation as a combination of the bounds. With
// x = T_thru / T_lat (occupancy over the linear estimate n*), the fraction
// of peak (1 + x^-k)^(-1/k) at k = 3.31 passes through the thesis's
// figures: ~80 % at n*, 90 % at 1.3 n*, ~93-95 % at 1.5 n*.
TEST(GradualSaturation, ThesisFigures) {
  double k = 3.31;
  auto fractionOfPeak = [&](double x) {
    // Throughput time 1; latency time 1 / x.
    return 1.0 / combineLatencyAndThroughput(1.0, 1.0 / x, k);
  };
  EXPECT_NEAR(fractionOfPeak(1.0), 0.811, 0.001);
  EXPECT_NEAR(fractionOfPeak(1.3), 0.900, 0.001);
  EXPECT_NEAR(fractionOfPeak(1.5), 0.932, 0.001);
  // Far from the cusp the larger bound nearly alone remains:
  // 100 x (1 + 0.1^3.31)^(1/3.31) = 100 x (1 + 4.898e-4)^0.3021 = 100.0148.
  EXPECT_NEAR(combineLatencyAndThroughput(100, 10, k), 100.0148, 0.0001);
  EXPECT_NEAR(combineLatencyAndThroughput(10, 100, k), 100.0148, 0.0001);
  // k = 0: Volkov's hard maximum; k = 1: no overlap at all.
  EXPECT_DOUBLE_EQ(combineLatencyAndThroughput(3, 4, 0), 4);
  EXPECT_DOUBLE_EQ(combineLatencyAndThroughput(3, 4, 1), 7);
  EXPECT_DOUBLE_EQ(combineLatencyAndThroughput(0, 0, k), 0);
}

// A memory round waits for the last of its k requests; each misses L2 with
// probability q: 1 - (1 - q)^k.
TEST(LatencyBound, RoundWaitsForDram) {
  EXPECT_DOUBLE_EQ(roundWaitsForDram(0, 24), 0);
  EXPECT_DOUBLE_EQ(roundWaitsForDram(1, 24), 1);
  EXPECT_DOUBLE_EQ(roundWaitsForDram(0.25, 1), 0.25);
  EXPECT_DOUBLE_EQ(roundWaitsForDram(0.5, 2), 0.75);
  // q = 0.178 and 23.7 requests per round.
  EXPECT_NEAR(roundWaitsForDram(0.178, 23.7), 0.990, 0.001);
  // Fewer than one request still waits for one.
  EXPECT_DOUBLE_EQ(roundWaitsForDram(0.3, 0.5), 0.3);
}

// The expected last of n latencies, E[max] = x_min + ∫ (1 − F^n) dx, in
// cases with closed forms.
TEST(LatencyOrderStatistics, ClosedForms) {
  // Uniform on [100, 200]: E[max of n] = 100 + 100 n / (n + 1).
  LatencyQuantiles uniform{{0, 1}, {100, 200}, "test"};
  EXPECT_DOUBLE_EQ(quantileMean(uniform), 150);
  EXPECT_NEAR(expectedMaximumLatency({{1, &uniform, 150}}, 1), 150, 1e-9);
  EXPECT_NEAR(expectedMaximumLatency({{1, &uniform, 150}}, 3), 175, 1e-9);
  // Scaled to mean 300 (uniform on [200, 400]): 200 + 200 x 3/4.
  EXPECT_NEAR(expectedMaximumLatency({{1, &uniform, 300}}, 3), 350, 1e-9);
  // Fewer than one request still waits for one.
  EXPECT_NEAR(expectedMaximumLatency({{1, &uniform, 150}}, 0.5), 150, 1e-9);
  // Point masses (no measured shape): DRAM 700 with q = 0.3, L2 280; the
  // round waits for DRAM with probability 1 − 0.7^4 = 0.7599:
  // 280 + 420 x 0.7599 = 599.158.
  EXPECT_NEAR(
      expectedMaximumLatency({{0.3, nullptr, 700}, {0.7, nullptr, 280}}, 4),
      599.158, 1e-9);
  // Half a point mass at 100, half uniform on [100, 200], n = 2: with
  // u = (x − 100) / 100, F = (1 + u) / 2 and
  // E = 100 + 100 ∫ (1 − (1 + u)^2 / 4) du = 100 + 100 (1 − 7/12) = 141.667.
  EXPECT_NEAR(
      expectedMaximumLatency({{0.5, nullptr, 100}, {0.5, &uniform, 150}}, 2),
      100 + 100 * 5.0 / 12, 1e-9);
}

// On the H100's measured DRAM distribution (hwtargets/h100.yaml) the last of
// a warp's 4 lines comes 1.215 x the mean latency after the request; the
// loaded-latency microbenchmark measured 1.26-1.29 x the single-load probe
// latency for the streaming warps' 4-line requests, loop overhead included
// (bench/groundtruth/microbench/README.md). 1.2153 was computed
// independently of Warp (E[max of 4] = 843.32 on the quantiles' mean 693.90).
TEST(LatencyOrderStatistics, H100LastOfFourLines) {
  HardwareTarget t = h100();
  const LatencyQuantiles &q = t.calibration.dramLatencyQuantiles;
  ASSERT_TRUE(q.isSet());
  EXPECT_NEAR(quantileMean(q), 693.897, 1e-3);
  EXPECT_NEAR(expectedMaximumLatency({{1, &q, quantileMean(q)}}, 4), 843.32,
              0.01);
}

// How the latency bound puts the order statistics together (CostModel.cpp),
// on a launch built by hand: 264 blocks of 4 warps, one block per SM at a
// time (2 waves, the last of 132 blocks), each warp 4 memory rounds of 2 L2
// requests, all from DRAM, plus 100 cycles of arithmetic. Target: the H100
// with a DRAM latency uniform on [500, 900] cycles (mean 700), no loaded-
// latency fit (so every load's mean is latency_cycles.dram = 685: uniform
// on [489.29, 880.71]) and the hard maximum (k = 0).
TEST(LatencyBound, OrderStatisticsOfALaunch) {
  HardwareTarget t = h100();
  t.calibration.dramLatencyQuantiles = {{0, 1}, {500, 900}, "test"};
  t.calibration.dramLoadedLatency = {};
  t.calibration.l2LoadedLatency = {};
  t.calibration.gradualSaturationK = 0;
  LaunchVolumes v;
  v.modelled = true;
  v.threadsPerBlock = 128;
  v.blocks = 264;
  v.waveBlocks = 132;
  v.waves = 2;
  v.warps = 264 * 4;
  v.warpLatencyMemoryAccesses = 4;
  v.warpLatencyCycles = 100;
  v.l2ReadRequests = 1056.0 * 4 * 2;
  v.l2ReadBytes = v.dramReadBytes = v.l2ReadRequests * 128;
  LaunchCost c = computeLaunchCost(v, t);
  ASSERT_TRUE(c.modelled);
  double lo = 685.0 * 500 / 700, width = 685.0 * 400 / 700;
  // Uniform on [lo, lo + width]: E[max of n] = lo + width n / (n + 1).
  auto eMax = [&](double n) { return lo + width * n / (n + 1); };
  double round = eMax(2);                 // 750.238
  double block = eMax(8);                 // 837.222: the block's 4 warps
  double wave = eMax(8 * 132);            // 880.344: the last wave's 528 warps
  double warp = 4 * round + 100;          // 3100.952
  double straggler = 2 * (block - round); // sqrt(4 rounds) x 86.984
  double tail = 2 * (wave - block);
  EXPECT_NEAR(c.roundLatencyCycles, round, 1e-6);
  EXPECT_NEAR(c.blockStragglerCycles, straggler, 1e-6);
  EXPECT_NEAR(c.warpLatencyCycles, warp, 1e-6);
  // The block's first-round L2 reads, 4 warps x 2 x 128 B = 1024 B, return
  // at the SM's share of the L2 (bytes-bound: 8.1 TB/s / (132 SMs x 1.98
  // GHz) = 30.99 B/cycle); the slowest warp waits for 3/4 of them:
  // 768 x 132 x 1.98 / 8100 = 24.7808 cycles.
  double l2Wait = 768 * 132 * 1.98 / 8100;
  EXPECT_NEAR(c.blockL2WaitCycles, l2Wait, 1e-9);
  // Each wave waits for its blocks' replacement, the H100's measured 380
  // cycles (latency_cycles.block_replacement; 157.2 is the launch
  // interval, the blocks bound's).
  ASSERT_EQ(t.latency.blockReplacement, 380);
  double latencyUs =
      (2 * (warp + straggler + l2Wait + t.latency.blockReplacement) + tail) /
      1980.0;
  // Worked by hand: (6950.48 - 2 x 157.2 + 2 x 24.78 + 2 x 380) / 1980.
  EXPECT_NEAR(latencyUs, 3.7604, 1e-4);
  EXPECT_NEAR(boundUs(c, "latency"), latencyUs, 1e-9);
  EXPECT_EQ(c.limiter, Bound::latency);
  EXPECT_NEAR(c.timeUs, latencyUs + t.latency.kernelLaunchUs, 1e-9);
  // One warp per scheduler: no sibling to wait for.
  EXPECT_DOUBLE_EQ(c.blockIssueWaitCycles, 0);

  // The same with 16 warps per block and 40 instructions per warp: 4 warps
  // share each of the 4 schedulers, so the slowest waits for 3 siblings'
  // instructions of the first round, 3 x 40 / 4 rounds = 30 cycles.
  v.warps = 264 * 16;
  v.l2ReadRequests = 4224.0 * 4 * 2;
  v.l2ReadBytes = v.dramReadBytes = v.l2ReadRequests * 128;
  v.instructionMix[InstructionGroup::integer] = 4224.0 * 40;
  c = computeLaunchCost(v, t);
  EXPECT_NEAR(c.blockIssueWaitCycles, 30, 1e-9);
  block = eMax(2 * 16);
  wave = eMax(2 * 16 * 132);
  straggler = 2 * (block - round);
  tail = 2 * (wave - block);
  EXPECT_NEAR(c.blockStragglerCycles, straggler, 1e-6);
  // Its L2 reads, 16 warps x 256 B = 4096 B per round, keep the slowest
  // warp 15/16 x 4096 x 132 x 1.98 / 8100 = 123.904 cycles, later than its
  // 30 cycles of issue sharing: it waits 123.904.
  l2Wait = 3840 * 132 * 1.98 / 8100;
  EXPECT_NEAR(c.blockL2WaitCycles, l2Wait, 1e-9);
  latencyUs =
      (2 * (warp + straggler + l2Wait + t.latency.blockReplacement) + tail) /
      1980.0;
  EXPECT_NEAR(boundUs(c, "latency"), latencyUs, 1e-9);

  // Only half of the warps load (the others only check bounds): a loading
  // warp's round waits for 4 requests; the block's requests are unchanged.
  v.loadingWarps = 4224 / 2;
  c = computeLaunchCost(v, t);
  EXPECT_NEAR(c.roundLatencyCycles, eMax(4), 1e-6);
  EXPECT_NEAR(c.warpLatencyCycles, 4 * eMax(4) + 100, 1e-6);
  EXPECT_NEAR(c.blockStragglerCycles, 2 * (eMax(32) - eMax(4)), 1e-6);

  // Shared loads count only in a kernel with barriers: 64 wavefronts per
  // block, of which the slowest of 16 warps waits for 15/16: 60 cycles.
  v.sharedLoadWavefronts = 264 * 64;
  EXPECT_DOUBLE_EQ(computeLaunchCost(v, t).blockSharedWaitCycles, 0);
  v.instructionMix[InstructionGroup::barriers] = 264 * 16;
  EXPECT_NEAR(computeLaunchCost(v, t).blockSharedWaitCycles, 60, 1e-9);

  // Global loads share the L1 pipe at the block's start: 16 wavefronts per
  // warp and round (4 rounds: 64 per warp, 1024 per block), of which the
  // slowest of 16 warps waits for 15/16 of one round's 256: 240 cycles,
  // later than its 30 cycles of issue sharing and its 123.904 of L2 reads,
  // so it waits 240, not their sum.
  v.instructionMix[InstructionGroup::barriers] = 0;
  v.l1Wavefronts = 264 * 1024;
  c = computeLaunchCost(v, t);
  EXPECT_NEAR(c.blockL1WaitCycles, 240, 1e-9);
  EXPECT_NEAR(c.blockIssueWaitCycles, 30, 1e-9);
  EXPECT_NEAR(c.blockL2WaitCycles, l2Wait, 1e-9);
  v.l1Wavefronts = 0;
  double withoutL1 = boundUs(computeLaunchCost(v, t), "latency");
  // 2 waves x (240 - 123.904) cycles more.
  EXPECT_NEAR(boundUs(c, "latency") - withoutL1, 2 * (240 - l2Wait) / 1980.0,
              1e-9);
}

} // namespace
