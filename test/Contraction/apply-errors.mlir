// A warp.tiling that cannot be applied is an error at the op that says why
// (tensor cores need tiles that divide the shape; a SIMT tile is guarded);
// the op is left as it was.
// RUN: warp-opt %s --split-input-file --warp-apply-launch-configs -verify-diagnostics

func.func @not_dividing(%A: memref<64x64xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  // expected-error @below {{cannot apply 'warp.tiling' (48x32x16, warp 16x16, pad 0, mma) to linalg.matmul 64x64x64 (M x N x K) f16 x f16 -> f32 on h100: the tile does not divide the shape}}
  linalg.matmul {warp.tiling = {bm = 48, bn = 32, bk = 16, wm = 16, wn = 16, pad = 0}}
    ins(%A, %B : memref<64x64xf16>, memref<64x64xf16>) outs(%C : memref<64x64xf32>)
  return
}

// -----

func.func @too_large(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  // expected-error @below {{the tile is at least twice the extent}}
  linalg.matmul {warp.tiling = {bm = 128, bn = 32, bk = 16, tm = 8, tn = 2, pad = 0}}
    ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}

// -----

func.func @missing_key(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  // expected-error @below {{'warp.tiling' needs an integer 'tn' from 1 to 4096}}
  linalg.matmul {warp.tiling = {bm = 32, bn = 32, bk = 16, tm = 2, pad = 0}}
    ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}

// -----

func.func @too_many_threads(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  // expected-error @below {{more threads than a block may have}}
  linalg.matmul {warp.tiling = {bm = 64, bn = 64, bk = 16, tm = 1, tn = 1, pad = 0}}
    ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}

// -----

func.func @depthwise(%I: memref<1x18x18x16xf32>, %F: memref<3x3x16xf32>, %O: memref<1x16x16x16xf32>) {
  // expected-error @below {{cannot apply 'warp.tiling': it is a convolution without an output-channel loop (depthwise)}}
  linalg.depthwise_conv_2d_nhwc_hwc {warp.tiling = {bm = 32, bn = 32, bk = 16, tm = 2, tn = 2, pad = 0}}
    ins(%I, %F : memref<1x18x18x16xf32>, memref<3x3x16xf32>) outs(%O : memref<1x16x16x16xf32>)
  return
}

// -----

func.func @mma_on_f32(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  // expected-error @below {{tensor cores need f16 inputs and a row-major C}}
  linalg.matmul {warp.tiling = {bm = 32, bn = 32, bk = 32, wm = 16, wn = 16, pad = 0}}
    ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}

// -----

func.func @split_not_dividing(%A: memref<16x256xf32>, %B: memref<256x64xf32>, %C: memref<16x64xf32>) {
  // expected-error @below {{split-K needs S x BK to divide the innermost K loop}}
  linalg.matmul {warp.tiling = {bm = 16, bn = 16, bk = 32, tm = 2, tn = 2, pad = 1, split_k = 3}}
    ins(%A, %B : memref<16x256xf32>, memref<256x64xf32>) outs(%C : memref<16x64xf32>)
  return
}

// -----

func.func @split_batched(%A: memref<2x16x256xf32>, %B: memref<2x256x64xf32>, %C: memref<2x16x64xf32>) {
  // expected-error @below {{split-K needs a SIMT tiling without a batch loop whose f32 output the body adds to}}
  linalg.batch_matmul {warp.tiling = {bm = 16, bn = 16, bk = 32, tm = 2, tn = 2, pad = 1, split_k = 2}}
    ins(%A, %B : memref<2x16x256xf32>, memref<2x256x64xf32>) outs(%C : memref<2x16x64xf32>)
  return
}

// -----

func.func @split_on_mma(%A: memref<64x64xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  // expected-error @below {{has keys other than bm, bn, bk, pad and either tm, tn and optionally split_k (SIMT) or wm, wn (tensor cores)}}
  linalg.matmul {warp.tiling = {bm = 32, bn = 32, bk = 32, wm = 16, wn = 16, pad = 0, split_k = 2}}
    ins(%A, %B : memref<64x64xf16>, memref<64x64xf16>) outs(%C : memref<64x64xf32>)
  return
}
