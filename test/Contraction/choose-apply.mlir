// Choosing and applying are two passes (as for loop nests): the choice is a
// warp.tiling attribute on the op, which a generator or a sweep may also
// write by hand; applying it builds that tiling's launch.
// RUN: warp-opt %s --split-input-file --warp-choose-launch-configs="split-k=1 target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 remarks=false" | FileCheck %s --check-prefix=CHOOSE
// RUN: warp-opt %s --split-input-file --warp-choose-launch-configs="split-k=1 target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 remarks=false" --warp-apply-launch-configs | FileCheck %s --check-prefix=APPLY
// RUN: warp-opt %s --split-input-file --warp-apply-launch-configs | FileCheck %s --check-prefix=HAND
// CHOOSE: linalg.matmul {warp.tiling = {bk = 16 : i64, bm = 32 : i64, bn = 32 : i64, pad = 1 : i64, tm = 2 : i64, tn = 2 : i64}}
// APPLY: workgroup({{.*}} : memref<16x33xf32, #gpu.address_space<workgroup>>, {{.*}} : memref<16x33xf32, #gpu.address_space<workgroup>>)
// APPLY-NOT: linalg.matmul
// The hand-written tiling of the second module: 64 x 16 tiles, K tile 8,
// 4 x 1 outputs per thread: blocks of 16 x 16 threads, a 1 x 4 grid,
// workgroup tiles of 8 x 64 and 8 x 16 floats.
// HAND: threads({{.*}}) in ({{.*}} = %c16, {{.*}} = %c16{{.*}}, {{.*}} = %c1{{.*}}) workgroup({{.*}} : memref<8x64xf32, #gpu.address_space<workgroup>>, {{.*}} : memref<8x16xf32, #gpu.address_space<workgroup>>)
func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}

// -----

func.func @mm_hand(%A: memref<64x32xf32>, %B: memref<32x16xf32>, %C: memref<64x16xf32>) {
  linalg.matmul {warp.tiling = {bm = 64, bn = 16, bk = 8, tm = 4, tn = 1, pad = 0}}
    ins(%A, %B : memref<64x32xf32>, memref<32x16xf32>) outs(%C : memref<64x16xf32>)
  return
}

// -----

// A hand-written tensor-core tiling: 32 x 32 block tiles of warps of 16 x 32
// (two warps: a block of 32 x 2 threads), rows padded by 8 halves.
// HAND: threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) workgroup({{.*}} : memref<32x40xf16, #gpu.address_space<workgroup>>, {{.*}} : memref<32x40xf16, #gpu.address_space<workgroup>>)
// HAND: gpu.subgroup_mma_compute
func.func @mm_hand_mma(%A: memref<64x64xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  linalg.matmul {warp.tiling = {bm = 32, bn = 32, bk = 32, wm = 16, wn = 32, pad = 8}}
    ins(%A, %B : memref<64x64xf16>, memref<64x64xf16>) outs(%C : memref<64x64xf32>)
  return
}
