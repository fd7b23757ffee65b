// Seed 000's layer condition (WaveReuse.h; issue 15, pattern 4), by hand.
// f64, reads in[k][j][i], in[k+1][j][i], in[k][j+1][i]; grid 32 x 128 x 128
// blocks of 32 x 8 x 1 on the h100 target: 8 blocks per SM (estimated 32
// registers), W = 8 x 132 = 1056 blocks; DRAM chunks of 64 B = 8 doubles,
// a row of 1024 doubles is 128 chunks.
//  * Wave box: wx = min(32, 1056) = 32, wy = min(128, ceil(1056 / 32)) = 33,
//    wz = min(128, ceil(1056 / 4096)) = 1: x all, y blocks 95-127 (rows
//    760-1023), z block 64 (plane 64). Its footprint: plane 64 rows
//    760-1024 (265 rows), plane 65 rows 760-1023 (264).
//  * x-set: none (wx = gx). y-set: y blocks 62-94 (rows 496-759), plane 64:
//    265 + 264 = 529 rows = 67712 chunks (near). It shares row 760 of plane
//    64 with the wave: near overlap 128 chunks.
//  * z-set: z block 63: plane 63 rows 0-1024 and plane 64 rows 0-1023, 2049
//    rows = 262272 chunks (far). The wave less row 760 meets it in plane 64
//    rows 761-1023: far overlap 263 x 128 = 33664 chunks.
//  * O_near = 67712 x 64 / 26214400 = 0.1653125, O_far = 262272 x 64 /
//    26214400 = 0.6403125. Hit rates exp(-0.0036 exp(3.97 O)) (the h100
//    near curve is the z fit): 0.9930846 and 0.9552902.
//  * Lost per wave box (1056 blocks, one wave): (1 - 0.9930846) x 128 +
//    (1 - 0.9552902) x 33664 = 1505.994 chunks; every wave after the first,
//    524288 / 1056 - 1 = 495.4848 of them: 1505.994 x 495.4848 x 64 B =
//    47756628 B.
//  * Compulsory: planes 0-127 rows 0-1024 and plane 128 rows 0-1023,
//    (128 x 1025 + 1024) x 128 x 64 B = 1083179008 B; with the lost reuse
//    1130935636 B.
// RUN: warp-opt %s --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
// CHECK: "dram_read_bytes": 1130935636,
// CHECK-NEXT: "dram_read_layer_condition_bytes": 47756628,
// CHECK: "l2_oversubscription": 0.64031249
// CHECK: "layer_condition": {
// CHECK-NEXT: "far_footprint_bytes": 16785408,
// CHECK-NEXT: "far_hit": 0.955290
// CHECK-NEXT: "far_overlap_bytes": 2154496,
// CHECK-NEXT: "near_footprint_bytes": 4333568,
// CHECK-NEXT: "near_hit": 0.993084
// CHECK-NEXT: "near_overlap_bytes": 8192,
// CHECK-NEXT: "wave_box_blocks": 1056,
// CHECK-NEXT: "wave_bytes": 4333568
// CHECK: "wave_blocks": 1056,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @lc(%in: memref<129x1025x1024xf64>, %out: memref<128x1024x1024xf64>) kernel {
      %c1 = arith.constant 1 : index
      %i = gpu.global_id x
      %j = gpu.global_id y
      %k = gpu.global_id z
      %k1 = arith.addi %k, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %a = memref.load %in[%k, %j, %i] : memref<129x1025x1024xf64>
      %b = memref.load %in[%k1, %j, %i] : memref<129x1025x1024xf64>
      %c = memref.load %in[%k, %j1, %i] : memref<129x1025x1024xf64>
      %s = arith.addf %a, %b : f64
      %t = arith.addf %s, %c : f64
      memref.store %t, %out[%k, %j, %i] : memref<128x1024x1024xf64>
      gpu.return
    }
  }
  func.func @main(%in: memref<129x1025x1024xf64>, %out: memref<128x1024x1024xf64>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @m::@lc blocks in (%c32, %c128, %c128) threads in (%c32, %c8, %c1) args(%in : memref<129x1025x1024xf64>, %out : memref<128x1024x1024xf64>)
    return
  }
}
