// A kernel that computes its global id twice (the same multiply and add of
// the same values) is still proven block-size generic: the second copy is a
// common subexpression (docs/cost-model.md, "Common subexpressions and
// loop-invariant ops") and reads the block id, the block size and the
// thread id only through the first.
// RUN: warp-opt %s --warp-cost-model="target=h100 retune=true blocks=32x1,64x1,128x1,256x1 resources=estimate" -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: retuned from 32x1x1 ({{[0-9.]+}} us): picked
// CHECK-NOT: not retuned
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @twice(%a: memref<1048576xf32>) kernel {
      %n = arith.constant 1048576 : index
      %two = arith.constant 2.0 : f32
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %p = arith.cmpi slt, %i, %n : index
      scf.if %p {
        %v = memref.load %a[%i] : memref<1048576xf32>
        %w = arith.mulf %v, %two : f32
        %j0 = arith.muli %bx, %dx : index
        %j = arith.addi %j0, %tx : index
        memref.store %w, %a[%j] : memref<1048576xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<1048576xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c32768 = arith.constant 32768 : index
    gpu.launch_func @m::@twice blocks in (%c32768, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<1048576xf32>)
    return
  }
}
