//===- WarpCriticalPath.cpp - Latency of one warp alone -------------------===//
//
// See WarpCriticalPath.h (seed 004 §1.4).
//
//===----------------------------------------------------------------------===//

#include "Analysis/Simulation/WarpCriticalPath.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::warp;

void WarpCriticalPath::reset(size_t numSlots) {
  if (ready.size() != numSlots) {
    ready.assign(numSlots, PathLength());
    generation.assign(numSlots, 0);
  }
  // A new generation forgets every slot at once; on wrap-around, clear.
  if (++current == 0) {
    std::fill(generation.begin(), generation.end(), 0);
    current = 1;
  }
  clock = PathLength();
  fence = PathLength();
  inRegion = 0;
  allResults = PathLength();
  issuedAny = false;
}

void WarpCriticalPath::issue(llvm::ArrayRef<Slot> operands,
                             llvm::ArrayRef<Slot> results,
                             InstructionClass cls) {
  if (cls == InstructionClass::none)
    return;
  PathLength done = issueOne(operands, nullptr, cls);
  for (Slot r : results)
    set(r, done);
}

void WarpCriticalPath::issueCasLoop(llvm::ArrayRef<Slot> operands,
                                    llvm::ArrayRef<Slot> results) {
  PathLength done = issueOne(operands, nullptr, InstructionClass::globalAtomic);
  done.cycles += lat.globalCasLoop;
  allResults = later(allResults, done);
  for (Slot r : results)
    set(r, done);
  // The loop branches on the swap's result: nothing after it issues before
  // it returns (a new region, as after any loop).
  clock = later(clock, done);
  beginRegion();
}

void WarpCriticalPath::issueChain(llvm::ArrayRef<Slot> operands,
                                  llvm::ArrayRef<Slot> results,
                                  llvm::ArrayRef<ChainStep> steps) {
  // The first step waits for the operands, each later one for the step
  // before it.
  bool first = true;
  PathLength after;
  for (const ChainStep &step : steps) {
    if (step.cls == InstructionClass::none || step.count == 0)
      continue;
    PathLength stepDone;
    for (unsigned k = 0; k < step.count; ++k) {
      PathLength done = first ? issueOne(operands, nullptr, step.cls)
                              : issueOne({}, &after, step.cls);
      stepDone = k == 0 ? done : later(stepDone, done);
    }
    after = stepDone;
    first = false;
  }
  if (first)
    return;
  for (Slot r : results)
    set(r, after);
}

PathLength WarpCriticalPath::issueOne(llvm::ArrayRef<Slot> operands,
                                      const PathLength *after,
                                      InstructionClass cls) {
  PathLength start = fence;
  start.cycles += inRegion * lat.issueInterval;
  inRegion += 1;
  for (Slot operand : operands)
    start = later(start, readyOf(operand));
  if (after)
    start = later(start, *after);
  // A barrier waits for every result (shared stores included) of the warp,
  // and every warp of the block is assumed to arrive alike; what follows it
  // is a new region.
  if (cls == InstructionClass::barrier)
    start = later(start, allResults);
  clock = later(clock, start);
  issuedAny = true;
  if (cls == InstructionClass::barrier)
    beginRegion();

  PathLength done = start;
  switch (cls) {
  case InstructionClass::fp32:
    done.cycles += lat.fp32;
    break;
  case InstructionClass::fp64:
    done.cycles += lat.fp64;
    break;
  case InstructionClass::sfu:
    done.cycles += lat.sfu;
    break;
  case InstructionClass::integer:
  case InstructionClass::other:
    done.cycles += lat.int32;
    break;
  case InstructionClass::sharedLoad:
  case InstructionClass::sharedStore:
  case InstructionClass::sharedAtomic:
    done.cycles += lat.shared;
    break;
  case InstructionClass::shuffle:
    done.cycles += lat.shuffle;
    break;
  case InstructionClass::mma:
    done.cycles += lat.mma;
    break;
  case InstructionClass::globalLoad:
  case InstructionClass::globalAtomic:
    done.memoryLatencies += 1;
    break;
  case InstructionClass::globalStore:
  case InstructionClass::barrier:
  case InstructionClass::none:
    break;
  }
  allResults = later(allResults, done);
  return done;
}

WarpCriticalPath::State WarpCriticalPath::state() const {
  State st;
  st.clock = clock;
  st.fence = fence;
  st.allResults = allResults;
  st.inRegion = inRegion;
  st.issuedAny = issuedAny;
  double start = fence.at(lat.referenceMemory);
  for (Slot v = 0; v < ready.size(); ++v)
    if (generation[v] == current && ready[v].at(lat.referenceMemory) > start)
      st.live.push_back({v, ready[v]});
  return st;
}

namespace {
bool close(double x, double y) {
  return std::abs(x - y) <= 1e-9 * std::max({1.0, std::abs(x), std::abs(y)});
}
bool movedBy(const PathLength &a, const PathLength &b,
             const PathLength &delta) {
  return close(b.cycles, a.cycles + delta.cycles) &&
         close(b.memoryLatencies, a.memoryLatencies + delta.memoryLatencies);
}
} // namespace

bool WarpCriticalPath::shiftedBy(const State &a, const State &b,
                                 PathLength &delta, double reference) {
  delta.cycles = b.fence.cycles - a.fence.cycles;
  delta.memoryLatencies = b.fence.memoryLatencies - a.fence.memoryLatencies;
  if (delta.at(reference) <= 0 || a.inRegion != b.inRegion ||
      a.issuedAny != b.issuedAny || a.live.size() != b.live.size() ||
      !movedBy(a.clock, b.clock, delta) ||
      !movedBy(a.allResults, b.allResults, delta))
    return false;
  for (auto [x, y] : llvm::zip(a.live, b.live))
    if (x.first != y.first || !movedBy(x.second, y.second, delta))
      return false;
  return true;
}

void WarpCriticalPath::advance(const PathLength &delta, int64_t times) {
  auto move = [&](PathLength &p) {
    p.cycles += delta.cycles * static_cast<double>(times);
    p.memoryLatencies += delta.memoryLatencies * static_cast<double>(times);
  };
  double start = fence.at(lat.referenceMemory);
  for (Slot v = 0; v < ready.size(); ++v)
    if (generation[v] == current && ready[v].at(lat.referenceMemory) > start)
      move(ready[v]);
  move(clock);
  move(fence);
  move(allResults);
}
