//===- WarpCriticalPath.h - Latency of one warp alone -----------*- C++ -*-===//
//
// Seed 004 §1.4 (Volkov, §3.7-3.8): the latency bound needs the time one warp
// takes when it runs alone, with no throughput limit and no other warp: the
// longest path through its instruction latency graph. Volkov simulates the
// SASS, where the compiler has already scheduled the instructions of a
// basic block (loads hoisted above the arithmetic that waits for them);
// Warp sees the MLIR ops before that schedule, so within a scheduling
// region (a loop iteration, the code between barriers) it schedules them
// the way a list scheduler would: an instruction starts when its operands
// are ready (the scoreboard) and, at one instruction per issue interval, no
// earlier than its position in the region allows:
//   start(i) = max(fence + n(i) · issue interval, ready(operands of i))
//   ready(results of i) = start(i) + latency(class of i)
// where n(i) counts the instructions of the region before i. The warp
// issues in order, so a region begins (its fence) when the previous one
// issued its last instruction: a loop runs its iterations one after the
// other, and a loop-carried value chains them. A barrier waits for
// everything the warp issued before it. The warp is done when it has
// issued its last instruction (stores do not hold it). The memory latency is
// not a constant: it grows with the achieved bandwidth, which the cost model
// solves for. A path therefore counts its cycles and its memory latencies
// apart, and paths are compared at the unloaded memory latency.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_SIMULATION_WARPCRITICALPATH_H
#define WARP_LIB_ANALYSIS_SIMULATION_WARPCRITICALPATH_H

#include "Warp/Analysis/IR/InstructionClass.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <vector>

namespace mlir::warp {

/// The length of a latency path: `cycles` plus `memoryLatencies` times the
/// (loaded) latency of a global memory access.
struct PathLength {
  double cycles = 0;
  double memoryLatencies = 0;
  double at(double memoryLatency) const {
    return cycles + memoryLatencies * memoryLatency;
  }
};

/// The longer of two paths, compared at the memory latency `reference`.
inline PathLength longerPath(const PathLength &a, const PathLength &b,
                             double reference) {
  return a.at(reference) >= b.at(reference) ? a : b;
}

/// Instruction latencies in SM cycles (the target's `latency_cycles`).
struct InstructionLatencies {
  double fp32 = 4, fp64 = 8, int32 = 6, sfu = 18, shared = 23;
  /// A warp shuffle (SHFL) and a warp matrix multiply-accumulate (HMMA).
  double shuffle = 23, mma = 32;
  /// A global compare-and-swap loop beyond its load (0: none known).
  double globalCasLoop = 0;
  /// Smallest interval between two instructions of one warp.
  double issueInterval = 1;
  /// Unloaded global memory latency, used to compare paths.
  double referenceMemory = 685;
};

class WarpCriticalPath {
public:
  explicit WarpCriticalPath(InstructionLatencies latencies) : lat(latencies) {}

  /// Starts a new warp over `numSlots` values: nothing is ready yet.
  void reset(size_t numSlots);
  /// Starts a scheduling region: its instructions issue after every
  /// instruction issued so far.
  void beginRegion() {
    fence = clock;
    inRegion = issuedAny ? 1 : 0;
  }
  /// Starts a scheduling region no earlier than `cycles` after the current
  /// one began: a loop's next iteration waits for its control chain (the
  /// induction variable's update, the compare, the branch) as well.
  void beginRegionAfterChain(double cycles) {
    PathLength earliest = fence;
    earliest.cycles += cycles;
    fence = later(clock, earliest);
    inRegion = issuedAny ? 1 : 0;
  }
  /// The latency of a loop's control chain, cycles: `ops` dependent integer
  /// instructions (a branch taken as one).
  double loopControlCycles(unsigned ops) const { return ops * lat.int32; }
  /// Issues an instruction of class `cls` that reads `operands` and defines
  /// `results`, after its operands are ready.
  void issue(llvm::ArrayRef<Slot> operands, llvm::ArrayRef<Slot> results,
             InstructionClass cls);
  /// A global atomic that is a compare-and-swap loop: its load (one memory
  /// latency), then the loop's update (`globalCasLoop` cycles, uncontended).
  void issueCasLoop(llvm::ArrayRef<Slot> operands,
                    llvm::ArrayRef<Slot> results);
  /// Issues the instructions one op expands to (a shuffle tree, a block
  /// reduction): step after step, the first after `operands` are ready;
  /// `results` are ready with the last step's.
  void issueChain(llvm::ArrayRef<Slot> operands, llvm::ArrayRef<Slot> results,
                  llvm::ArrayRef<ChainStep> steps);
  /// `to` is ready when `from` is (block arguments, loop results).
  void alias(Slot to, Slot from) { set(to, readyOf(from)); }
  /// `to` is ready when the later of `a` and `b` is (results of an if).
  void join(Slot to, Slot a, Slot b) { set(to, later(readyOf(a), readyOf(b))); }
  /// `results` are ready when the last of `operands` is: an op that issues
  /// nothing of its own (a multiply fused into its user's FMA).
  void passThrough(llvm::ArrayRef<Slot> operands,
                   llvm::ArrayRef<Slot> results) {
    PathLength ready = fence;
    for (Slot s : operands)
      ready = later(ready, readyOf(s));
    for (Slot r : results)
      set(r, ready);
  }
  /// `v` is ready when the current region begins.
  void readyNow(Slot v) { set(v, fence); }
  /// The schedule between two iterations of a loop, for the steady state
  /// (LoopSteadyState.h): the clocks and every value ready later than the
  /// current region's start (the others no longer delay anything: every
  /// later instruction starts at or after that start).
  struct State {
    PathLength clock, fence, allResults;
    double inRegion = 0;
    bool issuedAny = false;
    std::vector<std::pair<Slot, PathLength>> live;
  };
  State state() const;
  /// True if `b` is `a` moved later by one `delta` (both parts of every
  /// time, to rounding): the schedule is then periodic, and each further
  /// period of translated iterations moves it by `delta` again (the
  /// recurrences are max-plus, invariant under a common shift).
  static bool shiftedBy(const State &a, const State &b, PathLength &delta,
                        double reference);
  /// Moves the schedule `times` periods of `delta` later: the iterations
  /// the steady state skips.
  void advance(const PathLength &delta, int64_t times);

  /// The memory latency paths are compared at.
  double referenceMemory() const { return lat.referenceMemory; }

  /// When the warp has issued its last instruction.
  PathLength finish() const {
    PathLength f = clock;
    f.cycles += lat.issueInterval;
    return f;
  }

private:
  /// Issues one instruction of class `cls` once `operands` (and `after`,
  /// if given) are ready; returns when its result is.
  PathLength issueOne(llvm::ArrayRef<Slot> operands, const PathLength *after,
                      InstructionClass cls);
  PathLength later(const PathLength &a, const PathLength &b) const {
    return longerPath(a, b, lat.referenceMemory);
  }
  /// Slots not set since reset() are ready at time 0.
  PathLength readyOf(Slot v) const {
    return generation[v] == current ? ready[v] : PathLength();
  }
  void set(Slot v, const PathLength &p) {
    ready[v] = p;
    generation[v] = current;
  }

  InstructionLatencies lat;
  std::vector<PathLength> ready;
  std::vector<uint32_t> generation;
  uint32_t current = 0;
  PathLength clock;      ///< The latest issue so far.
  PathLength fence;      ///< Start of the current scheduling region.
  double inRegion = 0;   ///< Instructions issued in the current region.
  PathLength allResults; ///< The latest result of anything issued.
  bool issuedAny = false;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_SIMULATION_WARPCRITICALPATH_H
