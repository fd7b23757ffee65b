// The launch of a reduction lowers to sm_90 PTX with upstream mlir-opt: the
// butterflies become SHFL.BFLY, the workgroup exchange a barrier (without
// splits, whose pick here is a block of one warp and no exchange, the pick
// is 1024 threads a row: 32 warps whose partials meet in workgroup memory).
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 remarks=false reduction-splits=1" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s
// CHECK: shfl.sync.bfly.b32
// CHECK-SAME: bar.sync
// CHECK-SAME: shfl.sync.bfly.b32
func.func @row_sum(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
