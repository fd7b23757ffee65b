//===- warp-project.cpp - Project a profiled kernel to another GPU -------===//
//
// Issue 16: reads an Nsight Compute raw CSV export of launches profiled on
// GPU A (--from) and projects each launch's time to GPU B (--to) with seed
// 001's hierarchical roofline (include/Warp/Analysis/Projection.h,
// docs/projection.md). Prints an aligned table, or a JSON list with --json.
//
//===----------------------------------------------------------------------===//

#include "Warp/InitAllDialects.h"
#include "Warp/Report/NcuProjection.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Version.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>
#include <memory>
#include <optional>

using namespace llvm;
using namespace mlir::warp;

static cl::OptionCategory category("warp-project options");
static cl::opt<std::string>
    inputFile(cl::Positional, cl::Required,
              cl::desc("<ncu raw CSV: ncu --csv --page raw --set full ...>"),
              cl::cat(category));
static cl::opt<std::string>
    fromTarget("from", cl::Required,
               cl::desc("GPU the launches were profiled on: a name of "
                        "hwtargets/ or a target file (checked against the "
                        "export's device name and SM count)"),
               cl::cat(category));
static cl::opt<std::string>
    toTarget("to", cl::Required,
             cl::desc("GPU to project to: a name of hwtargets/ or a target "
                      "file"),
             cl::cat(category));
static cl::opt<bool>
    jsonOutput("json",
               cl::desc("Print one JSON list, one object per "
                        "profiled launch, in the file's order"),
               cl::cat(category));
static cl::opt<std::string> kernelMlir(
    "kernel-mlir",
    cl::desc("Warp-aware mode: an MLIR module whose gpu.launch_func sites "
             "match the profiled launches (kernel name, grid, block); the "
             "bytes per level on the target then come from Warp's volume "
             "model for the target's caches, and Warp's latency and "
             "block-scheduling bounds on the target are floors of the "
             "projected time"),
    cl::cat(category));

namespace {

[[noreturn]] void fail(const Twine &msg) {
  WithColor::error(errs(), "warp-project") << msg << "\n";
  exit(1);
}

/// One line of the table.
void printLine(const ProjectionLine &l) {
  outs() << formatv("{0,-4} {1,-32} {2,-18} {3,-14} {4,12} {5,12} {6,-22} "
                    "{7}\n",
                    l.id, l.kernel, l.grid, l.block, l.src, l.proj, l.interval,
                    l.limiter);
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << mlir::warp::versionLine() << "\n"; });
  cl::ParseCommandLineOptions(
      argc, argv,
      "warp-project: project the launches of an Nsight Compute export from "
      "one GPU to another\n\n"
      "Seed 001's hierarchical roofline (Van Lanker et al., Euro-Par 2024):\n"
      "per launch, the projections through L1/shared, L2 and DRAM, the\n"
      "compute ceilings of its instruction mix and warp usage, the interval\n"
      "of the three projections, and the point estimate (the projection\n"
      "through the level that binds on the source GPU; docs/projection.md).\n"
      "Example: warp-project --from h100 --to h200 ncu.csv\n");

  llvm::Expected<const HardwareTarget &> from = lookupTarget(fromTarget);
  if (!from)
    fail("cannot load hardware target '" + fromTarget +
         "': " + toString(from.takeError()));
  llvm::Expected<const HardwareTarget &> to = lookupTarget(toTarget);
  if (!to)
    fail("cannot load hardware target '" + toTarget +
         "': " + toString(to.takeError()));
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Each launch is printed as soon as it is projected: memory does not
  // grow with the export (issue 26). The header (or the JSON list's
  // opening) comes with the first launch, so that a bad file prints only
  // its error.
  std::optional<json::OStream> out;
  auto begin = [&] {
    if (jsonOutput) {
      out.emplace(outs(), /*IndentSize=*/2);
      out->arrayBegin();
      return;
    }
    outs() << "projection of " << inputFile << " from " << from->name << " to "
           << to->name << " (seed 001; docs/projection.md)\n";
    printLine(ProjectionLine{"id", "kernel", "grid", "block", "source_us",
                             "projected_us", "interval_us", "limiter"});
  };
  bool begun = false;
  Expected<ExportProjection> r = projectNcuExport(
      inputFile, *from, *to, kernelMlir, context,
      [](const Twine &msg) {
        WithColor::warning(errs(), "warp-project") << msg << "\n";
      },
      [&](json::Object o, ProjectionLine l) {
        if (!begun)
          begin();
        begun = true;
        if (out)
          out->value(json::Value(std::move(o)));
        else
          printLine(l);
      });
  if (!r)
    fail(toString(r.takeError()));
  if (out) {
    out->arrayEnd();
    outs() << "\n";
  }
  return 0;
}
