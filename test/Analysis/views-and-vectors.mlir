// RUN: warp-opt %s --split-input-file --warp-print-accesses -o /dev/null | FileCheck %s

// A flat 1-D buffer indexed with a row pitch that is a kernel argument,
// constant (80 elements) at the launch site: element 80*y + x + 1.
// CHECK-LABEL: kernel m::pitched grid=[2,16,1] block=[32,4,1] args={arg1=80}
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[1 + 32bx + 320by + tx + 80ty] : 0 <= bx <= 1 and 0 <= by <= 15 and 0 <= tx <= 31 and 0 <= ty <= 3 } bytes={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[4 + 128bx + 1280by + 4tx + 320ty] : 0 <= bx <= 1 and 0 <= by <= 15 and 0 <= tx <= 31 and 0 <= ty <= 3 }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @pitched(%buf: memref<6400xf32>, %pitch: index) kernel {
      %c1 = arith.constant 1 : index
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
      %row = arith.muli %y, %pitch : index
      %e0 = arith.addi %row, %x : index
      %e = arith.addi %e0, %c1 : index
      %v = memref.load %buf[%e] : memref<6400xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<6400xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c80 = arith.constant 80 : index
    gpu.launch_func @m::@pitched blocks in (%c2, %c16, %c1) threads in (%c32, %c4, %c1) args(%a : memref<6400xf32>, %c80 : index)
    return
  }
}

// -----

// A subview with offsets (2, 8) of a 64x128 f64 array: index (ty, tx) of the
// view is element (2 + ty, 8 + tx) of the buffer, byte 8*(128*(2+ty) + 8+tx).
// The index relation is in the view's own indices; the byte relation is
// relative to the base of the underlying buffer arg0.
// CHECK-LABEL: kernel m::sub grid=[1,1,1] block=[32,4,1]
// CHECK-NEXT: access #0 read global arg0 elem=8B index={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg0[ty, tx] : 0 <= tx <= 31 and 0 <= ty <= 3 } bytes={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg0[2112 + 8tx + 1024ty] : 0 <= tx <= 31 and 0 <= ty <= 3 }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @sub(%buf: memref<64x128xf64>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %s = memref.subview %buf[2, 8] [4, 32] [1, 1] : memref<64x128xf64> to memref<4x32xf64, strided<[128, 1], offset: 264>>
      %v = memref.load %s[%ty, %tx] : memref<4x32xf64, strided<[128, 1], offset: 264>>
      gpu.return
    }
  }
  func.func @main(%a: memref<64x128xf64>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@sub blocks in (%c1, %c1, %c1) threads in (%c32, %c4, %c1) args(%a : memref<64x128xf64>)
    return
  }
}

// -----

// A vector load of 4 floats per thread at 4*i: each thread touches the four
// consecutive elements 4i .. 4i+3 (16 bytes).
// CHECK-LABEL: kernel m::vec4 grid=[2,1,1] block=[64,1,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B vector=4 index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[o0] : 0 <= bx <= 1 and 0 <= tx <= 63 and 256bx + 4tx <= o0 <= 3 + 256bx + 4tx } bytes={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[o0] : (o0) mod 4 = 0 and 0 <= bx <= 1 and 0 <= tx <= 63 and 1024bx + 16tx <= o0 <= 12 + 1024bx + 16tx }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @vec4(%buf: memref<512xf32>) kernel {
      %c4 = arith.constant 4 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %e = arith.muli %i, %c4 : index
      %v = vector.load %buf[%e] : memref<512xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<512xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@vec4 blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<512xf32>)
    return
  }
}
