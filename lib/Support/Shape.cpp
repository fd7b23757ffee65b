//===- Shape.cpp - Block shapes as users write them -----------------------===//
//
// See Shape.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Support/Shape.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir::warp;

std::optional<Shape3> mlir::warp::parseShape(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, 'x');
  if (parts.empty() || parts.size() > 3)
    return std::nullopt;
  Shape3 s;
  for (auto [i, p] : llvm::enumerate(parts))
    if (p.trim().getAsInteger(10, s.dims[i]) || s.dims[i] <= 0)
      return std::nullopt;
  return s;
}

std::string mlir::warp::formatShape(const Shape3 &s) {
  return std::to_string(s.dims[0]) + "x" + std::to_string(s.dims[1]) + "x" +
         std::to_string(s.dims[2]);
}
