// RUN: warp-opt %s --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// A global float max is a compare-and-swap loop that fences the system
// (MEMBAR.ALL.SYS) once per warp and update. Many in flight, an SM serves
// one every `global_cas_loop_interval` cycles (532 on the H100: the
// reduction sweep's tuning half, hwtargets/h100.yaml), and the fence holds
// the SM's global memory traffic, so that time adds to the memory bounds'
// (docs/cost-model.md, "Global compare-and-swap loops").
//
// max_f32: 26400 blocks of 64 threads; thread 0 of each block updates one
// of 64 words. Warp 1 of each block has no active lane and does not count:
// 26400 CAS loops x 532 cycles / (132 SMs x 1.98 GHz) = 53.737 us. The
// largest memory bound is the L2's tag lookups, one a warp's update: 26400
// / 136.8 G/s = 0.193 us. The atomics bound: 53.930 us, the limiter (the
// blocks bound: 200 blocks an SM x 157.2 cycles = 15.879 us).
// CHECK: "atomics": 53.93{{[0-9]+}},
// CHECK: "global_cas_loops": 26400,
// CHECK: "kernel": "m::max_f32",
// CHECK: "limiter": "atomics",
//
// add_f32, the same updates as float adds (RED, no loop, no fence): no CAS
// loop; the atomics bound is the updated sectors at the measured rate for
// 2 lines (64 words), halfway in log2 between 1 and 4 lines: 26400 /
// ((1.568 + 3.286) / 2 G/s) = 10.878 us, under the blocks bound.
// CHECK: "atomics": 10.87{{[0-9]+}},
// CHECK: "global_cas_loops": 0,
// CHECK: "kernel": "m::add_f32",
// CHECK: "limiter": "blocks",
//
// max_loop: 132 blocks; thread 0 of each updates its word 1000 times in a
// loop (not unrolled: it holds an atomic), whose steady state the simulator
// extrapolates: 132 x 1000 = 132000 CAS loops, 132000 x 532 / (132 x 1.98
// GHz) = 268.687 us, plus the L2's lookups, 132000 / 136.8 G/s = 0.965 us:
// 269.652 us. Each update waits for the last (1000 memory latencies in the
// path): latency-bound.
// CHECK: "atomics": 269.65{{[0-9]+}},
// CHECK: "global_cas_loops": 132000,
// CHECK: "critical_path_memory_latencies": 1000,
// CHECK: "kernel": "m::max_loop",
// CHECK: "limiter": "latency",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @max_f32(%out: memref<64xf32>) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %w = arith.remui %bx, %c64 : index
        %i = arith.index_cast %bx : index to i32
        %v = arith.sitofp %i : i32 to f32
        %old = memref.atomic_rmw maximumf %v, %out[%w] : (f32, memref<64xf32>) -> f32
      }
      gpu.return
    }
    gpu.func @add_f32(%out: memref<64xf32>) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %w = arith.remui %bx, %c64 : index
        %i = arith.index_cast %bx : index to i32
        %v = arith.sitofp %i : i32 to f32
        %old = memref.atomic_rmw addf %v, %out[%w] : (f32, memref<64xf32>) -> f32
      }
      gpu.return
    }
    gpu.func @max_loop(%out: memref<64xf32>) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %c1000 = arith.constant 1000 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      %w = arith.remui %bx, %c64 : index
      scf.for %k = %c0 to %c1000 step %c1 {
        scf.if %first {
          %i = arith.index_cast %k : index to i32
          %v = arith.sitofp %i : i32 to f32
          %old = memref.atomic_rmw maximumf %v, %out[%w] : (f32, memref<64xf32>) -> f32
        }
      }
      gpu.return
    }
  }
  func.func @main(%out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %g = arith.constant 26400 : index
    gpu.launch_func @m::@max_f32 blocks in (%g, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>)
    gpu.launch_func @m::@add_f32 blocks in (%g, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>)
    %sms = arith.constant 132 : index
    gpu.launch_func @m::@max_loop blocks in (%sms, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>)
    return
  }
}
