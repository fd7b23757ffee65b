// RUN: warp-opt %s --warp-print-accesses -o /dev/null | FileCheck %s
// Naive transpose out[x][y] = in[y][x] of a 256x256 f32 matrix, block
// (32,8,1), grid (8,32,1): the load is row-contiguous in tx (stride 4 B),
// the store steps by a whole row (1024 B) per tx.

// CHECK: kernel m::transpose grid=[8,32,1] block=[32,8,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[8by + ty, 32bx + tx] : 0 <= bx <= 7 and 0 <= by <= 31 and 0 <= tx <= 31 and 0 <= ty <= 7 } bytes={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[128bx + 8192by + 4tx + 1024ty] : 0 <= bx <= 7 and 0 <= by <= 31 and 0 <= tx <= 31 and 0 <= ty <= 7 }
// CHECK-NEXT: access #1 write global arg1 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg1[32bx + tx, 8by + ty] : 0 <= bx <= 7 and 0 <= by <= 31 and 0 <= tx <= 31 and 0 <= ty <= 7 } bytes={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg1[32768bx + 32by + 1024tx + 4ty] : 0 <= bx <= 7 and 0 <= by <= 31 and 0 <= tx <= 31 and 0 <= ty <= 7 }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @transpose(%in: memref<256x256xf32>, %out: memref<256x256xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<256x256xf32>
      memref.store %v, %out[%x, %y] : memref<256x256xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<256x256xf32>, %b: memref<256x256xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@transpose blocks in (%c8, %c32, %c1) threads in (%c32, %c8, %c1) args(%a : memref<256x256xf32>, %b : memref<256x256xf32>)
    return
  }
}
