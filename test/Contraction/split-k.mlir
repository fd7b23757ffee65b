// Split-K (issue 25): S blocks share each output tile, each folding K / S of
// K from zero, and add their partial sums into C with a global atomic add.
// It is tried for SIMT tilings of an f32 output whose unsplit grid leaves
// SMs idle, such as this 16x64x256 matmul (4 blocks of 16x16 outputs).
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=16 tiles-k=32 thread-tiles=2 tile-pads=1 split-k=1,4 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=16 tiles-k=32 thread-tiles=2 tile-pads=1 split-k=4 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" | FileCheck %s --check-prefix=PTX
// RUN: not warp-opt %s --warp-cost-model="split-k=0" 2>&1 | FileCheck %s --check-prefix=RANGE
// REQUIRES: mlir-opt
//
// The pick splits K in 4: grid (4, 1, 4), split z folds K from 64 z to
// 64 z + 64 in 2 tiles of 32, its accumulators from zero, then adds them.
// CHECK: remark: linalg.matmul 16x64x256 (M x N x K) f32 x f32 -> f32: picked tiling 16x16x32, thread 2x2, pad 1, split-K 4 (grid=[4,1,4] block=[8,8,1])
// CHECK-SAME: 16x16x32, thread 2x2, pad 1 (grid=[4,1,1] block=[8,8,1])
// CHECK: %[[Z:.*]] = arith.muli %{{.*}}, %c64
// CHECK: %[[END:.*]] = arith.addi %[[Z]], %c64
// CHECK: scf.for %{{.*}} = %[[Z]] to %[[END]] step %c32
// CHECK-COUNT-4: memref.atomic_rmw addf
// RANGE: error: option 'split-k' needs sizes from 1 to 64, got 0
// PTX: atom.global.add.f32
//
// Hand-computed volumes of the pick (16 blocks of 2 warps, 2 K tiles each):
// - global load requests: per K tile a thread copies 8 elements of the
//   16x32 A tile (a warp: one row of 32 floats, 4 sectors) and 8 of the
//   32x16 B tile (a warp: 2 rows of 16 floats, 4 sectors): per warp
//   2 x 16 = 32, 32 warps: 1024 requests, 4096 sectors; C is not loaded;
// - atomics: 4 per thread; a warp's covers 4 rows of 8 floats, one sector
//   each: 4 x 4 x 32 = 512 sectors;
// - DRAM reads: A (16384 bytes), B (65536) and C, which the atomics read
//   (4096): 86016.
// JSON: "dram_read_bytes": 86016,
// JSON: "exact": true,
// JSON: "l1_global_atomic_sectors": 512,
// JSON: "l1_global_load_requests": 1024,
// JSON: "l1_global_load_sectors": 4096,
// The ranking (after the pick's launch in the report): the pick first.
// JSON: "ranking": [
// JSON: "split_k": 4
func.func @mm(%A: memref<16x256xf32>, %B: memref<256x64xf32>, %C: memref<16x64xf32>) {
  linalg.matmul ins(%A, %B : memref<16x256xf32>, memref<256x64xf32>) outs(%C : memref<16x64xf32>)
  return
}
