// A linalg.reduce on buffers is lowered to the strategy the model predicts
// fastest (issue 25): R threads per output, O outputs per block, strided
// partials, a shuffle butterfly per warp and the warps' partials through
// workgroup memory (ReductionKernel.h).
//
// 64 rows of 1024 f32 summed. The space: R in 1, 32, ..., 1024 (7) x O in
// 1, 2, ..., 1024 (11) = 77; O must divide 64 (28 left out), a block needs
// 32 to 1024 threads (R = 1 with O < 32: 5; R x O > 1024: 21): 23
// strategies.
// RUN: warp-opt %s --warp-cost-model="target=h100 reduction-splits=1 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// CHECK: remark: linalg.reduce of 64 rows of 1024 f32 (arith.addf): picked 1024 threads per output, 1 output per block (grid=[64,1,1] block=[1024,1,1])
// CHECK-SAME: of 23 strategies; the pick reassociates the reduction
// CHECK: gpu.launch
// CHECK-SAME: workgroup({{.*}} : memref<1x32xf32, #gpu.address_space<workgroup>>)
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK-NOT: linalg.reduce
//
// The pick's volumes, by hand (64 blocks of 32 warps; each thread adds one
// element, 1024 / 1024):
// - global loads: one request a warp (32 consecutive floats, 4 sectors)
//   and the init read by thread 0 of each block (1 sector): 64 x (32 + 1) =
//   2112 requests, 64 x (32 x 4 + 1) = 8256 sectors;
// - DRAM: the matrix and the init once: 262144 + 256 bytes;
// - workgroup: lane 0 of each warp stores its partial (32 a block, 2048),
//   warp 0 loads the 32 partials at once (64);
// - shuffles: 5 per warp, 5 more in warp 0: (32 x 5 + 5) / 32 = 5.15625 a
//   warp.
// JSON: "dram_read_bytes": 262400,
// JSON: "shuffles": 5.15625,
// JSON: "l1_global_load_requests": 2112,
// JSON: "l1_global_load_sectors": 8256,
// JSON: "shared_load_wavefronts": 64,
// JSON: "shared_store_wavefronts": 2048,
// JSON: "pruned": {
// JSON-NEXT: "fewer threads than a block needs (32)": 5,
// JSON-NEXT: "more threads than a block may have": 21,
// JSON-NEXT: "the outputs per block do not divide the outputs": 28
// JSON: "space": 77,
// JSON: "strategies": 23,
func.func @row_sum(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
