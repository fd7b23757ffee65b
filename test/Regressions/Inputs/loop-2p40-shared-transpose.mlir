// Found by scripts/fuzz.py (seed 2, ASan+UBSan build): a loop of 2^40 iterations in a shared-memory transpose ran for minutes, because the simulation budget was checked only between warps; the simulator now stops as soon as a launch exceeds it.


// Shared-memory transpose of 64x64 f32 through a 32x32 tile, blocks (32,8),
// each thread loops over 4 rows: 4 blocks x 8 warps x 4 = 128 warp
// instructions per access. Storing tile[ty+r][tx] is conflict-free: 1
// wavefront each -> 128. Reading tile[tx][ty+r] unpadded puts all 32 lanes
// on one bank at 32 different words: 32 wavefronts each -> 4096; padded to
// 33 words per row, lane tx is on bank (tx + c) mod 32: 1 wavefront each.
// Unpadded: 128 + 4096 = 4224 wavefronts, 128 x 31 = 3968 conflicts.
// Padded: 256 wavefronts, no conflicts.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @t32(%in: memref<64x64xf32>, %out: memref<64x64xf32>) workgroup(%tile : memref<32x32xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %cT = arith.constant 32 : index
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
        memref.store %v, %tile[%row, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %x2 = arith.addi %yb, %tx : index
      %y2 = arith.addi %xb, %ty : index
      scf.for %r = %c0 to %cT step %dy {
        %yy = arith.addi %y2, %r : index
        %row = arith.addi %ty, %r : index
        %v = memref.load %tile[%tx, %row] : memref<32x32xf32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%yy, %x2] : memref<64x64xf32>
      }
      gpu.return
    }
    gpu.func @t32pad(%in: memref<64x64xf32>, %out: memref<64x64xf32>) workgroup(%tile : memref<32x33xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %cT = arith.constant 1099511627776 : index
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
        memref.store %v, %tile[%row, %tx] : memref<32x33xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %x2 = arith.addi %yb, %tx : index
      %y2 = arith.addi %xb, %ty : index
      scf.for %r = %c0 to %cT step %dy {
        %yy = arith.addi %y2, %r : index
        %row = arith.addi %ty, %r : index
        %v = memref.load %tile[%tx, %row] : memref<32x33xf32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%yy, %x2] : memref<64x64xf32>
      }
      gpu.return
    }
  }
  func.func @tiled(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@t32 blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1) args(%a : memref<64x64xf32>, %b : memref<64x64xf32>)
    gpu.launch_func @m::@t32pad blocks in (%c2, %c2, %c1) threads in (%c32, %c8, %c1) args(%a : memref<64x64xf32>, %b : memref<64x64xf32>)
    return
  }
}
