// The implicit GEMM of a convolution is ordinary upstream IR: it lowers to
// sm_90 PTX with upstream mlir-opt, on CUDA cores (f32; conv-mma-to-ptx.mlir:
// on tensor cores).
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s
// The f32 convolution: workgroup tiles of 16 x 33 floats, the digits of a
// pixel (divisions by 16), the filter window's two loops, barriers, the
// multiply-adds, fused (fma.rn).
// CHECK: .target sm_90
// CHECK-SAME: .shared .align {{[0-9]+}} .b8 __wg_{{[a-z_0-9]+}}[2112]
// CHECK-SAME: ld.global
// CHECK-SAME: bar.sync
// CHECK-SAME: fma.rn.f32
func.func @conv(%I: memref<1x18x18x16xf32>, %F: memref<3x3x16x32xf32>, %O: memref<1x16x16x32xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x18x18x16xf32>, memref<3x3x16x32xf32>) outs(%O : memref<1x16x16x32xf32>)
  return
}
