//===- IslText.h - Validation of ISL text without ISL types -----*- C++ -*-===//
//
// Checks that a string is a well-formed ISL map or set, without exposing ISL
// objects. Used by the verifiers of the warp dialect's attributes.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SUPPORT_ISLTEXT_H
#define WARP_SUPPORT_ISLTEXT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace mlir::warp {

/// Returns an empty string if `text` parses as an ISL map, otherwise ISL's
/// error message.
std::string validateIslMap(llvm::StringRef text);

} // namespace mlir::warp

#endif // WARP_SUPPORT_ISLTEXT_H
