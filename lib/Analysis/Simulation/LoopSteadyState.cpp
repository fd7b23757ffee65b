//===- LoopSteadyState.cpp - A loop costed from a few iterations ----------===//
//
// See LoopSteadyState.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Simulation/LoopSteadyState.h"

#include <cstdlib>
#include <numeric>

using namespace mlir;
using namespace mlir::warp;

namespace {
bool sameExceptAddresses(const WarpAccessEvent &x, const WarpAccessEvent &y) {
  if (x.op != y.op || x.kind != y.kind || x.space != y.space ||
      x.root != y.root || x.active != y.active || x.unknown != y.unknown ||
      x.bytesPerLane != y.bytesPerLane || x.elemBytes != y.elemBytes ||
      x.maybeActive != y.maybeActive || x.atomicClass != y.atomicClass ||
      x.expectedConflicts != y.expectedConflicts ||
      x.numRepeats != y.numRepeats || x.part != y.part)
    return false;
  for (unsigned i = 0; i < x.numRepeats; ++i)
    if (x.repeats[i].count != y.repeats[i].count ||
        x.repeats[i].strideBytes != y.repeats[i].strideBytes)
      return false;
  return true;
}
} // namespace

bool mlir::warp::translatedEvents(llvm::ArrayRef<WarpAccessEvent> a,
                                  llvm::ArrayRef<WarpAccessEvent> b,
                                  llvm::SmallVectorImpl<int64_t> &delta) {
  delta.clear();
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b)) {
    if (!sameExceptAddresses(x, y))
      return false;
    LaneMask known = x.active & ~x.unknown;
    std::optional<int64_t> shift;
    for (int l = 0; l < kWarpSize; ++l) {
      if (!(known >> l & 1))
        continue;
      int64_t d;
      if (__builtin_sub_overflow(y.address[l], x.address[l], &d) ||
          (shift && *shift != d))
        return false;
      shift = d;
    }
    delta.push_back(shift.value_or(0));
  }
  return true;
}

int64_t mlir::warp::alignedPeriod(llvm::ArrayRef<int64_t> perIteration,
                                  int64_t alignment, int64_t unroll) {
  int64_t period = std::max<int64_t>(unroll, 1);
  for (int64_t d : perIteration) {
    int64_t r = std::abs(d % alignment);
    int64_t p = alignment / std::gcd(r, alignment); // gcd(0, A) = A
    period = std::lcm(period, p);
    if (period > LoopSteadyState::kMaxPeriod)
      return 0;
  }
  return period;
}

std::optional<WarpAccessEvent>
mlir::warp::repeatedEvent(const WarpAccessEvent &ev, int64_t shiftBytes,
                          int64_t strideBytes, int64_t count) {
  if (count > 1 && ev.numRepeats >= kMaxEventRepeats)
    return std::nullopt;
  // The last repeat's addresses stay within the simulator's 2^62 (its
  // bound on any known address).
  constexpr int64_t kFar = int64_t(1) << 62;
  __int128 span = static_cast<__int128>(std::abs(strideBytes)) * count +
                  std::abs(shiftBytes);
  if (span > kFar / 2)
    return std::nullopt;
  WarpAccessEvent out = ev;
  LaneMask known = ev.active & ~ev.unknown;
  for (int l = 0; l < kWarpSize; ++l)
    if (known >> l & 1) {
      __int128 a = ev.address[l];
      if (a + span > kFar || a - span < -kFar)
        return std::nullopt;
      out.address[l] += shiftBytes;
    }
  if (count > 1)
    out.repeats[out.numRepeats++] = {count, strideBytes};
  return out;
}
