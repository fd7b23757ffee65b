//===- ApiTest.cpp - Warp's public C++ API on a caller's module ------------===//
//
// Warp/API/Warp.h's overloads that take a module of the caller's context:
// the same report as the text call, the module changed in place, and a bad
// option as a located error Diagnostic (docs/api.md).
//
//===----------------------------------------------------------------------===//

#include "Warp/API/Warp.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

namespace {

/// A gpu.launch of 4 blocks of 64 threads, each writing one f32.
const char *kLaunch = R"mlir(
func.func @fill(%out: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c64 : index
    %i = arith.addi %base, %tx : index
    memref.store %zero, %out[%i] : memref<256xf32>
    gpu.terminator
  }
  return
}
)mlir";

TEST(Api, CallersModuleGivesTheTextCallsReport) {
  mlir::DialectRegistry registry;
  warp::registerDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kLaunch, &context);
  ASSERT_TRUE(module);
  warp::Options options;
  options.remarks = false;
  warp::Result inPlace = warp::predict(*module, options);
  ASSERT_TRUE(inPlace.ok) << inPlace.errors();
  warp::Result fromText = warp::predict(kLaunch, options);
  ASSERT_TRUE(fromText.ok) << fromText.errors();
  ASSERT_EQ(inPlace.report.launches.size(), 1u);
  const warp::Launch &l = inPlace.report.launches[0];
  EXPECT_EQ(l.json, fromText.report.launches[0].json);
  EXPECT_TRUE(l.modelled);
  EXPECT_EQ(l.grid, (std::array<int64_t, 3>{4, 1, 1}));
  EXPECT_EQ(l.block, (std::array<int64_t, 3>{64, 1, 1}));
  // 256 f32 stores: 1 KiB written to L2 in 32 sectors of 32 bytes, nothing
  // read; so small an output is still dirty in L2 when the kernel ends
  // (docs/report.md, dram_write_l2_residual_bytes), so no DRAM write.
  EXPECT_EQ(l.l2WriteBytes, 1024);
  EXPECT_EQ(l.dramWriteBytes, 0);
  EXPECT_EQ(l.l1GlobalStoreSectors, 32);
  EXPECT_EQ(l.dramReadBytes, 0);
  EXPECT_TRUE(inPlace.module.empty());
  // The caller's module is annotated in place with the prediction.
  bool annotated = false;
  module->walk([&](mlir::Operation *op) {
    annotated |= op->hasAttr("warp.cost");
  });
  EXPECT_TRUE(annotated);
  EXPECT_TRUE(inPlace.diagnostics.empty());
}

TEST(Api, BadOptionIsALocatedError) {
  warp::Options options;
  options.passOptions = "objective=fastest";
  options.sourceName = "in.mlir";
  warp::Result r = warp::predict(kLaunch, options);
  EXPECT_FALSE(r.ok);
  ASSERT_FALSE(r.diagnostics.empty());
  const warp::Diagnostic &d = r.diagnostics.front();
  EXPECT_EQ(d.severity, warp::Diagnostic::Severity::Error);
  EXPECT_EQ(d.location.rfind("in.mlir:", 0), 0u) << d.location;
  EXPECT_NE(d.message.find("objective"), std::string::npos) << d.message;
  EXPECT_NE(r.errors().find("in.mlir:"), std::string::npos);
}

TEST(Api, VersionNamesWarpAndMlir) {
  EXPECT_EQ(warp::version().rfind("Warp ", 0), 0u);
  EXPECT_NE(warp::version().find("MLIR"), std::string::npos);
}

} // namespace
