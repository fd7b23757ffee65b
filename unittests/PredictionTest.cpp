//===- PredictionTest.cpp - The library API of the two-stage model --------===//
//
// rankPredictions' documented order (time, then DRAM bytes, then input
// order; unmodelled last), predictLaunches giving the same results on one
// thread and on a thread pool, and predictLaunch refusing mappings it
// cannot honour.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Prediction.h"
#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/InitAllDialects.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/ThreadPool.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::warp;

namespace {

Prediction fake(double timeUs, double dramBytes, bool modelled = true) {
  Prediction p;
  p.modelled = modelled;
  p.hasCost = modelled;
  p.cost.timeUs = timeUs;
  p.volumes.dramReadBytes = dramBytes;
  return p;
}

TEST(RankPredictions, TimeThenDramThenInputOrder) {
  std::vector<Prediction> ps = {
      fake(2.0, 1),               // 0: slowest modelled
      fake(1.0, 4),               // 1: ties 2 and 3 in time
      fake(1.0 * (1 + 1e-12), 3), // 2: same time within 1e-9, fewer bytes
      fake(1.0, 4),               // 3: same as 1: the earlier index first
      fake(0.5, 1, false),        // 4: not modelled: last
  };
  EXPECT_EQ(rankPredictions(ps, RankObjective::time),
            (std::vector<size_t>{2, 1, 3, 0, 4}));
  // DRAM first: 0 (1 B), then 2 (3 B), then 1 and 3 (4 B, same time).
  EXPECT_EQ(rankPredictions(ps, RankObjective::dram),
            (std::vector<size_t>{0, 2, 1, 3, 4}));
  // A real difference in time is not a tie.
  ps[2].cost.timeUs = 1.0 + 1e-6;
  EXPECT_EQ(rankPredictions(ps, RankObjective::time),
            (std::vector<size_t>{1, 3, 2, 0, 4}));
}

constexpr const char *kStencil = R"mlir(
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @star(%in: memref<64x64xf32>, %out: memref<64x64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %ox = arith.muli %bx, %dx : index
      %oy = arith.muli %by, %dy : index
      %i = arith.addi %oy, %ty : index
      %j = arith.addi %ox, %tx : index
      %a = arith.cmpi sge, %i, %c1 : index
      %b = arith.cmpi slt, %i, %c63 : index
      %c = arith.cmpi sge, %j, %c1 : index
      %d = arith.cmpi slt, %j, %c63 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %p = arith.andi %ab, %cd : i1
      scf.if %p {
        %im = arith.subi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %v0 = memref.load %in[%im, %j] : memref<64x64xf32>
        %v1 = memref.load %in[%i, %jm] : memref<64x64xf32>
        %s = arith.addf %v0, %v1 : f32
        memref.store %s, %out[%i, %j] : memref<64x64xf32>
      }
      gpu.return
    }
  }
}
)mlir";

class PredictionApi : public ::testing::Test {
protected:
  void SetUp() override {
    DialectRegistry registry;
    registerAllDialects(registry);
    context = std::make_unique<MLIRContext>(registry,
                                            MLIRContext::Threading::DISABLED);
    context->loadAllAvailableDialects();
    module = parseSourceString<ModuleOp>(kStencil, context.get());
    ASSERT_TRUE(module);
    auto contexts = collectLaunchContexts(
        *module, [](Operation *, const Twine &m) { ADD_FAILURE() << m.str(); });
    ASSERT_EQ(contexts.size(), 1u);
    model = std::make_unique<KernelModel>(contexts[0].kernel, "m::star",
                                          contexts[0].constantArgs);
    auto hw = HardwareTarget::loadFile(WARP_TEST_HWTARGETS_DIR "/h100.yaml");
    ASSERT_TRUE(static_cast<bool>(hw)) << llvm::toString(hw.takeError());
    target = std::make_unique<HardwareTarget>(std::move(*hw));
  }

  static LaunchMapping mapping(int64_t bx, int64_t by) {
    LaunchMapping m;
    m.block = {bx, by, 1};
    m.grid = {(64 + bx - 1) / bx, (64 + by - 1) / by, 1};
    return m;
  }

  std::unique_ptr<MLIRContext> context;
  OwningOpRef<ModuleOp> module;
  std::unique_ptr<KernelModel> model;
  std::unique_ptr<HardwareTarget> target;
};

TEST_F(PredictionApi, ParallelEqualsSerial) {
  std::vector<LaunchMapping> ms;
  for (int64_t bx : {8, 16, 32, 64})
    for (int64_t by : {1, 2, 4, 8})
      ms.push_back(mapping(bx, by));
  std::vector<Prediction> serial =
      predictLaunches(context.get(), *model, ms, *target, PredictOptions());
  llvm::DefaultThreadPool pool(llvm::hardware_concurrency(4));
  context->setThreadPool(pool);
  std::vector<Prediction> parallel =
      predictLaunches(context.get(), *model, ms, *target, PredictOptions());
  context->disableMultithreading();
  ASSERT_EQ(serial.size(), parallel.size());
  for (size_t i = 0; i < ms.size(); ++i) {
    SCOPED_TRACE(ms[i].describe());
    ASSERT_TRUE(serial[i].modelled) << serial[i].reason;
    EXPECT_EQ(serial[i].mapping.block, parallel[i].mapping.block);
    EXPECT_EQ(serial[i].cost.timeUs, parallel[i].cost.timeUs);
    EXPECT_EQ(serial[i].volumes.l1GlobalLoadSectors,
              parallel[i].volumes.l1GlobalLoadSectors);
    EXPECT_EQ(serial[i].volumes.dramReadBytes,
              parallel[i].volumes.dramReadBytes);
  }
}

TEST_F(PredictionApi, OneKernelModelManyLaunches) {
  // One model, two block shapes; load sectors counted by hand over the
  // interior rows 1..62 (rows of 256 B, columns 1..62 pass the guard):
  // 32x1: per row, block x 0 reads in[i-1][1..31] (bytes 4..127: 4 sectors)
  //   and in[i][0..30] (0..123: 4); block x 1 reads in[i-1][32..62]
  //   (128..251: 4) and in[i][31..61] (124..247: 5): 17 per row, 1054.
  // 16x2: per row, four 16-column pieces: the aligned load 2 sectors each
  //   (8), the shifted one 2, 3, 3, 3 (bytes 0..59, 60..123, 124..187,
  //   188..247): 19 per row, 1178.
  Prediction wide = predictLaunch(*model, mapping(32, 1), *target);
  Prediction tall = predictLaunch(*model, mapping(16, 2), *target);
  ASSERT_TRUE(wide.modelled) << wide.reason;
  ASSERT_TRUE(tall.modelled) << tall.reason;
  EXPECT_EQ(wide.volumes.l1GlobalLoadSectors, 1054);
  EXPECT_EQ(tall.volumes.l1GlobalLoadSectors, 1178);
}

TEST_F(PredictionApi, RefusesWhatItCannotHonour) {
  LaunchMapping zero = mapping(32, 1);
  zero.grid[1] = 0;
  Prediction p = predictLaunch(*model, zero, *target);
  EXPECT_FALSE(p.modelled);
  EXPECT_NE(p.reason.find("not positive"), std::string::npos) << p.reason;

  LaunchMapping folded = mapping(32, 1);
  folded.fold = {1, 2, 1};
  p = predictLaunch(*model, folded, *target);
  EXPECT_FALSE(p.modelled);
  EXPECT_NE(p.reason.find("loop nests"), std::string::npos) << p.reason;

  LaunchMapping huge = mapping(64, 32); // 2048 threads per block
  p = predictLaunch(*model, huge, *target);
  EXPECT_FALSE(p.modelled);
  EXPECT_NE(p.reason.find("exceeds"), std::string::npos) << p.reason;
}

} // namespace
