// RUN: warp-opt %s --split-input-file --warp-print-accesses -o /dev/null | FileCheck %s

// collapse_shape / expand_shape / reinterpret_cast: the byte offset follows
// the views back to the kernel argument.
// CHECK-LABEL: kernel m::reshape grid=[1,1,1] block=[8,4,1]
// collapse 4x8 -> 32: element 8ty + tx of the flat view is byte 4*(8ty + tx).
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg0[tx + 8ty] : 0 <= tx <= 7 and 0 <= ty <= 3 } bytes={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg0[4tx + 32ty] : 0 <= tx <= 7 and 0 <= ty <= 3 }
// expand 32 -> 2x16: element (ty mod 2, tx) is byte 4*(16*(ty mod 2) + tx),
// which ISL writes as o0 - 4tx in {0, 64} with o0 - 4tx = -64ty mod 128.
// CHECK-NEXT: access #1 write global arg1 elem=4B index={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg1[o0, tx] : (ty + o0) mod 2 = 0 and 0 <= tx <= 7 and 0 <= ty <= 3 and 0 <= o0 <= 1 } bytes={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg1[o0] : (-4tx + 64ty + o0) mod 128 = 0 and 0 <= tx <= 7 and 0 <= ty <= 3 and 4tx <= o0 <= 64 + 4tx }
// reinterpret_cast with offset 5 and strides [10, 2]: byte 4*(5 + 10ty + 2tx).
// CHECK-NEXT: access #2 read global arg2 elem=4B index={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg2[ty, tx] : 0 <= tx <= 7 and 0 <= ty <= 3 } bytes={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg2[20 + 8tx + 40ty] : 0 <= tx <= 7 and 0 <= ty <= 3 }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @reshape(%a: memref<4x8xf32>, %b: memref<32xf32>, %c: memref<100xf32>) kernel attributes {known_block_size = array<i32: 8, 4, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %flat = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
      %row = arith.muli %ty, %c8 : index
      %e = arith.addi %row, %tx : index
      %v = memref.load %flat[%e] : memref<32xf32>
      %grid = memref.expand_shape %b [[0, 1]] output_shape [2, 16] : memref<32xf32> into memref<2x16xf32>
      %r = arith.remui %ty, %c2 : index
      memref.store %v, %grid[%r, %tx] : memref<2x16xf32>
      %rc = memref.reinterpret_cast %c to offset: [5], sizes: [4, 8], strides: [10, 2] : memref<100xf32> to memref<4x8xf32, strided<[10, 2], offset: 5>>
      %w = memref.load %rc[%ty, %tx] : memref<4x8xf32, strided<[10, 2], offset: 5>>
      gpu.return
    }
  }
}

// -----

// Affine dialect: affine.for with a max lower bound, affine.if, affine.load
// through a map with floordiv and mod.
// CHECK-LABEL: kernel m::aff grid=[2,1,1] block=[16,1,1]
// max(2, tx) <= l0 <= 9, l0 mod 3 >= 1, o0 = (16bx + tx + l0) floordiv 4.
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l0] -> arg0[o0, 16bx + tx + l0 - 4o0] : 0 <= bx <= 1 and tx >= 0 and l0 >= tx and 2 <= l0 <= 9 and -3 + 16bx + tx + l0 <= 4o0 <= 16bx + tx + l0 and 3*floor((l0)/3) < l0 } bytes={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l0] -> arg0[64bx + 4tx + 4l0] :
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @aff(%a: memref<16x4xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      affine.for %l = max affine_map<(d0) -> (2, d0)>(%tx) to 10 {
        affine.if affine_set<(d0) : (d0 mod 3 - 1 >= 0)>(%l) {
          %v = affine.load %a[(%bx * 16 + %tx + %l) floordiv 4, (%bx * 16 + %tx + %l) mod 4] : memref<16x4xf32>
        }
      }
      gpu.return
    }
  }
}

// -----

// vector.transfer_read of a 2-D slab: a vector<2x4xf32> read at (ty*2, tx*4)
// touches rows 2ty..2ty+1 and columns 4tx..4tx+3.
// CHECK-LABEL: kernel m::xfer grid=[1,1,1] block=[2,2,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B vector=8 index={ [bx = 0, by = 0, bz = 0, tx, ty, tz = 0] -> arg0[o0, o1] : 0 <= tx <= 1 and 0 <= ty <= 1 and 2ty <= o0 <= 1 + 2ty and 4tx <= o1 <= 3 + 4tx }
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @xfer(%a: memref<8x8xf32>) kernel attributes {known_block_size = array<i32: 2, 2, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %r = arith.muli %ty, %c2 : index
      %c = arith.muli %tx, %c4 : index
      %v = vector.transfer_read %a[%r, %c], %pad {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
      gpu.return
    }
  }
}

// -----

// 2-D 5-point star stencil on 32x32 f32, block (16,16): the four neighbours.
// CHECK-LABEL: kernel m::star2d5 grid=[2,2,1] block=[16,16,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[16by + ty, -1 + 16bx + tx] : tx >= 0 and -16bx < tx <= 30 - 16bx and tx <= 15 and ty >= 0 and -16by < ty <= 30 - 16by and ty <= 15 } bytes={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[-4 + 64bx + 2048by + 4tx + 128ty] :
// CHECK-NEXT: access #1 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[16by + ty, 1 + 16bx + tx] :
// CHECK-NEXT: access #2 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[-1 + 16by + ty, 16bx + tx] :
// CHECK-SAME: bytes={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[-128 + 64bx + 2048by + 4tx + 128ty] :
// CHECK-NEXT: access #3 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[1 + 16by + ty, 16bx + tx] :
// CHECK-NEXT: access #4 write global arg1
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @star2d5(%in: memref<32x32xf32>, %out: memref<32x32xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c31 = arith.constant 31 : index
      %i = gpu.global_id x
      %j = gpu.global_id y
      %a = arith.cmpi sge, %i, %c1 : index
      %b = arith.cmpi slt, %i, %c31 : index
      %c = arith.cmpi sge, %j, %c1 : index
      %d = arith.cmpi slt, %j, %c31 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %p = arith.andi %ab, %cd : i1
      scf.if %p {
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %w = memref.load %in[%j, %im] : memref<32x32xf32>
        %e = memref.load %in[%j, %ip] : memref<32x32xf32>
        %s = memref.load %in[%jm, %i] : memref<32x32xf32>
        %n = memref.load %in[%jp, %i] : memref<32x32xf32>
        %t1 = arith.addf %w, %e : f32
        %t2 = arith.addf %s, %n : f32
        %t = arith.addf %t1, %t2 : f32
        memref.store %t, %out[%j, %i] : memref<32x32xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<32x32xf32>, %b: memref<32x32xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @m::@star2d5 blocks in (%c2, %c2, %c1) threads in (%c16, %c16, %c1) args(%a : memref<32x32xf32>, %b : memref<32x32xf32>)
    return
  }
}
