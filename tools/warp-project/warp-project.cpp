//===- warp-project.cpp - Project a profiled kernel to another GPU -------===//
//
// Issue 16: reads an Nsight Compute raw CSV export of launches profiled on
// GPU A (--from) and projects each launch's time to GPU B (--to) with seed
// 001's hierarchical roofline (include/Warp/Analysis/Projection.h,
// docs/projection.md). Prints an aligned table, or a JSON list with --json.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Analysis/Time/Projection.h"
#include "Warp/InitAllDialects.h"
#include "Warp/Support/NcuCsv.h"
#include "Warp/Target/HardwareTarget.h"
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

/// The metrics a projection reads (docs/projection.md).
const char *kRequired[] = {
    "ID",
    "Kernel Name",
    "Block Size",
    "Grid Size",
    "device__attribute_display_name",
    "device__attribute_multiprocessor_count",
    "gpu__time_duration.sum",
    "dram__bytes_read.sum",
    "dram__bytes_write.sum",
    "lts__t_sectors_srcunit_tex.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
    "smsp__thread_inst_executed_per_inst_executed.ratio",
    "smsp__inst_executed.sum",
    "smsp__cycles_elapsed.avg",
    "smsp__sass_thread_inst_executed_op_ffma_pred_on.sum.per_cycle_elapsed",
    "smsp__sass_thread_inst_executed_op_fadd_pred_on.sum.per_cycle_elapsed",
    "smsp__sass_thread_inst_executed_op_fmul_pred_on.sum.per_cycle_elapsed",
    "smsp__sass_thread_inst_executed_op_dfma_pred_on.sum.per_cycle_elapsed",
    "smsp__sass_thread_inst_executed_op_dadd_pred_on.sum.per_cycle_elapsed",
    "smsp__sass_thread_inst_executed_op_dmul_pred_on.sum.per_cycle_elapsed",
    "sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_fp64.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_elapsed",
};

[[noreturn]] void fail(const Twine &msg) {
  WithColor::error(errs(), "warp-project") << msg << "\n";
  exit(1);
}

/// "(32, 1, 1)" -> [32, 1, 1].
json::Array dims(StringRef text) {
  json::Array out;
  SmallVector<StringRef, 3> parts;
  text.trim().trim("()").split(parts, ',');
  for (StringRef p : parts) {
    int64_t v = 0;
    if (p.trim().getAsInteger(10, v))
      return json::Array();
    out.push_back(v);
  }
  return out;
}

/// The first word of a target's name that looks like a GPU model ("h100"
/// of "h100", "a100" of "a100-80gb"), upper case.
std::string modelToken(StringRef targetName) {
  return targetName.split('-').first.upper();
}

/// Checks that the export has every metric the projection reads and comes
/// from `from`'s GPU; exits with the reason otherwise.
void checkExport(const NcuExport &ncu, const HardwareTarget &from) {
  std::vector<std::string> missing;
  for (const char *m : kRequired)
    if (!ncu.column(m))
      missing.push_back(m);
  if (!missing.empty())
    fail(inputFile + ": the export lacks " + Twine(missing.size()) +
         " metric(s) the projection needs: " + join(missing, ", ") +
         " (profile with ncu --set full, or the metrics of "
         "docs/projection.md)");
  const NcuExport::Row &first = ncu.rows.front();
  StringRef device = ncu.cell(first, "device__attribute_display_name");
  Expected<double> sms =
      ncu.number(first, "device__attribute_multiprocessor_count");
  if (!sms)
    fail(toString(sms.takeError()));
  std::string token = modelToken(from.name);
  if (!StringRef(device).contains(token) ||
      static_cast<int64_t>(*sms) != from.sm.count)
    fail(inputFile + ":" + Twine(first.line) +
         ": the launches were profiled on '" + device + "' with " +
         Twine(static_cast<int64_t>(*sms)) + " SMs, not on --from " +
         from.name + " (" + from.description + ", " + Twine(from.sm.count) +
         " SMs)");
}

/// Microseconds per unit of gpu__time_duration.sum.
double timeScaleOf(const NcuExport &ncu) {
  double timeScale = 1e-3; // ns -> us
  if (std::optional<unsigned> c = ncu.column("gpu__time_duration.sum")) {
    StringRef unit = ncu.units[*c];
    if (unit == "usecond" || unit == "us")
      timeScale = 1;
    else if (unit == "msecond" || unit == "ms")
      timeScale = 1e3;
    else if (unit != "nsecond" && unit != "ns" && !unit.empty())
      fail(inputFile + ": unknown unit '" + unit +
           "' of gpu__time_duration.sum");
  }
  return timeScale;
}

/// What the projection reads of one profiled launch.
LaunchProfile profileOf(const NcuExport &ncu, const NcuExport::Row &row,
                        double timeScale) {
  // Every counter is checked: finite, not negative, and bytes and sectors
  // in their units (NcuExport::quantity). 2^50 bytes or sectors, or 1e15 of
  // anything else, is beyond any launch.
  auto read = [&](StringRef name, StringRef base, double max) {
    Expected<double> v = ncu.quantity(row, name, base, max);
    if (!v)
      fail(toString(v.takeError()));
    return *v;
  };
  auto num = [&](StringRef name) { return read(name, "", 1e15); };
  const double kMaxBytes = std::ldexp(1.0, 50);
  LaunchProfile p;
  p.timeUs = num("gpu__time_duration.sum") * timeScale;
  double cycles = num("smsp__cycles_elapsed.avg");
  auto ops = [&](const char *op) {
    return num(std::string("smsp__sass_thread_inst_executed_op_") + op +
               "_pred_on.sum.per_cycle_elapsed") *
           cycles;
  };
  p.fp32Fma = ops("ffma");
  p.fp32Add = ops("fadd");
  p.fp32Mul = ops("fmul");
  p.fp64Fma = ops("dfma");
  p.fp64Add = ops("dadd");
  p.fp64Mul = ops("dmul");
  p.activeThreadsPerInst =
      num("smsp__thread_inst_executed_per_inst_executed.ratio");
  p.warpInstructions = num("smsp__inst_executed.sum");
  auto sectors = [&](StringRef name) {
    return read(name, "sector", kMaxBytes / 32);
  };
  p.l1GlobalBytes =
      32 * (sectors("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum") +
            sectors("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"));
  p.l2Bytes = 32 * sectors("lts__t_sectors_srcunit_tex.sum");
  p.dramBytes = read("dram__bytes_read.sum", "byte", kMaxBytes) +
                read("dram__bytes_write.sum", "byte", kMaxBytes);
  p.sharedWavefronts =
      num("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum") +
      num("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum");
  auto pct = [&](const char *pipe) {
    return num(std::string("sm__inst_executed_pipe_") + pipe +
               ".avg.pct_of_peak_sustained_elapsed") /
           100;
  };
  p.pipeFma = pct("fma");
  p.pipeFp64 = pct("fp64");
  p.pipeAlu = pct("alu");
  p.pipeXu = pct("xu");
  p.sharedConflicts =
      num("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum") +
      num("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum");
  return p;
}

/// Warp-aware mode: the launches of --kernel-mlir, matched to the profiled
/// ones by kernel name, grid and block, predicted on both GPUs.
class WarpAwareSites {
public:
  explicit WarpAwareSites(mlir::MLIRContext &context);
  bool enabled() const { return static_cast<bool>(module); }
  /// Warp's predictions of the profiled launch `row` on `target` and on
  /// `source` (when modelled), or a note that says why there are none.
  void predict(const NcuExport &ncu, const NcuExport::Row &row,
               const HardwareTarget &source, const HardwareTarget &target,
               std::optional<Prediction> &onSource,
               std::optional<Prediction> &onTarget, std::string &note);

private:
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::map<std::string, LaunchContext> sites;
  std::map<mlir::Operation *, std::unique_ptr<KernelModel>> models;
};

WarpAwareSites::WarpAwareSites(mlir::MLIRContext &context) {
  if (kernelMlir.empty())
    return;
  module = mlir::parseSourceFile<mlir::ModuleOp>(kernelMlir, &context);
  if (!module)
    fail("cannot parse --kernel-mlir " + kernelMlir);
  for (LaunchContext &ctx : collectLaunchContexts(
           *module, [&](mlir::Operation *op, const Twine &msg) {
             WithColor::warning(errs(), "warp-project")
                 << kernelMlir << ": a launch is skipped: " << msg << "\n";
           })) {
    std::optional<LaunchMapping> m = mappingOf(ctx);
    if (!m || !ctx.site)
      continue;
    std::string fn = StringRef(ctx.kernelName).rsplit("::").second.str();
    if (fn.empty())
      fn = ctx.kernelName;
    std::string key =
        formatv("{0} ({1}, {2}, {3}) ({4}, {5}, {6})", fn, m->grid[0],
                m->grid[1], m->grid[2], m->block[0], m->block[1], m->block[2]);
    sites.emplace(key, ctx);
  }
  if (sites.empty())
    fail(kernelMlir + ": no gpu.launch_func or gpu.launch with constant "
                      "sizes to match the profiled launches with");
}

void WarpAwareSites::predict(const NcuExport &ncu, const NcuExport::Row &row,
                             const HardwareTarget &source,
                             const HardwareTarget &target,
                             std::optional<Prediction> &onSource,
                             std::optional<Prediction> &onTarget,
                             std::string &note) {
  std::string key =
      (ncu.cell(row, "Kernel Name") + " " + ncu.cell(row, "Grid Size") + " " +
       ncu.cell(row, "Block Size"))
          .str();
  auto it = sites.find(key);
  if (it == sites.end()) {
    WithColor::warning(errs(), "warp-project")
        << inputFile << ":" << row.line << ": launch " << ncu.cell(row, "ID")
        << " (" << key << ") has no launch in " << kernelMlir
        << "; it is projected with A's traffic\n";
    note = "no matching launch in the module: A's traffic used";
    return;
  }
  const LaunchContext &ctx = it->second;
  std::unique_ptr<KernelModel> &model = models[ctx.kernel];
  if (!model)
    model = std::make_unique<KernelModel>(ctx.kernel, ctx.kernelName,
                                          ctx.constantArgs);
  PredictOptions po;
  if (ncu.column("launch__registers_per_thread")) {
    Expected<double> regs = ncu.number(row, "launch__registers_per_thread");
    if (regs)
      po.regsPerThread = static_cast<int64_t>(*regs);
    else
      consumeError(regs.takeError());
  }
  Prediction pb = predictLaunch(*model, *mappingOf(ctx), target, po);
  Prediction pa = predictLaunch(*model, *mappingOf(ctx), source, po);
  if (pa.modelled && pa.hasCost)
    onSource = std::move(pa);
  if (!pb.modelled)
    note = "Warp could not model the launch on " + target.name + ": " +
           pb.reason + "; A's traffic used";
  else
    onTarget = std::move(pb);
}

/// A launch's line of the table.
struct Line {
  std::string id, kernel, grid, block, src, proj, interval, limiter;
};

/// B's traffic as Warp models it (the Warp-aware mode).
LaunchProfile modelledTraffic(const LaunchProfile &p, const LaunchVolumes &v) {
  LaunchProfile traffic = p;
  traffic.l1GlobalBytes =
      32.0 * (v.l1GlobalLoadSectors + v.l1GlobalStoreSectors);
  traffic.l2Bytes = v.l2ReadBytes + v.l2WriteBytes;
  traffic.dramBytes = v.dramReadBytes + v.dramWriteBytes;
  traffic.sharedWavefronts = v.sharedWavefronts;
  traffic.sharedConflicts = v.sharedBankConflicts;
  return traffic;
}

/// The JSON of a valid projection's ceilings and levels.
void describeProjection(const Projection &r, const LaunchProfile &p,
                        json::Object &o) {
  o["projected_time_us"] = r.pointUs;
  o["interval_us"] = json::Array{r.lowUs, r.highUs};
  o["limiter"] = levelName(r.limiter);
  o["flops"] = r.flops;
  o["issue_floor_us"] = r.issueFloorUs;
  o["bank_factor"] = r.bankFactor;
  o["compute"] = json::Object{
      {"perf_mix_source_gflops", r.perfMixSource},
      {"perf_mix_target_gflops", r.perfMixTarget},
      {"perf_ceil_source_gflops", r.perfCeilSource},
      {"perf_ceil_target_gflops", r.perfCeilTarget},
      {"active_threads_per_inst", p.activeThreadsPerInst},
      {"pipe_floors_us", json::Object{{"fp32", r.pipeFloorUs[0]},
                                      {"fp64", r.pipeFloorUs[1]},
                                      {"integer", r.pipeFloorUs[2]},
                                      {"sfu", r.pipeFloorUs[3]}}},
      {"compute_floor_us", r.computeFloorUs}};
  json::Object levels;
  for (const LevelProjection &lp : r.levels)
    levels[levelName(lp.level)] =
        json::Object{{"bytes", lp.bytes},
                     {"oi", lp.oi},
                     {"bw_ceil_source_gbs", lp.bwCeilSource},
                     {"bw_ceil_target_gbs", lp.bwCeilTarget},
                     {"source_share", lp.sourceShare},
                     {"time_us", lp.timeUs}};
  o["levels"] = std::move(levels);
}

/// The Warp-aware part of a launch's JSON: measured bytes on A against
/// Warp's on B (a note where they differ by more than 10 %), and the point
/// estimate scaled by Warp's prediction on B over its prediction on A.
void describeWarpAware(const LaunchProfile &p, const LaunchProfile &traffic,
                       const Prediction &onTarget,
                       const std::optional<Prediction> &onSource,
                       const GpuCeilings &a, const GpuCeilings &b,
                       Projection &r, json::Object &o) {
  const char *names[3] = {"l1", "l2", "dram"};
  double measured[3] = {p.l1GlobalBytes, p.l2Bytes, p.dramBytes};
  double modelled[3] = {traffic.l1GlobalBytes, traffic.l2Bytes,
                        traffic.dramBytes};
  json::Object bytes;
  json::Array notes;
  for (int i = 0; i < 3; ++i) {
    bytes[names[i]] = json::Object{{"measured_source", measured[i]},
                                   {"modelled_target", modelled[i]}};
    if (measured[i] > 0 && std::fabs(modelled[i] / measured[i] - 1) > 0.10)
      notes.push_back(formatv("{0} bytes: Warp's {1} on {2} differ by "
                              "{3:F0} % from the {4} measured on {5}",
                              names[i], modelled[i], b.name,
                              100 * (modelled[i] / measured[i] - 1),
                              measured[i], a.name)
                          .str());
  }
  o["bytes"] = std::move(bytes);
  o["bytes_notes"] = std::move(notes);
  if (!onSource) {
    o["projected_by"] =
        "roofline (Warp could not model the launch on " + a.name + ")";
    return;
  }
  // A's measured time scaled by Warp's prediction on B over its prediction
  // on A, for the same launch. Each prediction has the throughput bounds of
  // that GPU's own traffic and the latency and occupancy terms of Warp's
  // cost model (seed 004's combination, docs/cost-model.md); what the model
  // gets wrong alike on both GPUs cancels in the ratio.
  o["warp_model_source_us"] = onSource->cost.timeUs;
  o["warp_model_target_us"] = onTarget.cost.timeUs;
  r.pointUs = p.timeUs * onTarget.cost.timeUs / onSource->cost.timeUs;
  o["projected_time_us"] = r.pointUs;
  o["projected_by"] = "warp model ratio";
}

/// Projects one profiled launch; appends its JSON to `out` and its line to
/// `lines`.
void projectRow(const NcuExport &ncu, const NcuExport::Row &row,
                double timeScale, const GpuCeilings &a, const GpuCeilings &b,
                const HardwareTarget &from, const HardwareTarget &to,
                WarpAwareSites &aware, json::Array &out,
                std::vector<Line> &lines) {
  LaunchProfile p = profileOf(ncu, row, timeScale);
  // Warp-aware: B's traffic from Warp's volume model, and Warp's latency
  // and block-scheduling bounds on B as floors.
  std::optional<Prediction> onTarget, onSource;
  std::string awareNote;
  if (aware.enabled())
    aware.predict(ncu, row, from, to, onSource, onTarget, awareNote);
  LaunchProfile traffic = onTarget ? modelledTraffic(p, onTarget->volumes) : p;
  Projection r = projectLaunch(p, a, b, onTarget ? &traffic : nullptr);
  json::Object o;
  std::string id = ncu.cell(row, "ID").str();
  int64_t idNum;
  if (!StringRef(id).getAsInteger(10, idNum))
    o["id"] = idNum;
  else
    o["id"] = id;
  o["kernel"] = ncu.cell(row, "Kernel Name");
  o["grid"] = dims(ncu.cell(row, "Grid Size"));
  o["block"] = dims(ncu.cell(row, "Block Size"));
  o["source"] = a.name;
  o["target"] = b.name;
  o["source_time_us"] = p.timeUs;
  Line l{id,
         ncu.cell(row, "Kernel Name").str(),
         ncu.cell(row, "Grid Size").str(),
         ncu.cell(row, "Block Size").str(),
         formatv("{0:F1}", p.timeUs).str(),
         "null",
         "-",
         "-"};
  if (!r.valid) {
    WithColor::warning(errs(), "warp-project")
        << inputFile << ":" << row.line << ": launch " << id << " (" << l.kernel
        << "): " << r.reason << "; its projection is null\n";
    o["projected_time_us"] = nullptr;
    o["interval_us"] = nullptr;
    o["limiter"] = nullptr;
    o["reason"] = r.reason;
    out.push_back(std::move(o));
    lines.push_back(l);
    return;
  }
  describeProjection(r, p, o);
  o["warp_aware"] = onTarget.has_value();
  if (!awareNote.empty())
    o["note"] = awareNote;
  if (onTarget)
    describeWarpAware(p, traffic, *onTarget, onSource, a, b, r, o);
  out.push_back(std::move(o));
  l.proj = formatv("{0:F1}", r.pointUs).str();
  l.interval = formatv("[{0:F1}, {1:F1}]", r.lowUs, r.highUs).str();
  l.limiter = levelName(r.limiter);
  lines.push_back(l);
}

void printTable(const GpuCeilings &a, const GpuCeilings &b,
                ArrayRef<Line> lines) {
  outs() << "projection of " << inputFile << " from " << a.name << " to "
         << b.name << " (seed 001; docs/projection.md)\n";
  auto row = [](const Line &l) {
    return formatv("{0,-4} {1,-32} {2,-18} {3,-14} {4,12} {5,12} {6,-22} "
                   "{7}\n",
                   l.id, l.kernel, l.grid, l.block, l.src, l.proj, l.interval,
                   l.limiter);
  };
  outs() << row(Line{"id", "kernel", "grid", "block", "source_us",
                     "projected_us", "interval_us", "limiter"});
  for (const Line &l : lines)
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
  Expected<NcuExport> ncu = readNcuCsv(inputFile);
  if (!ncu)
    fail(toString(ncu.takeError()));
  checkExport(*ncu, *from);
  GpuCeilings a = ceilingsOf(*from);
  GpuCeilings b = ceilingsOf(*to, &*from);
  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  WarpAwareSites aware(context);
  double timeScale = timeScaleOf(*ncu);
  json::Array out;
  std::vector<Line> lines;
  for (const NcuExport::Row &row : ncu->rows)
    projectRow(*ncu, row, timeScale, a, b, *from, *to, aware, out, lines);
  if (jsonOutput)
    outs() << formatv("{0:2}", json::Value(std::move(out))) << "\n";
  else
    printTable(a, b, lines);
  return 0;
}
