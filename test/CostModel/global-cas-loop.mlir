// RUN: warp-opt %s --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// A global float max is no native atomic: MLIR's NVVM lowering expands it
// into a load and a loop of atom.acq_rel.sys.global.cas.b32, whose SASS
// fences the system (MEMBAR.ALL.SYS, CCTL.IVALL). An uncontended update
// takes 1913 cycles, of which the load, an L2 hit, 276: hwtargets/h100.yaml
// global_cas_loop = 1637 cycles beyond the load's memory latency
// (bench/groundtruth/microbench/results/warp-2026-11-26/global_cas.csv). A
// float add is native (atom.global.add.f32).
//
// add_f32: the value (the thread id converted to f32) is ready at cycle 11,
// the atomic issues then, and the warp is done when it has issued it (its
// result is not used): 11 cycles, no memory latency.
// max_f32, the same op as a float max: the warp waits for the CAS loop (it
// branches on the swap's result), the load's memory latency and 1637
// cycles after it: 11 + 1637 = 1648 cycles + 1 memory latency.
// CHECK: "critical_path_cycles": 1648,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::max_f32",
// CHECK: "critical_path_cycles": 11,
// CHECK-NEXT: "critical_path_memory_latencies": 0,
// CHECK: "kernel": "m::add_f32",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @max_f32(%out: memref<32xf32>) kernel {
      %tx = gpu.thread_id x
      %i = arith.index_cast %tx : index to i32
      %v = arith.sitofp %i : i32 to f32
      %old = memref.atomic_rmw maximumf %v, %out[%tx] : (f32, memref<32xf32>) -> f32
      gpu.return
    }
    gpu.func @add_f32(%out: memref<32xf32>) kernel {
      %tx = gpu.thread_id x
      %i = arith.index_cast %tx : index to i32
      %v = arith.sitofp %i : i32 to f32
      %old = memref.atomic_rmw addf %v, %out[%tx] : (f32, memref<32xf32>) -> f32
      gpu.return
    }
  }
  func.func @main(%out: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@max_f32 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32xf32>)
    gpu.launch_func @m::@add_f32 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32xf32>)
    return
  }
}
