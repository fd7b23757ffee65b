//===- LaunchSizes.h - The sizes a kernel program runs under ----*- C++ -*-===//
//
// Plain data: the grid and block sizes of a launch (each dimension known or
// not) and the kernel arguments that are constants. The relations and the
// simulator run a kernel program under these; where they come from (a launch
// site in the IR, LaunchContext.h; a candidate, LaunchMapping.h) is not
// their concern.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_LAUNCHSIZES_H
#define WARP_ANALYSIS_IR_LAUNCHSIZES_H

#include "llvm/ADT/DenseMap.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::warp {

using Dim3 = std::array<std::optional<int64_t>, 3>;

struct LaunchSizes {
  Dim3 grid;
  Dim3 block;
  /// Kernel arguments (by position) that are integer constants.
  llvm::DenseMap<unsigned, int64_t> constantArgs;

  bool hasConstantSizes() const;
  int64_t threadsPerBlock() const; ///< Requires known block sizes.
  int64_t numBlocks() const;       ///< Requires known grid sizes.
  /// "grid=[12,384,384] block=[32,1,1]" with "?" for unknown dimensions,
  /// then the constant arguments, if any.
  std::string describe() const;
};

} // namespace mlir::warp

#endif // WARP_ANALYSIS_IR_LAUNCHSIZES_H
