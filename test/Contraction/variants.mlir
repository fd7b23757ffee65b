// The contraction's indexing maps decide the launch: a batch loop becomes
// grid z, and each operand is staged with the fastest thread index along
// its own contiguous dimension.
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=0 report=%t.json" 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// CHECK: remark: linalg.batch_matmul 4x64x64x64 (batch x M x N x K) f32 x f32 -> f32: picked tiling 32x32x16, thread 2x2, pad 0 (grid=[2,2,4] block=[16,16,1])
// CHECK: remark: linalg.matmul 64x64x64 (M x N x K) f32 x f32 -> f32: picked tiling 32x32x16, thread 2x2, pad 0 (grid=[2,2,1] block=[16,16,1])
//
// The batched one: four times the plain matmul's 640 load requests and
// 3 x 16 KiB of DRAM reads (test matmul-volumes.mlir), its 4352 workgroup
// store wavefronts too.
// JSON: "batch": 4,
// JSON: "dram_read_bytes": 196608,
// JSON: "l1_global_load_requests": 2560,
// JSON: "shared_store_wavefronts": 17408,
//
// B transposed (N x K, K contiguous): its tile is read 16 lanes along K and
// stored K-major like A's, 16 wavefronts per store without a pad: (32 + 32)
// per warp and K step, 8192 in all (the plain matmul: 4352); the reads stay
// 4 sectors a request.
// JSON: "batch": 1,
// JSON: "l1_global_load_requests": 640,
// JSON: "l1_global_load_sectors": 2560,
// JSON: "shared_store_wavefronts": 8192,
func.func @bmm(%A: memref<4x64x64xf32>, %B: memref<4x64x64xf32>, %C: memref<4x64x64xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<4x64x64xf32>, memref<4x64x64xf32>) outs(%C : memref<4x64x64xf32>)
  return
}

func.func @mm_bt(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                 affine_map<(m, n, k) -> (n, k)>,
                                 affine_map<(m, n, k) -> (m, n)>]
    ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
