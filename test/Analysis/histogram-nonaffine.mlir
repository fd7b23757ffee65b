// RUN: warp-opt %s --warp-print-accesses -o /dev/null -verify-diagnostics | FileCheck %s
// Shared-memory histogram (the ground-truth kernel hist1024_smem) with a
// grid-stride loop, grid 8 x 128 threads: stride = 8*128 = 1024.
// The bin index comes from a loaded value: the atomic's relation covers the
// whole histogram (0..1023) and is marked non-affine, with a remark.

// CHECK: kernel m::hist grid=[8,1,1] block=[128,1,1]
// The zeroing loop b = tx, tx+128, ... < 1024.
// CHECK-NEXT: access #0 write shared wg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l0] -> wg0[l0] : (-tx + l0) mod 128 = 0 and 0 <= bx <= 7 and 0 <= tx <= 127 and tx <= l0 <= 1023 } bytes={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l0] -> wg0[4l0] :
// The input load i = 128bx + tx + 1024k < 4096.
// CHECK-NEXT: access #1 read global arg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l1] -> arg0[l1] :
// CHECK-SAME: (-128bx - tx + l1) mod 1024 = 0 and 0 <= bx <= 7 and 0 <= tx <= 127 and 128bx + tx <= l1 <= 4095 }
// CHECK-NEXT: access #2 atomic shared wg0 elem=4B non-affine index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l1] -> wg0[o] : (-128bx - tx + l1) mod 1024 = 0 and 0 <= bx <= 7 and 0 <= tx <= 127 and 128bx + tx <= l1 <= 4095 and 0 <= o <= 1023 }
// CHECK-NEXT: access #3 read shared wg0
// CHECK-NEXT: access #4 atomic global arg1 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l2] -> arg1[l2] : (-tx + l2) mod 128 = 0
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @hist(%in: memref<4096xi32>, %hist: memref<1024xi32>) workgroup(%sh : memref<1024xi32, #gpu.address_space<workgroup>>) kernel {
      %cB = arith.constant 1024 : index
      %cN = arith.constant 4096 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 1023 : i32
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %gx = gpu.grid_dim x
      scf.for %b = %tx to %cB step %dx {
        memref.store %zero, %sh[%b] : memref<1024xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %g0 = arith.muli %bx, %dx : index
      %g = arith.addi %g0, %tx : index
      %stride = arith.muli %gx, %dx : index
      scf.for %i = %g to %cN step %stride {
        %v = memref.load %in[%i] : memref<4096xi32>
        %bin32 = arith.andi %v, %mask : i32
        %bin = arith.index_cast %bin32 : i32 to index
        // expected-remark @below {{index 0 of the access to 'wg0' is not affine: it is loaded from memory by 'memref.load'}}
        %old = memref.atomic_rmw addi %one, %sh[%bin] : (i32, memref<1024xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %b = %tx to %cB step %dx {
        %cnt = memref.load %sh[%b] : memref<1024xi32, #gpu.address_space<workgroup>>
        %old2 = memref.atomic_rmw addi %cnt, %hist[%b] : (i32, memref<1024xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<4096xi32>, %h: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @m::@hist blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : memref<4096xi32>, %h : memref<1024xi32>)
    return
  }
}
