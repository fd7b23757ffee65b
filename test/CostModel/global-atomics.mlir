// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// A histogram's merge into global memory: every block adds 1 to every word
// of a small array (atomicAdd with its result unused: REDG.E.ADD in the
// SASS). The L2 serves the updates of one line by one slice in turn, so
// their throughput depends on how many distinct lines they update:
// hwtargets/h100.yaml's global_atomic_line_rates, measured by
// bench/groundtruth/microbench/global_atomics.cu (2026-11-27), linear in
// log2(lines) between its points.
//
// merge1024: 4224 blocks of 1024 threads over 1024 words (32 lines). Each
// warp's 32 lanes add to 32 consecutive words, one line of 4 sectors:
// 4224 x 32 warps x 4 = 540672 sectors over 32 lines, a measured point,
// 9.311 G sectors/s: 540672 / 9.311e9 s = 58.068 us, the limiter. (The
// same merge measured 45.7 us with 1024 threads and 55.1 us with 128,
// global_atomics.csv, pattern merge.)
// CHECK: "atomics": 58.06{{[0-9]*}},
// CHECK: "global_atomic_lines": 32,
// CHECK: "kernel": "m::merge",
// CHECK: "l1_global_atomic_sectors": 540672,
// CHECK: "limiter": "atomics",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @merge(%out: memref<1024xi32>) kernel {
      %tx = gpu.thread_id x
      %bd = gpu.block_dim x
      %cw = arith.constant 1024 : index
      %one = arith.constant 1 : i32
      scf.for %i = %tx to %cw step %bd {
        %o = memref.atomic_rmw addi %one, %out[%i] : (i32, memref<1024xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @main(%out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %g = arith.constant 4224 : index
    %t = arith.constant 1024 : index
    gpu.launch_func @m::@merge blocks in (%g, %c1, %c1) threads in (%t, %c1, %c1) args(%out : memref<1024xi32>)
    return
  }
}

// -----

// 2048 words (64 lines), 4224 blocks: 4224 x 64 x 4 = 1081344 sectors;
// 64 lines lie halfway (in log2) between the measured 32 and 128:
// 9.311 + (28.86 - 9.311) / 2 = 19.0855 G sectors/s, 56.657 us.
// CHECK: "atomics": 56.65{{[0-9]*}},
// CHECK: "global_atomic_lines": 64,
// CHECK: "l1_global_atomic_sectors": 1081344,
// CHECK: "limiter": "atomics",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @merge(%out: memref<2048xi32>) kernel {
      %tx = gpu.thread_id x
      %bd = gpu.block_dim x
      %cw = arith.constant 2048 : index
      %one = arith.constant 1 : i32
      scf.for %i = %tx to %cw step %bd {
        %o = memref.atomic_rmw addi %one, %out[%i] : (i32, memref<2048xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @main(%out: memref<2048xi32>) {
    %c1 = arith.constant 1 : index
    %g = arith.constant 4224 : index
    %t = arith.constant 1024 : index
    gpu.launch_func @m::@merge blocks in (%g, %c1, %c1) threads in (%t, %c1, %c1) args(%out : memref<2048xi32>)
    return
  }
}

// -----

// The same 1024-word merge from 132 blocks: 16896 sectors at 9.311 G/s,
// 1.8146 us, still above the one wave's latency: the warp's path (1 cycle:
// the atomic's issue), its 7 siblings per scheduler issuing their 6
// instructions first (1 atomic and the `index` loop's 5 control
// instructions: 7 x 6 = 42 cycles) and the block replacement (380):
// 423 cycles / 1.98 GHz = 0.2136 us. Before the
// bound this launch was predicted at its latency plus the launch overhead
// (3.2 us); the merges of 132 blocks measured 7.5 us (with the host's
// submission, global_atomics.csv), 4.79 us predicted now.
// CHECK: "atomics": 1.814{{[0-9]*}},
// CHECK: "latency": 0.2136{{[0-9]*}}
// CHECK: "global_atomic_lines": 32,
// CHECK: "limiter": "atomics",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @merge(%out: memref<1024xi32>) kernel {
      %tx = gpu.thread_id x
      %bd = gpu.block_dim x
      %cw = arith.constant 1024 : index
      %one = arith.constant 1 : i32
      scf.for %i = %tx to %cw step %bd {
        %o = memref.atomic_rmw addi %one, %out[%i] : (i32, memref<1024xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @main(%out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %g = arith.constant 132 : index
    %t = arith.constant 1024 : index
    gpu.launch_func @m::@merge blocks in (%g, %c1, %c1) threads in (%t, %c1, %c1) args(%out : memref<1024xi32>)
    return
  }
}
