// RUN: warp-opt %s --split-input-file --warp-data-volumes="target=h100 remarks=false resources=estimate" | FileCheck %s

// 2-D 5-point star on 32x32 f32, interior 1 <= i,j <= 30, blocks (32,4),
// grid (1,8): one warp per row; rows 0 and 31 have no active lane and
// issue nothing, so 30 warps execute each access.
// Every access (centre, i-1, i+1, j-1, j+1) of a warp touches bytes within
// one 128-byte row: 4 sectors -> 5 x 30 x 4 = 600 load sectors, 150
// requests; stores 30 x 4 = 120 sectors.
// L1 wavefronts: one per distinct 128-byte line of a warp request; every
// access of a warp stays in its row's line -> 5 x 30 = 150.
// Compulsory L2 per block: rows j-1 .. j+4 of its 4 rows, clipped to the
// rows the active threads touch: blocks 1..6 read 6 rows, blocks 0 and 7
// read 5, each row 4 sectors -> 4 x (36 + 10) = 184 sectors. The other
// 416 sectors are L1 hits but for the capacity-miss fraction
// 0.73 exp(-4.6 exp(-0.34 O)), O = 5.75 lines x 128 B x 16 blocks / 232 KiB
// = 0.0496 -> 0.00792 -> L2 = (184 + 3.30) x 32 = 5993 B.
// DRAM: all 32 rows are read (rows 0 and 31 as neighbours), 2 units of 64 B
// each: 4096 B. The 60 sectors of `out` that are written only in part
// (columns 1..7 and 24..30 of rows 1..30) would be read when L2 writes them
// back, but the writes, 120 sectors, are all still dirty in L2 at the end
// -> 0 written, and none of the 60 x 32 = 1920 B read: 4096 B.
// CHECK-LABEL: func.func @star2d
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 600, l1_global_load_requests = 150, l1_global_store_sectors = 120, l1_wavefronts = 150, l2_read_bytes = 5993, l2_write_bytes = 3840, dram_read_bytes = 4096, dram_write_bytes = 0,
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
        %v0 = memref.load %in[%j, %i] : memref<32x32xf32>
        %w = memref.load %in[%j, %im] : memref<32x32xf32>
        %e = memref.load %in[%j, %ip] : memref<32x32xf32>
        %s = memref.load %in[%jm, %i] : memref<32x32xf32>
        %n = memref.load %in[%jp, %i] : memref<32x32xf32>
        %t1 = arith.addf %w, %e : f32
        %t2 = arith.addf %s, %n : f32
        %t3 = arith.addf %t1, %t2 : f32
        %t = arith.subf %t3, %v0 : f32
        memref.store %t, %out[%j, %i] : memref<32x32xf32>
      }
      gpu.return
    }
  }
  func.func @star2d(%a: memref<32x32xf32>, %b: memref<32x32xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@star2d5 blocks in (%c1, %c8, %c1) threads in (%c32, %c4, %c1) args(%a : memref<32x32xf32>, %b : memref<32x32xf32>)
    return
  }
}

// -----

// 3-D 7-point star on 8x8x8 f32 ([k][j][i]), interior 1..6, blocks (8,4,2),
// grid (1,2,4). A row of 8 floats is one 32-byte sector; a warp is one
// (4 rows x 8 columns) slab of one layer k. Warps with an active lane: the
// 6 interior layers x 2 row groups = 12, each with 3 active rows, so every
// access touches 3 sectors per warp: 7 x 12 x 3 = 252 load sectors,
// 84 requests; stores 36 sectors.
// L1 wavefronts, one per distinct 128-byte line of a warp request: a warp's
// 4 rows (j0 .. j0+3, j0 = 0 or 4) of one layer are one aligned line. The
// centre, i-1, i+1, k-1 and k+1 stay in one line each; of j-1 and j+1 one
// crosses into the neighbouring line (active rows 1..3 or 4..6): 2 lines.
// 8 per warp -> 12 x 8 = 96.
// Compulsory per block: with J its 3 active rows and K its active layers,
// rows (J-1 .. J+1) x K plus J x (K-1, K+1 outside K): blocks with 1 layer
// 5 + 6 = 11, with 2 layers 10 + 6 = 16; 2 x (11 + 16 + 16 + 11) = 108
// sectors. Capacity misses of the other 144: O = 5 lines x 128 B x 32
// blocks / 232 KiB = 0.0862 -> 0.00838 -> L2 = (108 + 1.21) x 32 = 3495 B.
// DRAM: every row but the 4 corner rows of layers 0 and 7 is read, and the
// 64-byte units (pairs of rows) all are touched: 2048 B; the 36 written
// sectors are each written in part (columns 1..6), but stay in L2 (no DRAM
// write), so none of their 36 x 32 = 1152 B is read: 2048 B.
// CHECK-LABEL: func.func @star3d
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 252, l1_global_load_requests = 84, l1_global_store_sectors = 36, l1_wavefronts = 96, l2_read_bytes = 3495, l2_write_bytes = 1152, dram_read_bytes = 2048, dram_write_bytes = 0,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @star7(%in: memref<8x8x8xf32>, %out: memref<8x8x8xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %i = gpu.global_id x
      %j = gpu.global_id y
      %k = gpu.global_id z
      %a = arith.cmpi sge, %i, %c1 : index
      %b = arith.cmpi slt, %i, %c7 : index
      %c = arith.cmpi sge, %j, %c1 : index
      %d = arith.cmpi slt, %j, %c7 : index
      %e = arith.cmpi sge, %k, %c1 : index
      %f = arith.cmpi slt, %k, %c7 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %ef = arith.andi %e, %f : i1
      %abcd = arith.andi %ab, %cd : i1
      %p = arith.andi %abcd, %ef : i1
      scf.if %p {
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %km = arith.subi %k, %c1 : index
        %kp = arith.addi %k, %c1 : index
        %v0 = memref.load %in[%k, %j, %i] : memref<8x8x8xf32>
        %v1 = memref.load %in[%k, %j, %im] : memref<8x8x8xf32>
        %v2 = memref.load %in[%k, %j, %ip] : memref<8x8x8xf32>
        %v3 = memref.load %in[%k, %jm, %i] : memref<8x8x8xf32>
        %v4 = memref.load %in[%k, %jp, %i] : memref<8x8x8xf32>
        %v5 = memref.load %in[%km, %j, %i] : memref<8x8x8xf32>
        %v6 = memref.load %in[%kp, %j, %i] : memref<8x8x8xf32>
        %s1 = arith.addf %v1, %v2 : f32
        %s2 = arith.addf %v3, %v4 : f32
        %s3 = arith.addf %v5, %v6 : f32
        %s4 = arith.addf %s1, %s2 : f32
        %s5 = arith.addf %s4, %s3 : f32
        %r = arith.subf %s5, %v0 : f32
        memref.store %r, %out[%k, %j, %i] : memref<8x8x8xf32>
      }
      gpu.return
    }
  }
  func.func @star3d(%a: memref<8x8x8xf32>, %b: memref<8x8x8xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @m::@star7 blocks in (%c1, %c2, %c4) threads in (%c8, %c4, %c2) args(%a : memref<8x8x8xf32>, %b : memref<8x8x8xf32>)
    return
  }
}
