//===- PassSupport.h - What Warp's passes share -----------------*- C++ -*-===//
//
// The passes own the options, the diagnostics and the output files; this
// is what they share: the target every pass reads (option, else the
// module's #warp.target, else the H100), the typed options turned into the
// library's settings in one place each (templates over the generated option
// structs and the passes, which have the same members), the `block=` /
// `grid=` sizes, the attributes a prediction and a choice become, where
// text goes, and analysis notes as diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_TRANSFORMS_PASSSUPPORT_H
#define WARP_LIB_TRANSFORMS_PASSSUPPORT_H

#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/Search/CandidateSpace.h"
#include "Warp/Search/ContractionSearch.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Transforms/PassOptions.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/ToolOutputFile.h"

#include <string>

namespace mlir::warp {

/// The target of `module`: `option` if given, else the module's
/// #warp.target, else "h100", from the one registry (TargetRegistry.h); an
/// error at the module if it cannot be read.
FailureOr<const HardwareTarget *> resolveTarget(ModuleOp module,
                                                StringRef option);

/// Checks a `block=` / `grid=` option (1 to 3 positive values) and turns it
/// into a Dim3 (missing trailing dimensions are 1). Emits an error on
/// `module` and returns failure if it is malformed.
FailureOr<Dim3> parseSizeOption(ModuleOp module, ArrayRef<int64_t> values,
                                StringRef name);

/// Fills the unknown dimensions of `ctx` from the options.
void applySizeOptions(LaunchContext &ctx, const Dim3 &block, const Dim3 &grid);

/// Checks the numeric options shared by the passes that predict (`regs`,
/// `smem`) against `target`'s limits; an error at `module` that names the
/// option and its range.
LogicalResult checkPredictionOptions(ModuleOp module, int64_t regs,
                                     int64_t smem,
                                     const HardwareTarget &target);

/// The candidate space of a pass's options, checked against `target`; an
/// error at `module` that names the option if one is out of range.
FailureOr<CandidateSpace>
candidateSpaceOf(ModuleOp module, ArrayRef<Shape3> blocks, int64_t maxThreads,
                 ArrayRef<int64_t> folds, ArrayRef<GpuDim> foldDims,
                 bool foldCombine, DimOrders dimOrders, FoldLayout foldLayout,
                 SearchMode search, unsigned top, const HardwareTarget &target);

/// The tilings of contractions that the options name, checked: every size
/// in its documented range (Passes.td); an error at `module` otherwise.
FailureOr<ContractionSpace>
contractionSpaceOf(ModuleOp module, ArrayRef<int64_t> tilesMN,
                   ArrayRef<int64_t> tilesK, ArrayRef<int64_t> threadTiles,
                   ArrayRef<int64_t> pads, int64_t maxThreads,
                   SearchMode search, bool tensorCores,
                   ArrayRef<int64_t> warpTiles, ArrayRef<int64_t> splitK);

/// The attributes of a prediction: #warp.volumes, and #warp.cost when it has
/// a time.
void setPredictionAttrs(Operation *op, const Prediction &p);

/// A launch configuration as the attribute #warp.launch_config, and back.
LaunchConfigAttr launchConfigAttr(MLIRContext *context, const LaunchMapping &m);
LaunchMapping mappingOf(LaunchConfigAttr attr);

/// The name of the annotation.
constexpr llvm::StringLiteral kLaunchConfigAttrName = "warp.launch_config";

/// Where a pass writes text: standard output for "-", else a file that is
/// kept only when `keep()` is called. `failed()` after an error at `module`.
class PassOutput {
public:
  PassOutput(ModuleOp module, StringRef path, StringRef what);
  bool failed() const { return broken; }
  llvm::raw_ostream &os() { return file ? file->os() : llvm::outs(); }
  /// Flushes and keeps the file; false (after an error at the module that
  /// names the option) if writing failed, as on a full disk.
  bool keep();

private:
  ModuleOp module;
  std::string path, what;
  std::unique_ptr<llvm::ToolOutputFile> file;
  bool broken = false;
};

/// Emits the notes of an analysis as diagnostics at their ops, each
/// (op, message) once. Returns false if a note is an error. Warnings and
/// remarks are reported at the op's location without printing the op (as
/// upstream analyses do); errors print it when -mlir-print-op-on-diagnostic
/// is on.
class NoteEmitter {
public:
  bool emit(ArrayRef<AccessNote> notes);

private:
  llvm::DenseSet<std::pair<Operation *, llvm::StringRef>> seen;
  std::vector<std::unique_ptr<std::string>> storage;
};

/// Replaces the empty message MLIR gives when a pass's options fail to
/// parse (llvm::cl has printed the reason on its own line already) by one
/// that says which pass and where to read the accepted values.
/// The blocks per output to try for reductions (option reduction-splits:
/// 1 to 256 each; default 1, 2, 4, ..., 256), or an error at the module.
FailureOr<SmallVector<int64_t>> reductionSplitsOf(ModuleOp module,
                                                  ArrayRef<int64_t> option);

LogicalResult reportOptionParseErrors(
    StringRef passArgument, StringRef options,
    function_ref<LogicalResult(const Twine &)> errorHandler,
    function_ref<LogicalResult(function_ref<LogicalResult(const Twine &)>)>
        parse);

} // namespace mlir::warp

#endif // WARP_LIB_TRANSFORMS_PASSSUPPORT_H
