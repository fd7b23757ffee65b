// A convolution is tiled as its implicit GEMM (issue 25): M is the batch
// and output pixels (n, oh, ow), N the output channels (f), K the filter
// window and input channels (kh, kw, c). A block's BM rows are BM
// consecutive pixels, decomposed into (n, oh, ow) by divisions; the
// innermost K loop (c) is tiled by BK and staged like a matmul's K, the
// outer K loops (kh, kw) are walked one value at a time around it.
//
// 1x18x18x16 input, 3x3x16x32 filter, 1x16x16x32 output, f32: M = 256,
// N = 32, K = 144; the tiling 16x16x16, thread 1x1, pad 0: grid (2, 16),
// 16 x 16 threads, 9 K steps (3 x 3 filter positions x 1 tile of c).
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=16 tiles-k=16 thread-tiles=1 tile-pads=0 tensor-cores=false report=%t.json" 2>&1 | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// IR: remark: linalg.conv_2d_nhwc_hwcf 256x32x144 (M x N x K; M = 1x16x16; K = 3x3x16) f32 x f32 -> f32: picked tiling 16x16x16, thread 1x1, pad 0 (grid=[2,16,1] block=[16,16,1])
// The output row's pixel: ow = row mod 16, oh = (row / 16) mod 16, n = 0,
// divided in 32 bits (the row is under 2^31; a 64-bit division by a
// constant costs ptxas about ten IMADs, a 32-bit one a multiply-high).
// IR: %[[ROW:[0-9]+]] = arith.index_castui %{{[0-9]+}} : index to i32
// IR: arith.remui %[[ROW]], %c16_i32 : i32
// IR: arith.divui %[[ROW]], %c16_i32{{[_0-9]*}} : i32
// IR: memref.load %arg2[%c0{{[_0-9]*}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}] : memref<1x16x16x32xf32>
// IR: scf.for %[[KH:arg[0-9]+]] = %c0{{[_0-9]*}} to %c3
// IR: scf.for %[[KW:arg[0-9]+]] = %c0{{[_0-9]*}} to %c3
// IR: scf.for %[[KT:arg[0-9]+]] = %c0{{[_0-9]*}} to %c16{{[_0-9]*}} step %c16
// The input at (n, oh + kh, ow + kw, c), the filter at (kh, kw, c, f).
// IR: arith.addi %{{[0-9]+}}, %[[KH]]
// IR: arith.addi %{{[0-9]+}}, %[[KW]]
// IR: memref.load %arg0[%c0{{[_0-9]*}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}] : memref<1x18x18x16xf32>
// IR: memref.load %arg1[%[[KH]], %[[KW]], %{{[0-9]+}}, %{{[0-9]+}}] : memref<3x3x16x32xf32>
// IR: gpu.barrier
// IR-NOT: linalg.conv_2d_nhwc_hwcf
//
// Hand-computed volumes of the pick (32 blocks of 8 warps, 9 K steps):
// - DRAM reads: the input, the filter and the output once:
//   20736 + 18432 + 32768 = 71936 bytes;
// - global load requests: per K step a thread copies one element of A
//   (256 of the 16 x 16 tile) and one of B, plus one load of C: per warp
//   9 x 2 + 1 = 19, 256 warps: 4864;
// - sectors: each request reads 2 rows of 16 floats (A: two neighbouring
//   pixels' 16 channels, 128 contiguous bytes; B: two filter rows of 16
//   output channels; C: two pixels' 16 outputs), 4 sectors: 19456; the
//   stores of C 256 x 4 = 1024;
// - workgroup: the A tile is stored K-major, As[c][row] with 16 lanes along
//   c and 2 rows: lanes c and c + 2 share a bank, 8 wavefronts per store;
//   B one; per K step 16 loads of As (2 words, broadcast) and 16 of Bs, one
//   wavefront each: (8 + 1 + 32) x 9 x 256 = 94464 wavefronts, 7 x 9 x 256
//   = 16128 of them conflicts.
// The report's fields come in alphabetical order.
// JSON: "contractions": [
// JSON: "flops": 2359296,
// JSON: "implicit_gemm": true,
// JSON: "k": 144,
// JSON: "k_loops": [
// JSON-NEXT: 3,
// JSON-NEXT: 3,
// JSON-NEXT: 16
// JSON: "dram_read_bytes": 71936,
// JSON: "l1_global_load_requests": 4864,
// JSON: "l1_global_load_sectors": 19456,
// JSON: "l1_global_store_sectors": 1024,
// JSON: "shared_bank_conflicts": 16128,
// JSON: "shared_wavefronts": 94464,
// JSON: "m": 256,
// JSON: "m_loops": [
// JSON-NEXT: 1,
// JSON-NEXT: 16,
// JSON-NEXT: 16
func.func @conv(%I: memref<1x18x18x16xf32>, %F: memref<3x3x16x32xf32>, %O: memref<1x16x16x32xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x18x18x16xf32>, memref<3x3x16x32xf32>) outs(%O : memref<1x16x16x32xf32>)
  return
}
