//===- WarpCriticalPath.cpp - Latency of one warp alone -------------------===//
//
// See WarpCriticalPath.h (seed 004 §1.4).
//
//===----------------------------------------------------------------------===//

#include "WarpCriticalPath.h"

#include <algorithm>

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
  PathLength start = fence;
  start.cycles += inRegion * lat.issueInterval;
  inRegion += 1;
  for (Slot operand : operands)
    start = later(start, readyOf(operand));
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
  for (Slot r : results)
    set(r, done);
}
