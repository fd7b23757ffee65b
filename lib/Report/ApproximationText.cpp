//===- ApproximationText.cpp - The sentence of an approximation -----------===//
//
// See ApproximationText.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Report/ApproximationText.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::warp;

static std::string dimName(int d) { return std::string(1, "xyz"[d]); }

static std::string sentence(const Approximation &a, const Prediction &p) {
  const LaunchVolumes &v = p.volumes;
  switch (a.kind) {
  case ApproximationKind::UnmodelledOp:
  case ApproximationKind::BlockClassesIslError:
    return a.kind == ApproximationKind::BlockClassesIslError
               ? "ISL error: " + a.detail
               : a.detail;
  case ApproximationKind::BlockLoopsMerged:
    return "loop iterations that differ between blocks in dimension " +
           dimName(a.dim) + " are not told apart";
  case ApproximationKind::ByteRelationNotFunction:
    return "the byte relation of an access to '" + a.subject +
           "' is not a function";
  case ApproximationKind::ByteOffsetNotLinear:
    return "the byte offset of an access to '" + a.subject +
           "' is not linear in the block index";
  case ApproximationKind::MixedBlockStrides:
    return "accesses to one buffer with different strides along blocks in "
           "dimension " +
           dimName(a.dim) + ": per-block footprints use residue classes";
  case ApproximationKind::BoundaryBlocksCapped:
    return "more than " + std::to_string(a.count) +
           " boundary blocks in dimension " + dimName(a.dim) +
           " are treated as interior blocks";
  case ApproximationKind::BoundaryBlocksOverBudget:
    return "the " + std::to_string(a.count) + " classes of blocks in " +
           "dimension " + dimName(a.dim) +
           " take more than the simulator's budget: boundary blocks are "
           "treated as interior blocks";
  case ApproximationKind::DataDependentControl:
    return "control flow depends on loaded data (both sides counted) or a "
           "construct was not simulated";
  case ApproximationKind::DivergentBarrier:
    return "a barrier is reached by only some lanes of a warp (undefined "
           "behaviour in CUDA): the time assumes every warp of the block "
           "arrives at it";
  case ApproximationKind::WarpCutShort:
    return "a warp was cut short: a loop whose step is not positive never "
           "ends, or a warp ran more than " +
           std::to_string(a.count) + " instructions";
  case ApproximationKind::DataDependentGlobal:
    return "the addresses of the " + stringifyAccessKind(a.access).str() +
           " of '" + a.subject +
           "' depend on data: each lane counts as a sector of its own, the "
           "most a warp can touch";
  case ApproximationKind::DataDependentShared:
    return "shared-memory addresses depend on data: wavefronts use " +
           std::string(a.flag
                           ? "the expectation for uniformly random addresses"
                           : "the conflicts assumed for atomics (below), and "
                             "for other accesses the expectation for "
                             "uniformly random addresses") +
           " (range " + std::to_string(a.count) + " to " +
           std::to_string(a.count2) + ")";
  case ApproximationKind::DramReads:
    return "DRAM reads of '" + a.subject + "': " + a.detail;
  case ApproximationKind::DramReadsCapped:
    return "DRAM reads bounded by the sectors the blocks request from L2 (a "
           "footprint's bounding box was larger)";
  case ApproximationKind::DramWrites:
    return "DRAM writes of '" + a.subject + "': " + a.detail;
  case ApproximationKind::DramPartialWrites:
    return "DRAM reads for partial writes of '" + a.subject + "': " + a.detail;
  case ApproximationKind::NoTensorRate:
    return "the target gives no tensor-core rate (sm.tensor_flops_per_cycle): "
           "the matrix operations' throughput is not costed";
  case ApproximationKind::AtomicConflictRange: {
    bool shared = v.sharedAtomicDataDependent();
    bool global = v.globalAtomicDataDependent();
    std::string s;
    llvm::raw_string_ostream os(s);
    os << (shared && global ? "shared-memory and global atomics have"
           : shared         ? "shared-memory atomics have"
                            : "global atomics have")
       << " data-dependent addresses: the time assumes ";
    if (shared)
      os << v.atomicConflicts.describe()
         << " (atomic-conflicts=" << v.atomicConflicts.str() << ")"
         << (v.atomicConflictsPerOp ? ", or the op's warp.expected_conflicts"
                                    : "");
    if (shared && global)
      os << " and, for the global ones, ";
    if (global)
      os << "every lane on a sector of its own";
    os << "; it ranges from " << llvm::format("%.1f", p.atomicBestTimeUs)
       << " us (" << (shared ? "every lane on a bank of its own" : "")
       << (shared && global ? ", " : "")
       << (global ? "a warp's lanes on distinct words of the fewest sectors"
                  : "")
       << ") to " << llvm::format("%.1f", p.atomicWorstTimeUs) << " us ("
       << (shared ? "every lane of a warp on one bank" : "")
       << (shared && global ? ", " : "")
       << (global ? "every global atomic lane of the launch on one word" : "")
       << ")";
    return s;
  }
  case ApproximationKind::AssumedSizes:
    return "sizes that are not constants were assumed from the pass options: " +
           a.detail;
  case ApproximationKind::Clustered:
    return "the launch groups its blocks in clusters (`clusters in`): "
           "clusters, their distributed shared memory and their scheduling "
           "are not modelled";
  case ApproximationKind::DynamicSharedUnknown:
    return "the launch's dynamic shared memory size is not a constant: the "
           "occupancy counts none";
  }
  return a.detail;
}

std::string mlir::warp::describeApproximation(const Approximation &a,
                                              const Prediction &prediction) {
  std::string where;
  if (a.op)
    if (auto loc = dyn_cast<FileLineColLoc>(a.op->getLoc()))
      where = "line " + std::to_string(loc.getLine()) + ": ";
  return where + sentence(a, prediction);
}

std::vector<std::string>
mlir::warp::describeApproximations(const Prediction &prediction) {
  // One line per distinct approximation (block classes add one per access
  // of a buffer, and several accesses often say the same).
  std::vector<std::string> out;
  for (const Approximation &a : prediction.volumes.approximations) {
    std::string text = describeApproximation(a, prediction);
    if (!llvm::is_contained(out, text))
      out.push_back(std::move(text));
  }
  return out;
}
