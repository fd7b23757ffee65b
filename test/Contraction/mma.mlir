// f16 inputs and a row-major f32 C: the space holds tensor-core tilings
// (gpu.subgroup_mma, 16x16x16 fragments) next to the SIMT ones.
//
// 64x64x64 f16 -> f32 with 32x32 block tiles, K tile 32, no pad, one warp
// tile of 32x32: the SIMT tiling (thread tile 16: 2 x 2 = 4 threads) is
// left out, the tensor-core one (one warp, 2 x 2 accumulator fragments) is
// picked.
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=32 thread-tiles=16 tile-pads=0 warp-tiles=32 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=32 thread-tiles=2 tile-pads=0 tensor-cores=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMT
// RUN: not warp-opt %s --warp-cost-model="warp-tiles=24" 2>&1 | FileCheck %s --check-prefix=BADW
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=32 thread-tiles=16 tile-pads=8 warp-tiles=32 report=%t.pad.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PADNOTE
// RUN: FileCheck %s --check-prefix=PAD < %t.pad.json
//
// CHECK: remark: linalg.matmul 64x64x64 (M x N x K) f16 x f16 -> f32: picked tiling 32x32x32, warp 32x32, pad 0, mma (grid=[2,2,1] block=[32,1,1])
// CHECK-SAME: 1 because fewer threads than a block needs (32)
// CHECK: gpu.launch
// CHECK-SAME: workgroup({{.*}} : memref<32x32xf16, #gpu.address_space<workgroup>>, {{.*}} : memref<32x32xf16, #gpu.address_space<workgroup>>)
// CHECK-COUNT-4: gpu.subgroup_mma_load_matrix {{.*}} {leadDimension = 64 : index} : memref<64x64xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: scf.for {{.*}} step %c16
// CHECK-COUNT-2: gpu.subgroup_mma_load_matrix {{.*}} {leadDimension = 32 : index} : memref<32x32xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-COUNT-2: gpu.subgroup_mma_load_matrix {{.*}} {leadDimension = 32 : index} : memref<32x32xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK-COUNT-4: gpu.subgroup_mma_compute
// CHECK-COUNT-4: gpu.subgroup_mma_store_matrix
//
// Hand-computed volumes (4 blocks of one warp, 2 K tiles):
// - global loads: per K tile, 32 x 32 halves of A and of B over 32 lanes,
//   32 loads each (a warp reads 32 consecutive halves: 2 sectors); the C
//   fragments count one request per row (16 rows x 4 fragments): 4 x (2 x
//   64 + 64) = 768 requests, 4 x (2 x 64 x 2 + 64 x 2) = 1536 sectors;
// - C stored as 4 fragments of 16 rows: 256 requests, 512 sectors;
// - DRAM: A and B (8 KiB each) and C (16 KiB) once: 32768 bytes;
// - workgroup stores: 64 per K tile, each 64 consecutive bytes (one
//   wavefront): 512; loads: per 16 steps of K, 2 A and 2 B fragments, each
//   as ptxas loads it, an ldmatrix of four 8x8 matrices (LDSM.16.M88.4 for
//   A, LDSM.16.MT88.4 for B: bench/contractions/sass/summary.txt): a matrix
//   is 8 rows of 16 bytes 64 bytes apart (32 halves a row, no pad), words
//   16 r: rows 0, 2, 4, 6 on banks 0-3 and 1, 3, 5, 7 on banks 16-19, 4
//   wavefronts a matrix, 16 a fragment: 4 blocks x 2 K tiles x 2 steps x
//   4 fragments x 16 = 1024;
// - registers (estimate): 4 C fragments x 8 + 2 x 4 + 2 x 4 + 24 = 72;
//   workgroup bytes: 32 x 32 x 2 x 2 = 4096.
// JSON: "dram_read_bytes": 32768,
// JSON: "l1_global_load_requests": 768,
// JSON: "l1_global_load_sectors": 1536,
// JSON: "l1_global_store_requests": 256,
// JSON: "l1_global_store_sectors": 512,
// JSON: "shared_load_wavefronts": 1024,
// JSON: "shared_store_wavefronts": 512,
// JSON: "engine": "mma",
// JSON: "registers": 72,
// JSON: "shared_bytes": 4096,
// JSON: "wm": 32,
// JSON: "wn": 32
//
// SIMT: linalg.matmul 64x64x64 (M x N x K) f16 x f16 -> f32: picked tiling 32x32x32, thread 2x2, pad 0
// SIMT-SAME: of 1 tilings ranked
// BADW: error: option 'warp-tiles' needs multiples of 16 (the fragment), got 24
//
// Rows padded by 8 halves (80 bytes, words 20 r mod 32 = 0, 20, 8, 28, 16,
// 4, 24, 12: the 8 rows of a matrix on 8 disjoint groups of 4 banks): one
// wavefront a matrix, 4 a fragment, 4 x 2 x 2 x 4 x 4 = 256; the stores
// stay 512 (a warp stores 64 consecutive bytes of one row).
// PADNOTE: 'gpu.subgroup_mma_load_matrix' is costed as the ldmatrix phases ptxas emits for it
// PAD: "shared_bank_conflicts": 0,
// PAD: "shared_load_wavefronts": 256,
// PAD: "shared_store_wavefronts": 512,
func.func @mm(%A: memref<64x64xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf16>, memref<64x64xf16>) outs(%C : memref<64x64xf32>)
  return
}
