// A strided NCHW convolution as implicit GEMM: M = (n, oh, ow), N = f,
// K = (c, kh, kw); the innermost K loop is kw (3), so the K tile is 3 (a K
// loop shorter than every K tile is one tile of its own) and the c and kh
// loops are walked around it. The input is read at
// (n, c, 2 oh + kh, 2 ow + kw).
//
// Its input rows (17 floats, 68 bytes) are not whole sectors, so the DRAM
// footprint is counted in bytes; the index images of its accesses cover
// the whole 2x16x17x17 input (2 x 7 + 2 = 16: every row and column), which
// two ISL subset tests show without counting the union (counting it took
// ISL over 10 minutes before).
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=32 tiles-k=16 thread-tiles=2 tile-pads=1 report=%t.json" -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK: remark: linalg.conv_2d_nchw_fchw 128x32x144 (M x N x K; M = 2x8x8; K = 16x3x3) f32 x f32 -> f32: picked tiling 32x32x3, thread 2x2, pad 1 (grid=[1,4,1] block=[16,16,1])
// DRAM reads: the input 2 x 16 x 17 x 17 x 4 = 36992 bytes (1156 sectors),
// the filter 32 x 16 x 3 x 3 x 4 = 18432, the output 2 x 32 x 8 x 8 x 4 =
// 16384: 71808. The block classes are approximate (the pixel's digits
// divide the block index), and the report lists why once per buffer.
// JSON: "approximations": [
// JSON-NEXT: "the byte offset of an access to 'arg2' is not linear in the block index",
// JSON-NEXT: "the byte offset of an access to 'arg0' is not linear in the block index"
// JSON-NEXT: ],
// JSON: "dram_read_bytes": 71808,
// JSON: "exact": false,
func.func @nchw(%I: memref<2x16x17x17xf32>, %F: memref<32x16x3x3xf32>, %O: memref<2x32x8x8xf32>) {
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
    ins(%I, %F : memref<2x16x17x17xf32>, memref<32x16x3x3xf32>) outs(%O : memref<2x32x8x8xf32>)
  return
}
