//===- LaunchSizes.cpp - The sizes a kernel program runs under ------------===//
//
// See LaunchSizes.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/LaunchSizes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using llvm::SmallVector;
using namespace mlir::warp;

bool LaunchSizes::hasConstantSizes() const {
  for (int i = 0; i < 3; ++i)
    if (!grid[i] || !block[i])
      return false;
  return true;
}

int64_t LaunchSizes::threadsPerBlock() const {
  return block[0].value_or(0) * block[1].value_or(0) * block[2].value_or(0);
}

int64_t LaunchSizes::numBlocks() const {
  return grid[0].value_or(0) * grid[1].value_or(0) * grid[2].value_or(0);
}

static void printDim3(llvm::raw_ostream &os, const Dim3 &d) {
  os << "[";
  for (int i = 0; i < 3; ++i) {
    if (i)
      os << ",";
    if (d[i])
      os << *d[i];
    else
      os << "?";
  }
  os << "]";
}

std::string LaunchSizes::describe() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "grid=";
  printDim3(os, grid);
  os << " block=";
  printDim3(os, block);
  if (!constantArgs.empty()) {
    SmallVector<std::pair<unsigned, int64_t>> args(constantArgs.begin(),
                                                   constantArgs.end());
    llvm::sort(args);
    os << " args={";
    llvm::interleave(
        args, os, [&](auto &p) { os << "arg" << p.first << "=" << p.second; },
        ",");
    os << "}";
  }
  return s;
}
