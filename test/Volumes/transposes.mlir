// RUN: warp-opt %s --split-input-file --warp-data-volumes="target=h100 remarks=false resources=estimate" | FileCheck %s

// Naive transpose of a 64x64 f32 matrix with blocks (32,8): 128 warps.
// Loads in[y][x] are coalesced: 4 sectors per warp -> 512, one 128-byte
// line per warp -> 128 L1 wavefronts. Stores
// out[x][y] put every lane in another row: 32 sectors per warp -> 4096.
// L2 writes: every store sector (write-through) -> 4096 x 32 B.
// CHECK-LABEL: func.func @naive
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 512, l1_global_load_requests = 128, l1_global_store_sectors = 4096, l1_wavefronts = 128, l2_read_bytes = 16384, l2_write_bytes = 131072, dram_read_bytes = 16384,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @transpose(%in: memref<64x64xf32>, %out: memref<64x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %in[%y, %x] : memref<64x64xf32>
      memref.store %v, %out[%x, %y] : memref<64x64xf32>
      gpu.return
    }
  }
  func.func @naive(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@transpose blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%a : memref<64x64xf32>, %b : memref<64x64xf32>)
    return
  }
}

// -----

// Shared-memory transpose of 64x64 f32 through a 32x32 tile, blocks (32,8),
// each thread loops over 4 rows: 4 blocks x 8 warps x 4 = 128 warp
// instructions per access. Storing tile[ty+r][tx] is conflict-free: 1
// wavefront each -> 128. Reading tile[tx][ty+r] unpadded puts all 32 lanes
// on one bank at 32 different words: 32 wavefronts each -> 4096; padded to
// 33 words per row, lane tx is on bank (tx + c) mod 32: 1 wavefront each.
// Unpadded: 128 + 4096 = 4224 wavefronts, 128 x 31 = 3968 conflicts.
// Padded: 256 wavefronts, no conflicts.
// CHECK-LABEL: func.func @tiled
// CHECK: shared_wavefronts = 4224, shared_bank_conflicts = 3968,
// CHECK: shared_wavefronts = 256, shared_bank_conflicts = 0,
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
