// RUN: warp-opt %s --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// What LLVM removes before the kernel runs (lib/Analysis/IR/
// ScalarOptimizations.cpp, docs/cost-model.md "Common subexpressions and
// loop-invariant ops"). One warp of 32 threads.
//
// @optimized: before the loop, %t4 is one integer instruction and %t4b,
// the same multiply of the same values, none (common subexpression
// elimination). In the loop of 8 iterations, %base, %off and %q read only
// values defined outside it (a division by the block size, never zero, may
// be speculated) and run once, before it (loop-invariant code motion); %i,
// %j0 and %j change with %k and run 8 times. The loop, which loads and
// stores global memory, is not unrolled, so each iteration also issues its
// control chain (5 integer instructions for an `index` loop). Integer:
// 1 + 3 + 3 x 8 + 5 x 8 = 68 (90 without either pass: 2 + 6 x 8 + 5 x 8).
// FP32: the two conversions of the
// same loaded value are one, so an extf and an addf per iteration: 16 (24
// without). Global memory: a load and a store per iteration, 16.
// CHECK-LABEL: "instruction_profile": {
// CHECK: "fp32": 16,
// CHECK: "global_memory": 16,
// CHECK: "integer": 68,
// CHECK: "kernel": "m::optimized",
//
// @branches: the same multiply in both branches of an scf.if is two
// instructions (neither branch dominates the other), and lanes 0-15 run
// one, lanes 16-31 the other, so the warp runs both: the compare and the
// two multiplies, 3 integer instructions; the stores are 2.
// CHECK-LABEL: "instruction_profile": {
// CHECK: "global_memory": 2,
// CHECK: "integer": 3,
// CHECK: "kernel": "m::branches",
//
// @invariant_load: nothing in the loop writes memory, so the load of
// %in[%tx], the same address in every iteration, runs once before it;
// %in[%tx + %k] runs 8 times, and the store after the loop once: 10 global
// instructions (17 if the load stayed).
// CHECK-LABEL: "instruction_profile": {
// CHECK: "global_memory": 10,
// CHECK: "kernel": "m::invariant_load",
//
// @store_in_loop: the same loop storing in every iteration: a store may
// change what the load reads, so both loads and the store run 8 times: 24.
// CHECK-LABEL: "instruction_profile": {
// CHECK: "global_memory": 24,
// CHECK: "kernel": "m::store_in_loop",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @optimized(%in: memref<4096xf16>, %out: memref<4096xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %t4 = arith.muli %tx, %c4 : index
      %t4b = arith.muli %tx, %c4 : index
      scf.for %k = %c0 to %c8 step %c1 {
        %base = arith.muli %tx, %c32 : index
        %off = arith.addi %base, %t4b : index
        %i = arith.addi %off, %k : index
        %v = memref.load %in[%i] : memref<4096xf16>
        %e1 = arith.extf %v : f16 to f32
        %e2 = arith.extf %v : f16 to f32
        %s = arith.addf %e1, %e2 : f32
        %q = arith.divui %tx, %dx : index
        %j0 = arith.addi %t4, %k : index
        %j = arith.addi %j0, %q : index
        memref.store %s, %out[%j] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @branches(%out: memref<4096xf32>) kernel {
      %c3 = arith.constant 3 : index
      %c16 = arith.constant 16 : index
      %f = arith.constant 1.0 : f32
      %tx = gpu.thread_id x
      %low = arith.cmpi ult, %tx, %c16 : index
      scf.if %low {
        %a = arith.muli %tx, %c3 : index
        memref.store %f, %out[%a] : memref<4096xf32>
      } else {
        %b = arith.muli %tx, %c3 : index
        memref.store %f, %out[%b] : memref<4096xf32>
      }
      gpu.return
    }
    gpu.func @invariant_load(%in: memref<4096xf32>, %out: memref<4096xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %in[%tx] : memref<4096xf32>
        %i = arith.addi %tx, %k : index
        %b = memref.load %in[%i] : memref<4096xf32>
        %t = arith.addf %a, %b : f32
        %u = arith.addf %acc, %t : f32
        scf.yield %u : f32
      }
      memref.store %s, %out[%tx] : memref<4096xf32>
      gpu.return
    }
    gpu.func @store_in_loop(%in: memref<4096xf32>, %out: memref<4096xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %tx = gpu.thread_id x
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %in[%tx] : memref<4096xf32>
        %i = arith.addi %tx, %k : index
        %b = memref.load %in[%i] : memref<4096xf32>
        %t = arith.addf %a, %b : f32
        memref.store %t, %out[%i] : memref<4096xf32>
      }
      gpu.return
    }
  }
  func.func @main(%in: memref<4096xf16>, %out: memref<4096xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@optimized blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<4096xf16>, %out : memref<4096xf32>)
    gpu.launch_func @m::@branches blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<4096xf32>)
    %f = memref.alloc() : memref<4096xf32>
    gpu.launch_func @m::@invariant_load blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%f : memref<4096xf32>, %out : memref<4096xf32>)
    gpu.launch_func @m::@store_in_loop blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%f : memref<4096xf32>, %out : memref<4096xf32>)
    return
  }
}
