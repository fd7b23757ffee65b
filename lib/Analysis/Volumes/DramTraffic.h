//===- DramTraffic.h - What a launch reads from and writes to DRAM -*- C++
//-*-=//
//
// The second half of a launch's volumes, from the relations rather than the
// simulated blocks: the distinct DRAM access units the launch reads and the
// distinct sectors it writes, per buffer (Footprints.h, boxes or ISL), plus
//  * seed 000's layer condition: reuse a finite L2 loses between waves
//    (WaveReuse.h, §3.4);
//  * sectors written in part, read before their write-back;
//  * seed 000's partial-store evictions (§3.4 item 5, §8);
//  * the written bytes still dirty in L2 when the kernel ends.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_VOLUMES_DRAMTRAFFIC_H
#define WARP_LIB_ANALYSIS_VOLUMES_DRAMTRAFFIC_H

#include "Warp/Analysis/Volumes/DataVolumes.h"

namespace mlir::warp {

/// Adds the DRAM reads and writes of the launch `accesses` describes to `v`
/// (whose L1 and L2 volumes are set). False, with `v.reason`, if a footprint
/// is bounded only by more than 2^53 chunks.
bool computeDramTraffic(const KernelAccesses &accesses,
                        const HardwareTarget &target, LaunchVolumes &v);

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_VOLUMES_DRAMTRAFFIC_H
