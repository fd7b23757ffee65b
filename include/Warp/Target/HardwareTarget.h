//===- HardwareTarget.h - Description of a GPU for the model ----*- C++ -*-===//
//
// One `HardwareTarget` describes one GPU: the numbers Warp's analyses and
// cost model need, read from a YAML file of `hwtargets/` with LLVM's YAML I/O.
// Every number in those files carries its source in a comment.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_TARGET_HARDWARETARGET_H
#define WARP_TARGET_HARDWARETARGET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::warp {

/// Streaming multiprocessor: execution resources and residency limits.
struct SMDescription {
  int64_t count = 0;              ///< SMs on the chip.
  double clockMHz = 0;            ///< SM clock the model uses.
  int64_t warpSize = 32;          ///< Threads per warp.
  int64_t schedulers = 0;         ///< Warp schedulers per SM.
  int64_t maxThreadsPerBlock = 0; ///< CUDA limit.
  /// Largest block and grid extent per dimension (x, y, z). Optional in a
  /// target file; the defaults are CUDA's limits for compute capability 3.0
  /// and later (CUDA C++ Programming Guide, "Technical Specifications per
  /// Compute Capability").
  std::vector<int64_t> maxBlockDims{1024, 1024, 64};
  std::vector<int64_t> maxGridDims{2147483647, 65535, 65535};
  int64_t maxWarps = 0;  ///< Resident warps per SM.
  int64_t maxBlocks = 0; ///< Resident blocks per SM.
  int64_t registers = 0; ///< 32-bit registers per SM.
  int64_t maxRegistersPerThread = 0;
  int64_t registerAllocUnit = 0; ///< Registers allocated per warp in units of.
  double fp32PerCycle = 0;       ///< FP32 lane-ops per cycle per SM (FMA = 1).
  double fp64PerCycle = 0;       ///< FP64 lane-ops per cycle per SM.
  double sfuPerCycle = 0;        ///< Special-function lane-ops per cycle.
  double int32PerCycle = 0;      ///< Integer lane-ops per cycle per SM.
  double issuePerCycle = 0;      ///< Warp instructions issued per cycle.
  /// Warp-shuffle results per cycle per SM (32: one SHFL per cycle; CUDA
  /// C++ Programming Guide, "Arithmetic Instructions", compute capability
  /// 5.0 to 9.0; the default when a target file does not give it).
  double shufflePerCycle = 32;
  /// Dense FP16 tensor-core multiply-add operations (2 per FMA) per cycle
  /// per SM; 0: not given, and matrix operations are not costed.
  double tensorFlopsPerCycle = 0;

  /// The smallest interval between two instructions of one warp, cycles: a
  /// warp issues on its scheduler only, which issues once per cycle
  /// (schedulers / issuePerCycle; 1 when the issue rate is not given).
  double warpIssueIntervalCycles() const {
    return issuePerCycle > 0 ? static_cast<double>(schedulers) / issuePerCycle
                             : 1.0;
  }
};

/// Shared memory (the software-managed part of the unified L1).
struct SharedMemoryDescription {
  int64_t bytesPerSM = 0;       ///< Largest carve-out usable by blocks.
  int64_t bytesPerBlock = 0;    ///< Largest allocation of one block.
  int64_t allocUnit = 0;        ///< Allocation granularity per block.
  int64_t reservedPerBlock = 0; ///< Bytes the driver reserves per block.
  int64_t banks = 32;
  int64_t bankBytes = 4;
};

/// The L1 data cache.
struct L1Description {
  int64_t bytes = 0;        ///< Unified L1 + shared memory per SM.
  int64_t lineBytes = 128;  ///< Allocation granularity.
  int64_t sectorBytes = 32; ///< Transfer granularity.
  double bytesPerCycle = 0; ///< Data-pipe bytes per cycle per SM.
  /// Capacity that caches global loads when a kernel uses no shared memory
  /// (0: `bytes`), and when it does (0: `bytes` minus the largest carve-out).
  int64_t cacheBytes = 0;
  int64_t cacheBytesWithShared = 0;
};

/// The L2 cache.
struct L2Description {
  int64_t bytes = 0;          ///< Total L2.
  int64_t effectiveBytes = 0; ///< Capacity one SM can use (half on split L2).
  int64_t lineBytes = 128;
  int64_t sectorBytes = 32;
  double bandwidthGBs = 0;     ///< Measured (or paper) sustained L2 bandwidth.
  double bandwidthSpecGBs = 0; ///< Data-sheet or theoretical figure (0: none).
  /// Tag lookups per second, in units of 10^9 (0: bandwidth / line, one
  /// full-line request per line of bandwidth). On a split L2 a request for
  /// data homed in the other partition takes a second lookup there.
  double requestRateGReqs = 0;
  bool split = false; ///< Two partitions linked by a fabric (A100, H100).
  /// Sectors written per second, in units of 10^9 (0: no such limit): the
  /// slices' write path, one sector per slice and L2 cycle on the H100.
  double writeRateGSectors = 0;
  /// Check bits per sector (ECC on): a write of part of a sector is a
  /// read-modify-write, two passes of the write path.
  bool ecc = false;
};

/// Device memory.
struct DRAMDescription {
  int64_t bytes = 0;
  double bandwidthGBs = 0;     ///< Measured sustained read bandwidth.
  double bandwidthCopyGBs = 0; ///< Measured read+write (copy) bandwidth.
  double bandwidthSpecGBs = 0; ///< Pin bandwidth from the data sheet.
  int64_t accessBytes = 32;    ///< DRAM access granularity seen by L2 misses.
};

/// Unloaded latencies in SM cycles.
struct LatencyDescription {
  double l1 = 0;
  double shared = 0;
  double l2 = 0;
  double l2Far = 0;
  double dram = 0;
  double fp32 = 0;
  double fp64 = 0;
  double int32 = 0;
  double sfu = 0;
  /// A warp shuffle and a warp MMA (HMMA); 0: not given (a shuffle then
  /// takes the shared-memory latency, an MMA the FP32 one).
  double shuffle = 0;
  double mma = 0;
  /// A global atomic that MLIR's NVVM lowering expands into a compare-and-
  /// swap loop (float max, min, multiply): the cycles of one uncontended
  /// update beyond its load's memory latency (its atom.acq_rel.sys.cas
  /// waits for system-scope ordering); 0: one memory latency, as any
  /// global atomic.
  double globalCasLoop = 0;
  /// The interval between two such updates on one SM when many are in
  /// flight (a throughput: each warp's update fences the system); 0: not
  /// a limit.
  double globalCasLoopInterval = 0;
  double blockLaunch = 0; ///< Block launch interval (seed 004 §3.8).
  /// Latency from a block's end to its successor's start on the SM (seed
  /// 004 §3.8's block replacement, measured); 0: the launch interval.
  double blockReplacement = 0;
  double kernelLaunchUs = 0; ///< Launch overhead of one kernel, microseconds.
};

/// latency(λ) = a + b·λ/(c − λ) (seed 004 §6.4); λ in GB/s, latency in cycles.
struct LoadedLatencyFit {
  double a = 0, b = 0, c = 0;
  std::string source;
  bool isSet() const { return c > 0; }
};

/// A measured per-load latency distribution as its quantile function:
/// cycles[i] is the latency at probability[i], linear in between
/// (probability runs from 0 to 1). The cost model uses its shape, scaled to
/// the loaded mean latency, for the order statistics of a memory round.
struct LatencyQuantiles {
  std::vector<double> probability;
  std::vector<double> cycles;
  std::string source;
  bool isSet() const { return !cycles.empty(); }
};

/// The L2's throughput of global atomics against how many distinct cache
/// lines they update: gsectors[i] (10^9 atomic sectors per second) when the
/// atomics of a launch spread over lines[i] lines, linear in log2(lines) in
/// between and flat beyond the ends. Updates of one line are served by one
/// L2 slice in turn; lines spread over more slices the more there are.
struct AtomicLineRates {
  std::vector<double> lines;
  std::vector<double> gsectors;
  std::string source;
  bool isSet() const { return !lines.empty(); }
  /// The rate, 10^9 sectors per second, for atomics over `n` lines.
  double at(double n) const;
};

/// The L2's rate of global atomic updates that all go to one word, 10^9
/// lane-updates per second: the word is updated once per lane, in turn, so
/// this is the slowest a global atomic can be (the end of the range of a
/// data-dependent address that sends every lane to one word). Integer adds
/// (REDG.E.ADD) and float adds (REDG.E.ADD.F32, each waiting for the one
/// before on the word) apart.
struct OneWordAtomicRates {
  double intGUpdates = 0, floatGUpdates = 0;
  std::string source;
  bool isSet() const { return intGUpdates > 0 && floatGUpdates > 0; }
};

/// Gompertz-type hit-rate (or miss-rate) curve r(O) = a·exp(−b·exp(c·O))
/// (seed 000 §3.5), O = oversubscription.
struct HitRateCurve {
  double a = 0, b = 0, c = 0;
  std::string source;
  bool isSet() const { return a != 0 || b != 0 || c != 0; }
};

/// The shared-memory atomic instruction ptxas emits for an atomic op (the
/// kernel program classifies each op, AtomicClass.h), which the service
/// table below is keyed by. Names in target files and reports: "add",
/// "popc_inc", "redux_add", "cas".
enum class AtomicInstruction : uint8_t {
  add,       ///< ATOMS.ADD and its kin: lanes on one word serialise.
  popc_inc,  ///< ATOMS.POPC.INC: lanes on one word merge.
  redux_add, ///< REDUX.SUM then one ATOMS.ADD: lanes merge.
  cas,       ///< A compare-and-swap loop.
};

/// The name of `i` in target files and reports.
llvm::StringRef atomicInstructionName(AtomicInstruction i);

/// Whether `i` merges the lanes that update the same word.
inline bool atomicInstructionMergesLanes(AtomicInstruction i) {
  return i == AtomicInstruction::popc_inc || i == AtomicInstruction::redux_add;
}

/// One measured shared-memory atomic service time S(n, e) (seed 002).
struct AtomicServiceSample {
  AtomicInstruction op = AtomicInstruction::add;
  double n = 0;      ///< Warps queued.
  double e = 0;      ///< Serialisation degree (lanes per bank/word).
  double cycles = 0; ///< Service time per warp instruction.
};

/// Fitted constants that no data sheet gives.
struct CalibrationDescription {
  LoadedLatencyFit dramLoadedLatency;
  /// The same queue measured under copy streams (half the bytes written),
  /// λ the bytes read plus written. Unset: writes load DRAM as reads do.
  LoadedLatencyFit dramLoadedLatencyCopy;
  LoadedLatencyFit l2LoadedLatency;
  LatencyQuantiles dramLatencyQuantiles;
  LatencyQuantiles l2LatencyQuantiles;
  HitRateCurve l1CapacityMiss;
  HitRateCurve l2OverlapY;
  HitRateCurve l2OverlapZ;
  HitRateCurve l2PartialStoreMiss;
  std::vector<AtomicServiceSample> atomicService;
  std::string atomicServiceSource;
  /// Global atomics (RED/ATOM) in the L2, by the lines they update.
  AtomicLineRates globalAtomicLineRates;
  /// Global atomics all on one word.
  OneWordAtomicRates globalAtomicOneWord;
  /// Exponent k of the gradual-saturation combination of the latency and
  /// throughput bounds, T = (T_thru^k + T_lat^k)^(1/k) (seed 004 §1.7);
  /// 0: the hard maximum of Volkov's model.
  double gradualSaturationK = 0;
  std::string gradualSaturationSource;
};

/// A complete hardware target.
struct HardwareTarget {
  std::string name;
  std::string description;
  /// File it was read from ("<built-in>/h100.yaml" for a target compiled
  /// in; empty if built in code).
  std::string sourcePath;
  int64_t computeCapability = 0;
  SMDescription sm;
  SharedMemoryDescription shared;
  L1Description l1;
  L2Description l2;
  DRAMDescription dram;
  LatencyDescription latency;
  CalibrationDescription calibration;

  /// Reads a target from YAML text. `bufferName` names the source in errors.
  static llvm::Expected<HardwareTarget> parse(llvm::StringRef yaml,
                                              llvm::StringRef bufferName);

  /// Reads a target file.
  static llvm::Expected<HardwareTarget> loadFile(llvm::StringRef path);

  /// (A target by name or path: lookupTarget, TargetRegistry.h.)

  /// Checks the consistency of the numbers (positive sizes, limits that fit
  /// together). Returns an error naming the field.
  llvm::Error validate() const;
};

} // namespace mlir::warp

#endif // WARP_TARGET_HARDWARETARGET_H
