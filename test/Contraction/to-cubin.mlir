// The PTX of a contraction's launch assembles: upstream's NVVM pipeline with
// cubin-format=bin runs ptxas on it and embeds an sm_90 ELF.
// REQUIRES: mlir-opt, ptxas
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=64 tiles-k=8 thread-tiles=4 tile-pads=1 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=bin" \
// RUN:   | FileCheck %s
// CHECK: gpu.binary @mm_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}bin = "\7FELF
func.func @mm(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  linalg.matmul ins(%A, %B : memref<128x128xf32>, memref<128x128xf32>) outs(%C : memref<128x128xf32>)
  return
}
