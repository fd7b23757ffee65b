// Reducing linalg ops Warp does not tile are left as they are, with a
// remark at the op that says why and what would make it work (issue 25,
// "Bad input"); bad tiling options are an error that names the option.
// RUN: warp-opt %s --warp-cost-model="target=h100" -verify-diagnostics -split-input-file
// RUN: not warp-opt %s --warp-cost-model="tiles-k=0" -split-input-file 2>&1 | FileCheck %s --check-prefix=TK
// RUN: not warp-opt %s --warp-cost-model="thread-tiles=17" -split-input-file 2>&1 | FileCheck %s --check-prefix=TT
// RUN: not warp-opt %s --warp-cost-model="tile-pads=-1" -split-input-file 2>&1 | FileCheck %s --check-prefix=PAD
// RUN: not warp-opt %s --warp-cost-model="tiles-mn=8192" -split-input-file 2>&1 | FileCheck %s --check-prefix=MN
// TK: error: option 'tiles-k' needs sizes from 1 to 4096, got 0
// TT: error: option 'thread-tiles' needs sizes from 1 to 16, got 17
// PAD: error: option 'tile-pads' needs sizes from 0 to 32, got -1
// MN: error: option 'tiles-mn' needs sizes from 1 to 4096, got 8192

func.func @on_tensors(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %C: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-remark @below {{not tiled: it has tensor semantics; Warp tiles contractions on buffers (run one-shot-bufferize first)}}
  %0 = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

func.func @dynamic(%A: memref<?x64xf32>, %B: memref<64x64xf32>, %C: memref<?x64xf32>) {
  // expected-remark @below {{not tiled: a loop bound is dynamic; the tiles are chosen for static shapes}}
  linalg.matmul ins(%A, %B : memref<?x64xf32>, memref<64x64xf32>) outs(%C : memref<?x64xf32>)
  return
}

// -----

func.func @depthwise(%I: memref<1x18x18x16xf32>, %F: memref<3x3x16xf32>, %O: memref<1x16x16x16xf32>) {
  // expected-remark @below {{not tiled: it is a convolution without an output-channel loop (depthwise), which is no GEMM; lower it with --convert-linalg-to-parallel-loops}}
  linalg.depthwise_conv_2d_nhwc_hwc ins(%I, %F : memref<1x18x18x16xf32>, memref<3x3x16xf32>) outs(%O : memref<1x16x16x16xf32>)
  return
}

// -----

func.func @three_operands_reduce(%A: memref<8x16x32xf32>, %S: memref<8xf32>) {
  // expected-remark @below {{not tiled: it is not one input reduced along one of two loops into one init}}
  linalg.reduce ins(%A : memref<8x16x32xf32>) outs(%S : memref<8xf32>) dimensions = [1, 2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

#two_batch = [affine_map<(b1, b2, m, n, k) -> (b1, b2, m, k)>,
              affine_map<(b1, b2, m, n, k) -> (b1, b2, k, n)>,
              affine_map<(b1, b2, m, n, k) -> (b1, b2, m, n)>]
func.func @two_batch(%A: memref<2x3x32x8xf32>, %B: memref<2x3x8x32xf32>, %C: memref<2x3x32x32xf32>) {
  // expected-remark @below {{not tiled: it has more than one batch loop; collapse them first}}
  linalg.generic {indexing_maps = #two_batch, iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
    ins(%A, %B : memref<2x3x32x8xf32>, memref<2x3x8x32xf32>) outs(%C : memref<2x3x32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

#mod_index = [affine_map<(m, n, k) -> (m, k mod 4)>,
              affine_map<(m, n, k) -> (k, n)>,
              affine_map<(m, n, k) -> (m, n)>]
func.func @mod_index(%A: memref<32x4xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
  // expected-remark @below {{not tiled: the init's indexing map is not a projected permutation, or an input is indexed by more than a sum of loops times constants}}
  linalg.generic {indexing_maps = #mod_index, iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%A, %B : memref<32x4xf32>, memref<32x32xf32>) outs(%C : memref<32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

#maxplus = [affine_map<(m, n, k) -> (m, k)>,
            affine_map<(m, n, k) -> (k, n)>,
            affine_map<(m, n, k) -> (m, n)>]
func.func @max_plus(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
  // expected-remark @below {{not tiled: its body is not a multiply-accumulate over reduction loops with M and N loops}}
  linalg.generic {indexing_maps = #maxplus, iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%A, %B : memref<32x32xf32>, memref<32x32xf32>) outs(%C : memref<32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.addf %a, %b : f32
    %s = arith.maximumf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

func.func @widening_squares(%A: memref<8x64xf16>, %S: memref<8xf32>) {
  // expected-remark @below {{not tiled: its input and init element types differ and its body does not widen the element by one cast (arith.extf, extsi or extui) before combining it}}
  linalg.reduce ins(%A : memref<8x64xf16>) outs(%S : memref<8xf32>) dimensions = [1]
    (%x: f16, %acc: f32) {
      %e = arith.extf %x : f16 to f32
      %q = arith.mulf %e, %e : f32
      %s = arith.addf %q, %acc : f32
      linalg.yield %s : f32
    }
  return
}
