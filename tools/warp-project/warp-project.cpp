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

void printTable(const GpuCeilings &a, const GpuCeilings &b,
                ArrayRef<ProjectionLine> lines) {
  outs() << "projection of " << inputFile << " from " << a.name << " to "
         << b.name << " (seed 001; docs/projection.md)\n";
  auto row = [](const ProjectionLine &l) {
    return formatv("{0,-4} {1,-32} {2,-18} {3,-14} {4,12} {5,12} {6,-22} "
                   "{7}\n",
                   l.id, l.kernel, l.grid, l.block, l.src, l.proj, l.interval,
                   l.limiter);
  };
  outs() << row(ProjectionLine{"id", "kernel", "grid", "block", "source_us",
                               "projected_us", "interval_us", "limiter"});
  for (const ProjectionLine &l : lines)
    outs() << row(l);
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
  Expected<ExportProjection> r = projectNcuExport(
      inputFile, *from, *to, kernelMlir, context, [](const Twine &msg) {
        WithColor::warning(errs(), "warp-project") << msg << "\n";
      });
  if (!r)
    fail(toString(r.takeError()));
  if (jsonOutput)
    outs() << formatv("{0:2}", json::Value(std::move(r->launches))) << "\n";
  else
    printTable(r->source, r->target, r->lines);
  return 0;
}
