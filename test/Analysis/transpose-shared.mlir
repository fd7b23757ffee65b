// RUN: warp-opt %s --warp-print-accesses -o /dev/null | FileCheck %s
// Shared-memory tiled transpose (the ground-truth kernel transpose_f32_t16 of
// bench/groundtruth) on a 64x64 matrix, tile 16x16, block (16,4,1): each
// thread loops r = 0, 4, 8, 12 (step = block_dim.y = 4). The tile is a
// workgroup attribution (shared memory, "wg0").

// CHECK: kernel m::transpose_t16 grid=[4,4,1] block=[16,4,1]
// Phase 1 load: in[16by + ty + r][16bx + tx], r a multiple of 4 in [0, 16).
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0, l0] -> arg0[16by + ty + l0, 16bx + tx] : (l0) mod 4 = 0 and 0 <= bx <= 3 and 0 <= by <= 3 and 0 <= tx <= 15 and 0 <= ty <= 3 and 0 <= l0 <= 15 }
// Phase 1 store into the tile: tile[ty + r][tx], 64 B per tile row.
// CHECK-NEXT: access #1 write shared wg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0, l0] -> wg0[ty + l0, tx] : (l0) mod 4 = 0 and 0 <= bx <= 3 and 0 <= by <= 3 and 0 <= tx <= 15 and 0 <= ty <= 3 and 0 <= l0 <= 15 } bytes={ [bx, by, bz = 0, tx, ty, tz = 0, l0] -> wg0[4tx + 64ty + 64l0] :
// Phase 2 load from the tile, column-wise: tile[tx][ty + r], 64 B per tx.
// CHECK-NEXT: access #2 read shared wg0 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0, l1] -> wg0[tx, ty + l1] :
// CHECK-SAME: bytes={ [bx, by, bz = 0, tx, ty, tz = 0, l1] -> wg0[64tx + 4ty + 4l1] :
// CHECK-NEXT: access #3 write global arg1 elem=4B index={ [bx, by, bz = 0, tx, ty, tz = 0, l1] -> arg1[16bx + ty + l1, 16by + tx] :
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @transpose_t16(%in: memref<64x64xf32>, %out: memref<64x64xf32>) workgroup(%tile : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %cT = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dy = gpu.block_dim y
      %xb = arith.muli %bx, %cT : index
      %yb = arith.muli %by, %cT : index
      %x = arith.addi %xb, %tx : index
      %y = arith.addi %yb, %ty : index
      scf.for %r = %c0 to %cT step %dy {
        %yy = arith.addi %y, %r : index
        %row = arith.addi %ty, %r : index
        %v = memref.load %in[%yy, %x] : memref<64x64xf32>
        memref.store %v, %tile[%row, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %x2 = arith.addi %yb, %tx : index
      %y2 = arith.addi %xb, %ty : index
      scf.for %r = %c0 to %cT step %dy {
        %yy = arith.addi %y2, %r : index
        %row = arith.addi %ty, %r : index
        %v = memref.load %tile[%tx, %row] : memref<16x16xf32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%yy, %x2] : memref<64x64xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @m::@transpose_t16 blocks in (%c4, %c4, %c1) threads in (%c16, %c4, %c1) args(%a : memref<64x64xf32>, %b : memref<64x64xf32>)
    return
  }
}
