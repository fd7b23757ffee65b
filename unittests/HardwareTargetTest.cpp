//===- HardwareTargetTest.cpp - Reading hardware target files -------------===//

#include "Warp/Target/HardwareTarget.h"
#include "Warp/Target/TargetRegistry.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace mlir::warp;

namespace {

std::string targetPath(const std::string &name) {
  return std::string(WARP_TEST_HWTARGETS_DIR) + "/" + name + ".yaml";
}

std::string readTarget(const std::string &name) {
  auto buffer = llvm::MemoryBuffer::getFile(targetPath(name));
  EXPECT_TRUE(static_cast<bool>(buffer));
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

TEST(HardwareTarget, ShippedTargetsLoad) {
  for (const char *name :
       {"v100", "a100", "a100-40gb", "a100-80gb", "h100", "h200"}) {
    auto t = HardwareTarget::loadFile(targetPath(name));
    ASSERT_TRUE(static_cast<bool>(t))
        << name << ": " << llvm::toString(t.takeError());
    EXPECT_EQ(t->sm.warpSize, 32);
    EXPECT_GT(t->sm.count, 0);
    EXPECT_LE(t->shared.bytesPerBlock, t->shared.bytesPerSM);
    EXPECT_LE(t->l2.effectiveBytes, t->l2.bytes);
  }
}

TEST(HardwareTarget, H100Numbers) {
  auto t = HardwareTarget::loadFile(targetPath("h100"));
  ASSERT_TRUE(static_cast<bool>(t));
  EXPECT_EQ(t->name, "h100");
  EXPECT_EQ(t->computeCapability, 90);
  EXPECT_EQ(t->sm.count, 132);
  EXPECT_EQ(t->sm.maxWarps, 64);
  EXPECT_EQ(t->shared.bytesPerSM, 233472);
  EXPECT_EQ(t->shared.reservedPerBlock, 1024);
  EXPECT_EQ(t->l2.bytes, 52428800);
  EXPECT_EQ(t->l2.effectiveBytes, 26214400);
  EXPECT_DOUBLE_EQ(t->dram.bandwidthGBs, 3090);
  EXPECT_DOUBLE_EQ(t->calibration.dramLoadedLatency.a, 675.6);
  EXPECT_DOUBLE_EQ(t->calibration.dramLoadedLatency.c, 3253);
  EXPECT_EQ(t->calibration.atomicService.size(), 7u);
}

// The global atomics' rate curve: the measured points as they are,
// linear in log2(lines) between them, flat beyond the ends, none on the
// targets that do not measure it (the L2 bound alone then).
TEST(HardwareTarget, GlobalAtomicLineRates) {
  auto t = HardwareTarget::loadFile(targetPath("h100"));
  ASSERT_TRUE(static_cast<bool>(t));
  const AtomicLineRates &r = t->calibration.globalAtomicLineRates;
  ASSERT_TRUE(r.isSet());
  EXPECT_DOUBLE_EQ(r.at(1), 1.568);
  EXPECT_DOUBLE_EQ(r.at(32), 9.311);
  // 2 lines: halfway in log2 between 1 (1.568) and 4 (3.286).
  EXPECT_NEAR(r.at(2), (1.568 + 3.286) / 2, 1e-12);
  // 256 lines: a third of the way from 128 (28.86) to 1024 (65.50).
  EXPECT_NEAR(r.at(256), 28.86 + (65.50 - 28.86) / 3, 1e-12);
  EXPECT_DOUBLE_EQ(r.at(0.5), 1.568);
  EXPECT_DOUBLE_EQ(r.at(1e9), 86.33);
  auto a100 = HardwareTarget::loadFile(targetPath("a100"));
  ASSERT_TRUE(static_cast<bool>(a100));
  EXPECT_FALSE(a100->calibration.globalAtomicLineRates.isSet());
  EXPECT_EQ(a100->calibration.globalAtomicLineRates.at(32), 0);
}

TEST(HardwareTarget, MissingFieldNamesLineAndField) {
  std::string text = readTarget("h100");
  size_t pos = text.find("  register_alloc_unit:");
  ASSERT_NE(pos, std::string::npos);
  text.erase(pos, text.find('\n', pos) - pos + 1);
  auto t = HardwareTarget::parse(text, "broken.yaml");
  ASSERT_FALSE(static_cast<bool>(t));
  std::string msg = llvm::toString(t.takeError());
  EXPECT_NE(msg.find("broken.yaml:"), std::string::npos) << msg;
  EXPECT_NE(msg.find("missing required key 'register_alloc_unit'"),
            std::string::npos)
      << msg;
}

TEST(HardwareTarget, MalformedNumberNamesLine) {
  std::string text = readTarget("v100");
  size_t pos = text.find("count: 80");
  ASSERT_NE(pos, std::string::npos);
  text.replace(pos, 9, "count: 8O");
  auto t = HardwareTarget::parse(text, "v.yaml");
  ASSERT_FALSE(static_cast<bool>(t));
  std::string msg = llvm::toString(t.takeError());
  EXPECT_NE(msg.find("v.yaml:16:10: error: invalid number"), std::string::npos)
      << msg;
}

TEST(HardwareTarget, InconsistentLimitsAreRejected) {
  std::string text = readTarget("h100");
  size_t pos = text.find("  max_threads_per_block: 1024");
  ASSERT_NE(pos, std::string::npos);
  text.replace(pos, 29, "  max_threads_per_block: 4096");
  auto t = HardwareTarget::parse(text, "h.yaml");
  ASSERT_FALSE(static_cast<bool>(t));
  std::string msg = llvm::toString(t.takeError());
  EXPECT_NE(msg.find("field 'sm.max_threads_per_block' exceeds"),
            std::string::npos)
      << msg;
}

TEST(HardwareTarget, FilesWithoutFieldsAreRejected) {
  // These crashed in llvm::yaml::Input before the parser checked that the
  // document is a mapping.
  for (const char *text : {"", "# only a comment\n", "\n\n", "just a scalar",
                           "\x01\x02\xff junk"}) {
    auto t = HardwareTarget::parse(text, "t.yaml");
    ASSERT_FALSE(static_cast<bool>(t)) << text;
    std::string msg = llvm::toString(t.takeError());
    EXPECT_NE(msg.find("t.yaml"), std::string::npos) << msg;
  }
  auto t = HardwareTarget::parse("# nothing\n", "t.yaml");
  EXPECT_NE(llvm::toString(t.takeError()).find("holds no mapping of fields"),
            std::string::npos);
}

TEST(HardwareTarget, SubnormalAndBadLaunchLimitsAreRejected) {
  std::string text = readTarget("h100");
  size_t pos = text.find("  fp32_per_cycle: 128");
  ASSERT_NE(pos, std::string::npos);
  std::string tiny = text;
  tiny.replace(pos, 21, "  fp32_per_cycle: 1e-320");
  auto t = HardwareTarget::parse(tiny, "h.yaml");
  ASSERT_FALSE(static_cast<bool>(t));
  EXPECT_NE(llvm::toString(t.takeError())
                .find("'sm.fp32_per_cycle' must lie in [1, 100000]"),
            std::string::npos);

  pos = text.find("max_grid_dims: [2147483647, 65535, 65535]");
  ASSERT_NE(pos, std::string::npos);
  std::string twoDims = text;
  twoDims.replace(pos, 41, "max_grid_dims: [65535, 65535]");
  t = HardwareTarget::parse(twoDims, "h.yaml");
  ASSERT_FALSE(static_cast<bool>(t));
  EXPECT_NE(llvm::toString(t.takeError()).find("'sm.max_grid_dims' must be three"),
            std::string::npos);

  auto h100 = HardwareTarget::parse(text, "h.yaml");
  ASSERT_TRUE(static_cast<bool>(h100)) << llvm::toString(h100.takeError());
  EXPECT_EQ(h100->sm.maxBlockDims, (std::vector<int64_t>{1024, 1024, 64}));
  EXPECT_EQ(h100->sm.maxGridDims,
            (std::vector<int64_t>{2147483647, 65535, 65535}));
}

TEST(HardwareTarget, LookupUnknownName) {
  auto t = lookupTarget("no-such-gpu");
  ASSERT_FALSE(static_cast<bool>(t));
  std::string msg = llvm::toString(t.takeError());
  EXPECT_NE(msg.find("unknown hardware target 'no-such-gpu'"),
            std::string::npos)
      << msg;
}

} // namespace
