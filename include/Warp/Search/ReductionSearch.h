//===- ReductionSearch.h - Rank the strategies of a reduction ---*- C++ -*-===//
//
// Issue 25: the strategies of a reduction (ReductionKernel.h: threads per
// output R, outputs per block O) that fit the target, each built as its
// gpu.launch in a scratch module and predicted by the model of any launch:
// the strided or contiguous loads, the shuffle butterflies (seed 004's
// latency chain of SHFL.BFLY), the workgroup exchange and its barrier,
// occupancy. R > 1 is tried only where the combiner may be reassociated.
// Registers: an estimate of 32 per thread for every strategy (stated in
// the remark).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SEARCH_REDUCTIONSEARCH_H
#define WARP_SEARCH_REDUCTIONSEARCH_H

#include "Warp/Analysis/Prediction.h"
#include "Warp/Lowering/ReductionKernel.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mlir::warp {

/// Registers per thread assumed for every strategy: an assumption, not a
/// fit (a reduction thread holds one partial, its indices and two
/// addresses; 32 is where the occupancy term starts to bind on the H100's
/// 64K registers at 2048 threads an SM). The remark says it is an estimate.
constexpr int64_t kReductionRegisterEstimate = 32;

/// Splits across blocks tried: 2, 4, ... up to this many blocks per output
/// (with one output per block; 256 blocks of one row fill the H100's 132
/// SMs about twice over).
constexpr int64_t kMaxBlocksPerOutput = 256;

struct ReductionRanking {
  ReductionRanking();
  ~ReductionRanking();
  ReductionRanking(ReductionRanking &&);
  ReductionRanking &operator=(ReductionRanking &&);

  std::vector<ReductionTile> tiles;
  std::vector<Prediction> predictions;
  std::vector<size_t> order;
  std::map<std::string, size_t> pruned;
  size_t spaceSize = 0;

  const ReductionTile &pickTile() const { return tiles[order.front()]; }
  const Prediction &pick() const { return predictions[order.front()]; }
  const KernelModel &modelOf(size_t i) const { return *models[i]; }

  OwningOpRef<ModuleOp> scratch;
  std::vector<std::unique_ptr<KernelModel>> models;
};

/// Why `tile` cannot run `p` on `target` with at most `maxThreads` threads
/// a block, or empty.
std::string whyNotFeasible(const ReductionProblem &p, const ReductionTile &tile,
                           int64_t maxThreads, const HardwareTarget &target);

/// Predicts every strategy (R in 1, 32, 64, ..., 1024; O a power of two;
/// with R > 1 and O = 1, S = 2, 4, ... blocks per output) that fits, and
/// ranks them.
ReductionRanking
rankReductionTiles(MLIRContext *context, const ReductionProblem &p,
                   int64_t maxThreads, ArrayRef<int64_t> splits,
                   const HardwareTarget &target, const PredictOptions &options,
                   RankObjective objective);

} // namespace mlir::warp

#endif // WARP_SEARCH_REDUCTIONSEARCH_H
