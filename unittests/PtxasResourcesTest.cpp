//===- PtxasResourcesTest.cpp - Reading ptxas -v and MLIR strings ---------===//

#include "Target/PtxasResources.h"

#include <gtest/gtest.h>

using namespace mlir::warp;

namespace {

TEST(PtxasResources, ParsesVerboseOutput) {
  // As ptxas 13 prints it (bench/groundtruth/ptx/star3d13r2_f32.ptxas.txt),
  // with a second kernel that uses shared memory and spills.
  const char *text =
      "ptxas info    : 0 bytes gmem\n"
      "ptxas info    : Compiling entry function 'star3d13r2_f32' for "
      "'sm_90'\n"
      "ptxas info    : Function properties for star3d13r2_f32\n"
      "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Used 21 registers, used 0 barriers\n"
      "ptxas info    : Compiling entry function 'tile' for 'sm_90'\n"
      "ptxas info    : Function properties for tile\n"
      "    8 bytes stack frame, 16 bytes spill stores, 16 bytes spill loads\n"
      "ptxas info    : Used 32 registers, used 1 barriers, 8192 bytes smem\n";
  auto r = parsePtxasVerbose(text);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r.lookup("star3d13r2_f32").registers, 21);
  EXPECT_EQ(r.lookup("star3d13r2_f32").staticSharedBytes, 0);
  EXPECT_EQ(r.lookup("tile").registers, 32);
  EXPECT_EQ(r.lookup("tile").staticSharedBytes, 8192);
  EXPECT_EQ(r.lookup("tile").spillBytes, 16);
}

TEST(PtxasResources, UnescapesMlirStrings) {
  EXPECT_EQ(unescapeMlirString("a\\0Ab\\09c"), "a\nb\tc");
  EXPECT_EQ(unescapeMlirString("q\\22\\\\x\\\"y"), "q\"\\x\"y");
  EXPECT_EQ(unescapeMlirString("plain"), "plain");
}

} // namespace
