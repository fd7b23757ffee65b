// RUN: warp-opt %s --warp-print-accesses -o /dev/null | FileCheck %s
// A coalesced copy of 1000 floats with 256-thread blocks: the bounds check
// i < 1000 must cut the last block (bx = 3) at tx <= 999 - 768 = 231.

// CHECK: kernel m::copy grid=[4,1,1] block=[256,1,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[256bx + tx] : bx >= 0 and 0 <= tx <= 999 - 256bx and tx <= 255 } bytes={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[1024bx + 4tx] : bx >= 0 and 0 <= tx <= 999 - 256bx and tx <= 255 }
// CHECK-NEXT: access #1 write global arg1 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg1[256bx + tx] : bx >= 0 and 0 <= tx <= 999 - 256bx and tx <= 255 } bytes={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg1[1024bx + 4tx] : bx >= 0 and 0 <= tx <= 999 - 256bx and tx <= 255 }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1000xf32>, %out: memref<1000xf32>) kernel {
      %c1000 = arith.constant 1000 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %p = arith.cmpi slt, %i, %c1000 : index
      scf.if %p {
        %v = memref.load %in[%i] : memref<1000xf32>
        memref.store %v, %out[%i] : memref<1000xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<1000xf32>, %b: memref<1000xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1000xf32>, %b : memref<1000xf32>)
    return
  }
}
