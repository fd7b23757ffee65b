//===- WarpSimulator.h - Lockstep evaluation of one warp --------*- C++ -*-===//
//
// Runs the index arithmetic and control flow of a kernel (compiled once into
// a KernelProgram) for the 32 lanes of one warp, in lockstep, the way the
// hardware executes it: a loop runs as long as one lane still iterates, a
// branch masks lanes, and every executed memory access reports the byte address
// of each active lane. Floating-point work is skipped; a value loaded from
// memory is "unknown", and so is every address computed from it. This gives
// exact per-warp-instruction counts (sectors, requests, wavefronts, bank
// conflicts) for affine kernels, and it is independent of the ISL relations,
// which it cross-checks in the tests.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_SIMULATION_WARPSIMULATOR_H
#define WARP_LIB_ANALYSIS_SIMULATION_WARPSIMULATOR_H

#include "Analysis/IR/KernelProgram.h"
#include "Analysis/Simulation/WarpCriticalPath.h"
#include "Warp/Dialect/WarpAttrs.h"

#include "mlir/IR/Operation.h"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace mlir::warp {

struct LoopSteadyState;

constexpr int kWarpSize = 32;
using LaneMask = uint32_t;
using Lanes = std::array<int64_t, kWarpSize>;

/// An event that stands for `count` events, each `strideBytes` after the
/// one before: the iterations of a loop that the steady state skipped
/// (LoopSteadyState.h). The stride is a multiple of the simulator's
/// `repeatAlignment`, so every repeat costs what the first does.
struct EventRepeat {
  int64_t count = 1;
  int64_t strideBytes = 0;
};
constexpr unsigned kMaxEventRepeats = 3;

/// One warp-level memory instruction (or, for a multi-row vector access, one
/// contiguous row of it).
struct WarpAccessEvent {
  Operation *op = nullptr;
  AccessKind kind = AccessKind::read;
  MemorySpace space = MemorySpace::global;
  Value root;
  LaneMask active = 0;      ///< Lanes that execute the instruction.
  LaneMask unknown = 0;     ///< Active lanes whose address is data-dependent.
  Lanes address{};          ///< Byte offset from the root's base, per lane.
  int64_t bytesPerLane = 0; ///< Contiguous bytes moved per lane.
  int64_t elemBytes = 0;
  bool maybeActive = false; ///< Under a data-dependent branch.
  /// Atomics: the instruction class ptxas emits (AtomicClass.h), and the
  /// op's `warp.expected_conflicts` (0: none).
  AtomicInstruction atomicClass = AtomicInstruction::add;
  int64_t expectedConflicts = 0;
  /// What the event stands for: an access (both), its costs alone, or only
  /// the bytes it touches (a loop's skipped iterations whose ranges overlap:
  /// one wide range per lane, LoopSteadyState.h).
  enum class Part : uint8_t { Both, CostsOnly, FootprintOnly };
  Part part = Part::Both;
  /// Repeats, innermost loop first (none: the event happens once).
  std::array<EventRepeat, kMaxEventRepeats> repeats{};
  unsigned numRepeats = 0;
  /// How many warp instructions the event stands for.
  int64_t multiplicity() const {
    int64_t m = 1;
    for (unsigned i = 0; i < numRepeats; ++i)
      m *= repeats[i].count;
    return m;
  }
};

/// Warp instructions one warp executed, by class (an instruction counts
/// once however many lanes are active), from the MLIR ops: a proxy for the
/// SASS instruction mix.
struct WarpInstructionCounts {
  InstructionMix mix;
  double fp32Lanes = 0, fp64Lanes = 0; ///< Lane-operations.
  /// Tensor-core work in FP16-rate multiply-add operations (2·M·N·K of
  /// each gpu.subgroup_mma_compute over its type's rate).
  double mmaFlops = 0;
  /// Shared-memory wavefronts of warp collectives (gpu.all_reduce's
  /// exchange: one per instruction, every one conflict-free).
  double collectiveSharedLoads = 0, collectiveSharedStores = 0;
  /// Executions of a global compare-and-swap loop (AtomicClass.h) by a warp
  /// with at least one lane active: each one fences the system
  /// (MEMBAR.ALL.SYS) once for the warp.
  double globalCasLoops = 0;
  double total() const { return mix.total(); }
  void add(const WarpInstructionCounts &o, double weight);
  bool operator==(const WarpInstructionCounts &o) const;
};

/// Launch sizes the simulator runs under (all known).
struct SimulatedLaunch {
  std::array<int64_t, 3> grid{1, 1, 1};
  std::array<int64_t, 3> block{1, 1, 1};
};

class WarpSimulator {
public:
  WarpSimulator(const KernelProgram &program, const SimulatedLaunch &launch,
                InstructionLatencies latencies = InstructionLatencies());

  /// Runs warp `warp` (0-based, in linear thread order x, y, z) of block
  /// (bx, by, bz). Calls `onAccess` for every executed access.
  void run(int64_t bx, int64_t by, int64_t bz, int64_t warp,
           const std::function<void(const WarpAccessEvent &)> &onAccess);

  /// Set when a loop was cut at `maxIterations` or a construct could not be
  /// simulated; the counts are then approximate.
  bool approximate = false;
  int64_t maxIterations = 1 << 20;
  /// Set when a warp was cut short: a loop with a step that is not positive
  /// (it never ends) or more than `maxInstructions` instructions in one run.
  bool cutShort = false;
  int64_t maxInstructions = int64_t(1) << 24;
  /// Instructions executed, and memory access events reported, over all
  /// runs of this simulator, and the most of each it runs: past either, a
  /// run stops at once and `overBudget` is set.
  int64_t executedTotal = 0;
  int64_t accessEventsTotal = 0;
  int64_t maxTotalInstructions = int64_t(1) << 27;
  int64_t maxTotalAccessEvents = int64_t(1) << 20;
  bool overBudget = false;
  /// Loops whose iterations translate (KernelProgram::iterationsTranslate)
  /// run until their steady state and skip the whole periods after it
  /// (LoopSteadyState.h); false simulates every iteration.
  bool steadyState = true;
  /// The byte shift under which every access costs the same: the lcm of
  /// the sector, the line and a row of shared-memory banks.
  int64_t repeatAlignment = 128;
  /// Iterations the steady state skipped, over all runs.
  int64_t skippedIterations = 0;
  /// The first barrier some lanes of a warp reached without the others
  /// (divergent control flow: undefined behaviour in CUDA), if any.
  Operation *divergentBarrier = nullptr;
  /// Instructions of the last run().
  WarpInstructionCounts counts;
  /// The latency of the warp of the last run() alone (seed 004 §1.4).
  PathLength criticalPath() const { return path.finish(); }

private:
  struct LaneValue {
    Lanes v{};
    LaneMask known = 0;
  };
  struct View {
    Value root;
    LaneValue offset; ///< Elements.
    llvm::SmallVector<int64_t, 4> strides;
    bool ok = false;
  };

  void runBlock(int32_t block, LaneMask mask, LaneMask maybe);
  /// A counted loop (scf.for, affine.for): its bounds per lane, the lanes
  /// that run it, and what one iteration does after its induction variable
  /// is set.
  struct CountedLoop {
    const ProgramInstr &in;
    LaneValue lb, ub, step;
    LaneMask bounded = 0;
  };
  /// Returns true if the loop is unrolled whole inside a loop unrolled
  /// whole (no scheduling region of its own).
  bool runCounted(const CountedLoop &loop,
                  llvm::function_ref<void(int64_t k, LaneMask active)> body);
  /// Starts `st` for `loop`: true if its iterations translate and every
  /// lane runs enough of them.
  bool startSteadyState(const CountedLoop &loop, LoopSteadyState &st);
  /// At the start of iteration `k`: records, compares and, once the loop
  /// is in its steady state, skips; returns the iterations skipped.
  int64_t steadyBoundary(LoopSteadyState &st, int64_t k);
  /// Skips `skip` iterations (whole unrolled periods) of the loop whose
  /// last iteration `st` recorded, its schedule moving `delay` per period;
  /// false (nothing skipped) if an access cannot repeat once more.
  bool skipIterations(LoopSteadyState &st, int64_t skip,
                      const PathLength &delay);
  /// Reports an access to the sink and to the loops recording.
  void emit(const WarpAccessEvent &ev);
  /// How many iterations of the scf.for `in` share one scheduling region:
  /// ptxas's unrolling (WarpSimulator.cpp).
  int64_t unrollFactor(const ProgramInstr &in) const;
  /// Dependent instructions of a loop's control chain (WarpSimulator.cpp).
  unsigned loopControlOps(const ProgramInstr &in) const;
  /// The lanes of `mask` that run a counted loop: bounds known and a
  /// positive step (the others skip it, and the counts are approximate).
  LaneMask countedLanes(const LaneValue &lb, const LaneValue &ub,
                        const LaneValue &step, LaneMask mask);
  /// Iteration `k` of a counted loop: sets `iv` and returns the lanes of
  /// `bounded` for which lb + k * step < ub (an overflowing lane stops).
  LaneMask iterationLanes(const LaneValue &lb, const LaneValue &ub,
                          const LaneValue &step, LaneMask bounded, int64_t k,
                          LaneValue &iv);
  /// True (and the counts approximate) when iteration `k` of a loop is past
  /// the simulator's limits.
  bool iterationCapped(int64_t k);
  /// Dimensions `dim` and inward of an scf.parallel or scf.forall.
  void runParallelNest(const ProgramInstr &in, unsigned dim, LaneMask mask,
                       LaneMask maybe);
  void runWhile(const ProgramInstr &in, LaneMask mask, LaneMask maybe);
  void runIf(const ProgramInstr &in, LaneMask mask, LaneMask maybe);
  void runFor(const ProgramInstr &in, LaneMask mask, LaneMask maybe);
  void runAffineFor(const ProgramInstr &in, LaneMask mask, LaneMask maybe);
  void runAffineIf(const ProgramInstr &in, LaneMask mask, LaneMask maybe);
  /// Starts iteration `k` of a loop: a new scheduling region every
  /// `unroll` iterations, after the loop's control chain, whose
  /// instructions it counts.
  void beginIteration(int64_t k, int64_t unroll, unsigned controlOps);
  void runInstr(const ProgramInstr &in, LaneMask mask, LaneMask maybe);
  void runIndex(const ProgramInstr &in);
  /// A launch coordinate's value in every lane of the warp.
  LaneValue launchCoordinate(const IndexOp &op) const;
  const LaneValue &get(Slot s);
  void set(Slot s, const LaneValue &v) {
    env[s] = v;
    envGeneration[s] = generation;
  }
  static LaneValue constant(int64_t c);
  /// Copies the values (and whether they are known) of `lanes` from
  /// `from` into `to`: a loop's carried values after an iteration.
  static void takeLanes(LaneValue &to, const LaneValue &from, LaneMask lanes);
  LaneValue operandValue(const ProgramOperand &o);
  View viewOf(const ProgramAccess &access);
  void applyView(const ProgramMemRef &m, View &view);
  void subView(const ProgramMemRef &step, View &view);
  void reinterpretCast(const ProgramMemRef &step, View &view);
  void expandShape(const ProgramMemRef &step, View &view);
  void collapseShape(const ProgramMemRef &step, View &view);
  void byteShift(const ProgramMemRef &step, View &view);
  void otherView(const ProgramMemRef &step, View &view);
  void access(const ProgramAccess &access, LaneMask mask, LaneMask maybe);
  bool isGlobalCasLoop(const ProgramInstr &in) const;
  bool isMatrixLoad(const ProgramAccess &access, const View &view,
                    bool contiguous) const;
  void matrixLoad(const WarpAccessEvent &ev, const Lanes &base,
                  int64_t rowStride, int64_t rows, int64_t rowElems);
  LaneValue affine(AffineExpr e, ArrayRef<Slot> dims, ArrayRef<Slot> syms);
  /// The lane-wise minimum (or maximum) of the results of `map`.
  LaneValue reduce(AffineMap map, ArrayRef<Slot> operands, bool takeMin);
  void count(InstructionClass cls, LaneMask mask);
  /// Issues and counts what a warp-collective op becomes.
  void runCollective(const ProgramInstr &in, LaneMask mask);

  const KernelProgram &program;
  SimulatedLaunch launch;
  int64_t blockId[3] = {0, 0, 0};
  Lanes threadId[3];
  LaneMask laneValid = 0;
  /// The warp of the last run() within its block.
  int64_t warpInBlock = 0;
  /// Values by slot; a slot not written in this warp's run (its generation
  /// is older) has its initial value: a launch coordinate, or the program's
  /// simulatorConstant, else unknown.
  std::vector<LaneValue> env;
  std::vector<uint32_t> envGeneration;
  uint32_t generation = 0;
  int64_t executed = 0;
  LaneValue scratch;
  WarpCriticalPath path;
  std::function<void(const WarpAccessEvent &)> sink;
  /// How many loops unrolled whole enclose the instruction being run.
  int wholeDepth = 0;
  /// The loops whose steady state is being looked for, outermost first.
  std::vector<LoopSteadyState *> recorders;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_SIMULATION_WARPSIMULATOR_H
