// A reduction of few long rows is split across blocks (issue 25): S blocks
// per output each fold L/S elements with R threads, and lane 0 of each
// block combines its total into the output with a global atomic add (the
// output's value before the kernel is the init). Without a split, 8 rows
// give 8 blocks on 132 SMs.
//
// 8 rows of 2^20 f32 (32 MiB). The space: the 77 strategies of
// row-sum.mlir's kind plus, with R in 32..1024 and one output per block,
// S in 2, 4, ..., 256: 77 + 6 x 8 = 125; 66 fit.
// RUN: warp-opt %s --warp-cost-model="target=h100 report=%t.json" -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: warp-opt %t.mlir --warp-strip-annotations | %mlir_opt --gpu-kernel-outlining --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" | FileCheck %s --check-prefix=PTX
// REQUIRES: mlir-opt
//
// The pick, by hand: grid 8 x 256 = 2048 blocks of 64 threads (2 warps);
// a block's segment is 2^20 / 256 = 4096 elements, 64 a thread (a loop of
// 64 constant iterations of one load and one add, unrolled whole): at the
// DRAM bound, tied with 128 threads and 128 or 256 blocks per output, and
// ranked first by the tie rule (the earlier candidate):
// - global loads: 64 per warp, each 32 consecutive f32 (one request, 4
//   sectors): 2048 x 2 x 64 = 262144 requests, 1048576 sectors (32 MiB);
// - one atomic a block, 2048 sectors; no store;
// - workgroup: lane 0 of each warp stores its partial (2 a block, 4096),
//   warp 0 loads the 2 partials at once (2048);
// - shuffles: 5 per warp and 1 more in warp 0: (2 x 5 + 1) / 2 = 5.5.
// CHECK: remark: linalg.reduce of 8 rows of 1048576 f32 (arith.addf): picked 64 threads per output, 1 output per block, 256 blocks per output (grid=[8,256,1] block=[64,1,1])
// JSON-DAG: "l1_global_atomic_sectors": 2048,
// JSON-DAG: "l1_global_load_requests": 262144,
// JSON-DAG: "l1_global_load_sectors": 1048576,
// JSON-DAG: "l1_global_store_sectors": 0,
// JSON-DAG: "shuffles": 5.5,
// JSON-DAG: "shared_load_wavefronts": 2048,
// JSON-DAG: "shared_store_wavefronts": 4096,
// JSON-DAG: "space": 125,
// JSON-DAG: "strategies": 66,
// IR: gpu.launch
// IR: memref.atomic_rmw addf
// IR-NOT: linalg.reduce
// PTX: atom.global.add.f32
func.func @row_sum(%A: memref<8x1048576xf32>, %S: memref<8xf32>) {
  linalg.reduce ins(%A : memref<8x1048576xf32>) outs(%S : memref<8xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
