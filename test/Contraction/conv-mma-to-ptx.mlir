// The implicit GEMM of an f16 convolution on tensor cores lowers to WMMA
// PTX with upstream mlir-opt: the output's pixels and channels are C's rows
// and columns, so a 16x16 accumulator fragment of the 4-D output is 16
// pixels 32 channels apart (its leading dimension). As for a matmul,
// --convert-scf-to-cf runs after outlining (docs/contractions.md).
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=32 thread-tiles=16 tile-pads=0 warp-tiles=16 report=%t.json" --warp-strip-annotations 2>&1 >%t.mlir | FileCheck %s --check-prefix=REMARK
// RUN: %mlir_opt %t.mlir --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s
// REMARK: remark: linalg.conv_2d_nhwc_hwcf 128x32x288 (M x N x K; M = 2x8x8; K = 3x3x32) f16 x f16 -> f32: picked tiling 32x32x32, warp 16x16, pad 0, mma
// CHECK: wmma.load.c.sync.aligned.row.m16n16k16.f32
// CHECK-SAME: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16
// CHECK-SAME: wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32
// CHECK-SAME: wmma.store.d.sync.aligned.row.m16n16k16.f32
func.func @conv16(%I: memref<2x10x10x32xf16>, %F: memref<3x3x32x32xf16>, %O: memref<2x8x8x32xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<2x10x10x32xf16>, memref<3x3x32x32xf16>) outs(%O : memref<2x8x8x32xf32>)
  return
}
