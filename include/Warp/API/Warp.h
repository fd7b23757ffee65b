//===- Warp.h - Warp's public C++ API ---------------------------*- C++ -*-===//
//
// The stable entry points for a generator that links Warp (docs/api.md):
// give it MLIR (text, or a module of your own context), get back what
// `warp-opt` would print, as values: the prediction of every launch, the
// decision for every loop nest, contraction and reduction with its ranked
// candidates, and the located diagnostics. Errors are values too (no
// exception crosses this API).
//
// This header depends on the C++ standard library only, so that a caller
// built with other flags (RTTI, exceptions; the Python module is one) can
// use it. The headers under Warp/ other than Warp/API and Warp/Version.h
// are internal and are not installed.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_API_WARP_H
#define WARP_API_WARP_H

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
class DialectRegistry;
class ModuleOp;
} // namespace mlir

namespace warp {

/// How a call runs (the options of `warp-opt --warp-cost-model`).
struct Options {
  /// A target name ("h100", "h200": `warp-opt --help` lists them) or the
  /// path of a target file (docs/hardware-targets.md).
  std::string target = "h100";
  /// More pass options, as on the command line between the quotes of
  /// `--warp-cost-model="..."`, e.g. "top=5 search=exhaustive block=256".
  /// A bad option is an error Diagnostic, not a crash.
  std::string passOptions;
  /// Threads for the ranking; 1 runs on the calling thread. The results do
  /// not depend on it.
  unsigned threads = 1;
  /// Also return the remarks that say why each choice was made.
  bool remarks = true;
  /// The name the input's locations carry (a file name, say).
  std::string sourceName = "<warp-api>";
};

/// One located message Warp emitted.
struct Diagnostic {
  enum class Severity { Error, Warning, Remark, Note };
  Severity severity = Severity::Error;
  /// "file:line:column", or empty when it has none.
  std::string location;
  std::string message;
};

/// The prediction of one launch (docs/report.md, "launches"; the entry's
/// other fields are in `json`).
struct Launch {
  std::string kernel;
  std::array<int64_t, 3> grid{}, block{};
  bool modelled = false;
  /// Why not, when !modelled.
  std::string reason;
  double timeUs = 0;
  /// The bound that sets the time: "dram", "l2", "l1", "latency", ...
  std::string limiter;
  /// Nothing was approximated; else `approximations` says what was.
  bool exact = false;
  std::vector<std::string> approximations;
  int64_t dramReadBytes = 0, dramWriteBytes = 0;
  int64_t l2ReadBytes = 0, l2WriteBytes = 0;
  int64_t l1GlobalLoadSectors = 0, l1GlobalStoreSectors = 0;
  int64_t sharedWavefronts = 0, sharedBankConflicts = 0;
  int64_t regsPerThread = 0;
  /// The whole entry, as JSON text.
  std::string json;
};

/// One ranked candidate of a decision.
struct Candidate {
  unsigned rank = 0;
  /// The configuration: "32x4x2 fold y2" for a nest, "128x128x16, thread
  /// 8x8, pad 1" for a tiling, "256 threads per output x 1 outputs" for a
  /// reduction.
  std::string config;
  /// Its launch, "grid=[..] block=[..]" (empty for a nest: see `json`).
  std::string launch;
  bool modelled = false, exact = false;
  double timeUs = 0;
  std::string limiter;
  /// What it loses to the pick by, and through which bound (empty for the
  /// pick).
  std::string losesBy;
  std::string json;
};

/// The decision for one loop nest, contraction or reduction.
struct Decision {
  /// "loop_nest", "contraction" or "reduction".
  std::string kind;
  /// Where the op is, "file:line:column".
  std::string location;
  /// What was decided: the nest's kind or the op's shape.
  std::string problem;
  /// The candidates the report lists, best first (the first is the pick).
  std::vector<Candidate> ranking;
  std::string json;
};

/// The report of one call (docs/report.md), as values.
struct Report {
  std::vector<Launch> launches;
  std::vector<Decision> decisions;
  std::string warpVersion, mlirVersion;
  /// The whole report, as JSON text (what `report=` writes).
  std::string json;
};

/// What a call gives back.
struct Result {
  /// False if Warp reported an error (see `diagnostics`).
  bool ok = false;
  std::vector<Diagnostic> diagnostics;
  Report report;
  /// The module after the call, as MLIR text (empty for a caller's module).
  std::string module;
  /// The error diagnostics, one "location: message" a line.
  std::string errors() const;
};

/// `warp-opt --warp-cost-model`: every launch predicted; every unmapped
/// loop nest, contraction and reduction replaced by the gpu.launch of the
/// candidate predicted fastest.
Result predict(const std::string &mlirText, const Options &options = {});

/// `warp-opt --warp-choose-launch-configs`: the same decisions, annotated
/// on the ops (#warp.launch_config, warp.tiling) instead of applied, with
/// each decision's ranking in the report.
Result choose(const std::string &mlirText, const Options &options = {});

/// The same two on a module of the caller's context, changed in place
/// (register Warp's dialects in that context's registry first).
Result predict(mlir::ModuleOp module, const Options &options = {});
Result choose(mlir::ModuleOp module, const Options &options = {});

/// Adds the dialects and interfaces Warp reads and writes to `registry`.
void registerDialects(mlir::DialectRegistry &registry);

/// The projection of an Nsight Compute raw CSV export (`ncu --csv --page raw
/// --set full`) from the GPU it was profiled on to another
/// (docs/projection.md). `kernelMlir`, when not empty, is the path of the
/// module whose launches were profiled (Warp-aware mode). The report's JSON
/// is the list `warp-project --json` prints; its launches are not filled.
Result project(const std::string &csvPath, const std::string &from,
               const std::string &to, const std::string &kernelMlir = "");

/// "Warp 0.6.0 (MLIR 22.1.8)".
std::string version();

} // namespace warp

#endif // WARP_API_WARP_H
