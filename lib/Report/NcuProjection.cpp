//===- NcuProjection.cpp - Projecting an Nsight Compute export ------------===//
//
// See NcuProjection.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Report/NcuProjection.h"

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Support/NcuCsv.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>
#include <map>
#include <memory>

using namespace llvm;
using namespace mlir::warp;

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

Error failure(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

/// Checks that the export has every metric the projection reads and comes
/// from `from`'s GPU.
Error checkExport(StringRef path, const NcuExport &ncu,
                  const NcuExport::Row &first, const HardwareTarget &from) {
  std::vector<std::string> missing;
  for (const char *m : kRequired)
    if (!ncu.column(m))
      missing.push_back(m);
  if (!missing.empty())
    return failure(path + ": the export lacks " + Twine(missing.size()) +
                   " metric(s) the projection needs: " + join(missing, ", ") +
                   " (profile with ncu --set full, or the metrics of "
                   "docs/projection.md)");
  StringRef device = ncu.cell(first, "device__attribute_display_name");
  Expected<double> sms =
      ncu.number(first, "device__attribute_multiprocessor_count");
  if (!sms)
    return sms.takeError();
  std::string token = modelToken(from.name);
  if (!StringRef(device).contains(token) ||
      static_cast<int64_t>(*sms) != from.sm.count)
    return failure(path + ":" + Twine(first.line) +
                   ": the launches were profiled on '" + device + "' with " +
                   Twine(static_cast<int64_t>(*sms)) + " SMs, not on --from " +
                   from.name + " (" + from.description + ", " +
                   Twine(from.sm.count) + " SMs)");
  return Error::success();
}

/// Microseconds per unit of gpu__time_duration.sum.
Expected<double> timeScaleOf(StringRef path, const NcuExport &ncu) {
  double timeScale = 1e-3; // ns -> us
  if (std::optional<unsigned> c = ncu.column("gpu__time_duration.sum")) {
    StringRef unit = ncu.units[*c];
    if (unit == "usecond" || unit == "us")
      timeScale = 1;
    else if (unit == "msecond" || unit == "ms")
      timeScale = 1e3;
    else if (unit != "nsecond" && unit != "ns" && !unit.empty())
      return failure(path + ": unknown unit '" + unit +
                     "' of gpu__time_duration.sum");
  }
  return timeScale;
}

/// Reads the counters of one row; the first bad one is kept as the error.
class CounterReader {
public:
  CounterReader(const NcuExport &ncu, const NcuExport::Row &row)
      : ncu(ncu), row(row) {}
  /// Every counter is checked: finite, not negative, and bytes and sectors
  /// in their units (NcuExport::quantity). 2^50 bytes or sectors, or 1e15
  /// of anything else, is beyond any launch.
  double read(StringRef name, StringRef base, double max) {
    if (err)
      return 0;
    Expected<double> v = ncu.quantity(row, name, base, max);
    if (!v) {
      err = v.takeError();
      return 0;
    }
    return *v;
  }
  double num(StringRef name) { return read(name, "", 1e15); }
  Error takeError() { return err ? std::move(err) : Error::success(); }

private:
  const NcuExport &ncu;
  const NcuExport::Row &row;
  Error err = Error::success();
};

/// What the projection reads of one profiled launch.
Expected<LaunchProfile> profileOf(const NcuExport &ncu,
                                  const NcuExport::Row &row, double timeScale) {
  CounterReader in(ncu, row);
  auto num = [&](StringRef name) { return in.num(name); };
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
    return in.read(name, "sector", kMaxBytes / 32);
  };
  p.l1GlobalBytes =
      32 * (sectors("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum") +
            sectors("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"));
  p.l2Bytes = 32 * sectors("lts__t_sectors_srcunit_tex.sum");
  p.dramBytes = in.read("dram__bytes_read.sum", "byte", kMaxBytes) +
                in.read("dram__bytes_write.sum", "byte", kMaxBytes);
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
  if (Error e = in.takeError())
    return std::move(e);
  return p;
}

/// Warp-aware mode: the launches of a module, matched to the profiled ones
/// by kernel name, grid and block, predicted on both GPUs.
class WarpAwareSites {
public:
  WarpAwareSites(StringRef csvPath, function_ref<void(const Twine &)> warning)
      : csvPath(csvPath), warning(warning) {}
  /// Reads `path` (nothing if empty).
  Error load(StringRef path, mlir::MLIRContext &context);
  bool enabled() const { return static_cast<bool>(module); }
  /// Warp's predictions of the profiled launch `row` on `target` and on
  /// `source` (when modelled), or a note that says why there are none.
  void predict(const NcuExport &ncu, const NcuExport::Row &row,
               const HardwareTarget &source, const HardwareTarget &target,
               std::optional<Prediction> &onSource,
               std::optional<Prediction> &onTarget, std::string &note);

private:
  std::string csvPath, kernelMlir;
  function_ref<void(const Twine &)> warning;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::map<std::string, LaunchContext> sites;
  std::map<mlir::Operation *, std::unique_ptr<KernelModel>> models;
};

Error WarpAwareSites::load(StringRef path, mlir::MLIRContext &context) {
  if (path.empty())
    return Error::success();
  kernelMlir = path.str();
  module = mlir::parseSourceFile<mlir::ModuleOp>(kernelMlir, &context);
  if (!module)
    return failure("cannot parse --kernel-mlir " + kernelMlir);
  for (LaunchContext &ctx : collectLaunchContexts(
           *module, [&](mlir::Operation *op, const Twine &msg) {
             warning(kernelMlir + ": a launch is skipped: " + msg);
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
    return failure(kernelMlir + ": no gpu.launch_func or gpu.launch with "
                                "constant sizes to match the profiled "
                                "launches with");
  return Error::success();
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
    warning(csvPath + ":" + Twine(row.line) + ": launch " +
            ncu.cell(row, "ID") + " (" + key + ") has no launch in " +
            kernelMlir + "; it is projected with A's traffic");
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
Error projectRow(StringRef csvPath, const NcuExport &ncu,
                 const NcuExport::Row &row, double timeScale,
                 const GpuCeilings &a, const GpuCeilings &b,
                 const HardwareTarget &from, const HardwareTarget &to,
                 WarpAwareSites &aware,
                 function_ref<void(const Twine &)> warning,
                 ProjectedLaunchFn emit) {
  Expected<LaunchProfile> profile = profileOf(ncu, row, timeScale);
  if (!profile)
    return profile.takeError();
  const LaunchProfile &p = *profile;
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
  // A json::Value of a StringRef borrows it: the export does not outlive
  // the result, so the cell is copied.
  o["kernel"] = ncu.cell(row, "Kernel Name").str();
  o["grid"] = dims(ncu.cell(row, "Grid Size"));
  o["block"] = dims(ncu.cell(row, "Block Size"));
  o["source"] = a.name;
  o["target"] = b.name;
  o["source_time_us"] = p.timeUs;
  ProjectionLine l{id,
                   ncu.cell(row, "Kernel Name").str(),
                   ncu.cell(row, "Grid Size").str(),
                   ncu.cell(row, "Block Size").str(),
                   formatv("{0:F1}", p.timeUs).str(),
                   "null",
                   "-",
                   "-"};
  if (!r.valid) {
    warning(csvPath + ":" + Twine(row.line) + ": launch " + id + " (" +
            l.kernel + "): " + r.reason + "; its projection is null");
    o["projected_time_us"] = nullptr;
    o["interval_us"] = nullptr;
    o["limiter"] = nullptr;
    o["reason"] = r.reason;
    emit(std::move(o), std::move(l));
    return Error::success();
  }
  describeProjection(r, p, o);
  o["warp_aware"] = onTarget.has_value();
  if (!awareNote.empty())
    o["note"] = awareNote;
  if (onTarget)
    describeWarpAware(p, traffic, *onTarget, onSource, a, b, r, o);
  l.proj = formatv("{0:F1}", r.pointUs).str();
  l.interval = formatv("[{0:F1}, {1:F1}]", r.lowUs, r.highUs).str();
  l.limiter = levelName(r.limiter);
  emit(std::move(o), std::move(l));
  return Error::success();
}

} // namespace

Expected<ExportProjection>
mlir::warp::projectNcuExport(StringRef csvPath, const HardwareTarget &from,
                             const HardwareTarget &to, StringRef kernelMlir,
                             MLIRContext &context,
                             function_ref<void(const Twine &)> warning) {
  ExportProjection all;
  Expected<ExportProjection> r =
      projectNcuExport(csvPath, from, to, kernelMlir, context, warning,
                       [&](json::Object o, ProjectionLine l) {
                         all.launches.push_back(std::move(o));
                         all.lines.push_back(std::move(l));
                       });
  if (!r)
    return r.takeError();
  all.source = r->source;
  all.target = r->target;
  return all;
}

Expected<ExportProjection> mlir::warp::projectNcuExport(
    StringRef csvPath, const HardwareTarget &from, const HardwareTarget &to,
    StringRef kernelMlir, MLIRContext &context,
    function_ref<void(const Twine &)> warning, ProjectedLaunchFn emit) {
  // The rows are read one at a time from the mapped file (NcuCsvRows):
  // memory holds one row and the results, not the parsed export.
  auto buffer = MemoryBuffer::getFile(csvPath);
  if (!buffer)
    return createStringError(buffer.getError(),
                             "cannot read " + csvPath + ": " +
                                 buffer.getError().message());
  Expected<NcuCsvRows> rows =
      NcuCsvRows::start((*buffer)->getBuffer(), csvPath);
  if (!rows)
    return rows.takeError();
  const NcuExport &ncu = rows->header();
  NcuExport::Row row;
  Expected<bool> any = rows->next(row);
  if (!any)
    return any.takeError();
  if (!*any)
    return createStringError(
        inconvertibleErrorCode(),
        csvPath + ": no profiled launch after the header and units lines");
  if (Error e = checkExport(csvPath, ncu, row, from))
    return std::move(e);
  Expected<double> timeScale = timeScaleOf(csvPath, ncu);
  if (!timeScale)
    return timeScale.takeError();
  ExportProjection result;
  result.source = ceilingsOf(from);
  result.target = ceilingsOf(to, &from);
  WarpAwareSites aware(csvPath, warning);
  if (Error e = aware.load(kernelMlir, context))
    return std::move(e);
  for (;;) {
    if (Error e = projectRow(csvPath, ncu, row, *timeScale, result.source,
                             result.target, from, to, aware, warning, emit))
      return std::move(e);
    Expected<bool> more = rows->next(row);
    if (!more)
      return more.takeError();
    if (!*more)
      return result;
  }
}
