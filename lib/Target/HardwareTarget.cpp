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
/// Collects "field must be positive" messages for one section.
class RangeChecker {
public:
  void positive(llvm::StringRef field, double value) {
    if (!(value > 0))
      add(field, "must be positive");
    // Subnormal and infinite values would turn times into inf or nan.
    else if (!std::isnormal(value))
      add(field, "must be a finite number that is not subnormal");
  }
  void nonNegative(llvm::StringRef field, double value) {
    if (!(value >= 0))
      add(field, "must not be negative");
  }
  /// A latency in cycles (or microseconds): no GPU operation takes a
  /// million (a fuzzing finding: int32 = 2^63 - 1 gave a time of 5e16 us).
  void latency(llvm::StringRef field, double value) {
    if (value > 1e6)
      add(field, "must be at most 1e6 (a latency in cycles)");
  }
  void powerOfTwo(llvm::StringRef field, int64_t value) {
    if (value <= 0 || (value & (value - 1)) != 0)
      add(field, "must be a positive power of two");
  }
  void check(bool ok, llvm::StringRef field, llvm::StringRef what) {
    if (!ok)
      add(field, what);
  }
  std::string result() const { return message; }

private:
  void add(llvm::StringRef field, llvm::StringRef what) {
    if (!message.empty())
      return; // Report the first problem only; it names the field.
    message = ("field '" + field + "' " + what).str();
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
    RangeChecker c;
    c.positive("count", sm.count);
    c.positive("clock_mhz", sm.clockMHz);
    c.check(sm.warpSize == 32, "warp_size", "must be 32");
    c.positive("schedulers", sm.schedulers);
    c.positive("max_threads_per_block", sm.maxThreadsPerBlock);
    c.check(sm.maxBlockDims.size() == 3 &&
                llvm::all_of(sm.maxBlockDims, [](int64_t d) { return d > 0; }),
            "max_block_dims", "must be three positive extents [x, y, z]");
    c.check(sm.maxGridDims.size() == 3 &&
                llvm::all_of(sm.maxGridDims, [](int64_t d) { return d > 0; }),
            "max_grid_dims", "must be three positive extents [x, y, z]");
    c.positive("max_warps", sm.maxWarps);
    c.positive("max_blocks", sm.maxBlocks);
    c.positive("registers", sm.registers);
    c.positive("max_registers_per_thread", sm.maxRegistersPerThread);
    c.positive("register_alloc_unit", sm.registerAllocUnit);
    c.positive("fp32_per_cycle", sm.fp32PerCycle);
    c.positive("fp64_per_cycle", sm.fp64PerCycle);
    c.positive("sfu_per_cycle", sm.sfuPerCycle);
    c.positive("int32_per_cycle", sm.int32PerCycle);
    c.positive("issue_per_cycle", sm.issuePerCycle);
    c.positive("shuffle_per_cycle", sm.shufflePerCycle);
    c.nonNegative("tensor_flops_per_cycle", sm.tensorFlopsPerCycle);
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
    RangeChecker c;
    c.positive("bytes_per_sm", s.bytesPerSM);
    c.positive("bytes_per_block", s.bytesPerBlock);
    c.positive("alloc_unit", s.allocUnit);
    c.nonNegative("reserved_per_block", s.reservedPerBlock);
    c.powerOfTwo("banks", s.banks);
    c.powerOfTwo("bank_bytes", s.bankBytes);
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
    RangeChecker c;
    c.positive("bytes", l1.bytes);
    c.powerOfTwo("line_bytes", l1.lineBytes);
    c.powerOfTwo("sector_bytes", l1.sectorBytes);
    c.check(l1.sectorBytes <= l1.lineBytes, "sector_bytes",
            "exceeds line_bytes");
    c.positive("bytes_per_cycle", l1.bytesPerCycle);
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
    RangeChecker c;
    c.positive("bytes", l2.bytes);
    c.positive("effective_bytes", l2.effectiveBytes);
    c.check(l2.effectiveBytes <= l2.bytes, "effective_bytes", "exceeds bytes");
    c.powerOfTwo("line_bytes", l2.lineBytes);
    c.powerOfTwo("sector_bytes", l2.sectorBytes);
    c.positive("bandwidth_gbs", l2.bandwidthGBs);
    c.nonNegative("bandwidth_spec_gbs", l2.bandwidthSpecGBs);
    c.nonNegative("request_rate_greqs", l2.requestRateGReqs);
    c.nonNegative("write_rate_gsectors", l2.writeRateGSectors);
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
    RangeChecker c;
    c.positive("bytes", d.bytes);
    c.positive("bandwidth_gbs", d.bandwidthGBs);
    c.positive("bandwidth_spec_gbs", d.bandwidthSpecGBs);
    c.nonNegative("bandwidth_copy_gbs", d.bandwidthCopyGBs);
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
    io.mapRequired("block_launch", l.blockLaunch);
    io.mapOptional("block_replacement", l.blockReplacement, 0.0);
    io.mapRequired("kernel_launch_us", l.kernelLaunchUs);
  }
  static std::string validate(IO &, LatencyDescription &l) {
    RangeChecker c;
    c.positive("l1", l.l1);
    c.positive("shared", l.shared);
    c.positive("l2", l.l2);
    c.nonNegative("l2_far", l.l2Far);
    c.positive("dram", l.dram);
    c.positive("fp32", l.fp32);
    c.positive("fp64", l.fp64);
    c.positive("int32", l.int32);
    c.positive("sfu", l.sfu);
    c.nonNegative("shuffle", l.shuffle);
    c.nonNegative("mma", l.mma);
    c.nonNegative("block_launch", l.blockLaunch);
    c.nonNegative("block_replacement", l.blockReplacement);
    c.latency("l1", l.l1);
    c.latency("shared", l.shared);
    c.latency("l2", l.l2);
    c.latency("l2_far", l.l2Far);
    c.latency("dram", l.dram);
    c.latency("fp32", l.fp32);
    c.latency("fp64", l.fp64);
    c.latency("int32", l.int32);
    c.latency("sfu", l.sfu);
    c.latency("shuffle", l.shuffle);
    c.latency("mma", l.mma);
    c.latency("block_launch", l.blockLaunch);
    c.latency("block_replacement", l.blockReplacement);
    c.latency("kernel_launch_us", l.kernelLaunchUs);
    c.nonNegative("kernel_launch_us", l.kernelLaunchUs);
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
    c.positive("a", f.a);
    c.nonNegative("b", f.b);
    c.positive("c_gbs", f.c);
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
    c.check(std::is_sorted(q.cycles.begin(), q.cycles.end()) &&
                (q.cycles.empty() || q.cycles.front() > 0),
            "cycles", "must be positive and must not decrease");
    c.check(!q.source.empty(), "source",
            "must say which measurement the quantiles come from");
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
    c.positive("n", s.n);
    c.check(s.e >= 1 && s.e <= 32, "e", "must lie in [1, 32]");
    c.positive("cycles", s.cycles);
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
    io.mapOptional("gradual_saturation_k", c.gradualSaturationK, 0.0);
    io.mapOptional("gradual_saturation_source", c.gradualSaturationSource);
  }
  static std::string validate(IO &, CalibrationDescription &c) {
    RangeChecker r;
    r.check(c.atomicService.empty() || !c.atomicServiceSource.empty(),
            "atomic_service_source", "must say where the table came from");
    r.check(c.gradualSaturationK == 0 || c.gradualSaturationK >= 1,
            "gradual_saturation_k",
            "must be 0 (hard maximum) or at least 1 (1: the sum)");
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
  static void handle(const llvm::SMDiagnostic &diag, void *context) {
    auto *self = static_cast<DiagnosticCollector *>(context);
    if (!self->text.empty())
      return; // The first diagnostic is the useful one.
    llvm::raw_string_ostream os(self->text);
    diag.print(/*ProgName=*/nullptr, os, /*ShowColors=*/false);
  }
};
} // namespace

llvm::Expected<HardwareTarget> HardwareTarget::parse(llvm::StringRef yaml,
                                                     llvm::StringRef name) {
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
  llvm::MemoryBufferRef buffer(yaml, name);
  llvm::yaml::Input input(buffer, /*Ctxt=*/nullptr,
                          &DiagnosticCollector::handle, &diags);
  HardwareTarget target;
  input >> target;
  if (input.error()) {
    std::string msg = diags.text.empty()
                          ? "malformed hardware target file"
                          : llvm::StringRef(diags.text).rtrim().str();
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
