// Warp collectives cost what MLIR 22's NVVM lowering and ptxas make of them
// (docs/cost-model.md, "Warp collectives and matrix operations"): SHFL
// instructions with their latency and the SHFL pipe's throughput, the
// butterfly of a subgroup reduction, the shared-memory exchange and two
// barriers of gpu.all_reduce, WMMA tiles as memory accesses and the MMA as
// a tensor-core pipe. h100: issue interval 4 schedulers / 4 per cycle = 1
// cycle; latencies FP32 4, integer 6, shared 23.06, SHFL 24, HMMA 24
// cycles (the last two measured, hwtargets/h100.yaml); 132 SMs at 1.98
// GHz; one SHFL per cycle per SM; 2274 tensor flops per cycle per SM (what
// mma.sync reaches, measured). M below is one global memory latency.
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
//
// reduce (4 blocks of 256, 32 warps): gpu.shuffle of an f32 is one SHFL;
// gpu.subgroup_reduce add over 32 lanes is 5 steps of SHFL + FADD. Per warp
// 6 SHFL, 5 FADD, 1 integer (global_id), 2 memory instructions. Critical
// path: global_id 0 -> 6; load 6 -> 6 + M; shuffle -> 30 + M; five
// steps of 24 + 4 -> 170 + M; the store issues then, and the warp is
// done one issue interval later: 171 cycles + 1 M. SHFL bound: 192 SHFL
// x 32 results / (132 SMs x 32 per cycle x 1.98e9) = 0.000734619 us.
// CHECK-LABEL: "launches": [
// CHECK: "shuffle": 0.00073461891
// CHECK: "exact": true,
// CHECK: "critical_path_cycles": 171,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK-NEXT: "fp32": 5,
// CHECK-NEXT: "fp64": 0,
// CHECK-NEXT: "global_memory": 2,
// CHECK-NEXT: "integer": 1,
// CHECK-NEXT: "mma": 0,
// CHECK-NEXT: "other": 0,
// CHECK-NEXT: "sfu": 0,
// CHECK-NEXT: "shared_memory": 0,
// CHECK-NEXT: "shuffles": 6,
// CHECK: "kernel": "m::reduce",
//
// allreduce (16 blocks of 64 threads, 2 warps each): every warp 12
// integer, a 5-step butterfly, lane 0's shared store, a barrier, a barrier
// and the broadcast load; warp 0 also loads the partials, reduces them
// (5 more steps) and stores the result between the barriers. Per warp on
// average: SHFL (10 + 5) / 2 = 7.5, shared instructions (4 + 2) / 2 = 3
// and integer 12 + global_id.
// Shared wavefronts, one per instruction: loads 3, stores 3 per block, 48
// each. The buffer: 32 x 4 B = 128 B per block. Warp 0's path: load at
// 6 + M; the 12 integer ops 12 + M; butterfly 12 + 5 x 28 = 152 + M;
// store 175.06 + M; barrier (1); load 199.12 + M; butterfly 339.12 + M;
// store 362.18 + M; barrier; load 386.24 + M; the store issues, done at
// 387.24 + M.
// CHECK: "shuffle": 0.00091827364
// CHECK: "exact": true,
// CHECK: "critical_path_cycles": 387.24
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK-NEXT: "fp32": 7.5,
// CHECK: "integer": 13,
// CHECK: "shared_memory": 3,
// CHECK-NEXT: "shuffles": 7.5,
// CHECK: "kernel": "m::allreduce",
// CHECK: "shared_load_wavefronts": 48,
// CHECK-NEXT: "shared_store_wavefronts": 48,
// CHECK-NEXT: "shared_wavefronts": 96,
// CHECK-NEXT: "smem_per_block": 128,
//
// wmma (1 warp): the 16 x 16 f16 tiles of A and B are 16 rows of 32 B, one
// sector and one request each; C's f32 tile 16 rows of 64 B, 2 sectors
// each: 16 + 16 + 32 = 64 sectors and 48 requests loaded, 32 sectors
// stored, 2048 B read. The MMA: 2 x 16 x 16 x 16 = 8192 flops / (132 x 2274
// x 1.98e9) = 1.37835e-05 us, as two HMMA.16816; path: the three loads
// issue at 0, 1, 2 (ready 2 + M), both HMMA at 2 + M, done 26 + M, the
// store then: 27 cycles + 1 M.
// CHECK: "mma": 1.37835
// CHECK: "critical_path_cycles": 27,
// CHECK: "global_memory": 4,
// CHECK: "mma": 2,
// CHECK: "kernel": "m::wmma",
// CHECK: "l1_global_load_requests": 48,
// CHECK-NEXT: "l1_global_load_sectors": 64,
// CHECK: "l1_global_store_sectors": 32,
// CHECK: "l2_read_bytes": 2048,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @reduce(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      %r = gpu.subgroup_reduce add %s : (f32) -> f32
      memref.store %r, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @allreduce(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      %r = gpu.all_reduce add %v uniform {} : (f32) -> f32
      memref.store %r, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @wmma(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      // expected-warning@+1 {{'gpu.subgroup_mma_load_matrix' is counted as the warp's tile, one request per row}}
      %ma = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      // expected-warning@+1 {{'gpu.subgroup_mma_load_matrix' is counted as the warp's tile}}
      %mb = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      // expected-warning@+1 {{'gpu.subgroup_mma_load_matrix' is counted as the warp's tile}}
      %mc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
      // expected-warning@+1 {{'gpu.subgroup_mma_compute' is costed at the target's tensor rate (hwtargets: tensor_flops_per_cycle, the rate mma.sync reaches with every SM busy)}}
      %d = gpu.subgroup_mma_compute %ma, %mb, %mc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      // expected-warning@+1 {{'gpu.subgroup_mma_store_matrix' is counted as the warp's tile}}
      gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      gpu.return
    }
    gpu.func @divergent(%out: memref<1024xf32>) kernel {
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        // expected-warning@+1 {{'gpu.barrier' in divergent code: some lanes of a warp reach it without the others}}
        gpu.barrier
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>, %x: memref<16x16xf16>, %y: memref<16x16xf16>, %z: memref<16x16xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@reduce blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@allreduce blocks in (%c16, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@wmma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%x : memref<16x16xf16>, %y : memref<16x16xf16>, %z : memref<16x16xf32>)
    gpu.launch_func @m::@divergent blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1024xf32>)
    return
  }
}
