// A column reduction (the reduced loop strides the input): the space and the
// pick's volumes by hand.
//
// 128 rows x 256 columns f32, the max of each column. The space: R in 1, 32,
// ..., 1024 x O in 1, ..., 1024 = 77; O must divide 256 (2 x 7 = 14 left
// out), R must divide 128 (R = 256, 512, 1024 with the 9 other O: 27), a
// block needs 32 threads (R = 1, O < 32: 5) and at most 1024 (R = 32 with O
// >= 64: 3; R = 64, O >= 32: 4; R = 128, O >= 16: 5): 19 strategies.
// RUN: warp-opt %s --warp-cost-model="target=h100 reduction-splits=1 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK: remark: linalg.reduce of 256 columns of 128 f32 (arith.maximumf): picked 32 threads per output, 1 output per block (grid=[256,1,1] block=[32,1,1])
// CHECK-SAME: of 19 strategies
//
// The pick: 256 blocks of one warp, four elements a thread (rows t, t + 32,
// t + 64, t + 96) in a loop of 4 constant iterations that carries the
// maximum and is unrolled whole (docs/cost-model.md, "Unrolled loops"): its
// 4 loads are one memory round, and the init, read by thread 0 after the
// butterfly, a second (5 rounds when the loop ran an iteration a region).
// A warp's load reads 32 rows of one column: 32 sectors a request; 4
// requests a block and the init's (1 sector): 256 x 5 = 1280 requests, 256
// x (4 x 32 + 1) = 33024 sectors. DRAM reads the matrix and the init once
// (a sector holds 8 columns, shared by 8 blocks): 131072 + 1024 bytes. One
// warp a block: no workgroup exchange; 5 shuffles (a butterfly over 32
// lanes).
// JSON: "dram_read_bytes": 132096,
// JSON: "critical_path_memory_latencies": 2,
// JSON: "shuffles": 5,
// JSON: "l1_global_load_requests": 1280,
// JSON: "l1_global_load_sectors": 33024,
// JSON: "l1_global_store_requests": 256,
// JSON: "shared_load_wavefronts": 0,
// JSON: "shared_store_wavefronts": 0,
// JSON: "pruned": {
// JSON-NEXT: "fewer threads than a block needs (32)": 5,
// JSON-NEXT: "more threads than a block may have": 12,
// JSON-NEXT: "the outputs per block do not divide the outputs": 14,
// JSON-NEXT: "the threads per output do not divide the length": 27
// JSON: "rowwise": false,
// JSON: "strategies": 19,
func.func @col_max(%A: memref<128x256xf32>, %S: memref<256xf32>) {
  linalg.reduce ins(%A : memref<128x256xf32>) outs(%S : memref<256xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
