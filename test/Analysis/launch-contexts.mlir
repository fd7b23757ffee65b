// RUN: warp-opt %s --split-input-file --warp-print-accesses -o /dev/null | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-extract-accesses | FileCheck %s --check-prefix=ATTR

// A gpu.launch body (not outlined), 2-D stencil-like read of a captured
// buffer with constant sizes: grid (4,8,1), block (16,16,1).
// CHECK-LABEL: kernel host::launch#0 grid=[4,8,1] block=[16,16,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[16by + ty, 1 + 16bx + tx] : 0 <= bx <= 3 and 0 <= by <= 7 and 0 <= tx <= 15 and 0 <= ty <= 15 } bytes={ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[4 + 64bx + 16320by + 4tx + 1020ty] : 0 <= bx <= 3 and 0 <= by <= 7 and 0 <= tx <= 15 and 0 <= ty <= 15 }
// ATTR: memref.load {{.*}}{warp.access = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 4, map = "{ [bx, by, bz = 0, tx, ty, tz = 0] -> arg0[16by + ty, 1 + 16bx + tx]
func.func @host(%buf: memref<128x255xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c8, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c16, %sz = %c1) {
    %x0 = arith.muli %bx, %sx : index
    %x1 = arith.addi %x0, %tx : index
    %x = arith.addi %x1, %c1 : index
    %y0 = arith.muli %by, %sy : index
    %y = arith.addi %y0, %ty : index
    %v = memref.load %buf[%y, %x] : memref<128x255xf32>
    gpu.terminator
  }
  return
}

// -----

// A kernel with no launch site but known_block_size: the block size is known,
// the grid size stays a parameter (gdx).
// CHECK-LABEL: kernel m::known grid=[?,?,?] block=[64,1,1]
// CHECK-NEXT: access #0 write global arg0 elem=8B index=[gdz, gdy, gdx] -> { [bx, by, bz, tx, ty = 0, tz = 0] -> arg0[64bx + tx] : 0 <= bx < gdx and 0 <= by < gdy and 0 <= bz < gdz and 0 <= tx <= 63 } bytes=[gdz, gdy, gdx] -> { [bx, by, bz, tx, ty = 0, tz = 0] -> arg0[512bx + 8tx] :
// ATTR-LABEL: gpu.func @known
// ATTR: memref.store {{.*}}warp.access = #warp.access<kind = write, space = global, memref = "arg0", elem_bytes = 8, map = "[gdz, gdy, gdx] -> { [bx, by, bz, tx, ty = 0, tz = 0] -> arg0[64bx + tx]
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @known(%out: memref<?xf64>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %cst = arith.constant 1.0 : f64
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      memref.store %cst, %out[%i] : memref<?xf64>
      gpu.return
    }
  }
}

// -----

// Two launch sites with different grids: each is printed with its own sizes;
// --warp-extract-accesses keeps the common block size and makes the grid a
// parameter.
// CHECK-LABEL: kernel m::k grid=[2,1,1] block=[32,1,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[32bx + tx] : 0 <= bx <= 1 and 0 <= tx <= 31 }
// CHECK-LABEL: kernel m::k grid=[3,1,1] block=[32,1,1]
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[32bx + tx] : 0 <= bx <= 2 and 0 <= tx <= 31 }
// ATTR-LABEL: gpu.func @k
// ATTR: map = "[gdx] -> { [bx, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[32bx + tx] : 0 <= bx < gdx and 0 <= tx <= 31 }"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%in: memref<96xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %in[%i] : memref<96xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<96xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@k blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<96xf32>)
    gpu.launch_func @m::@k blocks in (%c3, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<96xf32>)
    return
  }
}
