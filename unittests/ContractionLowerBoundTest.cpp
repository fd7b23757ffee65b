//===- ContractionLowerBoundTest.cpp - The bound under the model ----------===//
//
// ContractionLowerBound.h's bound against the model it bounds: for every
// tiling of several spaces (SIMT and tensor cores, guarded shapes, split-K,
// a batch, an implicit GEMM, f64 and i32), each
// term is at most the model's own bound of that kind and the bound at most
// the predicted time; and a search that skips tilings by the bound ranks
// its best exactly as the same search predicting every tiling.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/ContractionLowerBound.h"
#include "Warp/InitAllDialects.h"
#include "Warp/Search/ContractionSearch.h"

#include "TestSupport.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

/// A module with one function holding `body` on buffers `args`.
std::string moduleOf(const std::string &args, const std::string &body) {
  return "func.func @f(" + args + ") {\n" + body + "\n  return\n}\n";
}

struct Case {
  const char *name;
  std::string text;
};

std::vector<Case> cases() {
  auto matmul = [](int m, int n, int k, const char *a, const char *c) {
    std::string A = "memref<" + std::to_string(m) + "x" + std::to_string(k) +
                    "x" + a + ">",
                B = "memref<" + std::to_string(k) + "x" + std::to_string(n) +
                    "x" + a + ">",
                C = "memref<" + std::to_string(m) + "x" + std::to_string(n) +
                    "x" + c + ">";
    return moduleOf("%A: " + A + ", %B: " + B + ", %C: " + C,
                    "  linalg.matmul ins(%A, %B : " + A + ", " + B +
                        ") outs(%C : " + C + ")");
  };
  std::vector<Case> out = {
      {"matmul 128x96x64 f32", matmul(128, 96, 64, "f32", "f32")},
      {"guarded 40x72x24 f32", matmul(40, 72, 24, "f32", "f32")},
      {"f16 to f32 64x64x64", matmul(64, 64, 64, "f16", "f32")},
      {"split-K 16x256x1024 f32", matmul(16, 256, 1024, "f32", "f32")},
      {"f64 32x64x32", matmul(32, 64, 32, "f64", "f64")},
      // Integers: no FP32 term, the accumulating addi still issues.
      {"i32 32x64x32", matmul(32, 64, 32, "i32", "i32")},
  };
  out.push_back(
      {"batch 4x64x32x32 f32",
       moduleOf("%A: memref<4x64x32xf32>, %B: memref<4x32x32xf32>, %C: "
                "memref<4x64x32xf32>",
                "  linalg.batch_matmul ins(%A, %B : memref<4x64x32xf32>, "
                "memref<4x32x32xf32>) outs(%C : memref<4x64x32xf32>)")});
  out.push_back(
      {"conv 1x8x8x16 3x3 -> 32 f32",
       moduleOf("%I: memref<1x10x10x16xf32>, %F: memref<3x3x16x32xf32>, %O: "
                "memref<1x8x8x32xf32>",
                "  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : "
                "tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, "
                "%F : memref<1x10x10x16xf32>, memref<3x3x16x32xf32>) outs(%O "
                ": memref<1x8x8x32xf32>)")});
  return out;
}

class ContractionLowerBound : public ::testing::Test {
protected:
  void SetUp() override {
    DialectRegistry registry;
    registerAllDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
    ctx.disableMultithreading();
    auto t = test::loadShippedTarget("h100");
    ASSERT_TRUE(static_cast<bool>(t));
    target = *t;
  }
  /// The contraction of `text`'s one linalg op.
  std::optional<ContractionProblem> problemOf(const std::string &text) {
    module = parseSourceString<ModuleOp>(text, &ctx);
    EXPECT_TRUE(module) << text;
    if (!module)
      return std::nullopt;
    linalg::LinalgOp op;
    module->walk([&](linalg::LinalgOp l) { op = l; });
    ContractionReject why;
    FailureOr<ContractionProblem> p = analyseContraction(op, why);
    EXPECT_TRUE(succeeded(p)) << text;
    if (failed(p))
      return std::nullopt;
    return *p;
  }
  /// A smaller space than the default, so that predicting all of it stays
  /// quick.
  static ContractionSpace smallSpace(SearchMode mode) {
    ContractionSpace s;
    s.search = mode;
    s.blockTiles = {16, 64};
    s.kTiles = {8, 16};
    s.threadTiles = {1, 4};
    s.pads = {1};
    s.warpTiles = {16, 32};
    s.mmaKTiles = {16};
    s.mmaPads = {8};
    s.splitKs = {1, 4};
    return s;
  }
  MLIRContext ctx;
  HardwareTarget target;
  OwningOpRef<ModuleOp> module;
};

TEST_F(ContractionLowerBound, BelowTheModelOnEveryTiling) {
  size_t checked = 0;
  for (const Case &c : cases()) {
    std::optional<ContractionProblem> p = problemOf(c.text);
    ASSERT_TRUE(p) << c.name;
    ContractionSpace space = smallSpace(SearchMode::exhaustive);
    ContractionRanking r = rankContractionTiles(
        &ctx, *p, space, target, PredictOptions(), RankObjective::time);
    ASSERT_FALSE(r.tiles.empty()) << c.name;
    for (auto [t, q] : llvm::zip(r.tiles, r.predictions)) {
      if (!q.modelled || !q.hasCost)
        continue;
      ContractionTimeBound b = contractionTimeLowerBound(*p, t, target);
      const auto &bounds = q.cost.boundsUs;
      EXPECT_LE(b.issueUs, bounds[static_cast<size_t>(Bound::issue)])
          << c.name << " " << t.describe();
      EXPECT_LE(b.computeUs,
                std::max({bounds[static_cast<size_t>(Bound::fp32)],
                          bounds[static_cast<size_t>(Bound::fp64)],
                          bounds[static_cast<size_t>(Bound::mma)]}))
          << c.name << " " << t.describe();
      EXPECT_LE(b.blocksUs, bounds[static_cast<size_t>(Bound::blocks)])
          << c.name << " " << t.describe();
      EXPECT_LE(b.us, q.cost.timeUs) << c.name << " " << t.describe();
      EXPECT_GT(b.us, 0) << c.name;
      ++checked;
    }
  }
  EXPECT_GT(checked, 200u);
}

TEST_F(ContractionLowerBound, SkippingKeepsTheBest) {
  for (const Case &c : cases()) {
    std::optional<ContractionProblem> p = problemOf(c.text);
    ASSERT_TRUE(p) << c.name;
    // Staged: both stages skip (the first keeps its stagedKeep best).
    for (SearchMode mode : {SearchMode::staged}) {
      ContractionSpace every = smallSpace(mode);
      ContractionRanking all = rankContractionTiles(
          &ctx, *p, every, target, PredictOptions(), RankObjective::time);
      ContractionSpace bounded = every;
      bounded.exactTop = 3;
      ContractionRanking some = rankContractionTiles(
          &ctx, *p, bounded, target, PredictOptions(), RankObjective::time);
      EXPECT_EQ(some.exactTop, 3u);
      EXPECT_EQ(some.tiles.size() + some.boundSkipped, all.tiles.size())
          << c.name;
      size_t n = std::min<size_t>(3, all.order.size());
      ASSERT_GE(some.order.size(), n) << c.name;
      for (size_t k = 0; k < n; ++k) {
        const ContractionTile &a = all.tiles[all.order[k]],
                              &b = some.tiles[some.order[k]];
        EXPECT_EQ(a.describe(), b.describe()) << c.name << " rank " << k;
        EXPECT_EQ(all.predictions[all.order[k]].cost.timeUs,
                  some.predictions[some.order[k]].cost.timeUs)
            << c.name << " rank " << k;
      }
    }
  }
}

/// Where the multiply-adds, not the launch, take the time, the bound rules
/// tilings out: at 1024^3 a thread with 1 x 1 outputs issues 2 workgroup
/// loads a multiply-add, 2.75 issue cycles of an SM per 32 of them (an
/// instruction a quarter, a wavefront one), against 0.5625 for 8 x 8.
TEST_F(ContractionLowerBound, RulesOutTilingsOfALargeMatmul) {
  std::string m = "memref<1024x1024xf32>";
  std::optional<ContractionProblem> p =
      problemOf(moduleOf("%A: " + m + ", %B: " + m + ", %C: " + m,
                         "  linalg.matmul ins(%A, %B : " + m + ", " + m +
                             ") outs(%C : " + m + ")"));
  ASSERT_TRUE(p);
  ContractionSpace space;
  space.blockTiles = {64, 128};
  space.kTiles = {16};
  space.threadTiles = {1, 2, 8};
  space.pads = {1};
  space.splitKs = {1};
  space.exactTop = 1;
  ContractionRanking r = rankContractionTiles(
      &ctx, *p, space, target, PredictOptions(), RankObjective::time);
  EXPECT_FALSE(r.staged);
  EXPECT_EQ(r.feasible, r.tiles.size() + r.boundSkipped);
  EXPECT_GT(r.boundSkipped, 0u);
  EXPECT_EQ(r.pickTile().tm, 8);
  EXPECT_EQ(r.pickTile().tn, 8);
}

} // namespace
