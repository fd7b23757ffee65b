// A widening reduction (f16 rows summed in f32: the body casts the element
// with arith.extf, then adds): each thread widens its first element and
// folds the rest with the body; the butterflies, the partials in workgroup
// memory and the split's atomic fold f32 accumulators with the add alone.
// RUN: warp-opt %s --warp-cost-model="target=h100 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="target=h100 remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" | FileCheck %s --check-prefix=PTX
// REQUIRES: mlir-opt
//
// 64 rows of 4096 halves: too few rows to fill 132 SMs, so the pick splits
// each row over 8 blocks of 512 threads.
// CHECK: remark: linalg.reduce of 64 rows of 4096 f16 (arith.addf): picked 512 threads per output, 1 output per block, 8 blocks per output (grid=[64,8,1] block=[512,1,1])
// CHECK: gpu.launch
// CHECK: memref.load %{{.*}} : memref<64x4096xf16>
// CHECK-NEXT: arith.extf %{{.*}} : f16 to f32
// CHECK: scf.for
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK: gpu.shuffle  xor %{{.*}} : f32
// CHECK: memref.store %{{.*}} : memref<1x16xf32, #gpu.address_space<workgroup>>
// CHECK: memref.atomic_rmw addf %{{.*}} : (f32, memref<64xf32>) -> f32
// DRAM: the input once (64 x 4096 x 2 = 524288 bytes) and the 64 outputs
// the atomics read (256): 524544.
// JSON: "reductions": [
// JSON: "dram_read_bytes": 524544,
// JSON: "exact": true,
// PTX: cvt.f32.f16
// PTX: shfl.sync.bfly.b32
// PTX: atom.global.add.f32
func.func @rowsum16(%A: memref<64x4096xf16>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x4096xf16>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f16, %acc: f32) {
      %e = arith.extf %x : f16 to f32
      %s = arith.addf %e, %acc : f32
      linalg.yield %s : f32
    }
  return
}
