//===- WarpAccessCosts.cpp - What one warp instruction costs --------------===//
//
// See WarpAccessCosts.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Volumes/WarpAccessCosts.h"

#include "Warp/Analysis/Volumes/DataVolumes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"

#include <algorithm>
#include <array>
#include <climits>

using namespace mlir;
using namespace mlir::warp;

double mlir::warp::expectedMaxLoad(int balls, int bins) {
  // P(max <= m) = balls! / bins^balls * [x^balls] (sum_{j<=m} x^j/j!)^bins,
  // computed with a DP over bins in doubles.
  if (balls <= 0)
    return 0;
  double expected = 0;
  double prevCdf = 0;
  for (int m = 1; m <= balls; ++m) {
    // poly[k] = coefficient of x^k (times k! / bins^k normalisation later).
    std::vector<double> poly(balls + 1, 0.0);
    poly[0] = 1;
    std::vector<double> term(m + 1);
    double f = 1;
    for (int j = 0; j <= m; ++j) {
      if (j > 0)
        f *= j;
      term[j] = 1.0 / f;
    }
    for (int b = 0; b < bins; ++b) {
      std::vector<double> next(balls + 1, 0.0);
      for (int k = 0; k <= balls; ++k)
        if (poly[k] != 0)
          for (int j = 0; j <= m && k + j <= balls; ++j)
            next[k + j] += poly[k] * term[j];
      poly.swap(next);
    }
    double cdf = poly[balls];
    for (int k = 1; k <= balls; ++k)
      cdf *= static_cast<double>(k) / bins;
    expected += m * (cdf - prevCdf);
    prevCdf = cdf;
    if (cdf > 1 - 1e-12)
      break;
  }
  return expected;
}

/// floor(a / b) for b > 0, defined for every a (INT64_MIN included).
int64_t mlir::warp::floorDivPos(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

/// Distinct granules (aligned blocks of `granuleBytes`) one warp instruction
/// touches; a lane with a data-dependent address counts one of its own.
int64_t mlir::warp::distinctGranules(const WarpAccessEvent &ev,
                                     int64_t granuleBytes,
                                     std::vector<int64_t> &scratch) {
  scratch.clear();
  int64_t unknownLanes = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(ev.active >> l & 1))
      continue;
    if (ev.unknown >> l & 1) {
      ++unknownLanes;
      continue;
    }
    int64_t last;
    if (__builtin_add_overflow(
            ev.address[l], std::max<int64_t>(ev.bytesPerLane, 1) - 1, &last)) {
      ++unknownLanes; // Beyond any buffer.
      continue;
    }
    for (int64_t g = floorDivPos(ev.address[l], granuleBytes);
         g <= floorDivPos(last, granuleBytes); ++g)
      scratch.push_back(g);
  }
  // Lanes of coalesced accesses come in address order: no sort needed.
  if (!std::is_sorted(scratch.begin(), scratch.end()))
    std::sort(scratch.begin(), scratch.end());
  scratch.erase(std::unique(scratch.begin(), scratch.end()), scratch.end());
  return static_cast<int64_t>(scratch.size()) + unknownLanes;
}

/// Distinct coarse granules (`factor` fine granules each) among the sorted
/// distinct fine granules `fine`.
int64_t mlir::warp::distinctCoarse(const std::vector<int64_t> &fine,
                                   int64_t factor) {
  int64_t n = 0, last = 0;
  for (int64_t g : fine) {
    int64_t c = floorDivPos(g, factor);
    if (n == 0 || c != last)
      ++n;
    last = c;
  }
  return n;
}

/// True if every known lane of `ev` stays within one granule.
bool mlir::warp::lanesWithinGranules(const WarpAccessEvent &ev,
                                     int64_t granuleBytes) {
  if (ev.bytesPerLane < 1 || ev.bytesPerLane > granuleBytes)
    return false;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(ev.active >> l & 1) || (ev.unknown >> l & 1))
      continue;
    int64_t offset =
        ev.address[l] - floorDivPos(ev.address[l], granuleBytes) * granuleBytes;
    if (offset + ev.bytesPerLane > granuleBytes ||
        ev.address[l] > INT64_MAX - granuleBytes)
      return false;
  }
  return true;
}

/// Distinct 32-byte sectors of one warp instruction.
int64_t mlir::warp::warpSectors(const WarpAccessEvent &ev, int64_t sectorBytes,
                                std::vector<int64_t> &scratch) {
  return distinctGranules(ev, sectorBytes, scratch);
}

/// Sectors of one warp store that the warp writes only in part: with ECC
/// (check bits per 32-byte sector), L2 reads such a sector, merges the new
/// bytes and writes it back, a read-modify-write. A lane with a
/// data-dependent address writes a sector of its own, in part when it moves
/// less than a sector. `scratch` holds each lane's (sector, first byte, end
/// byte) pieces; lanes that write the same bytes cover them once.
int64_t
mlir::warp::warpPartialSectors(const WarpAccessEvent &ev, int64_t sectorBytes,
                               std::vector<std::array<int64_t, 3>> &scratch) {
  scratch.clear();
  int64_t partial = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(ev.active >> l & 1))
      continue;
    if (ev.unknown >> l & 1) {
      partial += ev.bytesPerLane < sectorBytes ? 1 : 0;
      continue;
    }
    for (int64_t a = ev.address[l], left = ev.bytesPerLane; left > 0;) {
      int64_t k = floorDivPos(a, sectorBytes);
      int64_t lo = a - k * sectorBytes;
      int64_t n = std::min(left, sectorBytes - lo);
      scratch.push_back({k, lo, lo + n});
      if (a > INT64_MAX - n)
        break;
      a += n;
      left -= n;
    }
  }
  llvm::sort(scratch);
  for (size_t i = 0; i < scratch.size();) {
    // The pieces of one sector, sorted by their first byte: merge them.
    int64_t covered = 0, end = 0;
    size_t j = i;
    for (; j < scratch.size() && scratch[j][0] == scratch[i][0]; ++j) {
      int64_t lo = std::max(scratch[j][1], end);
      if (scratch[j][2] > lo)
        covered += scratch[j][2] - lo;
      end = std::max(end, scratch[j][2]);
    }
    partial += covered < sectorBytes ? 1 : 0;
    i = j;
  }
  return partial;
}

/// L1 data-pipe wavefronts of a global access: one per distinct cache line
/// the warp touches. A line maps onto all banks of the data array once
/// (32 banks x 4 B = 128 B), so lanes within one line never conflict and
/// different lines never share a wavefront. This reproduces every example of
/// seed 000 §3.2 (A[tid], B[2*tid], D[16*tid] in double: 2, 4, 32 per warp;
/// its 1 KiB rule is implied) and also the f32 and misaligned cases that the
/// half-warp rule gets wrong on the H100: a coalesced f32 warp load is one
/// wavefront, not two, and a misaligned f64 one is three
/// (l1tex__t_output_wavefronts and l1tex__data_pipe_lsu_wavefronts of
/// bench/groundtruth/results/ncu_full_h100; docs/volumes.md).
int64_t mlir::warp::globalL1Wavefronts(const WarpAccessEvent &ev,
                                       int64_t lineBytes,
                                       std::vector<int64_t> &scratch) {
  return distinctGranules(ev, lineBytes, scratch);
}

double ExpectedMaxTable::operator()(int balls) {
  if (table[balls] < 0)
    table[balls] = expectedMaxLoad(balls, bins);
  return table[balls];
}

namespace {
/// The most distinct words (every word, for a serialising atomic) that
/// one bank holds among the (bank, word) pairs of a phase. The pairs are
/// bucketed by bank, a phase's buckets hold a few words each (this is the
/// innermost loop of a kernel's shared accesses: no sort of the phase).
int64_t maxWordsOnOneBank(SmallVectorImpl<std::pair<int64_t, int64_t>> &pairs,
                          int64_t banks, bool atomic) {
  constexpr int64_t kMaxBanks = 64;
  int64_t known = 0;
  if (banks > kMaxBanks) {
    std::sort(pairs.begin(), pairs.end());
    for (size_t i = 0; i < pairs.size();) {
      int64_t count = 0;
      size_t j = i;
      for (; j < pairs.size() && pairs[j].first == pairs[i].first; ++j)
        if (atomic || j == i || pairs[j].second != pairs[j - 1].second)
          ++count;
      known = std::max(known, count);
      i = j;
    }
    return known;
  }
  // Counting sort by bank, then the distinct words of each bucket.
  std::array<uint16_t, kMaxBanks + 1> start{};
  for (auto &[bank, word] : pairs)
    ++start[bank + 1];
  for (int64_t b = 0; b < banks; ++b) {
    start[b + 1] += start[b];
    known = std::max<int64_t>(known, start[b + 1] - start[b]);
  }
  if (atomic || known <= 1)
    return known;
  SmallVector<int64_t, 128> words(pairs.size());
  std::array<uint16_t, kMaxBanks> next;
  std::copy(start.begin(), start.begin() + banks, next.begin());
  for (auto &[bank, word] : pairs)
    words[next[bank]++] = word;
  known = 0;
  for (int64_t b = 0; b < banks; ++b) {
    auto first = words.begin() + start[b], last = words.begin() + start[b + 1];
    std::sort(first, last);
    known = std::max<int64_t>(known, std::unique(first, last) - first);
  }
  return known;
}
} // namespace

/// Shared-memory wavefronts of one warp instruction. `expected` is the
/// figure the time uses: for an atomic with data-dependent addresses, the
/// assumption of `assumed` (or of the op's warp.expected_conflicts,
/// AtomicConflicts.h); otherwise, as for any shared access with such
/// addresses, the expectation for uniformly random banks.
SharedCost mlir::warp::sharedWavefronts(const WarpAccessEvent &ev,
                                        int64_t banks, int64_t bankBytes,
                                        ExpectedMaxTable &expectedMax,
                                        const AtomicConflicts &assumed) {
  SharedCost cost;
  int64_t width = ev.bytesPerLane;
  // Atomics serialise lanes on one word, except an instruction that merges
  // them (ATOMS.POPC.INC, see AtomicClass.h).
  bool atomic = ev.kind == AccessKind::atomic &&
                !atomicInstructionMergesLanes(ev.atomicClass);
  // Lanes per phase: 4-byte (or smaller) accesses: 32; 8-byte: 16; 16: 8.
  int lanesPerPhase = width >= 16 ? 8 : (width >= 8 ? 16 : 32);
  // Words and banks by shifts and masks where they are powers of two (the
  // divisions were a third of this function's time).
  int wordShift = bankBytes > 0 && (bankBytes & (bankBytes - 1)) == 0
                      ? llvm::countr_zero(static_cast<uint64_t>(bankBytes))
                      : -1;
  bool powerOfTwoBanks = banks > 0 && (banks & (banks - 1)) == 0;
  // Conflict-free and broadcast phases (no bank holds two distinct words,
  // nor, for a serialising atomic, two lanes' words) are found in the pass
  // that computes the words, with no sort: 1 wavefront. The others are
  // counted by maxWordsOnOneBank.
  constexpr int64_t kMaxFastBanks = 64;
  bool fast = powerOfTwoBanks && banks <= kMaxFastBanks && wordShift >= 0;
  // The words loop below visits ceil(width / bankBytes) words per lane.
  int64_t wordsPerLane = (std::max(width, int64_t(1)) + bankBytes - 1) /
                         std::max(bankBytes, int64_t(1));
  SmallVector<int64_t, 128> words;
  words.resize_for_overwrite(lanesPerPhase * wordsPerLane);
  std::array<int64_t, kMaxFastBanks> held;
  for (int p = 0; p < kWarpSize / lanesPerPhase; ++p) {
    int active = 0, unknown = 0;
    size_t n = 0;
    uint64_t seen = 0;
    bool conflict = !fast;
    for (int l = p * lanesPerPhase; l < (p + 1) * lanesPerPhase; ++l) {
      if (!(ev.active >> l & 1))
        continue;
      ++active;
      if (ev.unknown >> l & 1) {
        ++unknown;
        continue;
      }
      for (int64_t a = ev.address[l];
           a < ev.address[l] + std::max(width, int64_t(1)); a += bankBytes) {
        int64_t word =
            wordShift >= 0 ? a >> wordShift : floorDivPos(a, bankBytes);
        words[n++] = word;
        if (conflict)
          continue;
        int64_t bank = word & (banks - 1);
        if (!(seen >> bank & 1)) {
          seen |= uint64_t(1) << bank;
          held[bank] = word;
        } else if (atomic || held[bank] != word) {
          conflict = true;
        }
      }
    }
    if (!active)
      continue;
    int64_t known = n == 0 ? 0 : 1;
    if (conflict) {
      SmallVector<std::pair<int64_t, int64_t>, 128> bankWords;
      for (int64_t word : ArrayRef<int64_t>(words).take_front(n))
        bankWords.push_back({powerOfTwoBanks ? word & (banks - 1)
                                             : ((word % banks) + banks) % banks,
                             word});
      known = maxWordsOnOneBank(bankWords, banks, atomic);
    }
    cost.minimum += 1;
    if (unknown) {
      cost.dataDependent = true;
      int64_t best = std::max<int64_t>(known, 1);
      int64_t worst = known + unknown;
      cost.best += best;
      cost.worst += worst;
      AtomicConflicts a = assumed;
      if (ev.expectedConflicts > 0) {
        a.mode = AtomicConflicts::Mode::degree;
        a.degree = ev.expectedConflicts;
      }
      if (ev.kind != AccessKind::atomic)
        a.mode = AtomicConflicts::Mode::uniform;
      double e = 0;
      switch (a.mode) {
      case AtomicConflicts::Mode::uniform:
        e = std::max<double>(known, expectedMax(unknown));
        break;
      case AtomicConflicts::Mode::best:
        e = best;
        break;
      case AtomicConflicts::Mode::worst:
        e = worst;
        break;
      case AtomicConflicts::Mode::degree:
        // Lanes on one address serialise, unless the instruction merges
        // them (ATOMS.POPC.INC); distinct addresses on distinct banks.
        e = atomic
                ? std::max<int64_t>(known, std::min<int64_t>(a.degree, unknown))
                : best;
        break;
      }
      cost.expected += e;
    } else {
      int64_t w = std::max<int64_t>(known, 1);
      cost.best += w;
      cost.worst += w;
      cost.expected += w;
    }
  }
  return cost;
}
