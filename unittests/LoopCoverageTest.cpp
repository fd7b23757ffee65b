//===- LoopCoverageTest.cpp - Mapped loop nests run every iteration once --===//
//
// Issue 14's proof of the rewrite: for random nests (extents, steps and
// lower bounds the tiles do not divide) and random candidates (block shape,
// folding, order of the dimensions), the gpu.launch that NestToLaunch
// builds covers the nest's iteration domain exactly once, as ISL decides on
// its IR (LoopCoverage.h); an independent enumeration of the launch's
// threads agrees. The check is not vacuous: a grid one block short, a
// guard one too wide and overlapping blocks are each caught.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Relations/LoopCoverage.h"
#include "Warp/Analysis/IR/LoopNest.h"
#include "Warp/InitAllDialects.h"
#include "Warp/Lowering/NestToLaunch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace mlir;
using namespace mlir::warp;

namespace {

struct RandomNest {
  std::vector<int64_t> lbs, ubs, steps;
};

std::string nestText(const RandomNest &n) {
  unsigned r = n.lbs.size();
  std::string ivs, lbs, ubs, steps, consts, idx, shape;
  std::set<int64_t> values;
  for (unsigned d = 0; d < r; ++d) {
    values.insert(n.lbs[d]);
    values.insert(n.ubs[d]);
    values.insert(n.steps[d]);
  }
  for (int64_t v : values)
    consts += "  %c" + std::to_string(v) + " = arith.constant " +
              std::to_string(v) + " : index\n";
  for (unsigned d = 0; d < r; ++d) {
    std::string sep = d ? ", " : "";
    ivs += sep + "%i" + std::to_string(d);
    lbs += sep + "%c" + std::to_string(n.lbs[d]);
    ubs += sep + "%c" + std::to_string(n.ubs[d]);
    steps += sep + "%c" + std::to_string(n.steps[d]);
    idx += sep + "%i" + std::to_string(d);
    shape += std::to_string(n.ubs[d]) + "x";
  }
  std::string type = "memref<" + shape + "f32>";
  return "func.func @f(%a: " + type + ") {\n" + consts +
         "  %one = arith.constant 1.0 : f32\n  scf.parallel (" + ivs + ") = (" +
         lbs + ") to (" + ubs + ") step (" + steps + ") {\n" +
         "    memref.store %one, %a[" + idx + "] : " + type +
         "\n    scf.reduce\n  }\n  return\n}\n";
}

/// The iterations the launch runs, by enumerating its threads with the
/// formula of NestToLaunch.h (independent of ISL): each point once.
bool enumerationCovers(const LoopNest &nest, const LaunchMapping &m) {
  std::multiset<std::vector<int64_t>> seen;
  unsigned r = nest.rank();
  std::array<int64_t, 3> extent{1, 1, 1};
  for (unsigned a = 0; a < r; ++a)
    extent[a] = m.grid[a] * m.block[a] * m.fold[a];
  for (int64_t z = 0; z < extent[2]; ++z)
    for (int64_t y = 0; y < extent[1]; ++y)
      for (int64_t x = 0; x < extent[0]; ++x) {
        // Global position p along a = b * (B * F) + t + f * B (or
        // b * (B * F) + t * F + f), so every p in [0, G * B * F) is one
        // (b, t, f).
        int64_t p[3] = {x, y, z};
        std::vector<int64_t> point(r);
        bool inside = true;
        for (unsigned a = 0; a < r; ++a) {
          int d = m.loopDimOf[a];
          inside &= p[a] < nest.extents[d];
          point[d] = nest.lowerBounds[d] + p[a] * nest.steps[d];
        }
        if (inside)
          seen.insert(point);
      }
  int64_t expected = 1;
  for (int64_t e : nest.extents)
    expected *= e;
  return static_cast<int64_t>(seen.size()) == expected &&
         std::set<std::vector<int64_t>>(seen.begin(), seen.end()).size() ==
             seen.size();
}

class LoopCoverage : public ::testing::Test {
protected:
  LoopCoverage() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// The nest of `text` and a launch for `m` built before it.
  std::pair<LoopNest, MappedLaunch> build(OwningOpRef<ModuleOp> &module,
                                          const std::string &text,
                                          LaunchMapping &m) {
    module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module);
    Operation *loop = nullptr;
    module->walk([&](scf::ParallelOp p) { loop = p; });
    FailureOr<LoopNest> nest = analyseLoopNest(loop);
    EXPECT_TRUE(succeeded(nest));
    m.grid = gridFor(*nest, m);
    OpBuilder b(loop);
    IRMapping none;
    MappedLaunch launch = buildMappedLaunch(b, *nest, m, none);
    return {*nest, launch};
  }

  MLIRContext context;
};

TEST_F(LoopCoverage, RandomNestsAndCandidates) {
  std::mt19937 rng(14);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int checked = 0;
  for (int round = 0; round < 60; ++round) {
    RandomNest n;
    unsigned r = pick(1, 3);
    for (unsigned d = 0; d < r; ++d) {
      n.lbs.push_back(pick(0, 5));
      n.steps.push_back(pick(1, 4));
      n.ubs.push_back(n.lbs.back() + pick(1, r == 1 ? 300 : 40));
    }
    LaunchMapping m;
    std::array<int, 3> order{0, 1, 2};
    std::shuffle(order.begin(), order.begin() + r, rng);
    for (unsigned a = 0; a < 3; ++a) {
      m.loopDimOf[a] = order[a];
      m.block[a] = a < r ? int64_t(1) << pick(0, r == 1 ? 7 : 3) : 1;
      m.fold[a] = a < r ? int64_t(1) << pick(0, 3) : 1;
    }
    m.consecutiveFold = pick(0, 1);
    OwningOpRef<ModuleOp> module;
    auto [nest, launch] = build(module, nestText(n), m);
    SCOPED_TRACE(nestText(n) + m.describe());
    EXPECT_EQ(checkNestCoverage(launch.launch, launch.guarded, launch.indices,
                                nest, m),
              "");
    EXPECT_TRUE(enumerationCovers(nest, m));
    ++checked;
  }
  EXPECT_EQ(checked, 60);
}

constexpr const char *kNest = R"mlir(
func.func @f(%a: memref<100x1005xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %c1005 = arith.constant 1005 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%j, %i) = (%c0, %c5) to (%c100, %c1005) step (%c1, %c3) {
    memref.store %one, %a[%j, %i] : memref<100x1005xf32>
    scf.reduce
  }
  return
}
)mlir";

LaunchMapping foldedMapping() {
  LaunchMapping m;
  m.block = {32, 4, 1};
  m.fold = {2, 4, 1};
  m.loopDimOf = {1, 0, 2};
  return m;
}

TEST_F(LoopCoverage, GridOneShortMissesPoints) {
  LaunchMapping m = foldedMapping();
  OwningOpRef<ModuleOp> module;
  auto [nest, launch] = build(module, kNest, m);
  EXPECT_EQ(
      checkNestCoverage(launch.launch, launch.guarded, launch.indices, nest, m),
      "");
  // i has 334 iterations, tiles of 64: 6 blocks; 5 leave 14 out.
  LaunchMapping shorter = m;
  shorter.grid[0] -= 1;
  EXPECT_NE(checkNestCoverage(launch.launch, launch.guarded, launch.indices,
                              nest, shorter)
                .find("misses points"),
            std::string::npos);
}

TEST_F(LoopCoverage, WiderGuardLeavesTheDomain) {
  LaunchMapping m = foldedMapping();
  OwningOpRef<ModuleOp> module;
  auto [nest, launch] = build(module, kNest, m);
  // The guard lin < 334 becomes lin < 335: i = 5 + 3 * 334 = 1007 runs.
  launch.launch.walk([&](arith::CmpIOp cmp) {
    if (auto c = cmp.getRhs().getDefiningOp<arith::ConstantIndexOp>();
        c && c.value() == 334) {
      OpBuilder b(cmp);
      cmp->setOperand(1, arith::ConstantIndexOp::create(b, cmp.getLoc(), 335));
    }
  });
  std::string why =
      checkNestCoverage(launch.launch, launch.guarded, launch.indices, nest, m);
  EXPECT_NE(why.find("outside the nest's domain"), std::string::npos) << why;
}

TEST_F(LoopCoverage, OverlappingBlocksAreNotInjective) {
  LaunchMapping m = foldedMapping();
  m.grid = {0, 0, 0};
  OwningOpRef<ModuleOp> module;
  auto [nest, launch] = build(module, kNest, m);
  // Block x starts at bx * 32 instead of bx * (32 * 2): neighbouring blocks
  // run the same points (and the grid no longer reaches the end, which is
  // made up by doubling it).
  gpu::KernelDim3 bid = launch.launch.getBlockIds();
  launch.launch.walk([&](arith::MulIOp mul) {
    if (mul.getLhs() == bid.x)
      mul->setOperand(1, launch.launch.getBlockSize().x);
  });
  m.grid[0] *= 2;
  std::string why =
      checkNestCoverage(launch.launch, launch.guarded, launch.indices, nest, m);
  EXPECT_NE(why.find("two instances compute the same point"), std::string::npos)
      << why;
}

} // namespace
