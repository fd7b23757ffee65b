//===- Prediction.cpp - The per-launch stage of the model -----------------===//
//
// See Prediction.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Prediction.h"

#include "mlir/IR/Threading.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#define DEBUG_TYPE "warp-prediction"
#include "llvm/Support/Debug.h"

using namespace mlir;
using namespace mlir::warp;

/// Why `mapping` of `model`'s kernel cannot be predicted on `target`, or
/// empty: sizes the hardware refuses, and launches too large to count in 64
/// bits, are refused with the reason instead of giving numbers that
/// overflow.
static std::string whyNotPredictable(const KernelModel &model,
                                     const LaunchMapping &mapping,
                                     const HardwareTarget &target) {
  for (int d = 0; d < 3; ++d)
    if (mapping.grid[d] <= 0 || mapping.block[d] <= 0) {
      return "a grid or block size is not positive (" + mapping.describe() +
             ")";
    }
  // Sizes the hardware refuses, and launches too large to count in 64 bits,
  // are refused with the reason instead of giving numbers that overflow.
  const char *xyz = "xyz";
  int64_t blockThreads;
  if (!__builtin_mul_overflow(mapping.block[0], mapping.block[1],
                              &blockThreads) &&
      !__builtin_mul_overflow(blockThreads, mapping.block[2], &blockThreads) &&
      blockThreads > target.sm.maxThreadsPerBlock) {
    return "a block of " + std::to_string(blockThreads) +
           " threads exceeds the target's limit of " +
           std::to_string(target.sm.maxThreadsPerBlock);
  }
  for (int d = 0; d < 3; ++d) {
    if (mapping.block[d] > target.sm.maxBlockDims[d]) {
      return "block " + std::string(1, xyz[d]) + " of " +
             std::to_string(mapping.block[d]) +
             " exceeds the target's limit of " +
             std::to_string(target.sm.maxBlockDims[d]);
    }
    if (mapping.grid[d] > target.sm.maxGridDims[d]) {
      return "grid " + std::string(1, xyz[d]) + " of " +
             std::to_string(mapping.grid[d]) +
             " exceeds the target's limit of " +
             std::to_string(target.sm.maxGridDims[d]);
    }
  }
  int64_t threads = 1;
  for (int d = 0; d < 3; ++d)
    if (__builtin_mul_overflow(threads, mapping.grid[d], &threads) ||
        __builtin_mul_overflow(threads, mapping.block[d], &threads))
      threads = std::numeric_limits<int64_t>::max();
  if (threads > kMaxModelledThreads) {
    return "the launch has more than 2^40 threads (" +
           std::to_string(mapping.grid[0]) + "x" +
           std::to_string(mapping.grid[1]) + "x" +
           std::to_string(mapping.grid[2]) + " blocks of " +
           std::to_string(mapping.block[0] * mapping.block[1] *
                          mapping.block[2]) +
           "), more than Warp counts without overflow";
  }
  for (const auto &[root, bytes] : model.bufferBytes())
    if (bytes > kMaxModelledBufferBytes) {
      return "buffer '" + root + "' of " +
             (bytes == std::numeric_limits<int64_t>::max()
                  ? std::string("more than 2^63")
                  : std::to_string(bytes)) +
             " bytes is larger than 2^48 bytes, the GPU's virtual "
             "address space, and than Warp counts without overflow";
    }
  if (mapping.isFolded()) {
    return "thread folding and loop mapping apply to loop nests that are "
           "not yet mapped to threads; " +
           model.name() + " is a kernel";
  }
  return "";
}

/// The time of a modelled prediction, and with atomics whose addresses
/// depend on data, the times at either end of their range.
static void addCost(Prediction &p, const HardwareTarget &target) {
  p.cost = computeLaunchCost(p.volumes, target);
  p.hasCost = true;
  if (p.volumes.mmaFlops > 0 && target.sm.tensorFlopsPerCycle <= 0)
    p.volumes.approximations.push_back(
        Approximation::of(ApproximationKind::NoTensorRate));
  if (!p.volumes.sharedAtomicDataDependent() &&
      !p.volumes.globalAtomicDataDependent())
    return;
  // The same launch with the atomics at either end of their range: the
  // shared atomics' wavefronts (issue 15, pattern 3); the global atomics'
  // lanes on distinct words of the fewest sectors (counted as a sector
  // each) or every lane on one word (issue 28).
  LaunchVolumes end = p.volumes;
  for (auto &[cls, counts] : end.sharedAtomicsByClass)
    counts.wavefronts = counts.wavefrontsBest;
  end.l1GlobalAtomicSectors -= end.globalAtomicDataLanesInt +
                               end.globalAtomicDataLanesFloat -
                               end.globalAtomicDataSectorsPacked;
  p.atomicBestTimeUs = computeLaunchCost(end, target).timeUs;
  end.l1GlobalAtomicSectors = p.volumes.l1GlobalAtomicSectors;
  for (auto &[cls, counts] : end.sharedAtomicsByClass)
    counts.wavefronts = counts.wavefrontsWorst;
  end.globalAtomicOneWord = true;
  p.atomicWorstTimeUs = computeLaunchCost(end, target).timeUs;
  p.volumes.approximations.push_back(
      Approximation::of(ApproximationKind::AtomicConflictRange));
}

Prediction mlir::warp::predictLaunch(const KernelModel &model,
                                     const LaunchMapping &mapping,
                                     const HardwareTarget &target,
                                     const PredictOptions &options) {
  Prediction p;
  p.mapping = mapping;
  p.reason = whyNotPredictable(model, mapping, target);
  if (!p.reason.empty())
    return p;
  KernelAccesses accesses = computeAccessRelations(
      model.program(), mapping.sizes(model.constantArgs()));
  for (const AccessNote &note : accesses.notes)
    if (note.severity == AccessNote::Severity::Error) {
      // The relations are incomplete: no number is better than a wrong one.
      p.reason = note.message;
      p.notes = std::move(accesses.notes);
      return p;
    }

  VolumeOptions volumeOptions;
  volumeOptions.regsPerThread = options.regsPerThread > 0
                                    ? options.regsPerThread
                                    : model.registersPerThread;
  volumeOptions.smemPerBlock =
      (options.smemPerBlock >= 0 ? options.smemPerBlock
                                 : model.staticSharedBytes()) +
      mapping.dynamicSharedBytes;
  volumeOptions.atomicConflicts = options.atomicConflicts;
  p.volumes =
      computeDataVolumes(accesses, model.program(), target, volumeOptions);
  // A warning says traffic was left out (a memory op Warp does not model,
  // an access without a byte offset): the report is not exact, and says
  // where and why.
  for (const AccessNote &note : accesses.notes)
    if (note.severity == AccessNote::Severity::Warning) {
      Approximation a =
          Approximation::of(ApproximationKind::UnmodelledOp, note.op);
      a.detail = note.message;
      p.volumes.approximations.push_back(a);
    }
  p.notes = std::move(accesses.notes);
  if (p.volumes.divergentBarrier)
    p.notes.push_back({p.volumes.divergentBarrier,
                       AccessNote::Severity::Warning,
                       "'gpu.barrier' in divergent code: some lanes of a warp "
                       "reach it without the others, which is undefined "
                       "behaviour in CUDA; the time assumes every warp of the "
                       "block arrives"});
  if (!p.volumes.modelled) {
    p.reason = p.volumes.reason;
    return p;
  }
  p.modelled = true;
  if (options.withCost)
    addCost(p, target);
  LLVM_DEBUG(llvm::dbgs() << model.name() << " " << mapping.describe() << ": "
                          << (p.hasCost ? p.cost.timeUs : 0.0) << " us\n");
  return p;
}

std::vector<Prediction>
mlir::warp::predictLaunches(MLIRContext *context, const KernelModel &model,
                            ArrayRef<LaunchMapping> mappings,
                            const HardwareTarget &target,
                            const PredictOptions &options) {
  std::vector<Prediction> out(mappings.size());
  // Each prediction owns its ISL context and simulator; the kernel model
  // and the IR are only read.
  parallelFor(context, 0, mappings.size(), [&](size_t i) {
    out[i] = predictLaunch(model, mappings[i], target, options);
  });
  return out;
}

std::vector<size_t>
mlir::warp::rankPredictions(ArrayRef<Prediction> predictions,
                            RankObjective objective) {
  auto dram = [](const Prediction &p) {
    return p.volumes.dramReadBytes + p.volumes.dramWriteBytes;
  };
  auto time = [](const Prediction &p) {
    return p.hasCost ? p.cost.timeUs : 0.0;
  };
  auto primary = [&](const Prediction &p) {
    return objective == RankObjective::time ? time(p) : dram(p);
  };
  auto secondary = [&](const Prediction &p) {
    return objective == RankObjective::time ? dram(p) : time(p);
  };
  auto latency = [](const Prediction &p) {
    return p.hasCost ? p.cost.boundUs(Bound::latency) : 0.0;
  };
  auto less = [](double a, double b) {
    return a < b && (b - a) > 1e-9 * std::max(std::fabs(a), std::fabs(b));
  };
  std::vector<size_t> order(predictions.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t i, size_t j) {
    const Prediction &a = predictions[i], &b = predictions[j];
    if (a.modelled != b.modelled)
      return a.modelled;
    if (!a.modelled)
      return false;
    if (less(primary(a), primary(b)))
      return true;
    if (less(primary(b), primary(a)))
      return false;
    if (less(secondary(a), secondary(b)))
      return true;
    if (less(secondary(b), secondary(a)))
      return false;
    // Launches bound alike by a throughput (the DRAM queue's bound is a hard
    // maximum, CostModel.cpp): the one whose latency bound leaves more
    // slack.
    return less(latency(a), latency(b));
  });
  return order;
}
