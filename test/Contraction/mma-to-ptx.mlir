// A tensor-core tiling lowers to WMMA PTX with upstream mlir-opt. Its K loop
// carries !gpu.mma_matrix values, which gpu-lower-to-nvvm-pipeline's own SCF
// lowering cannot convert: --convert-scf-to-cf must run first (after
// outlining), as docs/contractions.md says.
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=32 thread-tiles=16 tile-pads=0 warp-tiles=32 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s
// CHECK: wmma.load.c.sync.aligned.row.m16n16k16.f32
// CHECK-SAME: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16
// CHECK-SAME: wmma.load.b.sync.aligned.row.m16n16k16.shared.f16
// CHECK-SAME: wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32
// CHECK-SAME: wmma.store.d.sync.aligned.row.m16n16k16.f32
func.func @mm(%A: memref<64x64xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf16>, memref<64x64xf16>) outs(%C : memref<64x64xf32>)
  return
}
