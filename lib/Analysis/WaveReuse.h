//===- WaveReuse.h - L2 reuse between waves (GPU layer condition) -*- C++ -*-=//
//
// Seed 000 §3.4: blocks run in waves of (resident blocks per SM x SMs), in
// x-y-z order. Data a wave reads that an earlier wave already brought into
// L2 is a hit if it is still there. For a representative wave (the middle
// one) this computes, with ISL:
//   reuse    = |F(wave) ∩ F(all earlier blocks)|     (infinite L2)
//   distance = the shortest window of blocks before the wave that holds all
//              of that reuse (found by doubling), and its footprint V_old
//   O        = V_old / effective L2,   hits = reuse · R̂_hit(O)
// with R̂_hit the target's fitted overlap hit-rate curve (seed 000 §3.5,
// the z-overlap fit). The chunks reused with an infinite L2 but missed with
// the real one, (1 − R̂_hit(O)) · reuse, are read again by every wave after
// the first.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_WAVEREUSE_H
#define WARP_LIB_ANALYSIS_WAVEREUSE_H

#include "Warp/Analysis/AccessRelations.h"
#include "Warp/Target/HardwareTarget.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::warp {

struct WaveReuse {
  bool computed = false;
  std::string note;
  int64_t waveChunks = 0;      ///< |F(wave)|
  int64_t reuseChunks = 0;     ///< |F(wave) ∩ F(earlier)|
  int64_t windowBlocks = 0;    ///< Reuse distance in blocks.
  double oversubscription = 0; ///< O = V_old / effective L2.
  double hitRate = 1;          ///< R̂_hit(O).
  double extraChunksPerWave = 0;
};

/// Reads of one buffer (`reads`, all to the same root) by waves of
/// `waveBlocks` blocks; chunks of `chunkBytes`.
WaveReuse computeWaveReuse(const KernelAccesses &accesses,
                           const std::vector<const AccessRelation *> &reads,
                           int64_t waveBlocks, int64_t chunkBytes,
                           const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_WAVEREUSE_H
