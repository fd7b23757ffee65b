// Ops that the access relations modelled but the warp simulator did not run
// before both read the kernel through one description (KernelOps.h):
// masked vector loads, gpu.subgroup_id and memref.generic_atomic_rmw.
// RUN: warp-opt %s --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// masked: 4 blocks x 256 threads = 32 warps. Each lane loads vector<4xf32>
// (16 B) at 4*i: a warp reads 512 contiguous bytes = 16 sectors in 4 lines,
// and stores 32 x 4 B = 4 sectors.
// CHECK-LABEL: "kernel": "m::masked"
// CHECK: "l1_global_load_requests": 32,
// CHECK-NEXT: "l1_global_load_sectors": 512,
// CHECK-NEXT: "l1_global_store_requests": 32,
// CHECK-NEXT: "l1_global_store_sectors": 128,
// CHECK: "l1_wavefronts": 128,
//
// subgroup: the same 32 warps; every lane of a warp stores to word
// subgroup_id, one sector per warp (an unknown address would count one
// sector per lane, 1024 in all).
// CHECK-LABEL: "kernel": "m::subgroup"
// CHECK: "l1_global_store_requests": 32,
// CHECK-NEXT: "l1_global_store_sectors": 32,
//
// shared_cas: one block of 64 threads = 2 warps; lane l updates word l of
// a 32-word shared array with a CAS loop (generic_atomic_rmw): 32 distinct
// banks, one wavefront per warp.
// CHECK-LABEL: "kernel": "m::shared_cas"
// CHECK: "shared_atomic_instructions": 2,
// CHECK-NEXT: "shared_atomic_wavefronts": 2,
// CHECK-NEXT: "shared_atomics_by_class": {
// CHECK-NEXT: "cas": {
// CHECK-NEXT: "instructions": 2,
// CHECK-NEXT: "wavefronts": 2
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @masked(%in: memref<4096xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %j = arith.muli %i, %c4 : index
      %mask = vector.constant_mask [4] : vector<4xi1>
      %pass = arith.constant dense<0.0> : vector<4xf32>
      %v = vector.maskedload %in[%j], %mask, %pass : memref<4096xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
      %e = vector.extract %v[0] : f32 from vector<4xf32>
      memref.store %e, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @subgroup(%out: memref<64xf32>) kernel {
      %w = gpu.subgroup_id : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %out[%w] : memref<64xf32>
      gpu.return
    }
    gpu.func @shared_cas() workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %l = gpu.lane_id
      %one = arith.constant 1.0 : f32
      %r = memref.generic_atomic_rmw %sh[%l] : memref<32xf32, #gpu.address_space<workgroup>> {
      ^bb0(%cur: f32):
        %n = arith.addf %cur, %one : f32
        memref.atomic_yield %n : f32
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<4096xf32>, %b: memref<1024xf32>, %c: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@masked blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<4096xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@subgroup blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%c : memref<64xf32>)
    gpu.launch_func @m::@shared_cas blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
    return
  }
}
