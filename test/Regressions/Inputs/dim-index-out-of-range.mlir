// Launch sizes that are constants only once folded: memref.dim of a cast
// of a static alloc (4), arith.subi %c256, %c0 (256, which arith folds to
// its operand), and affine.apply (1024 ceildiv s0) with s0 that subi: 4.
// All are predicted with those sizes, without canonicalizing first; the
// unlaunched kernel is predicted with its known sizes.
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false report=-" -o /dev/null 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: "grid": [
// CHECK-NEXT: 4,
// CHECK: "kernel": "m::copy",
// CHECK: "modelled": true,
// CHECK: "grid": [
// CHECK-NEXT: 4,
// CHECK: "kernel": "m::copy",
// CHECK: "modelled": true,
// CHECK: "grid": [
// CHECK-NEXT: 8,
// CHECK: "kernel": "m::known",
// CHECK: "launch_site": "none
// Sizes that are constants but not folded (written for Warp after the
// output of upstream SCF-to-GPU conversions): memref.dim of a cast of a
// static alloc, arith.subi of constants, affine.apply with a symbol, and a
// kernel that is never launched but carries known_block_size and
// known_grid_size.
#ceil = affine_map<(d0)[s0] -> (d0 ceildiv s0)>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %a[%i] : memref<1024xf32>
      memref.store %v, %b[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @known(%a: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %a[%i] : memref<1024xf32>
      memref.store %v, %a[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>) {
    %c0 = arith.constant 2147483647 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %buf = memref.alloc() : memref<4x256xf32>
    %cast = memref.cast %buf : memref<4x256xf32> to memref<?x?xf32>
    %g = memref.dim %cast, %c0 : memref<?x?xf32>
    %t = arith.subi %c256, %c0 : index
    %c1024 = arith.constant 1024 : index
    %g2 = affine.apply #ceil(%c1024)[%t]
    gpu.launch_func @m::@copy blocks in (%g, %c1, %c1) threads in (%t, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@copy blocks in (%g2, %c1, %c1) threads in (%t, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    memref.dealloc %buf : memref<4x256xf32>
    return
  }
}
