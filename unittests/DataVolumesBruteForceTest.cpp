//===- DataVolumesBruteForceTest.cpp - Volumes vs full enumeration --------===//
//
// Random small 2-D launches (random block and grid shapes, strided and
// shifted loads, bounds guards, partial blocks) are analysed by Warp, which
// simulates one block per block class and counts footprints with ISL, and
// by a brute-force enumerator written here from the definitions, which
// visits every thread of every block. The counts must agree exactly.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Analysis/Volumes/DataVolumes.h"
#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "TestSupport.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <sstream>

using namespace mlir;
using namespace mlir::warp;

namespace {

constexpr int kRows = 64, kCols = 64; // f32: 256-byte rows

struct Load {
  int sx, dx, dy; // in[by*BY + ty + dy][sx*(bx*BX + tx) + dx]
};

struct Case {
  int gx, gy, bx, by;
  std::vector<Load> loads;
  int r0, r1, c0, c1; // guard r0 <= row < r1, c0 <= col < c1
};

std::string kernelText(const Case &c) {
  std::ostringstream os;
  os << "module attributes {gpu.container_module} {\n gpu.module @g {\n"
     << "  gpu.func @k(%in: memref<" << kRows << "x" << kCols * 4
     << "xf32>, %out: memref<" << kRows << "x" << kCols << "xf32>) kernel {\n"
     << "   %col = gpu.global_id x\n   %row = gpu.global_id y\n";
  auto cst = [&](int v) {
    static int n = 0;
    std::string name = "%k" + std::to_string(n++);
    os << "   " << name << " = arith.constant " << v << " : index\n";
    return name;
  };
  std::string r0 = cst(c.r0), r1 = cst(c.r1), c0 = cst(c.c0), c1 = cst(c.c1);
  os << "   %p0 = arith.cmpi sge, %row, " << r0 << " : index\n"
     << "   %p1 = arith.cmpi slt, %row, " << r1 << " : index\n"
     << "   %p2 = arith.cmpi sge, %col, " << c0 << " : index\n"
     << "   %p3 = arith.cmpi slt, %col, " << c1 << " : index\n"
     << "   %q0 = arith.andi %p0, %p1 : i1\n   %q1 = arith.andi %p2, %p3 : i1\n"
     << "   %p = arith.andi %q0, %q1 : i1\n   scf.if %p {\n"
     << "    %f = arith.constant 0.0 : f32\n";
  std::string acc = "%f";
  for (size_t i = 0; i < c.loads.size(); ++i) {
    const Load &l = c.loads[i];
    std::string sx = cst(l.sx), dx = cst(l.dx), dy = cst(l.dy);
    os << "    %cs" << i << " = arith.muli %col, " << sx << " : index\n"
       << "    %cc" << i << " = arith.addi %cs" << i << ", " << dx
       << " : index\n"
       << "    %rr" << i << " = arith.addi %row, " << dy << " : index\n"
       << "    %v" << i << " = memref.load %in[%rr" << i << ", %cc" << i
       << "] : memref<" << kRows << "x" << kCols * 4 << "xf32>\n"
       << "    %a" << i << " = arith.addf " << acc << ", %v" << i << " : f32\n";
    acc = "%a" + std::to_string(i);
  }
  os << "    memref.store " << acc << ", %out[%row, %col] : memref<" << kRows
     << "x" << kCols << "xf32>\n   }\n   gpu.return\n  }\n }\n"
     << " func.func @main(%a: memref<" << kRows << "x" << kCols * 4
     << "xf32>, %b: memref<" << kRows << "x" << kCols << "xf32>) {\n"
     << "  %c1 = arith.constant 1 : index\n"
     << "  %gx = arith.constant " << c.gx << " : index\n"
     << "  %gy = arith.constant " << c.gy << " : index\n"
     << "  %bx = arith.constant " << c.bx << " : index\n"
     << "  %by = arith.constant " << c.by << " : index\n"
     << "  gpu.launch_func @g::@k blocks in (%gx, %gy, %c1) threads in (%bx, "
        "%by, %c1) args(%a : memref<"
     << kRows << "x" << kCols * 4 << "xf32>, %b : memref<" << kRows << "x"
     << kCols << "xf32>)\n  return\n }\n}\n";
  return os.str();
}

struct Counts {
  int64_t loadSectors = 0, loadRequests = 0, storeSectors = 0;
  int64_t compulsory = 0, dramReadUnits = 0, writtenSectors = 0,
          partialSectors = 0;
};

Counts bruteForce(const Case &c) {
  Counts n;
  std::set<int64_t> loadUnits, written, writtenElems;
  int threads = c.bx * c.by;
  for (int gy = 0; gy < c.gy; ++gy)
    for (int gx = 0; gx < c.gx; ++gx) {
      std::set<int64_t> blockSectors;
      for (int w = 0; w * 32 < threads; ++w) {
        // Per access: the sectors of the active lanes.
        std::vector<std::set<int64_t>> loadSec(c.loads.size());
        std::set<int64_t> storeSec;
        bool any = false;
        for (int l = 0; l < 32; ++l) {
          int t = w * 32 + l;
          if (t >= threads)
            break;
          int tx = t % c.bx, ty = t / c.bx;
          int col = gx * c.bx + tx, row = gy * c.by + ty;
          if (!(row >= c.r0 && row < c.r1 && col >= c.c0 && col < c.c1))
            continue;
          any = true;
          for (size_t i = 0; i < c.loads.size(); ++i) {
            const Load &ld = c.loads[i];
            int64_t byte =
                4 * (int64_t(row + ld.dy) * (kCols * 4) + ld.sx * col + ld.dx);
            int64_t sec = byte >= 0 ? byte / 32 : -((-byte + 31) / 32);
            loadSec[i].insert(sec);
            blockSectors.insert(sec);
            loadUnits.insert(byte >= 0 ? byte / 64 : -((-byte + 63) / 64));
          }
          int64_t sbyte = 4 * (int64_t(row) * kCols + col);
          storeSec.insert(sbyte / 32);
          written.insert(sbyte / 32);
          writtenElems.insert(sbyte / 4);
        }
        if (!any)
          continue;
        for (auto &s : loadSec) {
          n.loadSectors += s.size();
          n.loadRequests += 1;
        }
        n.storeSectors += storeSec.size();
      }
      n.compulsory += blockSectors.size();
    }
  n.dramReadUnits = loadUnits.size();
  n.writtenSectors = written.size();
  for (int64_t s : written)
    for (int64_t e = s * 8; e < s * 8 + 8; ++e)
      if (!writtenElems.count(e)) {
        ++n.partialSectors;
        break;
      }
  return n;
}

TEST(DataVolumesBruteForce, RandomLaunches) {
  MLIRContext ctx;
  test::loadKernelDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  std::mt19937 rng(4242);
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  const int shapes[][2] = {{32, 1}, {16, 2}, {8, 4},  {64, 1}, {32, 2},
                           {4, 8},  {24, 3}, {12, 5}, {96, 1}, {1, 32}};
  int checked = 0;
  for (int n = 0; n < 300; ++n) {
    Case c;
    auto shape = shapes[uni(0, 9)];
    c.bx = shape[0];
    c.by = shape[1];
    c.gx = std::max(1, (kCols + c.bx - 1) / c.bx - uni(0, 1));
    c.gy = std::max(1, (kRows + c.by - 1) / c.by - uni(0, 1));
    int nl = uni(1, 3);
    for (int i = 0; i < nl; ++i)
      c.loads.push_back({uni(1, 3), uni(-2, 2), uni(-1, 1)});
    c.r0 = uni(0, 2);
    c.r1 = kRows - uni(0, 2);
    c.c0 = uni(0, 3);
    c.c1 = kCols - uni(0, 5);
    std::string text = kernelText(c);
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
    ASSERT_TRUE(module) << text;
    auto contexts = collectLaunchContexts(
        *module, [](Operation *, const Twine &m) { ADD_FAILURE() << m.str(); });
    ASSERT_EQ(contexts.size(), 1u);
    KernelModel model(contexts[0].kernel, contexts[0].kernelName,
                      contexts[0].constantArgs);
    KernelAccesses acc = computeAccessRelations(model.program(), contexts[0]);
    LaunchVolumes v =
        computeDataVolumes(acc, model.program(), *target, VolumeOptions());
    ASSERT_TRUE(v.modelled) << v.reason;
    Counts b = bruteForce(c);
    SCOPED_TRACE(text);
    EXPECT_EQ(v.l1GlobalLoadSectors, b.loadSectors);
    EXPECT_EQ(v.l1GlobalLoadRequests, b.loadRequests);
    EXPECT_EQ(v.l1GlobalStoreSectors, b.storeSectors);
    EXPECT_EQ(v.l2ReadCompulsorySectors, b.compulsory);
    EXPECT_DOUBLE_EQ(v.dramReadBytes - v.dramPartialWriteReadBytes,
                     64.0 * b.dramReadUnits);
    // The partly written sectors, and their reads: the share of the
    // written bytes that L2 writes back (DramTraffic.cpp; the residual
    // stays).
    EXPECT_DOUBLE_EQ(v.dramPartialWriteSectorBytes, 32.0 * b.partialSectors);
    double written = v.dramWriteBytes + v.dramWriteResidualBytes;
    double share = written > 0 ? v.dramWriteBytes / written : 0;
    EXPECT_NEAR(v.dramPartialWriteReadBytes, 32.0 * b.partialSectors * share,
                1e-9 * (1 + 32.0 * b.partialSectors));
    EXPECT_DOUBLE_EQ(v.dramWriteBytes + v.dramWriteResidualBytes,
                     32.0 * b.writtenSectors);
    if (::testing::Test::HasFailure())
      return;
    ++checked;
  }
  EXPECT_EQ(checked, 300);
}

TEST(DataVolumes, ExpectedMaxLoad) {
  // One ball: one bin holds it. 32 balls in 32 bins: the classic value
  // 3.53 (seed 002 digest, Monte Carlo 3.53).
  EXPECT_DOUBLE_EQ(expectedMaxLoad(1, 32), 1.0);
  EXPECT_NEAR(expectedMaxLoad(32, 32), 3.53, 0.01);
  // Two balls in two bins: max is 2 with probability 1/2.
  EXPECT_NEAR(expectedMaxLoad(2, 2), 1.5, 1e-12);
}

} // namespace
