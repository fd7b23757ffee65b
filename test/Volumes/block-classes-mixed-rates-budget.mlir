// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100 remarks=false report=-" -o /dev/null 2>&1 | FileCheck %s
// Two reads of one buffer that move at different rates with the blocks
// (in[z][y][x] and in[2z][2y][2x]) make every block its own class in every
// dimension (their union's sectors per block are not periodic,
// lib/Analysis/Relations/BlockClasses.cpp): 256 x 256 x 16 = 1,048,576
// classes of one warp and two loads, past the simulator's budget of 2^20
// accesses. The launch used to be refused for it (the random sets'
// rk032_map, rk034_map, rk038_map); now it is simulated again with each
// access's own period (one class per dimension here: a block moves each
// read by whole lines) and says so, instead of being refused (issue 24: no
// launch dropped for a simulation budget).
//
// Counts, by hand: 1,048,576 warps x 2 loads = 2,097,152 requests; the
// direct read's 32 lanes fill 4 sectors, the doubled one's (8 bytes apart)
// 8: 1,048,576 x 12 = 12,582,912 sectors; the store 4 a warp, 4,194,304.
// DRAM reads, the union of the two footprints: the direct read covers
// planes 0-15, rows 0-255 and the first 32 KiB of each 64 KiB row, 128 MiB;
// the doubled one every sector of the even rows of the even planes
// (16 x 256 rows of 64 KiB), 256 MiB; they share the even rows of the even
// planes below 16 and 256, 8 x 128 x 32 KiB = 32 MiB: 352 MiB =
// 369,098,752 bytes.
// CHECK-NOT: simulating its warps takes more than
// CHECK: "approximations": [
// CHECK-NEXT: "accesses to one buffer with different strides along blocks in dimension x: per-block footprints use residue classes",
// CHECK-NEXT: "accesses to one buffer with different strides along blocks in dimension y: per-block footprints use residue classes",
// CHECK-NEXT: "accesses to one buffer with different strides along blocks in dimension z: per-block footprints use residue classes"
// CHECK: "dram_read_bytes": 369098752,
// CHECK: "l1_global_load_requests": 2097152,
// CHECK: "l1_global_load_sectors": 12582912,
// CHECK: "l1_global_store_sectors": 4194304,
// CHECK: "modelled": true
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%in: memref<32x512x16384xf32>, %out: memref<16x256x8192xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %tx = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %b32 = arith.muli %bx, %c32 : index
      %x = arith.addi %b32, %tx : index
      %x2 = arith.muli %x, %c2 : index
      %y2 = arith.muli %by, %c2 : index
      %z2 = arith.muli %bz, %c2 : index
      %a = memref.load %in[%bz, %by, %x] : memref<32x512x16384xf32>
      %b = memref.load %in[%z2, %y2, %x2] : memref<32x512x16384xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%bz, %by, %x] : memref<16x256x8192xf32>
      gpu.return
    }
  }
  func.func @main(%in: memref<32x512x16384xf32>, %out: memref<16x256x8192xf32>) {
    %c1 = arith.constant 1 : index
    %gx = arith.constant 256 : index
    %gy = arith.constant 256 : index
    %gz = arith.constant 16 : index
    %t = arith.constant 32 : index
    gpu.launch_func @k::@k blocks in (%gx, %gy, %gz) threads in (%t, %c1, %c1) args(%in : memref<32x512x16384xf32>, %out : memref<16x256x8192xf32>)
    return
  }
}

// -----

// The same launch with a guard x < 8010: block 250 of dimension x runs 10
// threads and blocks 251-255 none, boundary blocks that the exact classes
// keep apart. The coarser classes take them as interior blocks as well, and
// the report says both: the loads and stores are those of the unguarded
// launch (2,097,152 requests, 12,582,912 sectors), an over-count named by
// the approximation.
// CHECK-NOT: simulating its warps takes more than
// CHECK: "approximations": [
// CHECK-NEXT: "accesses to one buffer with different strides along blocks in dimension x: per-block footprints use residue classes",
// CHECK-NEXT: "the 256 classes of blocks in dimension x take more than the simulator's budget: boundary blocks are treated as interior blocks",
// CHECK-NEXT: "accesses to one buffer with different strides along blocks in dimension y: per-block footprints use residue classes",
// CHECK-NEXT: "accesses to one buffer with different strides along blocks in dimension z: per-block footprints use residue classes"
// CHECK: "l1_global_load_requests": 2097152,
// CHECK: "l1_global_load_sectors": 12582912,
// CHECK: "modelled": true
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%in: memref<32x512x16384xf32>, %out: memref<16x256x8192xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %tx = gpu.thread_id x
      %c32 = arith.constant 32 : index
      %c2 = arith.constant 2 : index
      %b32 = arith.muli %bx, %c32 : index
      %x = arith.addi %b32, %tx : index
      %x2 = arith.muli %x, %c2 : index
      %y2 = arith.muli %by, %c2 : index
      %z2 = arith.muli %bz, %c2 : index
      %lim = arith.constant 8010 : index
      %ok = arith.cmpi ult, %x, %lim : index
      scf.if %ok {
      %a = memref.load %in[%bz, %by, %x] : memref<32x512x16384xf32>
      %b = memref.load %in[%z2, %y2, %x2] : memref<32x512x16384xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%bz, %by, %x] : memref<16x256x8192xf32>
      }
      gpu.return
    }
  }
  func.func @main(%in: memref<32x512x16384xf32>, %out: memref<16x256x8192xf32>) {
    %c1 = arith.constant 1 : index
    %gx = arith.constant 256 : index
    %gy = arith.constant 256 : index
    %gz = arith.constant 16 : index
    %t = arith.constant 32 : index
    gpu.launch_func @k::@k blocks in (%gx, %gy, %gz) threads in (%t, %c1, %c1) args(%in : memref<32x512x16384xf32>, %out : memref<16x256x8192xf32>)
    return
  }
}
