// RUN: not warp-opt %s --warp-print-accesses=block=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not warp-opt %s --warp-extract-accesses=block=1,2,3,4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOUR
// RUN: warp-opt %s --warp-print-accesses=block=32 -o /dev/null | FileCheck %s --check-prefix=OK

// ZERO: error: option 'block' needs positive sizes, got 0
// FOUR: error: option 'block' takes 1 to 3 sizes, got 4
// OK: kernel m::k grid=[?,?,?] block=[32,1,1]
// OK-NEXT: access #0 read global arg0 elem=4B index=[gdz, gdy, gdx] -> { [bx, by, bz, tx, ty = 0, tz = 0] -> arg0[32bx + tx] :
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%in: memref<4096xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %in[%i] : memref<4096xf32>
      gpu.return
    }
  }
}
