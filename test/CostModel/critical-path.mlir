// RUN: warp-opt %s --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s

// The latency of one warp alone (seed 004 §1.4): instructions start when
// their operands are ready and no earlier than one issue cycle (H100: 4
// schedulers, 4 instructions per cycle -> 1 cycle) after the previous one
// of their scheduling region; a loop iteration begins once the previous one
// has issued. H100 latencies: FP32 4, INT32 6 cycles; M = one global
// memory latency, which the cost model loads with the achieved bandwidth.
//
// @chain (one region):
//   load  x       n=0: start 0,            ready M
//   mulf  y=x*x   n=1: start max(1, M) = M, ready M + 4
//   addf  z=y+x   n=2: start M + 4,         ready M + 8
//   store z       n=3: start M + 8
//   done: last issue + 1 = 9 cycles + 1 M.
// CHECK-LABEL: "instruction_profile"
// CHECK: "critical_path_cycles": 9,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::chain"
//
// @chain_fma, the same with `fastmath<contract>` on both: the backend fuses
// the multiply into the add (one FFMA), so the mulf issues nothing and the
// addf is the FMA, waiting for the load:
//   load  x       n=0: start 0,            ready M
//   fma   z       n=1: start max(1, M) = M, ready M + 4
//   store z       n=2: start M + 4
//   done: 5 cycles + 1 M; one fp32 instruction instead of two.
// CHECK-LABEL: "instruction_profile"
// CHECK: "critical_path_cycles": 5,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "fp32": 1,
// CHECK: "kernel": "m::chain_fma"
//
// @chain_add_strict: the multiply may contract but the add may not, so the
// backend keeps mul.rn and add.rn: as @chain, 9 cycles and two fp32
// instructions.
// CHECK-LABEL: "instruction_profile"
// CHECK: "critical_path_cycles": 9,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "fp32": 2,
// CHECK: "kernel": "m::chain_add_strict"
//
// @reduce_dyn (acc += a[32 k + t], k = 0..n-1, n = 4 a kernel argument: a
// trip count known at run time only, so the loop is not unrolled): iteration
// k's region begins at F_k and, after the first, its first instruction
// issues one cycle later (d = 0 for k = 0, 1 otherwise):
//   muli  32k      start F_k + d,             ready F_k + d + 6
//   addi  +t       start F_k + d + 6,         ready F_k + d + 12
//   load           start F_k + d + 12,        ready F_k + d + 12 + M
//   addf  acc      start F_k + d + 12 + M = F_{k+1} (its last issue)
//   F_4 = 12 + 3 x 13 cycles + 4 M = 51 + 4 M; the store waits for the last
//   add (+4 = 55) and the warp is done one cycle later: 56 cycles + 4 M.
// CHECK-LABEL: "instruction_profile"
// CHECK: "critical_path_cycles": 56,
// CHECK-NEXT: "critical_path_memory_latencies": 4,
// CHECK: "kernel": "m::reduce_dyn"
//
// @reduce, the same loop to a constant 4: LLVM unrolls such a loop (a
// carried accumulator, global loads, a small body) by 4
// (bench/reductions/ptx/col_max_f32_256x65536_r1_o64.ptx), one region: the
// k-th muli issues at 4k (ready 4k + 6), its addi at 4k + 6, its load at
// 4k + 12 (ready 4k + 12 + M), its addf when both the load and the previous
// add are ready: 12 + M, 16 + M, 20 + M, 24 + M; the store at 28 + M, done
// a cycle later: 29 cycles + 1 M.
// CHECK-LABEL: "instruction_profile"
// CHECK: "critical_path_cycles": 29,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::reduce"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @chain(%a: memref<1024xf32>, %o: memref<1024xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<1024xf32>
      %y = arith.mulf %x, %x : f32
      %z = arith.addf %y, %x : f32
      memref.store %z, %o[%t] : memref<1024xf32>
      gpu.return
    }
    gpu.func @chain_fma(%a: memref<1024xf32>, %o: memref<1024xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<1024xf32>
      %y = arith.mulf %x, %x fastmath<contract> : f32
      %z = arith.addf %y, %x fastmath<contract> : f32
      memref.store %z, %o[%t] : memref<1024xf32>
      gpu.return
    }
    gpu.func @chain_add_strict(%a: memref<1024xf32>, %o: memref<1024xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<1024xf32>
      %y = arith.mulf %x, %x fastmath<contract> : f32
      %z = arith.addf %y, %x : f32
      memref.store %z, %o[%t] : memref<1024xf32>
      gpu.return
    }
    gpu.func @reduce_dyn(%a: memref<1024xf32>, %o: memref<1024xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
        %base = arith.muli %k, %c32 : index
        %i = arith.addi %base, %t : index
        %v = memref.load %a[%i] : memref<1024xf32>
        %r = arith.addf %acc, %v : f32
        scf.yield %r : f32
      }
      memref.store %s, %o[%t] : memref<1024xf32>
      gpu.return
    }
    gpu.func @reduce(%a: memref<1024xf32>, %o: memref<1024xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
        %base = arith.muli %k, %c32 : index
        %i = arith.addi %base, %t : index
        %v = memref.load %a[%i] : memref<1024xf32>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      memref.store %s, %o[%t] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %o: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@chain blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024xf32>, %o : memref<1024xf32>)
    gpu.launch_func @m::@chain_fma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024xf32>, %o : memref<1024xf32>)
    gpu.launch_func @m::@chain_add_strict blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024xf32>, %o : memref<1024xf32>)
    %c4 = arith.constant 4 : index
    gpu.launch_func @m::@reduce_dyn blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024xf32>, %o : memref<1024xf32>, %c4 : index)
    gpu.launch_func @m::@reduce blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1024xf32>, %o : memref<1024xf32>)
    return
  }
}
