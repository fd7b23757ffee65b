// A SIMT tiling need not divide the shape (issue 25: DeepBench-like shapes):
// the grid rounds up, copies past M, N or K store zeros to the workgroup
// tile, and outputs past M or N are neither read nor written.
//
// 40x40x40 f32 with 32x32x16 tiles, 2x2 outputs per thread: grid 2 x 2, the
// K loop runs over the 2 whole K tiles (to 32 in steps of 16, no guard on
// K, so its iterations are costed in steady state), then the last 8 of K
// as one tile whose copies are guarded.
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" | FileCheck %s --check-prefix=PTX
// REQUIRES: mlir-opt
// CHECK: remark: linalg.matmul 40x40x40 (M x N x K) f32 x f32 -> f32: picked tiling 32x32x16, thread 2x2, pad 1 (grid=[2,2,1] block=[16,16,1])
// CHECK: gpu.launch
// The accumulators: C where the output lies in it, else zero.
// CHECK: scf.if {{.*}} -> (f32)
// CHECK: memref.load %{{.*}} : memref<40x40xf32>
// CHECK: arith.constant 0.000000e+00 : f32
// In the loop, the copies test only the row (M or N) against 40.
// CHECK: scf.for {{.*}} to %c32{{.*}} step %c16
// CHECK-NOT: arith.andi
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK: scf.yield
// The residue tile at K = 32: its copies test the row and K (and-ed).
// CHECK: arith.cmpi ult
// CHECK: arith.andi
// CHECK: gpu.barrier
//
// Every element of A, B and C read once from DRAM, and no more: rows of
// 160 bytes are 5 whole sectors, 3 x 40 x 160 = 19200 bytes (the guards keep
// the reads inside the buffers; an unguarded tile would read past them).
// JSON: "dram_read_bytes": 19200,
// PTX: .entry
func.func @mm(%A: memref<40x40xf32>, %B: memref<40x40xf32>, %C: memref<40x40xf32>) {
  linalg.matmul ins(%A, %B : memref<40x40xf32>, memref<40x40xf32>) outs(%C : memref<40x40xf32>)
  return
}
