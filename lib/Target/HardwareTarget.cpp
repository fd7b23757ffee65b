//===- HardwareTarget.cpp - Reading hardware target files -----------------===//
//
// YAML schema of `hwtargets/*.yaml`, read with LLVM's YAML I/O. Unknown keys,
// missing required keys and malformed numbers are reported with file, line
// and column; values that are out of range are reported with the section's
// line and the field's name.
//
//===----------------------------------------------------------------------===//

#include "Warp/Target/HardwareTarget.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace mlir::warp;
using llvm::yaml::IO;
using llvm::yaml::MappingTraits;

llvm::StringRef mlir::warp::atomicInstructionName(AtomicInstruction i) {
  switch (i) {
  case AtomicInstruction::add:
    return "add";
  case AtomicInstruction::popc_inc:
    return "popc_inc";
  case AtomicInstruction::redux_add:
    return "redux_add";
  case AtomicInstruction::cas:
    return "cas";
  }
  return "add";
}

double AtomicLineRates::at(double n) const {
  if (lines.empty())
    return 0;
  if (n <= lines.front())
    return gsectors.front();
  if (n >= lines.back())
    return gsectors.back();
  size_t i = std::upper_bound(lines.begin(), lines.end(), n) - lines.begin();
  double x0 = std::log2(lines[i - 1]), x1 = std::log2(lines[i]);
  double f = (std::log2(n) - x0) / (x1 - x0);
  return gsectors[i - 1] + f * (gsectors[i] - gsectors[i - 1]);
}

LLVM_YAML_IS_SEQUENCE_VECTOR(mlir::warp::AtomicServiceSample)
namespace {
/// One extent of a `[x, y, z]` list (LLVM maps no sequences of builtins).
struct Extent {
  int64_t value = 0;
};
} // namespace
LLVM_YAML_IS_FLOW_SEQUENCE_VECTOR(Extent)

template <> struct llvm::yaml::ScalarTraits<Extent> {
  static void output(const Extent &e, void *ctx, llvm::raw_ostream &os) {
    ScalarTraits<int64_t>::output(e.value, ctx, os);
  }
  static StringRef input(StringRef text, void *ctx, Extent &e) {
    return ScalarTraits<int64_t>::input(text, ctx, e.value);
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

namespace {
/// Collects the first out-of-range field of one section.
class RangeChecker {
public:
  /// `section`: the key of the section checked ("l2"), named with each
  /// field ("l2.bandwidth_gbs"), since several sections have fields of the
  /// same name.
  explicit RangeChecker(llvm::StringRef section = "") : section(section) {}
  void powerOfTwo(llvm::StringRef field, int64_t value, int64_t max = 4096) {
    if (value <= 0 || (value & (value - 1)) != 0)
      add(field, "must be a positive power of two");
    else if (value > max)
      add(field, ("must be at most " + llvm::Twine(max)).str());
  }
  /// A value in its documented range [lo, hi] (docs/hardware-targets.md,
  /// "Ranges"): the bounds keep every product and quotient of the model
  /// finite and positive (issue 26: 2^63 - 1 SMs gave negative waves, a
  /// bandwidth of 1e-300 GB/s a time of nan).
  /// 0 ("not given") or a value in [lo, hi]: a rate the model divides by.
  void zeroOrWithin(llvm::StringRef field, double value, double lo, double hi) {
    if (value != 0)
      within(field, value, lo, hi);
  }
  void within(llvm::StringRef field, double value, double lo, double hi) {
    if (!(value >= lo && value <= hi))
      add(field, ("must lie in [" + llvm::Twine(formatBound(lo)) + ", " +
                  formatBound(hi) + "]")
                     .str());
  }
  void check(bool ok, llvm::StringRef field, llvm::StringRef what) {
    if (!ok)
      add(field, what);
  }
  std::string result() const { return message; }

private:
  std::string section;
  static std::string formatBound(double v) {
    if (v == std::floor(v) && std::fabs(v) < 1e15)
      return std::to_string(static_cast<int64_t>(v));
    std::string s;
    llvm::raw_string_ostream(s) << llvm::format("%g", v);
    return s;
  }
  void add(llvm::StringRef field, llvm::StringRef what) {
    if (!message.empty())
      return; // Report the first problem only; it names the field.
    message = ("field '" + (section.empty() ? "" : section + ".") + field +
               "' " + what)
                  .str();
  }
  std::string message;
};
} // namespace

namespace llvm::yaml {

template <> struct MappingTraits<SMDescription> {
  static void mapping(IO &io, SMDescription &sm) {
    io.mapRequired("count", sm.count);
    io.mapRequired("clock_mhz", sm.clockMHz);
    io.mapRequired("warp_size", sm.warpSize);
    io.mapRequired("schedulers", sm.schedulers);
    io.mapRequired("max_threads_per_block", sm.maxThreadsPerBlock);
    // Absent: the defaults stay; given: exactly the listed extents.
    auto extents = [&](const char *key, std::vector<int64_t> &dims) {
      std::optional<std::vector<Extent>> list;
      io.mapOptional(key, list);
      if (!list)
        return;
      dims.clear();
      for (const Extent &e : *list)
        dims.push_back(e.value);
    };
    extents("max_block_dims", sm.maxBlockDims);
    extents("max_grid_dims", sm.maxGridDims);
    io.mapRequired("max_warps", sm.maxWarps);
    io.mapRequired("max_blocks", sm.maxBlocks);
    io.mapRequired("registers", sm.registers);
    io.mapRequired("max_registers_per_thread", sm.maxRegistersPerThread);
    io.mapRequired("register_alloc_unit", sm.registerAllocUnit);
    io.mapRequired("fp32_per_cycle", sm.fp32PerCycle);
    io.mapRequired("fp64_per_cycle", sm.fp64PerCycle);
    io.mapRequired("sfu_per_cycle", sm.sfuPerCycle);
    io.mapRequired("int32_per_cycle", sm.int32PerCycle);
    io.mapRequired("issue_per_cycle", sm.issuePerCycle);
    io.mapOptional("shuffle_per_cycle", sm.shufflePerCycle, 32.0);
    io.mapOptional("tensor_flops_per_cycle", sm.tensorFlopsPerCycle, 0.0);
  }
  static std::string validate(IO &, SMDescription &sm) {
    RangeChecker c("sm");
    c.within("count", sm.count, 1, 4096);
    c.within("clock_mhz", sm.clockMHz, 100, 10000);
    c.check(sm.warpSize == 32, "warp_size", "must be 32");
    c.within("schedulers", sm.schedulers, 1, 64);
    c.within("max_threads_per_block", sm.maxThreadsPerBlock, 32, 4096);
    auto extents = [](const std::vector<int64_t> &dims) {
      return dims.size() == 3 && llvm::all_of(dims, [](int64_t d) {
               return d > 0 && d <= int64_t(1) << 31;
             });
    };
    c.check(extents(sm.maxBlockDims), "max_block_dims",
            "must be three extents [x, y, z] in [1, 2^31]");
    c.check(extents(sm.maxGridDims), "max_grid_dims",
            "must be three extents [x, y, z] in [1, 2^31]");
    c.within("max_warps", sm.maxWarps, 1, 1024);
    c.within("max_blocks", sm.maxBlocks, 1, 1024);
    c.within("registers", sm.registers, 1024, 1 << 24);
    c.within("max_registers_per_thread", sm.maxRegistersPerThread, 16, 4096);
    c.within("register_alloc_unit", sm.registerAllocUnit, 1, 4096);
    c.within("fp32_per_cycle", sm.fp32PerCycle, 1, 1e5);
    c.within("fp64_per_cycle", sm.fp64PerCycle, 1e-3, 1e5);
    c.within("sfu_per_cycle", sm.sfuPerCycle, 1e-3, 1e5);
    c.within("int32_per_cycle", sm.int32PerCycle, 1e-3, 1e5);
    c.within("issue_per_cycle", sm.issuePerCycle, 1e-2, 64);
    c.within("shuffle_per_cycle", sm.shufflePerCycle, 1e-3, 1e5);
    c.zeroOrWithin("tensor_flops_per_cycle", sm.tensorFlopsPerCycle, 1, 1e7);
    c.check(sm.maxThreadsPerBlock <= sm.maxWarps * sm.warpSize,
            "max_threads_per_block", "exceeds max_warps * warp_size");
    return c.result();
  }
};

template <> struct MappingTraits<SharedMemoryDescription> {
  static void mapping(IO &io, SharedMemoryDescription &s) {
    io.mapRequired("bytes_per_sm", s.bytesPerSM);
    io.mapRequired("bytes_per_block", s.bytesPerBlock);
    io.mapRequired("alloc_unit", s.allocUnit);
    io.mapRequired("reserved_per_block", s.reservedPerBlock);
    io.mapRequired("banks", s.banks);
    io.mapRequired("bank_bytes", s.bankBytes);
  }
  static std::string validate(IO &, SharedMemoryDescription &s) {
    RangeChecker c("shared");
    c.within("bytes_per_sm", s.bytesPerSM, 1024, 1 << 30);
    c.within("bytes_per_block", s.bytesPerBlock, 1024, 1 << 30);
    c.within("alloc_unit", s.allocUnit, 1, 1 << 20);
    c.within("reserved_per_block", s.reservedPerBlock, 0, 1 << 20);
    c.powerOfTwo("banks", s.banks, 1024);
    c.powerOfTwo("bank_bytes", s.bankBytes, 64);
    c.check(s.bytesPerBlock <= s.bytesPerSM, "bytes_per_block",
            "exceeds bytes_per_sm");
    return c.result();
  }
};

template <> struct MappingTraits<L1Description> {
  static void mapping(IO &io, L1Description &l1) {
    io.mapRequired("bytes", l1.bytes);
    io.mapRequired("line_bytes", l1.lineBytes);
    io.mapRequired("sector_bytes", l1.sectorBytes);
    io.mapRequired("bytes_per_cycle", l1.bytesPerCycle);
    io.mapOptional("cache_bytes", l1.cacheBytes, int64_t(0));
    io.mapOptional("cache_bytes_with_shared", l1.cacheBytesWithShared,
                   int64_t(0));
  }
  static std::string validate(IO &, L1Description &l1) {
    RangeChecker c("l1");
    c.within("bytes", l1.bytes, 1024, 1 << 30);
    c.powerOfTwo("line_bytes", l1.lineBytes);
    c.powerOfTwo("sector_bytes", l1.sectorBytes);
    c.check(l1.sectorBytes <= l1.lineBytes, "sector_bytes",
            "exceeds line_bytes");
    c.within("bytes_per_cycle", l1.bytesPerCycle, 1, 1e5);
    c.check(l1.cacheBytes >= 0 && l1.cacheBytes <= l1.bytes, "cache_bytes",
            "must lie in [0, bytes]");
    c.check(l1.cacheBytesWithShared >= 0 && l1.cacheBytesWithShared <= l1.bytes,
            "cache_bytes_with_shared", "must lie in [0, bytes]");
    return c.result();
  }
};

template <> struct MappingTraits<L2Description> {
  static void mapping(IO &io, L2Description &l2) {
    io.mapRequired("bytes", l2.bytes);
    io.mapRequired("effective_bytes", l2.effectiveBytes);
    io.mapRequired("line_bytes", l2.lineBytes);
    io.mapRequired("sector_bytes", l2.sectorBytes);
    io.mapRequired("bandwidth_gbs", l2.bandwidthGBs);
    io.mapOptional("bandwidth_spec_gbs", l2.bandwidthSpecGBs, 0.0);
    io.mapOptional("request_rate_greqs", l2.requestRateGReqs, 0.0);
    io.mapOptional("split", l2.split, false);
    io.mapOptional("write_rate_gsectors", l2.writeRateGSectors, 0.0);
    io.mapOptional("ecc", l2.ecc, false);
  }
  static std::string validate(IO &, L2Description &l2) {
    RangeChecker c("l2");
    c.within("bytes", l2.bytes, 1024, double(int64_t(1) << 40));
    c.within("effective_bytes", l2.effectiveBytes, 1024,
             double(int64_t(1) << 40));
    c.check(l2.effectiveBytes <= l2.bytes, "effective_bytes", "exceeds bytes");
    c.powerOfTwo("line_bytes", l2.lineBytes);
    c.powerOfTwo("sector_bytes", l2.sectorBytes);
    c.within("bandwidth_gbs", l2.bandwidthGBs, 1, 1e6);
    c.zeroOrWithin("bandwidth_spec_gbs", l2.bandwidthSpecGBs, 1, 1e6);
    c.zeroOrWithin("request_rate_greqs", l2.requestRateGReqs, 1e-3, 1e6);
    c.zeroOrWithin("write_rate_gsectors", l2.writeRateGSectors, 1e-3, 1e6);
    return c.result();
  }
};

template <> struct MappingTraits<DRAMDescription> {
  static void mapping(IO &io, DRAMDescription &d) {
    io.mapRequired("bytes", d.bytes);
    io.mapRequired("bandwidth_gbs", d.bandwidthGBs);
    io.mapOptional("bandwidth_copy_gbs", d.bandwidthCopyGBs, 0.0);
    io.mapRequired("bandwidth_spec_gbs", d.bandwidthSpecGBs);
    io.mapOptional("access_bytes", d.accessBytes, int64_t(32));
  }
  static std::string validate(IO &, DRAMDescription &d) {
    RangeChecker c("dram");
    c.within("bytes", d.bytes, 1 << 20, double(int64_t(1) << 50));
    c.within("bandwidth_gbs", d.bandwidthGBs, 1, 1e6);
    c.within("bandwidth_spec_gbs", d.bandwidthSpecGBs, 1, 1e6);
    c.zeroOrWithin("bandwidth_copy_gbs", d.bandwidthCopyGBs, 1, 1e6);
    c.powerOfTwo("access_bytes", d.accessBytes);
    return c.result();
  }
};

template <> struct MappingTraits<LatencyDescription> {
  static void mapping(IO &io, LatencyDescription &l) {
    io.mapRequired("l1", l.l1);
    io.mapRequired("shared", l.shared);
    io.mapRequired("l2", l.l2);
    io.mapOptional("l2_far", l.l2Far, 0.0);
    io.mapRequired("dram", l.dram);
    io.mapRequired("fp32", l.fp32);
    io.mapRequired("fp64", l.fp64);
    io.mapRequired("int32", l.int32);
    io.mapRequired("sfu", l.sfu);
    io.mapOptional("shuffle", l.shuffle, 0.0);
    io.mapOptional("mma", l.mma, 0.0);
    io.mapOptional("global_cas_loop", l.globalCasLoop, 0.0);
    io.mapOptional("global_cas_loop_interval", l.globalCasLoopInterval, 0.0);
    io.mapRequired("block_launch", l.blockLaunch);
    io.mapOptional("block_replacement", l.blockReplacement, 0.0);
    io.mapRequired("kernel_launch_us", l.kernelLaunchUs);
  }
  static std::string validate(IO &, LatencyDescription &l) {
    RangeChecker c("latency_cycles");
    c.within("l1", l.l1, 1, 1e6);
    c.within("shared", l.shared, 1, 1e6);
    c.within("l2", l.l2, 1, 1e6);
    c.within("l2_far", l.l2Far, 0, 1e6);
    c.within("dram", l.dram, 1, 1e6);
    c.within("fp32", l.fp32, 1, 1e6);
    c.within("fp64", l.fp64, 1, 1e6);
    c.within("int32", l.int32, 1, 1e6);
    c.within("sfu", l.sfu, 1, 1e6);
    c.within("shuffle", l.shuffle, 0, 1e6);
    c.within("mma", l.mma, 0, 1e6);
    c.within("global_cas_loop", l.globalCasLoop, 0, 1e6);
    c.within("global_cas_loop_interval", l.globalCasLoopInterval, 0, 1e6);
    c.within("block_launch", l.blockLaunch, 0, 1e6);
    c.within("block_replacement", l.blockReplacement, 0, 1e6);
    c.within("kernel_launch_us", l.kernelLaunchUs, 0, 1e6);
    c.check(l.l1 < l.l2 && l.l2 < l.dram, "l2",
            "latencies must grow from l1 to l2 to dram");
    return c.result();
  }
};

template <> struct MappingTraits<LoadedLatencyFit> {
  static void mapping(IO &io, LoadedLatencyFit &f) {
    io.mapRequired("a", f.a);
    io.mapRequired("b", f.b);
    io.mapRequired("c_gbs", f.c);
    io.mapRequired("source", f.source);
  }
  static std::string validate(IO &, LoadedLatencyFit &f) {
    RangeChecker c;
    c.within("a", f.a, 1, 1e6);
    c.within("b", f.b, 0, 1e6);
    c.within("c_gbs", f.c, 1, 1e6);
    c.check(!f.source.empty(), "source", "must say where the fit came from");
    return c.result();
  }
};

template <> struct MappingTraits<LatencyQuantiles> {
  static void mapping(IO &io, LatencyQuantiles &q) {
    io.mapRequired("probability", q.probability);
    io.mapRequired("cycles", q.cycles);
    io.mapRequired("source", q.source);
  }
  static std::string validate(IO &, LatencyQuantiles &q) {
    RangeChecker c;
    c.check(
        q.probability.size() >= 2 && q.probability.size() == q.cycles.size(),
        "probability", "needs at least two entries, as many as 'cycles' has");
    if (q.probability.size() >= 2) {
      c.check(q.probability.front() == 0 && q.probability.back() == 1,
              "probability", "must run from 0 to 1");
      c.check(std::is_sorted(q.probability.begin(), q.probability.end()),
              "probability", "must not decrease");
    }
    c.check(
        std::is_sorted(q.cycles.begin(), q.cycles.end()) &&
            llvm::all_of(q.cycles, [](double x) { return x >= 1 && x <= 1e6; }),
        "cycles", "must lie in [1, 1e6] and must not decrease");
    c.check(
        llvm::all_of(q.probability, [](double x) { return x >= 0 && x <= 1; }),
        "probability", "must lie in [0, 1]");
    c.check(!q.source.empty(), "source",
            "must say which measurement the quantiles come from");
    return c.result();
  }
};

template <> struct MappingTraits<AtomicLineRates> {
  static void mapping(IO &io, AtomicLineRates &r) {
    io.mapRequired("lines", r.lines);
    io.mapRequired("gsectors", r.gsectors);
    io.mapRequired("source", r.source);
  }
  static std::string validate(IO &, AtomicLineRates &r) {
    RangeChecker c;
    c.check(r.lines.size() >= 2 && r.lines.size() == r.gsectors.size(), "lines",
            "needs at least two entries, as many as 'gsectors' has");
    c.check(
        std::is_sorted(r.lines.begin(), r.lines.end()) &&
            std::adjacent_find(r.lines.begin(), r.lines.end()) ==
                r.lines.end() &&
            llvm::all_of(r.lines, [](double x) { return x >= 1 && x <= 1e12; }),
        "lines", "must lie in [1, 1e12] and increase");
    c.check(llvm::all_of(r.gsectors,
                         [](double x) { return x >= 1e-3 && x <= 1e5; }),
            "gsectors", "must lie in [0.001, 1e5]");
    c.check(!r.source.empty(), "source",
            "must say which measurement the rates come from");
    return c.result();
  }
};

template <> struct MappingTraits<OneWordAtomicRates> {
  static void mapping(IO &io, OneWordAtomicRates &r) {
    io.mapRequired("int_gupdates", r.intGUpdates);
    io.mapRequired("float_gupdates", r.floatGUpdates);
    io.mapRequired("source", r.source);
  }
  static std::string validate(IO &, OneWordAtomicRates &r) {
    RangeChecker c;
    c.within("int_gupdates", r.intGUpdates, 1e-3, 1e3);
    c.within("float_gupdates", r.floatGUpdates, 1e-3, 1e3);
    c.check(!r.source.empty(), "source",
            "must say which measurement the rates come from");
    return c.result();
  }
};

template <> struct MappingTraits<HitRateCurve> {
  static void mapping(IO &io, HitRateCurve &h) {
    io.mapRequired("a", h.a);
    io.mapRequired("b", h.b);
    io.mapRequired("c", h.c);
    io.mapRequired("source", h.source);
  }
  static std::string validate(IO &, HitRateCurve &h) {
    RangeChecker c;
    c.check(h.a >= 0 && h.a <= 1, "a", "must lie in [0, 1]");
    c.within("b", h.b, 0, 1e3);
    c.within("c", h.c, -1e3, 1e3);
    c.check(!h.source.empty(), "source", "must say where the fit came from");
    return c.result();
  }
};

template <> struct ScalarEnumerationTraits<AtomicInstruction> {
  static void enumeration(IO &io, AtomicInstruction &i) {
    for (AtomicInstruction v :
         {AtomicInstruction::add, AtomicInstruction::popc_inc,
          AtomicInstruction::redux_add, AtomicInstruction::cas})
      io.enumCase(i, atomicInstructionName(v).data(), v);
  }
};

template <> struct MappingTraits<AtomicServiceSample> {
  static void mapping(IO &io, AtomicServiceSample &s) {
    io.mapRequired("op", s.op);
    io.mapRequired("n", s.n);
    io.mapRequired("e", s.e);
    io.mapRequired("cycles", s.cycles);
  }
  static std::string validate(IO &, AtomicServiceSample &s) {
    RangeChecker c;
    c.within("n", s.n, 1, 1e9);
    c.check(s.e >= 1 && s.e <= 32, "e", "must lie in [1, 32]");
    c.within("cycles", s.cycles, 1e-3, 1e6);
    return c.result();
  }
};

template <> struct MappingTraits<CalibrationDescription> {
  static void mapping(IO &io, CalibrationDescription &c) {
    io.mapOptional("dram_loaded_latency", c.dramLoadedLatency);
    io.mapOptional("dram_loaded_latency_copy", c.dramLoadedLatencyCopy);
    io.mapOptional("l2_loaded_latency", c.l2LoadedLatency);
    io.mapOptional("dram_latency_quantiles", c.dramLatencyQuantiles);
    io.mapOptional("l2_latency_quantiles", c.l2LatencyQuantiles);
    io.mapOptional("l1_capacity_miss", c.l1CapacityMiss);
    io.mapOptional("l2_overlap_y_hit", c.l2OverlapY);
    io.mapOptional("l2_overlap_z_hit", c.l2OverlapZ);
    io.mapOptional("l2_partial_store_miss", c.l2PartialStoreMiss);
    io.mapOptional("atomic_service", c.atomicService);
    io.mapOptional("atomic_service_source", c.atomicServiceSource);
    io.mapOptional("global_atomic_line_rates", c.globalAtomicLineRates);
    io.mapOptional("global_atomic_one_word", c.globalAtomicOneWord);
    io.mapOptional("gradual_saturation_k", c.gradualSaturationK, 0.0);
    io.mapOptional("gradual_saturation_source", c.gradualSaturationSource);
  }
  static std::string validate(IO &, CalibrationDescription &c) {
    RangeChecker r;
    r.check(c.atomicService.empty() || !c.atomicServiceSource.empty(),
            "atomic_service_source", "must say where the table came from");
    r.check(c.gradualSaturationK == 0 ||
                (c.gradualSaturationK >= 1 && c.gradualSaturationK <= 100),
            "gradual_saturation_k",
            "must be 0 (hard maximum) or lie in [1, 100] (1: the sum)");
    r.check(c.gradualSaturationK == 0 || !c.gradualSaturationSource.empty(),
            "gradual_saturation_source", "must say where k came from");
    return r.result();
  }
};

template <> struct MappingTraits<HardwareTarget> {
  static void mapping(IO &io, HardwareTarget &t) {
    io.mapRequired("name", t.name);
    io.mapRequired("description", t.description);
    io.mapRequired("compute_capability", t.computeCapability);
    io.mapRequired("sm", t.sm);
    io.mapRequired("shared", t.shared);
    io.mapRequired("l1", t.l1);
    io.mapRequired("l2", t.l2);
    io.mapRequired("dram", t.dram);
    io.mapRequired("latency_cycles", t.latency);
    io.mapOptional("calibration", t.calibration);
  }
  static std::string validate(IO &, HardwareTarget &t) {
    RangeChecker c;
    c.check(!t.name.empty(), "name", "must not be empty");
    c.check(t.computeCapability >= 10 && t.computeCapability < 200,
            "compute_capability", "must look like 35, 80, 90 (major*10+minor)");
    c.check(t.shared.bytesPerSM <= t.l1.bytes, "shared.bytes_per_sm",
            "exceeds l1.bytes (shared memory is carved out of the L1)");
    c.check(t.shared.bytesPerBlock + t.shared.reservedPerBlock <=
                t.shared.bytesPerSM + t.shared.reservedPerBlock,
            "shared.bytes_per_block", "exceeds bytes_per_sm");
    return c.result();
  }
};

} // namespace llvm::yaml

namespace {
struct DiagnosticCollector {
  std::string text;
  /// Unknown keys, by line and column: YAML I/O reports them from a hash
  /// map, so every one is kept and they are named in file order.
  std::map<std::pair<int, int>, std::string> unknownKeys;
  static void handle(const llvm::SMDiagnostic &diag, void *context) {
    auto *self = static_cast<DiagnosticCollector *>(context);
    if (diag.getMessage().starts_with("unknown key")) {
      std::string one;
      llvm::raw_string_ostream os(one);
      diag.print(/*ProgName=*/nullptr, os, /*ShowColors=*/false);
      self->unknownKeys[{diag.getLineNo(), diag.getColumnNo()}] = one;
      return;
    }
    if (!self->text.empty())
      return; // The first diagnostic is the useful one.
    llvm::raw_string_ostream os(self->text);
    atField(diag).print(/*ProgName=*/nullptr, os, /*ShowColors=*/false);
  }
  /// Every unknown key in file order, else the first diagnostic.
  std::string message() const {
    if (unknownKeys.empty())
      return llvm::StringRef(text).rtrim().str();
    std::string all;
    for (const auto &[at, one] : unknownKeys)
      all += one;
    return llvm::StringRef(all).rtrim().str();
  }

  /// A section's range check ("field 'x' must ...") is reported by YAML I/O
  /// at the section's first key; this moves it to the line of key `x` in
  /// that section (the first line at the same indentation that names it).
  static llvm::SMDiagnostic atField(const llvm::SMDiagnostic &diag) {
    llvm::StringRef msg = diag.getMessage();
    if (!msg.consume_front("field '") || !diag.getSourceMgr() ||
        diag.getLineNo() < 1 || diag.getColumnNo() < 0)
      return diag;
    // The key itself: "l2.bandwidth_gbs" names `bandwidth_gbs`.
    llvm::StringRef field = msg.take_until([](char c) { return c == '\''; });
    field = field.rsplit('.').second.empty() ? field : field.rsplit('.').second;
    const llvm::SourceMgr &sm = *diag.getSourceMgr();
    llvm::StringRef buffer =
        sm.getMemoryBuffer(sm.FindBufferContainingLoc(diag.getLoc()))
            ->getBuffer();
    size_t indent = diag.getColumnNo();
    llvm::SmallVector<llvm::StringRef> lines;
    buffer.split(lines, '\n');
    for (size_t i = diag.getLineNo() - 1; i < lines.size(); ++i) {
      llvm::StringRef line = lines[i];
      size_t at = line.find_first_not_of(' ');
      if (at == llvm::StringRef::npos || line[at] == '#')
        continue;
      if (at < indent)
        break; // The section ended.
      if (at == indent && line.drop_front(at).starts_with((field + ":").str()))
        return sm.GetMessage(llvm::SMLoc::getFromPointer(line.data() + at),
                             diag.getKind(), diag.getMessage());
    }
    return diag;
  }
};
} // namespace

/// Reads `yaml` into `target` with YAML I/O, its diagnostics into `diags`;
/// false on error.
static bool readFields(llvm::StringRef yaml, llvm::StringRef name,
                       HardwareTarget &target, DiagnosticCollector &diags) {
  llvm::MemoryBufferRef buffer(yaml, name);
  llvm::yaml::Input input(buffer, /*Ctxt=*/nullptr,
                          &DiagnosticCollector::handle, &diags);
  input >> target;
  return !input.error();
}

/// Every unknown key of `yaml`, in file order, one located line each. YAML
/// I/O stops at the first it meets; each is blanked out (with the lines
/// nested under it, which keep their line numbers) and the text read again,
/// up to 32 keys.
static std::string allUnknownKeys(llvm::StringRef yaml, llvm::StringRef name) {
  std::string text = yaml.str();
  DiagnosticCollector all;
  for (int round = 0; round < 32; ++round) {
    DiagnosticCollector diags;
    HardwareTarget target;
    (void)readFields(text, name, target, diags);
    if (diags.unknownKeys.empty())
      break;
    auto [at, message] = *diags.unknownKeys.begin();
    all.unknownKeys[at] = message;
    // Blank line at.first (1-based) and the lines indented deeper below it.
    llvm::SmallVector<llvm::StringRef> lines;
    llvm::StringRef(text).split(lines, '\n');
    std::string next;
    size_t indent = 0;
    bool blanking = false;
    for (auto [i, line] : llvm::enumerate(lines)) {
      size_t lead = line.find_first_not_of(' ');
      bool content = lead != llvm::StringRef::npos && line[lead] != '#';
      if (static_cast<int>(i) + 1 == at.first) {
        blanking = true;
        indent = lead;
      } else if (blanking && content && lead <= indent) {
        blanking = false;
      }
      next += blanking ? std::string(line.size(), ' ') : line.str();
      if (i + 1 < lines.size())
        next += '\n';
    }
    text = std::move(next);
  }
  return all.message();
}

/// The deepest nesting of `yaml`: flow collections ('[', '{') open at once,
/// plus block sequence entries ("- ") that start one line, plus the
/// indentation in steps of two. LLVM's YAML parser recurses per level; a
/// target file needs fewer than ten.
static int nestingDepth(llvm::StringRef yaml) {
  int deepest = 0, flow = 0;
  llvm::SmallVector<llvm::StringRef> lines;
  yaml.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    size_t indent = line.find_first_not_of(' ');
    if (indent == llvm::StringRef::npos)
      continue;
    llvm::StringRef rest = line.drop_front(indent);
    int dashes = 0;
    while (rest.consume_front("- ") || rest.consume_front("-\t"))
      ++dashes, rest = rest.ltrim();
    bool quoted = false;
    char quote = 0;
    for (char ch : rest) {
      if (quoted) {
        quoted = ch != quote;
        continue;
      }
      if (ch == '#')
        break;
      if (ch == '"' || ch == '\'') {
        quoted = true;
        quote = ch;
      } else if (ch == '[' || ch == '{') {
        deepest = std::max(deepest, ++flow);
      } else if ((ch == ']' || ch == '}') && flow > 0) {
        --flow;
      }
    }
    deepest = std::max(deepest, static_cast<int>(indent / 2) + dashes + flow);
  }
  return deepest;
}

llvm::Expected<HardwareTarget> HardwareTarget::parse(llvm::StringRef yaml,
                                                     llvm::StringRef name) {
  constexpr int kMaxDepth = 32;
  if (nestingDepth(yaml) > kMaxDepth)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s: not a hardware target: it nests deeper than %d levels (a target "
        "file needs fewer than ten)",
        name.str().c_str(), kMaxDepth);
  // llvm::yaml::Input cannot map fields of a document without a mapping
  // (an empty file, comments only, a scalar, binary junk): say so first.
  {
    llvm::SourceMgr sm;
    DiagnosticCollector streamDiags;
    sm.setDiagHandler(&DiagnosticCollector::handle, &streamDiags);
    llvm::yaml::Stream stream(llvm::MemoryBufferRef(yaml, name), sm);
    auto doc = stream.begin();
    llvm::yaml::Node *root = doc == stream.end() ? nullptr : doc->getRoot();
    if (!root || !llvm::isa<llvm::yaml::MappingNode>(root)) {
      std::string msg =
          streamDiags.text.empty()
              ? (name + ": not a hardware target: the file holds no mapping "
                        "of fields (it is empty or holds only comments)")
                    .str()
              : llvm::StringRef(streamDiags.text).rtrim().str();
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s",
                                     msg.c_str());
    }
  }
  DiagnosticCollector diags;
  HardwareTarget target;
  if (!readFields(yaml, name, target, diags)) {
    std::string msg = diags.message().empty() ? "malformed hardware target file"
                                              : diags.message();
    if (!diags.unknownKeys.empty())
      msg = allUnknownKeys(yaml, name);
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s",
                                   msg.c_str());
  }
  target.sourcePath = name.str();
  // Defaults that depend on other fields.
  if (target.l1.cacheBytes == 0)
    target.l1.cacheBytes = target.l1.bytes;
  if (target.l1.cacheBytesWithShared == 0)
    target.l1.cacheBytesWithShared = std::max<int64_t>(
        target.l1.bytes - target.shared.bytesPerSM, target.l1.bytes / 8);
  if (llvm::Error err = target.validate())
    return std::move(err);
  return target;
}

llvm::Expected<HardwareTarget> HardwareTarget::loadFile(llvm::StringRef path) {
  // A target file is a small regular file: a device or a pipe (/dev/zero)
  // would be read without end, a huge file parsed for seconds.
  constexpr uint64_t kMaxBytes = 1 << 20;
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status))
    return llvm::createStringError(ec,
                                   "cannot read hardware target file "
                                   "'%s': %s",
                                   path.str().c_str(), ec.message().c_str());
  if (!llvm::sys::fs::is_regular_file(status))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "hardware target file '%s' is not a regular file", path.str().c_str());
  if (status.getSize() > kMaxBytes)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "hardware target file '%s' has %llu bytes, more than the 1 MiB a "
        "target file may have",
        path.str().c_str(), static_cast<unsigned long long>(status.getSize()));
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer)
    return llvm::createStringError(
        buffer.getError(), "cannot read hardware target file '%s': %s",
        path.str().c_str(), buffer.getError().message().c_str());
  return parse((*buffer)->getBuffer(), path);
}

llvm::Error HardwareTarget::validate() const {
  // The per-section checks run while parsing; these are the ones that span
  // sections or apply to targets built in code.
  auto fail = [&](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   (sourcePath + ": " + msg).str());
  };
  if (sm.count <= 0 || sm.clockMHz <= 0)
    return fail("field 'sm.count'/'sm.clock_mhz' must be positive");
  if (l1.sectorBytes != l2.sectorBytes)
    return fail("field 'l2.sector_bytes' differs from 'l1.sector_bytes'");
  return llvm::Error::success();
}
