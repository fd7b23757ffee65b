// Issue 27: one warp-opt run from linalg on tensors to sm_90 PTX, with the
// upstream passes warp-opt registers around Warp's (docs/api.md): one-shot
// bufferization with identity layouts, Warp's tiling of the matmul, and
// upstream's NVVM pipeline (cubin-features=+ptx80: the default PTX 6.0
// cannot target sm_90).
// RUN: warp-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --warp-cost-model="split-k=1 target=h100 tiles-mn=64 tiles-k=16 thread-tiles=4 tile-pads=1" \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" 2>&1 | FileCheck %s --check-prefixes=REMARK,PTX
// The tiling and its prediction are those of the same matmul on buffers.
// RUN: warp-opt %S/Inputs/matmul-256-buffers.mlir --warp-cost-model="split-k=1 target=h100 tiles-mn=64 tiles-k=16 thread-tiles=4 tile-pads=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// Without +ptx80 the pipeline fails, as the docs say.
// RUN: not warp-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --warp-cost-model="split-k=1 target=h100 tiles-mn=64 tiles-k=16 thread-tiles=4 tile-pads=1 remarks=false" \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-format=isa" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPTX80
// REMARK: remark: linalg.matmul 256x256x256 (M x N x K) f32 x f32 -> f32: picked tiling 64x64x16, thread 4x4, pad 1 (grid=[4,4,1] block=[16,16,1]): 28.8 us, latency-bound
// REMARK-NOT: approximate
// PTX: llvm.func @mm(
// PTX: gpu.launch_func @mm_kernel::@mm_kernel blocks in
// PTX: gpu.binary @mm_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}.target sm_90
// PTX-SAME: .maxntid 16, 16, 1
// PTX-SAME: ld.shared.b32
// PTX-SAME: fma.rn.f32
// NOPTX80: PTX version 6.0 does not support target 'sm_90'
func.func @mm(%A: tensor<256x256xf32>, %B: tensor<256x256xf32>, %C: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x256xf32>, tensor<256x256xf32>) outs(%C : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
