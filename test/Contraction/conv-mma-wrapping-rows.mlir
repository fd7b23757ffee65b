// A tensor-core fragment of a convolution's output is 16 consecutive
// pixels: with 12 pixels to an output row, its rows pass the end of a row
// and go on in the next one (docs/speed.md, "Block classes and box
// pieces"). The access relations keep only the rows before the end, so the
// output's DRAM footprint is bounded by the whole buffer, and the report
// says so, instead of counting the clipped rows (which counted half of the
// output: 15488 bytes read in all).
//
// 1x14x14x16 f16 input, 3x3x16x16 f16 filter, 1x12x12x16 f32 output: M = 144
// pixels, N = 16, K = 144; the tiling 16x16x16, warp 16x16, one warp a
// block, 9 blocks. DRAM reads, every byte of each buffer once (64-byte
// units, all whole): input 14 x 14 x 16 x 2 = 6272, filter 3 x 3 x 16 x 16
// x 2 = 4608, output (the accumulators start from it) 144 x 16 x 4 = 9216;
// 20096 in all. The output's 9216 bytes are written to the L2.
// RUN: warp-opt %s --warp-cost-model="target=h100 tiles-mn=16 tiles-k=16 thread-tiles=16 tile-pads=0 warp-tiles=16 report=%t.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.json
// REMARK: picked tiling 16x16x16, warp 16x16, pad 0, mma (grid=[1,9,1] block=[32,1,1])
// CHECK: "launch": {
// CHECK: "approximations": [
// CHECK: "DRAM reads of 'arg2': the rows of a warp tile pass the end of a row of the buffer and its relation holds only those before it; bounded by every chunk of the buffer"
// CHECK: "DRAM writes of 'arg2': the rows of a warp tile pass the end of a row of the buffer and its relation holds only those before it; bounded by every chunk of the buffer"
// CHECK: "dram_read_bytes": 20096,
// CHECK: "l2_write_bytes": 9216,
func.func @conv12(%I: memref<1x14x14x16xf16>, %F: memref<3x3x16x16xf16>, %O: memref<1x12x12x16xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x14x14x16xf16>, memref<3x3x16x16xf16>) outs(%O : memref<1x12x12x16xf32>)
  return
}
