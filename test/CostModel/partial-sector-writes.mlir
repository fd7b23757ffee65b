// Partial-sector writes (issue 15, pattern 2): the L2 read-modify-write of
// a sector written in part, and seed 000's partial-store evictions. A naive
// transpose, f32, 4096 x 4096: reads in[y][x] along rows, writes
// out[x][y] along columns; 4096^2 / 32 = 524288 warps; h100 target (ECC
// on, 136.8 G written sectors/s, effective L2 26214400 B), resources
// estimated: 8 blocks of 256 threads per SM, waves of 1056 blocks; 65536
// blocks per launch.
//
// Launch 1, blocks 32 x 8: a warp's 32 lanes write 4 B into 32 rows, 32
// sectors each written in part: 524288 x 32 = 16777216 partial sectors,
// also the L2 write sectors (536870912 B). The written footprint is
// 67108864 B, so 536870912 - 67108864 = 469762048 B of stores go beyond
// it. The footprint, 2 x 67108864 B, exceeds the L2, so evictions happen:
// a wave's new bytes: 134217728 x 1056 / 65536 = 2162688 B, O = 2162688 /
// 26214400 = 0.0825; miss = 1 - exp(-0.044 exp(0.61 x 0.0825)) =
// 0.0452168; evictions 469762048 x 0.0452168 = 21241130 B, read and
// written. DRAM reads 67108864 + 21241130 = 88349994 B. L2 write path:
// every sector is partial, two passes each: 33554432 / 136.8e9 s =
// 245.280 us, the largest of the L2 terms (bytes: (67108864 + 536870912) /
// 8.1e12 s = 74.6 us; tag lookups: (524288 + 16777216) x (1 + DRAM/L2
// bytes) / 136.8e9 s < 160 us).
//
// Launch 2, blocks 8 x 32: a warp is 8 lanes in x by 4 in y; each of its 8
// rows gets 4 lanes x 4 B = 16 B, half a sector: 524288 x 8 = 4194304
// partial sectors (lanes of one sector merge before the count), 8388608
// write passes = 61.3 us, less than its tag lookups: 4 read and 8 write
// lines per warp, 6291456, x (1 + DRAM / L2 bytes, about 0.7) on the split
// L2, about 78 us: the tag lookups bound it.
//
// Launch 3, blocks 32 x 8, writes out[y][x]: whole sectors, none partial,
// and no stores beyond the footprint (no partial_store_evictions object).
//
// Launch 4, the first at 64 x 64 (grid 2 x 8): its whole footprint (32 KiB)
// fits in L2, so nothing is evicted, partial sectors or not.
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
// Reports list a launch's fields in alphabetical order.
// CHECK: "l2": 245.280
// CHECK: "dram_read_bytes": 88349993,
// CHECK: "kernel": "m::tcol"
// CHECK: "l1_global_store_sectors": 16777216,
// CHECK: "l2_limited_by": "write passes",
// CHECK: "l2_partial_write_sectors": 16777216,
// CHECK: "l2_write_bytes": 536870912,
// CHECK: "partial_store_evictions": {
// CHECK-NEXT: "bytes": 21241129,
// CHECK-NEXT: "miss": 0.045216
// CHECK-NEXT: "oversubscription": 0.08250000
// CHECK-NEXT: "redundant_store_bytes": 469762048
// CHECK: "kernel": "m::tcol"
// CHECK: "l2_limited_by": "tag lookups",
// CHECK: "l2_partial_write_sectors": 4194304,
// CHECK: "kernel": "m::trow"
// CHECK: "l2_partial_write_sectors": 0,
// CHECK-NOT: partial_store_evictions
// CHECK: "kernel": "m::tsmall"
// CHECK: "l2_partial_write_sectors": 4096,
// CHECK-NOT: partial_store_evictions
// CHECK: "warp_latency_cycles"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @tcol(%in: memref<4096x4096xf32>, %out: memref<4096x4096xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %in[%y, %x] : memref<4096x4096xf32>
      memref.store %v, %out[%x, %y] : memref<4096x4096xf32>
      gpu.return
    }
    gpu.func @trow(%in: memref<4096x4096xf32>, %out: memref<4096x4096xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %in[%y, %x] : memref<4096x4096xf32>
      memref.store %v, %out[%y, %x] : memref<4096x4096xf32>
      gpu.return
    }
    gpu.func @tsmall(%in: memref<64x64xf32>, %out: memref<64x64xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %in[%y, %x] : memref<64x64xf32>
      memref.store %v, %out[%x, %y] : memref<64x64xf32>
      gpu.return
    }
  }
  func.func @main(%in: memref<4096x4096xf32>, %out: memref<4096x4096xf32>, %a: memref<64x64xf32>, %b: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @m::@tcol blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1) args(%in : memref<4096x4096xf32>, %out : memref<4096x4096xf32>)
    gpu.launch_func @m::@tcol blocks in (%c512, %c128, %c1) threads in (%c8, %c32, %c1) args(%in : memref<4096x4096xf32>, %out : memref<4096x4096xf32>)
    gpu.launch_func @m::@trow blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1) args(%in : memref<4096x4096xf32>, %out : memref<4096x4096xf32>)
    gpu.launch_func @m::@tsmall blocks in (%c2, %c8, %c1) threads in (%c32, %c8, %c1) args(%a : memref<64x64xf32>, %b : memref<64x64xf32>)
    return
  }
}
