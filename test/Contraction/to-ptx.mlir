// The launch Warp writes for a contraction is ordinary upstream IR: with
// Warp's attributes stripped, upstream gpu-kernel-outlining and the NVVM
// pipeline (with cubin-features=+ptx80, which sm_90 needs) give sm_90 PTX.
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s
// The kernel's workgroup tiles (16 x 33 floats each), its two barriers per
// K step, and the 2 + 2 workgroup loads and 4 multiply-adds of a K step,
// fused (fma.rn: the body's ops carry `contract`).
// CHECK: .target sm_90
// CHECK-SAME: .shared .align {{[0-9]+}} .b8 __wg_{{[a-z_0-9]+}}[2112]
// CHECK-SAME: .shared .align {{[0-9]+}} .b8 __wg_{{[a-z_0-9]+}}[2112]
// CHECK-SAME: bar.sync
// CHECK-SAME: ld.shared
// CHECK-SAME: fma.rn.f32
// CHECK-SAME: bar.sync
func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
