// RUN: warp-opt %s --warp-cost-model="target=h100 remarks=false resources=estimate report=-" -o /dev/null 2>&1 | FileCheck %s
// Two accesses under the same loop that moves with the block share its
// shift (lib/Analysis/Relations/BlockClasses.cpp): each access's period
// along z takes the loop's move. Block z sums rows [6 z, 6 z + 6) of `a`
// and columns [6 z, 6 z + 6) of `b`, 16 blocks of 64 threads.
//
// The blocks' own sectors (l2_read_compulsory_bytes, summed over blocks):
//   a[k][t]: 6 rows of 64 floats a block, 6 x 256 = 1536 bytes, 24576 in all;
//   b[t][k]: 64 rows of 96 floats, each read at bytes [24 z, 24 z + 24):
//     the sectors of one row, floor((24 z + 23) / 32) - floor(24 z / 32) + 1,
//     are 1 or 2 by z (24 z mod 32 = 0, 24, 16, 8, ...); over z = 0..15
//     they sum to 24, so 64 rows x 24 x 32 bytes = 49152.
// 73728 in all. Before the shift was shared, `b` moved by 0 per block (its
// domain is `a`'s), its period was 1 where 24 bytes a block make it 16, and
// every block was counted as block 0: 57344, with the report still exact.
// CHECK: "exact": true,
// CHECK: "l2_read_compulsory_bytes": 73728,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @split2(%a: memref<96x64xf32>, %b: memref<64x96xf32>, %c: memref<16x64xf32>) kernel {
      %c6 = arith.constant 6 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %bz = gpu.block_id z
      %lo = arith.muli %bz, %c6 : index
      %hi = arith.addi %lo, %c6 : index
      %s = scf.for %k = %lo to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
        %u = memref.load %a[%k, %t] : memref<96x64xf32>
        %v = memref.load %b[%t, %k] : memref<64x96xf32>
        %w = arith.addf %u, %v : f32
        %n = arith.addf %acc, %w : f32
        scf.yield %n : f32
      }
      memref.store %s, %c[%bz, %t] : memref<16x64xf32>
      gpu.return
    }
  }
  func.func @split2(%a: memref<96x64xf32>, %b: memref<64x96xf32>, %c: memref<16x64xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@split2 blocks in (%c1, %c1, %c16) threads in (%c64, %c1, %c1) args(%a : memref<96x64xf32>, %b : memref<64x96xf32>, %c : memref<16x64xf32>)
    return
  }
}
