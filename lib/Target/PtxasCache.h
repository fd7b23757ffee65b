//===- PtxasCache.h - ptxas reports cached across runs ----------*- C++ -*-===//
//
// Lowering a gpu.module to PTX with mlir-opt and running ptxas -v takes a
// few hundred milliseconds per module, more than predicting its launches
// (issue 24). Like ccache, the report ptxas printed is kept in a user cache
// directory under a hash of everything that decides it: the module's text,
// the chip, the lowering pipeline, and the identity (path, size, time) of
// the mlir-opt and ptxas that ran. A second run on the same module reads it
// back instead of running the tools.
//
// The directory: $WARP_CACHE_DIR if set (empty: no cache), else
// $XDG_CACHE_HOME/warp, else $HOME/.cache/warp. The passes' `no-cache`
// option turns it off. A file that cannot be read or written is a miss,
// never an error.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TARGET_PTXASCACHE_H
#define WARP_LIB_TARGET_PTXASCACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::warp {

/// The cache directory (see above); empty if there is none.
std::string ptxasCacheDirectory();

/// The key of a report: a SHA-256 over `parts` and the identity of each
/// tool in `tools` (its path, size and modification time).
std::string ptxasCacheKey(llvm::ArrayRef<llvm::StringRef> parts,
                          llvm::ArrayRef<llvm::StringRef> tools);

/// The report cached under `key` in `dir`, if any.
std::optional<std::string> readCachedReport(llvm::StringRef dir,
                                            llvm::StringRef key);

/// Keeps `report` under `key` in `dir` (written to a temporary file and
/// renamed, so that concurrent runs never read half a report).
void writeCachedReport(llvm::StringRef dir, llvm::StringRef key,
                       llvm::StringRef report);

} // namespace mlir::warp

#endif // WARP_LIB_TARGET_PTXASCACHE_H
