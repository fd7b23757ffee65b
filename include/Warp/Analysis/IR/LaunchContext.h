//===- LaunchContext.h - Grid, block and constant arguments -----*- C++ -*-===//
//
// A `LaunchContext` is what Warp knows about one launch site of one kernel in
// the IR: its sizes (LaunchSizes.h: grid and block, each dimension known or
// not, and the kernel arguments that are constants at the site), and where
// they come from. Contexts come from `gpu.launch` ops, from
// `gpu.launch_func` ops, and from the `known_block_size` / `known_grid_size`
// attributes of a `gpu.func`.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_LAUNCHCONTEXT_H
#define WARP_ANALYSIS_IR_LAUNCHCONTEXT_H

#include "Warp/Analysis/IR/LaunchMapping.h"
#include "Warp/Analysis/IR/LaunchSizes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace mlir::warp {

struct LaunchContext : LaunchSizes {
  /// The kernel body: a `gpu.func` or a `gpu.launch`.
  Operation *kernel = nullptr;
  /// The launch site (`gpu.launch_func` or `gpu.launch`), or null when the
  /// context describes a kernel on its own.
  Operation *site = nullptr;
  /// `module::function` for outlined kernels, `function::launch#N` for
  /// `gpu.launch` bodies.
  std::string kernelName;
  /// The launch-site sizes that are not constants, each with the value that
  /// gives it ("grid y: the value of 'arith.muli' at line 12").
  std::vector<std::string> unknownSizes;
  /// Dynamic shared memory per block of the launch, bytes; unknown if the
  /// launch gives a size that is not a constant.
  std::optional<int64_t> dynamicSharedBytes = 0;
  /// The launch groups its blocks in thread-block clusters (`clusters in`),
  /// which Warp does not model.
  bool clustered = false;
};

/// Every launch context of `module`, in IR order: one per `gpu.launch` and
/// per `gpu.launch_func`, then one for each kernel `gpu.func` that no
/// `gpu.launch_func` of the module names. A size operand that is not a
/// constant stays unknown. `diagnose` reports malformed launches (a
/// non-positive constant size, a launch of a symbol that is no kernel); those
/// launches are left out.
SmallVector<LaunchContext> collectLaunchContexts(
    ModuleOp module,
    llvm::function_ref<void(Operation *, const Twine &)> diagnose);

/// The context that describes a kernel regardless of its launch sites: a
/// dimension is known if the `known_*_size` attribute gives it, or if every
/// launch site in `all` agrees on a constant. Constant arguments likewise.
LaunchContext mergeContexts(Operation *kernel, ArrayRef<LaunchContext> all);

/// The launch configuration of a context whose sizes are all known (with
/// its dynamic shared memory); nullopt otherwise.
std::optional<LaunchMapping> mappingOf(const LaunchContext &ctx);

/// "module::function" of a gpu.func.
std::string kernelDisplayName(Operation *gpuFunc);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_IR_LAUNCHCONTEXT_H
