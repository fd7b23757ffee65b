//===- Shape.h - Block shapes as users write them ----------------*- C++
//-*-===//
//
// The one parser of "XxYxZ" shapes (1 to 3 positive sizes separated by 'x';
// missing trailing sizes are 1): the passes' `blocks=` option, the
// transform op's `blocks` attribute and warp-rank's `--blocks` all read
// shapes through it.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SUPPORT_SHAPE_H
#define WARP_SUPPORT_SHAPE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::warp {

/// A block shape: threads along x, y, z.
struct Shape3 {
  std::array<int64_t, 3> dims{1, 1, 1};
  bool operator==(const Shape3 &o) const { return dims == o.dims; }
};

/// Parses "32x4x2" (1 to 3 positive sizes separated by 'x'); nullopt if
/// malformed.
std::optional<Shape3> parseShape(llvm::StringRef text);

/// What parseShape accepts, for messages.
constexpr const char *kShapeForm =
    "shapes like 32x4x2 (1 to 3 positive sizes separated by 'x')";

/// "32x4x2".
std::string formatShape(const Shape3 &s);

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Shape3 &s) {
  return os << formatShape(s);
}

/// A GPU dimension, as options name it ("x", "y", "z").
enum class GpuDim : uint8_t { x, y, z };

} // namespace mlir::warp

#endif // WARP_SUPPORT_SHAPE_H
