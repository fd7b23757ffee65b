// Every shipped target loads, by name and by path, and reports its numbers.
// RUN: warp-opt %s --warp-attach-target="target=h100 dump=true" | FileCheck %s --check-prefix=H100
// RUN: warp-opt %s --warp-attach-target="target=%warp_src/hwtargets/h100.yaml" | FileCheck %s --check-prefix=ATTR
// RUN: warp-opt %s --warp-attach-target="target=v100 dump=true" -o /dev/null | FileCheck %s --check-prefix=V100
// RUN: warp-opt %s --warp-attach-target="target=a100-40gb dump=true" -o /dev/null | FileCheck %s --check-prefix=A100
// RUN: warp-opt %s --warp-attach-target="target=a100-80gb dump=true" -o /dev/null | FileCheck %s --check-prefix=A10080
// RUN: warp-opt %s --warp-attach-target="target=a100 dump=true" -o /dev/null | FileCheck %s --check-prefix=A100
// RUN: warp-opt %s --warp-attach-target="target=h200 dump=true" -o /dev/null | FileCheck %s --check-prefix=H200

// H100: target h100 (NVIDIA H100 SXM5 80GB HBM3 (132 SMs, 50 MiB L2))
// H100-NEXT: compute_capability: 90
// H100-NEXT: sm.count: 132
// H100-NEXT: sm.clock_mhz: 1980
// H100-NEXT: sm.max_block_dims: [1024, 1024, 64] max_grid_dims: [2147483647, 65535, 65535]
// H100-NEXT: sm.max_warps: 64
// H100-NEXT: sm.max_blocks: 32
// H100-NEXT: sm.registers: 65536
// H100-NEXT: shared.bytes_per_sm: 233472
// H100-NEXT: shared.banks: 32 x 4 B
// H100-NEXT: l1.bytes: 262144
// H100-NEXT: l1.line_bytes: 128 sector_bytes: 32
// H100-NEXT: l2.bytes: 52428800 effective_bytes: 26214400
// H100-NEXT: l2.bandwidth_gbs: 8100 request_rate_greqs: 136.8 split: true
// H100-NEXT: dram.bandwidth_gbs: 3090 spec: 3352
// H100-NEXT: latency_cycles: l1 32, shared 23.06, l2 276, dram 685
// H100-NEXT: calibration.dram_loaded_latency: a 675.6, b 57.59, c 3253 GB/s
// H100-NEXT: calibration.gradual_saturation_k: 3.31
// H100: module attributes {warp.target = #warp.target<"h100">}
// ATTR: module attributes {warp.target = #warp.target<"{{.*}}/hwtargets/h100.yaml">}

// V100: sm.count: 80
// V100: shared.bytes_per_sm: 98304
// V100: l2.bytes: 6291456 effective_bytes: 6291456
// V100: dram.bandwidth_gbs: 846 spec: 900
// V100: calibration.gradual_saturation_k: 3.31

// A100: sm.count: 108
// A100: l2.bytes: 41943040 effective_bytes: 20971520
// A100: dram.bandwidth_gbs: 1375 spec: 1555
// A10080: target a100-80gb
// A10080: dram.bandwidth_gbs: 1678 spec: 2039

// H200: sm.count: 132
// H200: l2.bytes: 62914560 effective_bytes: 31457280
// H200: dram.bandwidth_gbs: 4380 spec: 4814
module {}
