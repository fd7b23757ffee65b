// Seed 000's partial-store evictions in the DRAM *writes* (issue 29 item 9;
// partial-sector-writes.mlir checks the reads), and the dirty bytes left in
// L2 that the reported writes leave out. Hand-computed on the h100 target:
// 32-byte sectors, effective L2 26214400 B, calibration.l2_partial_store_miss
// a = 1, b = 0.044, c = 0.61; resources estimated (32 registers), so blocks
// of 256 threads give 8 blocks per SM, waves of 8 x 132 = 1056 blocks.
// Both kernels only store (no loads: the DRAM reads are the evictions
// alone) a constant into a 4096 x 4096 f32 buffer, blocks 32 x 8, grid
// 128 x 512 = 65536 blocks, 524288 warps.
//
// Launch 1, @zcol, out[x][y]: a warp's 32 lanes write 4 B into 32 rows, 32
// sectors, each written in part: L2 writes 524288 x 32 = 16777216 sectors
// = 536870912 B. Every sector of the buffer is written whole over the
// launch, so the written footprint is 67108864 B and there are no reads for
// partial writes. Stores beyond the footprint: 536870912 - 67108864 =
// 469762048 B. The footprint exceeds the effective L2, so
//   O = 67108864 x 1056 / 65536 / 26214400 = 1081344 / 26214400 = 0.04125
//   miss = 1 - exp(-0.044 x exp(0.61 x 0.04125)) = 1 - exp(-0.044 x
//          1.0254817) = 1 - exp(-0.0451212) = 0.0441184
//   evictions = 469762048 x 0.04411838 = 20725138.2 B,
// read again and written back:
//   DRAM reads  = 20725138 B
//   DRAM writes = 67108864 + 20725138.2 = 87834002.2 B, less the dirty
//   residual 26214400 x 87834002.2 / (87834002.2 + 20725138.2) =
//   21209781.7 B: 87834002.2 - 21209781.7 = 66624220.6 -> 66624221 B.
// Without the eviction term in the writes (reads unchanged) the writes would
// be 67108864 - 26214400 x 67108864 / (67108864 + 20725138.2) = 67108864 -
// 20028901.8 = 47079962 B and the residual 20028902 B: both checks below
// fail. Without the evictions at all, the reads would be 0 and the writes
// 40894464 B (launch 2's figures).
//
// Launch 2, @zrow, out[y][x]: whole sectors, 2097152 of them = 67108864 B
// written to L2, exactly the footprint: nothing stored beyond it, no
// evictions (no partial_store_evictions object), no DRAM reads. The writes
// are all the traffic, so the residual is the whole effective L2:
// 67108864 - 26214400 x 1 = 40894464 B.
//
// RUN: warp-opt %s --warp-data-volumes="target=h100 remarks=false resources=estimate" | FileCheck %s --check-prefix=VOL
// VOL: @m::@zcol {{.*}} l2_write_bytes = 536870912, dram_read_bytes = 20725138, dram_write_bytes = 66624221,
// VOL: @m::@zrow {{.*}} l2_write_bytes = 67108864, dram_read_bytes = 0, dram_write_bytes = 40894464,
//
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
// Reports list a launch's fields in alphabetical order.
// CHECK: "dram_read_bytes": 20725138,
// CHECK: "dram_read_partial_write_bytes": 0,
// CHECK-NEXT: "dram_write_bytes": 66624221,
// CHECK-NEXT: "dram_write_l2_residual_bytes": 21209782,
// CHECK: "kernel": "m::zcol"
// CHECK: "l2_write_bytes": 536870912,
// CHECK: "partial_store_evictions": {
// CHECK-NEXT: "bytes": 20725138,
// CHECK-NEXT: "miss": 0.0441183
// CHECK-NEXT: "oversubscription": 0.04125000
// CHECK-NEXT: "redundant_store_bytes": 469762048
// CHECK: "wave_blocks": 1056,
// CHECK: "dram_read_bytes": 0,
// CHECK: "dram_write_bytes": 40894464,
// CHECK-NEXT: "dram_write_l2_residual_bytes": 26214400,
// CHECK: "kernel": "m::zrow"
// CHECK-NOT: partial_store_evictions
// CHECK: "wave_blocks": 1056,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @zcol(%out: memref<4096x4096xf32>) kernel {
      %c = arith.constant 1.0 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      memref.store %c, %out[%x, %y] : memref<4096x4096xf32>
      gpu.return
    }
    gpu.func @zrow(%out: memref<4096x4096xf32>) kernel {
      %c = arith.constant 1.0 : f32
      %x = gpu.global_id x
      %y = gpu.global_id y
      memref.store %c, %out[%y, %x] : memref<4096x4096xf32>
      gpu.return
    }
  }
  func.func @main(%out: memref<4096x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @m::@zcol blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1) args(%out : memref<4096x4096xf32>)
    gpu.launch_func @m::@zrow blocks in (%c128, %c512, %c1) threads in (%c32, %c8, %c1) args(%out : memref<4096x4096xf32>)
    return
  }
}
