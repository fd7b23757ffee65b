//===- LaunchMapping.h - A launch configuration as plain data ---*- C++ -*-===//
//
// What the second stage of the model (Prediction.h) is given for one
// candidate: the grid and block sizes, the dynamic shared memory, and, for
// loop nests that are not mapped yet (issue 14), how the loops map onto
// threads. No IR: a list of these can be built, sorted and predicted without
// touching the kernel.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_LAUNCHMAPPING_H
#define WARP_ANALYSIS_IR_LAUNCHMAPPING_H

#include "Warp/Analysis/IR/LaunchSizes.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::warp {

struct LaunchMapping {
  std::array<int64_t, 3> grid{1, 1, 1};
  std::array<int64_t, 3> block{1, 1, 1};
  /// Dynamic shared memory per block, bytes (added to the static amount).
  int64_t dynamicSharedBytes = 0;
  /// Loop nests: points each thread computes along x, y, z (thread
  /// folding), and the loop dimension that x, y, z map to. A kernel that is
  /// already written for the GPU has no loops to fold: 1 and the identity.
  std::array<int64_t, 3> fold{1, 1, 1};
  std::array<int, 3> loopDimOf{0, 1, 2};
  /// How a thread's folded points lie: interleaved (false: thread t of a
  /// block of B computes t, t + B, t + 2B, ..., as Warp's own rewrite does)
  /// or consecutive (true: tF .. tF + F - 1, as upstream tiling with
  /// num_threads does).
  bool consecutiveFold = false;

  int64_t threadsPerBlock() const { return block[0] * block[1] * block[2]; }
  int64_t blocks() const { return grid[0] * grid[1] * grid[2]; }
  bool isFolded() const {
    return fold != std::array<int64_t, 3>{1, 1, 1} ||
           loopDimOf != std::array<int, 3>{0, 1, 2} || consecutiveFold;
  }
  /// "grid=[12,384,384] block=[32,1,1]" (and " fold=[1,2,1]" if folded).
  std::string describe() const;

  /// The sizes a kernel program runs under for this mapping, with the
  /// kernel's constant arguments `args`: the one place a mapping becomes
  /// LaunchSizes.
  LaunchSizes sizes(const llvm::DenseMap<unsigned, int64_t> &args =
                        llvm::DenseMap<unsigned, int64_t>()) const;

  /// The mapping of launch sizes that are all known; nullopt otherwise
  /// (dynamic shared memory is the launch site's, LaunchContext).
  static std::optional<LaunchMapping> fromSizes(const LaunchSizes &sizes);
};

} // namespace mlir::warp

#endif // WARP_ANALYSIS_IR_LAUNCHMAPPING_H
