// linalg.softmax on buffers, decomposed and decided by --warp-cost-model
// (linalg-softmax.mlir), lowers to sm_90 PTX with upstream mlir-opt: the
// max's butterflies, the exponential, the sum, the division.
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s
// One binary a kernel: the max (butterflies, max.f32), the exponential
// (ex2.approx, or libdevice's __nv_expf where mlir-opt finds CUDA), the sum (split across blocks: a global atomic add), the
// division.
// CHECK-DAG: gpu.binary @softmax_kernel_0 {{.*}}shfl.sync.bfly.b32{{.*}}max.f32
// CHECK-DAG: gpu.binary @softmax_kernel_1 {{.*}}{{ex2\.approx|__nv_expf}}
// CHECK-DAG: gpu.binary @softmax_kernel_3 {{.*}}shfl.sync.bfly.b32{{.*}}atom.global.add.f32
// CHECK-DAG: gpu.binary @softmax_kernel_4 {{.*}}div.rn.f32
func.func @softmax(%X: memref<256x2048xf32>, %Y: memref<256x2048xf32>) {
  linalg.softmax dimension(1) ins(%X : memref<256x2048xf32>) outs(%Y : memref<256x2048xf32>)
  return
}
