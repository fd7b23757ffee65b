//===- LaunchMapping.cpp - A launch configuration as plain data -----------===//

#include "Warp/Analysis/IR/LaunchMapping.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::warp;

std::string LaunchMapping::describe() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  auto list = [&](const auto &a) {
    os << "[" << a[0] << "," << a[1] << "," << a[2] << "]";
  };
  os << "grid=";
  list(grid);
  os << " block=";
  list(block);
  if (isFolded()) {
    os << " fold=";
    list(fold);
    os << " loops=";
    list(loopDimOf);
    if (consecutiveFold)
      os << " consecutive";
  }
  if (dynamicSharedBytes)
    os << " dynamic_smem=" << dynamicSharedBytes;
  return s;
}

LaunchSizes
LaunchMapping::sizes(const llvm::DenseMap<unsigned, int64_t> &args) const {
  LaunchSizes s;
  for (int d = 0; d < 3; ++d) {
    s.grid[d] = grid[d];
    s.block[d] = block[d];
  }
  s.constantArgs = args;
  return s;
}

std::optional<LaunchMapping>
LaunchMapping::fromSizes(const LaunchSizes &sizes) {
  if (!sizes.hasConstantSizes())
    return std::nullopt;
  LaunchMapping m;
  for (int d = 0; d < 3; ++d) {
    m.grid[d] = *sizes.grid[d];
    m.block[d] = *sizes.block[d];
  }
  return m;
}
