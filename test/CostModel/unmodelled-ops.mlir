// Ops whose cost Warp does not model exactly (gpu.rotate, which MLIR 22
// cannot lower to NVVM, and gpu.printf) get a warning at the op and make
// the launch's report inexact, saying why; so does a cluster launch; a launch's dynamic shared memory counts in
// the occupancy.
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
//
// reduce: two ops costed only approximately, both named.
// CHECK-LABEL: "launches": [
// CHECK: "approximations": [
// CHECK-NEXT: "line 45: 'gpu.rotate' has no NVVM lowering in MLIR 22: it is costed as the one SHFL.IDX per register that expresses it"
// CHECK-NEXT: "line 47: 'gpu.printf' is not modelled: it counts as one integer instruction
// CHECK: "exact": false,
// CHECK: "kernel": "m::reduce",
//
// copy with 48 KiB of dynamic shared memory per block of 256 threads: per
// block 49152 + 1024 reserved = 50176 B (a multiple of the 128-B unit);
// 233472 / 50176 = 4 blocks per SM (warps would allow 8, registers 8), so
// 4 x 8 = 32 warps per SM.
// CHECK: "blocks_per_sm": 4,
// CHECK: "exact": true,
// CHECK: "kernel": "m::copy",
// CHECK: "occupancy_warps_per_sm": 32,
// CHECK: "smem_per_block": 49152,
//
// The same copy launched in clusters of 2 blocks.
// CHECK: "approximations": [
// CHECK-NEXT: "the launch groups its blocks in clusters (`clusters in`): clusters, their distributed shared memory and their scheduling are not modelled"
// CHECK: "exact": false,
// CHECK: "kernel": "m::copy",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @reduce(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // expected-warning@+1 {{'gpu.rotate' has no NVVM lowering in MLIR 22}}
      %s, %ok = gpu.rotate %v, 1, 32 : f32
      // expected-warning@+1 {{'gpu.printf' is not modelled}}
      gpu.printf "%f\n", %s : f32
      memref.store %s, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %smem = arith.constant 49152 : i32
    gpu.launch_func @m::@reduce blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %smem args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    %c2 = arith.constant 2 : index
    gpu.launch_func @m::@copy clusters in (%c2, %c1, %c1) blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
