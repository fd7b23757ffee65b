// Seed 000's layer condition where the grid's last wave is idle (its
// blocks are all outside the guard): the wave is sampled in the middle
// rows (WaveReuse.h, seed000WaveSets with `middle`). By hand, on h100:
// f32 rows of 65536 floats (4096 chunks of 64 B); grid 256 x 1024 blocks
// of 256 x 1; rows j < 1000 active. 8 blocks per SM: W = 1056 blocks;
// wx = 256, wy = ceil(1056 / 256) = 5.
//  * Seed 000's wave, y blocks 1019-1023, reads nothing (rows >= 1000 are
//    idle): before this fallback the layer condition added 0 bytes.
//  * Middle: y0 = min(1024 - 5, max(512, 5)) = 512. Wave rows 512-516
//    read rows 512-517 (6 x 4096 chunks = 1572864 B); the y-set, rows
//    507-511, reads rows 507-512 (near, 1572864 B), sharing row 512 with
//    the wave: near overlap 4096 chunks = 262144 B.
//  * O_near = 1572864 / 26214400 = 0.06; hit = exp(-0.0036 exp(3.97 x
//    0.06)) = 0.9954422; lost per wave box (1280 blocks) = 0.0045578 x
//    4096 = 18.66895 chunks, per wave of 1056 blocks 15.40188; every wave
//    after the first, 262144 / 1056 - 1 = 247.2424 of them: 15.40188 x
//    247.2424 x 64 B = 243712 B.
//  * Compulsory: 1001 rows x 262144 B = 262406144 B; with the lost reuse
//    262649856 B.
// RUN: warp-opt %s --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
// CHECK: "dram_read_bytes": 262649856,
// CHECK-NEXT: "dram_read_layer_condition_bytes": 243712,
// CHECK: "layer_condition": {
// CHECK-NEXT: "far_footprint_bytes": 0,
// CHECK: "near_footprint_bytes": 1572864,
// CHECK-NEXT: "near_hit": 0.995442
// CHECK-NEXT: "near_overlap_bytes": 262144,
// CHECK-NEXT: "wave_box_blocks": 1280,
// CHECK-NEXT: "wave_bytes": 1572864
// CHECK: "wave_blocks": 1056,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @idle(%in: memref<1001x65536xf32>, %out: memref<1000x65536xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c1000 = arith.constant 1000 : index
      %i = gpu.global_id x
      %j = gpu.global_id y
      %active = arith.cmpi ult, %j, %c1000 : index
      scf.if %active {
        %j1 = arith.addi %j, %c1 : index
        %a = memref.load %in[%j, %i] : memref<1001x65536xf32>
        %b = memref.load %in[%j1, %i] : memref<1001x65536xf32>
        %s = arith.addf %a, %b : f32
        memref.store %s, %out[%j, %i] : memref<1000x65536xf32>
      }
      gpu.return
    }
  }
  func.func @main(%in: memref<1001x65536xf32>, %out: memref<1000x65536xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @m::@idle blocks in (%c256, %c1024, %c1) threads in (%c256, %c1, %c1) args(%in : memref<1001x65536xf32>, %out : memref<1000x65536xf32>)
    return
  }
}
