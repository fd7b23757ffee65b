//===- WaveReuse.h - L2 reuse between waves (GPU layer condition) -*- C++ -*-=//
//
// Seed 000 §3.4-3.5 (Warpspeed's volumes_isl3d.py and predict_metrics.py at
// commit 690c61d, the code whose fitted curves the targets hold): blocks run
// in waves of W = resident blocks per SM x SMs, in x-y-z order. A
// representative wave is the box of blocks
//   wave: x in [gx − wx, gx), y in [gy − wy, gy), z in [gz/2, gz/2 + wz),
//   wx = min(gx, W), wy = min(gy, ⌈W / gx⌉), wz = min(gz, ⌈W / (gx·gy)⌉),
// and the data it may find in L2 is what three earlier sets of blocks read:
//   x-set: the wx blocks before it in x (same rows and layers),
//   y-set: the full-width rows of blocks, wy of them, before it in y,
//   z-set: the whole block layer below it (z = gz/2 − 1).
// With F the chunks the reads touch, the overlaps are taken in turn:
//   O_near = |F(wave) ∩ F(x)| + |(F(wave) ∖ F(x)) ∩ F(y)|,
//   O_far  = |(F(wave) ∖ F(x) ∖ F(y)) ∩ F(z)|,
// and each is a hit with the target's fitted rate for its direction,
// R̂_y(V_near / L2) and R̂_z(V_far / L2), V the footprint of the sets (x and
// y together) over every buffer the kernel reads (the published run's "old
// footprints" are the loads'). The reuse an infinite L2 would give but the
// real one loses, (1 − R̂_y)·O_near + (1 − R̂_z)·O_far chunks per wave box,
// is read again from DRAM.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_VOLUMES_WAVEREUSE_H
#define WARP_LIB_ANALYSIS_VOLUMES_WAVEREUSE_H

#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Target/HardwareTarget.h"

#include "Analysis/Relations/BoxImages.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mlir::warp {

/// Seed 000's wave box and its x-, y- and z-sets, in blocks: [lo, hi] per
/// dimension; a set with an empty range is absent.
struct WaveSets {
  BlockBox wave, x, y, z;
  bool hasX = false, hasY = false, hasZ = false;
  int64_t waveBoxBlocks = 0;
};

/// The sets for a grid `grid` (all known) and waves of `waveBlocks` blocks:
/// the wave in the last rows of blocks (seed 000), or with `middle` from the
/// middle row.
WaveSets seed000WaveSets(const Dim3 &grid, int64_t waveBlocks,
                         bool middle = false);

/// The footprints and overlaps of the reads of one buffer, in chunks.
struct WaveOverlaps {
  bool computed = false;
  std::string note;
  int64_t waveChunks = 0;  ///< |F(wave)|
  int64_t nearChunks = 0;  ///< |F(x-set)| + |F(y-set)|
  int64_t farChunks = 0;   ///< |F(z-set)|
  int64_t nearOverlap = 0; ///< O_near
  int64_t farOverlap = 0;  ///< O_far
};

/// Reads of one buffer (`reads`, all to the same root) by the sets of
/// seed000WaveSets(grid, `waveBlocks`); chunks of `chunkBytes`. Not
/// computed with two waves or fewer (no wave in the middle has earlier
/// waves on both sides).
WaveOverlaps
computeWaveOverlaps(const KernelAccesses &accesses,
                    const std::vector<const AccessRelation *> &reads,
                    const WaveSets &sets, int64_t waveBlocks,
                    int64_t chunkBytes);

/// The hit rates for the sets' footprints `nearBytes` and `farBytes` (over
/// all read buffers): oversubscription V / effective L2, clamped to
/// [0.01, 10] and 0.1 for an empty set, as the published code does.
struct WaveHitRates {
  double nearOversubscription = 0, farOversubscription = 0;
  double nearHit = 1, farHit = 1;
};
WaveHitRates waveHitRates(double nearBytes, double farBytes,
                          const HardwareTarget &target);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_VOLUMES_WAVEREUSE_H
