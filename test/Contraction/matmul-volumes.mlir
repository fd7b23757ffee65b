// A linalg.matmul on buffers is tiled (issue 25): every tiling of the space
// becomes its gpu.launch (workgroup staging of A and B, TM x TN outputs per
// thread, the K loop) and is predicted by the model of any launch; the pick
// replaces the op.
//
// 64x64x64 f32, tiles 32x32x16 (grid 2x2 of 16x16 threads, 2x2 outputs per
// thread), the two pads 0 and 1: a space of 2 tilings, both feasible.
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=0,1 report=%t.json" 2>&1 | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=0 report=%t0.json" -o /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=PAD0 < %t0.json
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 report=%t1.json" -o /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=PAD1 < %t1.json
//
// Both tilings are latency-bound, at 8.1 us once rounded. With the
// body's multiply-adds fused (one FFMA each, `fastmath<contract>`), the
// issue bound falls far enough under the latency bound that the unpadded
// tiling's 3584 more shared wavefronts (below) no longer move the soft
// maximum: a tie, ranked by the tie rule (the same DRAM bytes, then the
// earlier candidate, pad 0).
// IR: remark: linalg.matmul 64x64x64 (M x N x K) f32 x f32 -> f32: picked tiling 32x32x16, thread 2x2, pad 0 (grid=[2,2,1] block=[16,16,1])
// IR-SAME: 32x32x16, thread 2x2, pad 1 (grid=[2,2,1] block=[16,16,1]): {{.*}} (a tie, ranked by the tie rule
// IR-SAME: of 2 tilings ranked
// IR: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}} = %c2{{.*}}, {{.*}} = %c1) threads({{.*}}) in ({{.*}} = %c16, {{.*}} = %c16{{.*}}, {{.*}} = %c1{{.*}}) workgroup({{.*}} : memref<16x32xf32, #gpu.address_space<workgroup>>, {{.*}} : memref<16x32xf32, #gpu.address_space<workgroup>>)
// IR: scf.for {{.*}} = %{{.*}} to %c64{{.*}} step %c16{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32)
// IR: gpu.barrier
// IR: scf.for {{.*}} = %{{.*}} to %c16{{[_0-9]*}} step %c1{{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32)
// IR: arith.mulf {{.*}} fastmath<contract>
// IR: arith.addf {{.*}} fastmath<contract>
// IR: gpu.barrier
// IR-NOT: linalg.matmul
//
// The space: 2 tilings, each of 2 x 2 x 64 x 64 x 64 = 524288 flops; the
// workgroup tiles are 2 x 16 x (32 + pad) floats: 4096 and 4224 bytes.
// JSON: "contractions": [
// JSON: "flops": 524288,
// JSON: "bk": 16,
// JSON: "pad": 0,
// JSON: "shared_bytes": 4096,
// JSON: "pad": 1,
// JSON: "shared_bytes": 4224,
// JSON: "space": 2,
// JSON: "tilings": 2
//
// Hand-computed volumes of the pick (4 blocks of 8 warps, 4 K steps):
// - global load requests: per thread 2 loads of A and 2 of B per K step
//   (512 elements of each tile over 256 threads) and 4 of C: per block
//   8 warps x (4 x 4 + 4) = 160, 640 in all;
// - sectors: 4 per request (A: 2 rows of 16 floats; B: 32 floats; C: 2 rows
//   of 16), 2560; the C stores 128 x 4 = 512;
// - DRAM reads: A, B and C once, 3 x 16 KiB = 49152 bytes;
// - workgroup loads: 16 steps x (2 + 2) per warp and K step, each one
//   wavefront (A: 2 words broadcast; B: 16 consecutive words): 64 x 8 x 4 x
//   4 = 8192;
// - workgroup stores, pad 0: the A tile is stored K-major, As[k][m] with 16
//   lanes along k and 2 rows: 2 banks, 16 lanes each: 16 wavefronts per
//   store, 2 stores; B: 1 wavefront, 2 stores: 34 per warp and K step, 34 x
//   128 = 4352 (3840 of them conflicts);
// - pad 1: As[k][m] at k * 33 + m: lanes (k, r + 1) and (k + 1, r) share a
//   bank: 2 wavefronts per A store: (4 + 2) x 128 = 768 (256 conflicts).
// PAD0: "dram_read_bytes": 49152,
// PAD0: "l1_global_load_requests": 640,
// PAD0: "l1_global_load_sectors": 2560,
// PAD0: "l1_global_store_sectors": 512,
// PAD0: "shared_bank_conflicts": 3840,
// PAD0: "shared_load_wavefronts": 8192,
// PAD0: "shared_store_wavefronts": 4352,
// PAD1: "shared_bank_conflicts": 256,
// PAD1: "shared_load_wavefronts": 8192,
// PAD1: "shared_store_wavefronts": 768,
func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
