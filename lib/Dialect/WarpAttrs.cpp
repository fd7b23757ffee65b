//===- WarpAttrs.cpp - Attributes of the warp dialect ---------------------===//

#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Support/IslText.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::warp;

#include "Warp/Dialect/WarpEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "Warp/Dialect/WarpAttrs.cpp.inc"

void WarpDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Warp/Dialect/WarpAttrs.cpp.inc"
      >();
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef name) {
  if (name.empty())
    return emitError() << "#warp.target needs a non-empty target name or path";
  return success();
}

LogicalResult AccessAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 AccessKind kind, MemorySpace space,
                                 StringRef memref, int64_t elemBytes,
                                 int64_t vectorWidth, bool affine, bool exact,
                                 StringRef map, StringRef bytes) {
  if (memref.empty())
    return emitError() << "#warp.access: 'memref' must name a buffer";
  if (elemBytes <= 0)
    return emitError() << "#warp.access: 'elem_bytes' must be positive, got "
                       << elemBytes;
  if (vectorWidth <= 0)
    return emitError() << "#warp.access: 'vector_width' must be positive, got "
                       << vectorWidth;
  if (map.empty())
    return emitError() << "#warp.access: 'map' must be an ISL relation";
  std::string err = validateIslMap(map);
  if (!err.empty())
    return emitError() << "#warp.access: 'map' is not an ISL relation: " << err;
  // An empty `bytes` means that no byte relation could be formed.
  err = bytes.empty() ? std::string() : validateIslMap(bytes);
  if (!err.empty())
    return emitError() << "#warp.access: 'bytes' is not an ISL relation: "
                       << err;
  return success();
}

LogicalResult
LaunchConfigAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         ArrayRef<int64_t> grid, ArrayRef<int64_t> block,
                         ArrayRef<int64_t> fold, ArrayRef<int64_t> loops,
                         bool consecutive) {
  for (auto [name, values] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"grid", grid},
        {"block", block},
        {"fold", fold}}) {
    if (values.size() != 3)
      return emitError() << "#warp.launch_config: '" << name
                         << "' needs 3 sizes (x, y, z), got " << values.size();
    for (int64_t v : values)
      if (v <= 0)
        return emitError() << "#warp.launch_config: '" << name
                           << "' needs positive sizes, got " << v;
  }
  SmallVector<int64_t, 3> sorted(loops.begin(), loops.end());
  llvm::sort(sorted);
  if (sorted != SmallVector<int64_t, 3>{0, 1, 2})
    return emitError() << "#warp.launch_config: 'loops' must be a "
                          "permutation of 0, 1, 2";
  return success();
}
