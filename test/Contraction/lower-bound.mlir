// A decision skips the tilings whose lower bound on their time
// (ContractionLowerBound.h) exceeds the `top` fastest predictions: they
// cannot be among them, so the pick and the listed tilings are those of
// predicting every tiling (unittests/ContractionLowerBoundTest.cpp checks
// the bound against the model on every tiling of several spaces).
//
// 1024^3 f32, block tiles 32, 64, 128, thread tiles 1, 2, 8, K tile 16, pad
// 1: 81 tilings, 55 feasible. hwtargets/h100.yaml: 132 SMs at 1980 MHz, 4
// warp instructions an SM and cycle, 128 FP32 lanes, block_launch 157.2
// cycles, kernel_launch_us 2.98. The pick, 32x64x16 thread 8x8, by hand:
//   grid 16 x 32; copies: 1024 x (16 x 1024 + 32 x 1024) = 50,331,648
//   elements, loaded and stored (3,145,728 warp instructions) and stored
//   in 1,572,864 wavefronts at least; workgroup loads: 2^30 x (1/8 + 1/8)
//   = 2^28 lanes, 8,388,608 warp loads and wavefronts; multiply-adds:
//   2^30 / 32 = 33,554,432 warp instructions.
//   issue: (45,088,768 / 4 + 9,961,472) / (132 x 1.98 GHz) = 81.243 us;
//   FP32: 2^30 / (132 x 128 x 1.98 GHz) = 32.1 us; blocks: 157.2 cycles;
//   bound: 81.243 x (1 - 1e-4) + 2.98 (launch) = 84.215 us.
// With search=exhaustive or objective=dram nothing is skipped, and the pick
// is the same.
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32,64,128 tiles-k=16 thread-tiles=1,2,8 tile-pads=1 top=1 report=%t.json" -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32,64,128 tiles-k=16 thread-tiles=1,2,8 tile-pads=1 top=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOP2
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32,64,128 tiles-k=16 thread-tiles=1,2,8 tile-pads=1 top=1 search=exhaustive" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32,64,128 tiles-k=16 thread-tiles=1,2,8 tile-pads=1 top=1 objective=dram" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DRAM
// CHECK: picked tiling 32x64x16, thread 8x8, pad 1 (grid=[16,32,1] block=[8,4,1])
// CHECK-SAME: of 16 tilings ranked; 39 tilings not predicted because a lower bound on their time (the issue of their multiply-adds, workgroup loads and copies, the FP32 or tensor-core rate, block launches) exceeds the fastest predicted time, which they therefore cannot beat;
// JSON: "exact_top": 1,
// JSON: "feasible": 55,
// JSON: "lower_bound_us": 84.2148
// JSON: "tm": 8,
// JSON: "skipped_by_bound": 39,
// JSON: "tilings": 16
// TOP2: picked tiling 32x64x16, thread 8x8, pad 1 (grid=[16,32,1] block=[8,4,1])
// TOP2-SAME: exceeds each of the 2 fastest predicted times, which they therefore cannot displace
// ALL: picked tiling 32x64x16, thread 8x8, pad 1 (grid=[16,32,1] block=[8,4,1])
// ALL-SAME: of 55 tilings ranked;
// ALL-NOT: not predicted because
// DRAM: of 55 tilings ranked;
// DRAM-NOT: not predicted because
func.func @mm(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024x1024xf32>) {
  linalg.matmul ins(%A, %B : memref<1024x1024xf32>, memref<1024x1024xf32>) outs(%C : memref<1024x1024xf32>)
  return
}
