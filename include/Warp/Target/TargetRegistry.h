//===- TargetRegistry.h - The hardware targets a tool knows -----*- C++ -*-===//
//
// One registry per process that every entry point reads (the passes, the
// transform op, warp-rank, warp-project, the C++ API): the targets of
// hwtargets/ compiled in at build time, a file of the same name in the
// directory WARP_HWTARGETS_DIR names (which overrides a built-in one), and
// any target file given by path. Each target is read and checked once and
// then shared; lookups are thread-safe.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_TARGET_TARGETREGISTRY_H
#define WARP_TARGET_TARGETREGISTRY_H

#include "Warp/Target/HardwareTarget.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir::warp {

/// The target named `nameOrPath`: a path (it contains '/' or ends in
/// ".yaml", or names an existing file) is read as a target file; a name is
/// looked up in WARP_HWTARGETS_DIR, then among the built-in targets. The
/// error names what was tried.
llvm::Expected<const HardwareTarget &> lookupTarget(llvm::StringRef nameOrPath);

/// The names of the built-in targets, sorted.
std::vector<std::string> builtinTargetNames();

/// The YAML text of a built-in target (empty if there is none).
llvm::StringRef builtinTargetText(llvm::StringRef name);

} // namespace mlir::warp

#endif // WARP_TARGET_TARGETREGISTRY_H
