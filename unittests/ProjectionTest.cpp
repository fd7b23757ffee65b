//===- ProjectionTest.cpp - Seed 001's roofline projection ----------------===//
//
// Issue 16: the ridge points of seed 001's Table 1, one projection computed
// by hand through equations (2)-(10), and the CSV reader's errors.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Time/Projection.h"
#include "Warp/Support/NcuCsv.h"

#include <gtest/gtest.h>

using namespace mlir::warp;

namespace {

// Seed 001 Table 1: PerfMax (GFLOP/s) and BWMax (GB/s) of the H100 and the
// V100; the ridge points the digest derives (FLOP/B).
TEST(Projection, Table1RidgePoints) {
  EXPECT_NEAR(ridgePoint(24979, 1907), 13.10, 0.005);
  EXPECT_NEAR(ridgePoint(24979, 7758), 3.22, 0.005);
  EXPECT_NEAR(ridgePoint(24979, 25330), 0.986, 0.0005);
  EXPECT_NEAR(ridgePoint(6890, 846), 8.14, 0.005);
  EXPECT_NEAR(ridgePoint(6890, 2460), 2.80, 0.005);
  EXPECT_NEAR(ridgePoint(6890, 13963), 0.493, 0.0005);
}

GpuCeilings gpu(double dram) {
  GpuCeilings g;
  g.name = "test";
  g.fp32FmaGflops = 1000; // GFLOP/s with FMAs only
  g.fp64FmaGflops = 500;
  g.l1GBs = 4000;
  g.sharedGBs = 4000;
  g.l2GBs = 2000;
  g.dramGBs = dram;
  g.issueGinst = 100;
  return g;
}

// A launch of 100 us that reads 1e8 B from DRAM through L2 and L1 (each
// byte once) and does 1e8 FP32 FMAs, 32 threads per instruction, projected
// from a GPU with 1000 GB/s of DRAM to one with 2000 GB/s. By hand:
//   N_DRAM = 1e8, N_L2 = 0 (everything misses), N_L1 = 0; N+ = 1e8 at
//   every level, so BWceil = 1000 (A) and 2000 (B) GB/s at every level
//   (eqs. 6-8: the only time is DRAM's).
//   FLOP = 2e8; OI = 2 FLOP/B; Perfmix = 1000 GFLOP/s (FMAs only, eq. 2);
//   Perfceil = 1000 (eq. 3, full warps).
//   roofline_A = min(1000 x 2, 1000) = 1000; roofline_B = min(2000 x 2,
//   1000) = 1000: compute-bound on both, t_B = 100 us x 1000 / 1000 = 100.
// With 2e7 FMAs instead (FLOP = 4e7, OI = 0.4): roofline_A = 400, roofline_B
// = 800: t_B = 100 x 400 / 800 = 50 us.
TEST(Projection, ByHand) {
  LaunchProfile p;
  p.timeUs = 100;
  p.fp32Fma = 1e8;
  p.l1GlobalBytes = 1e8;
  p.l2Bytes = 1e8;
  p.dramBytes = 1e8;
  p.warpInstructions = 1e6;
  Projection r = projectLaunch(p, gpu(1000), gpu(2000));
  ASSERT_TRUE(r.valid);
  EXPECT_DOUBLE_EQ(r.flops, 2e8);
  EXPECT_DOUBLE_EQ(r.perfCeilSource, 1000);
  for (const LevelProjection &l : r.levels) {
    EXPECT_DOUBLE_EQ(l.bytes, 1e8);
    EXPECT_DOUBLE_EQ(l.oi, 2);
    EXPECT_DOUBLE_EQ(l.bwCeilSource, 1000);
    EXPECT_DOUBLE_EQ(l.bwCeilTarget, 2000);
    EXPECT_DOUBLE_EQ(l.timeUs, 100);
  }
  p.fp32Fma = 2e7;
  r = projectLaunch(p, gpu(1000), gpu(2000));
  EXPECT_DOUBLE_EQ(r.levels[2].oi, 0.4);
  EXPECT_DOUBLE_EQ(r.levels[2].timeUs, 50);
  EXPECT_DOUBLE_EQ(r.pointUs, 50);
  EXPECT_DOUBLE_EQ(r.lowUs, 50);
  EXPECT_DOUBLE_EQ(r.highUs, 50);
  EXPECT_EQ(r.limiter, ProjectionLevel::dram);
  // The issue floor: 1e6 warp instructions at 100 G/s = 10 us.
  EXPECT_DOUBLE_EQ(r.issueFloorUs, 10);
}

// Eq. (2) with a mix: half the FLOP-instructions are ADDs, which run at half
// the FMA's FLOP rate: Perfmix = 1000 x 1/2 + 500 x 1/2 = 750.
// Eq. (3): 16 active threads of 32 halve it: 375.
TEST(Projection, InstructionMixAndWarpUsage) {
  LaunchProfile p;
  p.timeUs = 10;
  p.fp32Fma = 1e6;
  p.fp32Add = 1e6;
  p.dramBytes = 1e6;
  p.activeThreadsPerInst = 16;
  Projection r = projectLaunch(p, gpu(1000), gpu(1000));
  EXPECT_DOUBLE_EQ(r.perfMixSource, 1000.0 * 3e6 / (2e6 + 1e6 * 2));
  EXPECT_DOUBLE_EQ(r.perfCeilSource, r.perfMixSource / 2);
}

// Eq. (5): 100 shared wavefronts of which 75 are bank conflicts: the
// factor is 100 / 25 = 4.
TEST(Projection, BankFactor) {
  LaunchProfile p;
  p.timeUs = 10;
  p.dramBytes = 1e6;
  p.sharedWavefronts = 100;
  p.sharedConflicts = 75;
  Projection r = projectLaunch(p, gpu(1000), gpu(1000));
  EXPECT_DOUBLE_EQ(r.bankFactor, 4);
}

// The pipes' floor: an integer pipe busy half of A's 100 us, on a GPU whose
// integer pipe is twice as fast, needs 25 us; the FP32 pipe busy 90 % on an
// equally fast one needs 90 us. B's DRAM is twice as fast, so the memory
// projection alone would say 50 us; the point estimate keeps the 90.
TEST(Projection, PipeFloors) {
  LaunchProfile p;
  p.timeUs = 100;
  p.dramBytes = 1e6;
  p.pipeAlu = 0.5;
  GpuCeilings a = gpu(1000), b = gpu(2000);
  a.aluGops = 100;
  b.aluGops = 200;
  Projection r = projectLaunch(p, a, b);
  EXPECT_DOUBLE_EQ(r.pipeFloorUs[2], 25);
  p.pipeFma = 0.9;
  a.fmaGops = b.fmaGops = 100;
  r = projectLaunch(p, a, b);
  EXPECT_DOUBLE_EQ(r.computeFloorUs, 90);
  EXPECT_DOUBLE_EQ(r.pointUs, 90);
}

TEST(Projection, NullWithoutTimeOrDram) {
  LaunchProfile p;
  p.timeUs = 10;
  Projection r = projectLaunch(p, gpu(1000), gpu(2000));
  EXPECT_FALSE(r.valid);
  EXPECT_NE(r.reason.find("no DRAM bytes"), std::string::npos);
  p.timeUs = 0;
  p.dramBytes = 1;
  r = projectLaunch(p, gpu(1000), gpu(2000));
  EXPECT_NE(r.reason.find("time is zero"), std::string::npos);
}

std::string errorOf(llvm::StringRef text) {
  auto e = parseNcuCsv(text, "f.csv");
  if (e)
    return "";
  return llvm::toString(e.takeError());
}

TEST(NcuCsv, ParsesQuotesAndThousands) {
  auto e = parseNcuCsv("\"ID\",\"Kernel Name\",\"x\"\n\"\",\"\",\"ns\"\n"
                       "\"0\",\"k, with comma\",\"5,041,216\"\n",
                       "f.csv");
  ASSERT_TRUE(!!e);
  ASSERT_EQ(e->rows.size(), 1u);
  EXPECT_EQ(e->cell(e->rows[0], "Kernel Name"), "k, with comma");
  auto v = e->number(e->rows[0], "x");
  ASSERT_TRUE(!!v);
  EXPECT_DOUBLE_EQ(*v, 5041216);
  EXPECT_EQ(e->rows[0].line, 3u);
}

TEST(NcuCsv, Errors) {
  EXPECT_EQ(errorOf(""), "f.csv: the file is empty");
  EXPECT_NE(errorOf("a,b\n1,2\n3,4\n")
                .find("f.csv:1: not an Nsight Compute raw CSV export"),
            std::string::npos);
  EXPECT_EQ(errorOf("ID,Kernel Name\n,\n1,k,extra\n"),
            "f.csv:3: 3 fields, but the header has 2");
  EXPECT_EQ(errorOf("ID,Kernel Name\n,\n"),
            "f.csv: no profiled launch after the header and units lines");
  EXPECT_EQ(errorOf("ID,Kernel Name\n,\n\"1,k\n"),
            "f.csv:3: a quoted field is not closed");
}

} // namespace
