// RUN: warp-opt %s --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// What ptxas does with a loop (docs/cost-model.md, "What ptxas does"): an
// innermost loop whose loads cannot alias its stores is unrolled by 8 and
// its loads issue together (bench/groundtruth/sass/transpose_smem.sass);
// a loop that loads and stores global memory is not (MLIR's lowering marks
// no pointer noalias: bench/harness/sass/jacobi3d7_f32_foldz.sass), and
// each of its iterations waits for the previous one's store and for the
// loop's control chain (5 dependent integer instructions of 6 cycles for
// an `index` loop: 30 cycles).
//
// Both kernels: 32 x 2 threads, 8 iterations per thread (r = ty, ty + 2,
// ..., < 16), each 2 multiplies and an add (6 cycles each, dependent), a
// load and a store. Before the loop, base = bx * 32 and x = base + tx:
// issued at 0 and 6, the loop's region begins at 6.
//
// to_shared, one region of 8 iterations: iteration k's first multiply
// issues at 6 + 5k + 1 (one instruction per cycle in the region), its
// load 18 cycles later, at 25 + 5k: the last load at 60, its store when
// its data returns, 60 + L, and the warp finishes a cycle later:
// 61 cycles + 1 memory latency.
// CHECK: "critical_path_cycles": 61,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::to_shared",
//
// to_global, a region per iteration: the first iteration's store issues
// at 25 + L; each later region begins when the previous store issued (at
// least 30 cycles after the previous region began, which L exceeds), its
// load 19 cycles later and its store after the load's L: 25 + 7 x 19 = 158
// cycles + 8 L, and the finish: 159 cycles + 8 memory latencies.
// CHECK: "critical_path_cycles": 159,
// CHECK-NEXT: "critical_path_memory_latencies": 8,
// CHECK: "kernel": "m::to_global",
//
// The same rules for affine.for (8 iterations of r = 0, 2, ..., 14, one
// warp): affine_to_shared issues its 8 loads at 0, 2, ..., 14 (a load and a
// store per iteration, one instruction per cycle), the last store when the
// last load returns, at 14 + L: 15 cycles + 1 memory latency.
// CHECK: "critical_path_cycles": 15,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::affine_to_shared",
// affine_to_global runs them one by one: the first load at 0, its store at
// L; each later region begins at the previous store (L exceeds the 30-cycle
// control chain), its load a cycle later: the last store at 7 + 8 L, the
// finish at 8 cycles + 8 memory latencies.
// CHECK: "critical_path_cycles": 8,
// CHECK-NEXT: "critical_path_memory_latencies": 8,
// CHECK: "kernel": "m::affine_to_global",
//
// A loop of a constant 32 iterations is unrolled whole (the contraction
// kernels' staging copies: 64 LDGs then 64 STSs in one block,
// bench/contractions/sass/summary.txt): affine_const_to_shared issues its
// 32 loads at 0, 2, ..., 62, the last store at 62 + L: 63 cycles + 1 memory
// latency (by 8 iterations a region it would take 4).
// CHECK: "critical_path_cycles": 63,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::affine_const_to_shared",
//
// Nested constant loops unroll whole too (LLVM unrolls the inner loop,
// then the outer one, which has become innermost): nested_to_shared copies
// 4 x 2 rows, its 8 loads in one region, so its path has one memory
// latency (4 when each iteration of the outer loop was a region of its own,
// the m1 x 4096 x 14336 f16 copies of the contraction sweep predicted 9.4
// times slower than measured).
// CHECK: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::nested_to_shared",
//
// A loop whose trip count is known only at run time and whose body holds a
// bounds guard is not unrolled, by LLVM or by ptxas (the staging copies of
// bench/random/sets/s2725360607: ptx/rk008_staged.ptx, sass/rk*_staged.sass,
// one LDG and one STS between the backward branches): guarded_to_shared is
// to_shared with `scf.if (i < 2^20)` around its load and store, and runs a
// region per iteration like to_global. Its guard's compare issues beside the
// load and does not delay it (the body is predicated): iteration 0's load
// at 25 as in to_shared, its store at 25 + L; each later region begins at
// the previous store, its load 19 cycles later (2 multiplies and an add of
// 6 cycles), its store L after: 25 + 7 x 19 = 158 cycles + 8 L, and the
// finish: 159 cycles + 8 memory latencies (unrolled by 8 as before: 61
// cycles + 1).
// CHECK: "critical_path_cycles": 159,
// CHECK-NEXT: "critical_path_memory_latencies": 8,
// CHECK: "kernel": "m::guarded_to_shared",
//
// A loop of constant trips that carries a value (an accumulator) is unrolled
// whole within the same bounds, by LLVM or ptxas (12 and 24 iterations of 4
// and 2 loads: 48 LDGs, the loop gone, in
// bench/random/sets/s2725360607/sass/rk059_map.sass and rk039_map.sass).
// carried_whole sums a[k * 1024 + t] for k < 12, one warp: iteration k's
// multiply issues at 4k (four ops an iteration, one a cycle), its add at 4k
// + 6, its load at 4k + 12, and its accumulating add when the load returns,
// 4k + 12 + L (the adds are 4 cycles apart, like the loads); the last add
// at 56 + L, the store at 60 + L, the finish at 61 cycles + 1 memory latency
// (3 when it was unrolled by 4, LLVM's partial unrolling of such a loop).
// CHECK: "critical_path_cycles": 61,
// CHECK-NEXT: "critical_path_memory_latencies": 1,
// CHECK: "kernel": "m::carried_whole",
module attributes {gpu.container_module} {
  gpu.module @m {
    // Global loads into shared memory: the loads cannot alias the stores.
    gpu.func @to_shared(%in: memref<1048576xf32>) workgroup(%tile : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dy = gpu.block_dim y
      %base = arith.muli %bx, %c32 : index
      %x = arith.addi %base, %tx : index
      scf.for %r = %ty to %c16 step %dy {
        %row = arith.muli %r, %c32 : index
        %row2 = arith.muli %row, %c16 : index
        %i = arith.addi %row2, %x : index
        %v = memref.load %in[%i] : memref<1048576xf32>
        memref.store %v, %tile[%r, %tx] : memref<16x32xf32, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
    // The same loop storing to global memory: a store may alias the next
    // iteration's load.
    gpu.func @to_global(%in: memref<1048576xf32>, %out: memref<1048576xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dy = gpu.block_dim y
      %base = arith.muli %bx, %c32 : index
      %x = arith.addi %base, %tx : index
      scf.for %r = %ty to %c16 step %dy {
        %row = arith.muli %r, %c32 : index
        %row2 = arith.muli %row, %c16 : index
        %i = arith.addi %row2, %x : index
        %v = memref.load %in[%i] : memref<1048576xf32>
        memref.store %v, %out[%i] : memref<1048576xf32>
      }
      gpu.return
    }
    // An affine.for of the same shape, with the index in its access maps.
    gpu.func @affine_to_shared(%in: memref<16x1024xf32>) workgroup(%tile : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      affine.for %r = 0 to 16 step 2 {
        %v = affine.load %in[%r, %tx] : memref<16x1024xf32>
        affine.store %v, %tile[%r, %tx] : memref<16x32xf32, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
    // 32 constant iterations.
    gpu.func @affine_const_to_shared(%in: memref<32x1024xf32>) workgroup(%tile : memref<32x32xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      affine.for %r = 0 to 32 {
        %v = affine.load %in[%r, %tx] : memref<32x1024xf32>
        affine.store %v, %tile[%r, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
    // Its serial form: a global store.
    gpu.func @affine_to_global(%in: memref<16x1024xf32>, %out: memref<16x1024xf32>) kernel {
      %tx = gpu.thread_id x
      affine.for %r = 0 to 16 step 2 {
        %v = affine.load %in[%r, %tx] : memref<16x1024xf32>
        affine.store %v, %out[%r, %tx] : memref<16x1024xf32>
      }
      gpu.return
    }
    gpu.func @nested_to_shared(%in: memref<8x1024xf32>) workgroup(%tile : memref<8x32xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %tx = gpu.thread_id x
      scf.for %i = %c0 to %c4 step %c1 {
        scf.for %j = %c0 to %c2 step %c1 {
          %r = arith.muli %i, %c2 : index
          %row = arith.addi %r, %j : index
          %v = memref.load %in[%row, %tx] : memref<8x1024xf32>
          memref.store %v, %tile[%row, %tx] : memref<8x32xf32, #gpu.address_space<workgroup>>
        }
      }
      gpu.return
    }
    // to_shared with a bounds guard around its load and store (always
    // true here): the staging copies of bench/random's tuning set.
    gpu.func @guarded_to_shared(%in: memref<1048576xf32>) workgroup(%tile : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel {
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %cn = arith.constant 1048576 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dy = gpu.block_dim y
      %base = arith.muli %bx, %c32 : index
      %x = arith.addi %base, %tx : index
      scf.for %r = %ty to %c16 step %dy {
        %row = arith.muli %r, %c32 : index
        %row2 = arith.muli %row, %c16 : index
        %i = arith.addi %row2, %x : index
        %ok = arith.cmpi ult, %i, %cn : index
        scf.if %ok {
          %v = memref.load %in[%i] : memref<1048576xf32>
          memref.store %v, %tile[%r, %tx] : memref<16x32xf32, #gpu.address_space<workgroup>>
        }
      }
      gpu.return
    }
    gpu.func @carried_whole(%a: memref<16384xf32>, %o: memref<1024xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %c1024 = arith.constant 1024 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %s = scf.for %k = %c0 to %c12 step %c1 iter_args(%acc = %zero) -> (f32) {
        %base = arith.muli %k, %c1024 : index
        %i = arith.addi %base, %t : index
        %v = memref.load %a[%i] : memref<16384xf32>
        %r = arith.addf %acc, %v : f32
        scf.yield %r : f32
      }
      memref.store %s, %o[%t] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%in: memref<1048576xf32>, %out: memref<1048576xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %g = arith.constant 2048 : index
    gpu.launch_func @m::@to_shared blocks in (%g, %c1, %c1) threads in (%c32, %c2, %c1) args(%in : memref<1048576xf32>)
    gpu.launch_func @m::@to_global blocks in (%g, %c1, %c1) threads in (%c32, %c2, %c1) args(%in : memref<1048576xf32>, %out : memref<1048576xf32>)
    %a = memref.alloc() : memref<16x1024xf32>
    %b = memref.alloc() : memref<16x1024xf32>
    gpu.launch_func @m::@affine_to_shared blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x1024xf32>)
    gpu.launch_func @m::@affine_to_global blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x1024xf32>, %b : memref<16x1024xf32>)
    %c = memref.alloc() : memref<32x1024xf32>
    gpu.launch_func @m::@affine_const_to_shared blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%c : memref<32x1024xf32>)
    %d = memref.alloc() : memref<8x1024xf32>
    gpu.launch_func @m::@nested_to_shared blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%d : memref<8x1024xf32>)
    gpu.launch_func @m::@guarded_to_shared blocks in (%g, %c1, %c1) threads in (%c32, %c2, %c1) args(%in : memref<1048576xf32>)
    %e = memref.alloc() : memref<16384xf32>
    %f = memref.alloc() : memref<1024xf32>
    gpu.launch_func @m::@carried_whole blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%e : memref<16384xf32>, %f : memref<1024xf32>)
    return
  }
}
