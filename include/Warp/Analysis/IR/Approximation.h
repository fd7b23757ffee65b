//===- Approximation.h - What a prediction approximated, as data -*- C++
//-*-===//
//
// Every layer of the model records what it could not compute exactly as an
// Approximation: a kind, the op it is about (if any), the buffer or value it
// concerns, a lower layer's own reason, and the numbers the kind needs. Only
// the report layer turns them into sentences (Warp/Report/ApproximationText.h),
// so that a caller can test for a kind instead of parsing English, and the
// words are written in one place.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_IR_APPROXIMATION_H
#define WARP_ANALYSIS_IR_APPROXIMATION_H

#include "Warp/Dialect/WarpAttrs.h"

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <string>

namespace mlir::warp {

enum class ApproximationKind : uint8_t {
  // The access relations and the ops (AccessNote warnings).
  UnmodelledOp, ///< `detail`: what the op does that is not counted.
  // Block classes (Relations/BlockClasses.h).
  BlockLoopsMerged,        ///< `dim`: loop iterations not told apart.
  ByteRelationNotFunction, ///< `subject`: the buffer.
  ByteOffsetNotLinear,     ///< `subject`: the buffer.
  MixedBlockStrides,       ///< `dim`.
  BoundaryBlocksCapped,    ///< `dim`, `count`: the cap.
  /// `dim`, `count`: the classes that were too many to simulate.
  BoundaryBlocksOverBudget,
  BlockClassesIslError, ///< `detail`: ISL's message.
  // The warp simulator.
  DataDependentControl,
  DivergentBarrier,    ///< `op`: the barrier.
  WarpCutShort,        ///< `count`: the instruction cap.
  DataDependentGlobal, ///< `op`, `subject` (buffer), `access`.
  DataDependentShared, ///< `count`/`count2`: wavefront range; `flag`: the
                       ///< expectation for uniform addresses only.
  // DRAM footprints (Volumes/Footprints.h, WaveReuse.h).
  DramReads,         ///< `subject` (buffer), `detail` (the count's note).
  DramReadsCapped,   ///< Bounded by the sectors the blocks request.
  DramWrites,        ///< `subject`, `detail`.
  DramPartialWrites, ///< `subject`, `detail`.
  // The prediction.
  NoTensorRate,
  AtomicConflictRange, ///< The range is the prediction's own figures.
  // The launch site (the passes).
  AssumedSizes,         ///< `detail`: "block x = 32, grid y = 4".
  Clustered,            ///< Thread-block clusters are not modelled.
  DynamicSharedUnknown, ///< The dynamic shared memory is not a constant.
};

struct Approximation {
  ApproximationKind kind = ApproximationKind::UnmodelledOp;
  /// The op it is about (its line is reported), or null.
  Operation *op = nullptr;
  std::string subject;
  std::string detail;
  int64_t count = 0, count2 = 0;
  int dim = 0;
  AccessKind access = AccessKind::read;
  bool flag = false;

  static Approximation of(ApproximationKind kind, Operation *op = nullptr) {
    Approximation a;
    a.kind = kind;
    a.op = op;
    return a;
  }
};

} // namespace mlir::warp

#endif // WARP_ANALYSIS_IR_APPROXIMATION_H
