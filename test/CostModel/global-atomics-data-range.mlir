// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
//
// Global atomics whose addresses depend on data (issue 28, "ranges where
// the data decides"): a histogram of 1024 bins whose bin is loaded. The
// time counts each lane as a sector of its own, the most a warp can touch;
// the report also gives the launch at the two ends of the range: each
// warp's lanes on distinct words of the fewest sectors (a coalesced
// request), and every lane on one word, which the L2 updates once per lane
// in turn, at hwtargets/h100.yaml's global_atomic_one_word rates (1.363 G
// integer updates/s, 0.569 G float updates/s: global_atomics.cu's and
// global_atomic_requests.cu's "word" patterns, 2026-11-27).
//
// 264 blocks x 256 threads, one atomic a thread: 67584 lanes, 67584
// sectors over the histogram's 32 lines (9.311 G sectors/s): 7.2585 us,
// the limiter; with the 2.98 us launch overhead, 10.24 us (the soft
// maximum with the latency adds 0.002 us). Fewest sectors: 2112 warps x 4
// sectors = 8448, 0.9073 us, no longer above the latency bound (0.923 us):
// their soft maximum (k = 3.31) is about 1.13 us, + 2.98 = 4.11 us. Every
// lane on one word: 67584 / 1.363e9 s = 49.585 us, + 2.98 = 52.565 us.
// CHECK: "global atomics have data-dependent addresses: the time assumes every lane on a sector of its own; it ranges from 4.1 us (a warp's lanes on distinct words of the fewest sectors) to 52.6 us (every global atomic lane of the launch on one word)"
// CHECK-NEXT: ],
// CHECK-NEXT: "atomic_conflicts": {
// CHECK-NEXT: "global": {
// CHECK-NEXT: "assumed": "every lane on a sector of its own",
// CHECK-NEXT: "best": "a warp's lanes on distinct words of the fewest sectors",
// CHECK-NEXT: "lanes_float": 0,
// CHECK-NEXT: "lanes_int": 67584,
// CHECK-NEXT: "sectors_best": 8448,
// CHECK-NEXT: "worst": "every lane on one word, updated in turn"
// CHECK-NEXT: },
// CHECK-NEXT: "time_us_best": 4.1{{[0-9]*}},
// CHECK-NEXT: "time_us_worst": 52.56{{[0-9]*}}
// CHECK: "atomics": 7.258{{[0-9]*}},
// CHECK: "l1_global_atomic_sectors": 67584,
// CHECK: "time_us": 10.24{{[0-9]*}},
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @hist(%in: memref<67584xi32>, %out: memref<1024xi32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %p = arith.muli %bx, %bd : index
      %i = arith.addi %p, %tx : index
      %v = memref.load %in[%i] : memref<67584xi32>
      %m = arith.constant 1023 : i32
      %b32 = arith.andi %v, %m : i32
      %b = arith.index_cast %b32 : i32 to index
      %one = arith.constant 1 : i32
      %o = memref.atomic_rmw addi %one, %out[%b] : (i32, memref<1024xi32>) -> i32
      gpu.return
    }
  }
  func.func @main(%in: memref<67584xi32>, %out: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %g = arith.constant 264 : index
    %t = arith.constant 256 : index
    gpu.launch_func @m::@hist blocks in (%g, %c1, %c1) threads in (%t, %c1, %c1) args(%in : memref<67584xi32>, %out : memref<1024xi32>)
    return
  }
}

// -----

// The same histogram of floats: a float add waits for the one before it on
// the word, 67584 / 0.569e9 s = 118.777 us, + 2.98 = 121.757 us.
// CHECK: "atomic_conflicts": {
// CHECK-NEXT: "global": {
// CHECK-NEXT: "assumed": "every lane on a sector of its own",
// CHECK-NEXT: "best": "a warp's lanes on distinct words of the fewest sectors",
// CHECK-NEXT: "lanes_float": 67584,
// CHECK-NEXT: "lanes_int": 0,
// CHECK: "time_us_best": 4.1{{[0-9]*}},
// CHECK-NEXT: "time_us_worst": 121.75{{[0-9]*}}
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @hist(%in: memref<67584xi32>, %out: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %p = arith.muli %bx, %bd : index
      %i = arith.addi %p, %tx : index
      %v = memref.load %in[%i] : memref<67584xi32>
      %m = arith.constant 1023 : i32
      %b32 = arith.andi %v, %m : i32
      %b = arith.index_cast %b32 : i32 to index
      %one = arith.constant 1.0 : f32
      %o = memref.atomic_rmw addf %one, %out[%b] : (f32, memref<1024xf32>) -> f32
      gpu.return
    }
  }
  func.func @main(%in: memref<67584xi32>, %out: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %g = arith.constant 264 : index
    %t = arith.constant 256 : index
    gpu.launch_func @m::@hist blocks in (%g, %c1, %c1) threads in (%t, %c1, %c1) args(%in : memref<67584xi32>, %out : memref<1024xf32>)
    return
  }
}
