//===- Prediction.h - The per-launch stage of the model ---------*- C++ -*-===//
//
// Issue 13's second stage and Warp's library API: a KernelModel (built once
// per kernel) and a LaunchMapping (plain data) give the volumes through the
// memory hierarchy (DataVolumes.h) and the predicted time (CostModel.h).
// The passes, the bench tools and the lowering all call this; the JSON
// report of a prediction is written by PredictionReport.h.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_PREDICTION_H
#define WARP_ANALYSIS_PREDICTION_H

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchMapping.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Analysis/Time/CostModel.h"
#include "Warp/Analysis/Volumes/DataVolumes.h"
#include "Warp/Target/HardwareTarget.h"

#include "mlir/IR/MLIRContext.h"

#include <string>
#include <vector>

namespace mlir::warp {

/// Launches with more threads, and buffers of more bytes, are refused (not
/// modelled, with the reason): Warp's 64-bit counts of sectors and bytes
/// have headroom up to these. 2^48 bytes is also the virtual address space
/// of the GPUs Warp models (49-bit, half for the device).
constexpr int64_t kMaxModelledThreads = int64_t(1) << 40;
constexpr int64_t kMaxModelledBufferBytes = int64_t(1) << 48;

struct PredictOptions {
  /// Also predict the time (else only the volumes).
  bool withCost = true;
  /// Overrides: registers per thread (0: the model's), static shared memory
  /// per block (-1: the model's).
  int64_t regsPerThread = 0;
  int64_t smemPerBlock = -1;
  /// Conflicts assumed for shared atomics with data-dependent addresses
  /// (AtomicConflicts.h; an op's warp.expected_conflicts wins).
  AtomicConflicts atomicConflicts;
};

struct Prediction {
  LaunchMapping mapping;
  bool modelled = false;
  /// Why not, if !modelled.
  std::string reason;
  LaunchVolumes volumes;
  bool hasCost = false;
  LaunchCost cost;
  /// With shared atomics whose addresses depend on data: the time with
  /// every lane on a bank of its own and with every lane of a warp on one
  /// bank (seed 002's S(e) at e = 1 and e = the lanes), around
  /// `cost.timeUs` for the assumed conflicts.
  double atomicBestTimeUs = 0, atomicWorstTimeUs = 0;
  bool hasAtomicRange() const {
    return hasCost && (volumes.sharedAtomicDataDependent() ||
                       volumes.globalAtomicDataDependent());
  }
  /// What the access analysis could not model exactly, at its ops (for the
  /// caller to report as diagnostics).
  std::vector<AccessNote> notes;
  /// Nothing was approximated.
  bool exact() const { return modelled && volumes.approximations.empty(); }
};

/// Predicts one launch of `model`'s kernel.
Prediction predictLaunch(const KernelModel &model, const LaunchMapping &mapping,
                         const HardwareTarget &target,
                         const PredictOptions &options = PredictOptions());

/// Predicts every mapping, in parallel on `context`'s thread pool when its
/// multithreading is enabled (MLIR's parallelFor). The result is in the
/// order of `mappings` and does not depend on the number of threads.
std::vector<Prediction> predictLaunches(MLIRContext *context,
                                        const KernelModel &model,
                                        ArrayRef<LaunchMapping> mappings,
                                        const HardwareTarget &target,
                                        const PredictOptions &options);

/// What a ranking minimises.
enum class RankObjective { time, dram };

/// Indices of `predictions` from best to worst: modelled ones first, by
/// predicted time (or DRAM bytes, read plus written); a tie (equal within
/// 1e-9 relative) goes to fewer DRAM bytes (or the shorter time), then to
/// the earlier index, so the same input always gives the same order.
std::vector<size_t> rankPredictions(ArrayRef<Prediction> predictions,
                                    RankObjective objective);

} // namespace mlir::warp

#endif // WARP_ANALYSIS_PREDICTION_H
