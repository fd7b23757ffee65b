//===- AtomicConflicts.h - Conflicts of data-dependent atomics --*- C++ -*-===//
//
// How many lanes of a warp hit the same shared-memory address depends on
// the data, which Warp cannot read from the IR (issue 15, pattern 3). The
// time of such an atomic is then a range: from every lane on a bank of its
// own (best) to the whole warp serialised on one bank (worst), with seed
// 002's service time S(e) at each conflict degree e. One point of the range
// is the prediction; this says which:
//   uniform  addresses uniformly random over the banks: e is the expected
//            largest number of lanes on one bank (the default);
//   best     every lane on a bank of its own: e = 1;
//   worst    every lane on one bank (for ATOMS.ADD, one address): e = the
//            active lanes of the phase;
//   N        N lanes on each address (1 to 32), the addresses on different
//            banks: e = N for instructions that serialise lanes on one word
//            (ATOMS.ADD, CAS loops), 1 for ATOMS.POPC.INC, which merges
//            them (seed 002 §3.2).
// The pass option `atomic-conflicts=` sets it for a launch, and the
// attribute `warp.expected_conflicts = N` on an atomic op for that op.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_ANALYSIS_VOLUMES_ATOMICCONFLICTS_H
#define WARP_ANALYSIS_VOLUMES_ATOMICCONFLICTS_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::warp {

struct AtomicConflicts {
  enum class Mode { uniform, best, worst, degree };
  Mode mode = Mode::uniform;
  /// Lanes per address, for Mode::degree (1 to 32).
  int64_t degree = 0;

  /// "uniform", "best", "worst" or the degree, as the option spells it.
  std::string str() const;
  /// A sentence for reports: what the assumption means.
  std::string describe() const;
  /// "uniform", "best", "worst" or "N" (1 to 32); nullopt otherwise.
  static std::optional<AtomicConflicts> parse(llvm::StringRef text);
};

} // namespace mlir::warp

#endif // WARP_ANALYSIS_VOLUMES_ATOMICCONFLICTS_H
