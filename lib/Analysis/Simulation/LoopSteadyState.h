//===- LoopSteadyState.h - A loop costed from a few iterations --*- C++ -*-===//
//
// Issue 24: the cost of a loop must not grow with its trip count. When the
// kernel program proves a loop's iterations translates of each other
// (TranslatedIterations.h: the induction variable reaches only addresses,
// linearly), the simulator runs
//
//   1. iterations 0 and 1, which give each access's per-iteration shift
//      delta_e (checked the same in every lane: the half of the proof that
//      depends on the launch), and the aligned period P: the smallest P
//      with P * delta_e a multiple of the alignment A (the lcm of the
//      sector, the line and a row of shared-memory banks), so that an
//      access costs exactly what it cost P iterations earlier;
//   2. periods of U iterations (ptxas's unrolling: one scheduling region)
//      until the warp's schedule is periodic: its state after a period is
//      the state before it moved by one delay (WarpCriticalPath::shiftedBy;
//      the schedule's recurrences are max-plus, so it then stays periodic).
//
// Then the whole periods that every lane still runs are skipped: the counts
// grow by a period's counts per period, the schedule moves one delay per
// period, and the accesses of the skipped iterations are reported as the
// last simulated iteration's, moved: one access per phase r < P_e (the
// aligned period of that access alone), standing for the iterations r,
// r + P_e, r + 2 P_e, ... (WarpAccessEvent::repeats),
// which the counters cost as that many accesses and the footprints take as
// translates. The remaining iterations are simulated. Nothing is
// approximated: the counts are those of the full simulation (the unit test
// SteadyStateTest checks it on random loops).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_SIMULATION_LOOPSTEADYSTATE_H
#define WARP_LIB_ANALYSIS_SIMULATION_LOOPSTEADYSTATE_H

#include "Analysis/Simulation/WarpSimulator.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

namespace mlir::warp {

/// The steady state of one running loop: what has been recorded of its
/// iterations so far.
struct LoopSteadyState {
  /// Iterations every lane that runs the loop runs.
  int64_t minTrips = 0;
  int64_t unroll = 1, alignment = 128;
  /// Still looking for the steady state; once false, nothing is recorded.
  bool on = true;
  /// P, once iterations 0 and 1 gave the shifts.
  int64_t alignedPeriod = 0;
  /// The iteration at whose start the next segment begins.
  int64_t nextBoundary = 1;
  /// The accesses of the segment being recorded and of the one before.
  std::vector<WarpAccessEvent> segment, previous;
  bool previousIsPeriod = false;
  /// The counts when the segment (and the one before) began; a segment
  /// is one scheduling period of `unroll` iterations.
  WarpInstructionCounts countsAtSegment, countsAtPrevious;
  /// The schedule when the segment began (periods only).
  std::optional<WarpCriticalPath::State> pathAtSegment;
  /// Each access's shift from one iteration to the next, bytes.
  llvm::SmallVector<int64_t> perIteration;
  unsigned periodsCompared = 0;

  /// Most periods tried before the schedule must be periodic, most
  /// iterations in an aligned period, and most accesses recorded in a
  /// segment.
  static constexpr unsigned kMaxPeriods = 8;
  static constexpr int64_t kMaxPeriod = 256;
  static constexpr size_t kMaxSegmentEvents = size_t(1) << 16;
};

/// True if `b` is `a` with every access moved by a shift the same in all
/// its lanes (and every other field equal); the shifts in `delta`.
bool translatedEvents(llvm::ArrayRef<WarpAccessEvent> a,
                      llvm::ArrayRef<WarpAccessEvent> b,
                      llvm::SmallVectorImpl<int64_t> &delta);

/// The smallest multiple P of `unroll` with P * d a multiple of `alignment`
/// for every shift d; 0 past LoopSteadyState::kMaxPeriod.
int64_t alignedPeriod(llvm::ArrayRef<int64_t> perIteration, int64_t alignment,
                      int64_t unroll);

/// `ev` moved by `shiftBytes`, standing for `count` accesses each
/// `strideBytes` after the one before (no repeat if `count` is 1); nullopt
/// if it already repeats as deeply as an event can, or an address could
/// overflow.
std::optional<WarpAccessEvent> repeatedEvent(const WarpAccessEvent &ev,
                                             int64_t shiftBytes,
                                             int64_t strideBytes,
                                             int64_t count);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_SIMULATION_LOOPSTEADYSTATE_H
