// transform.warp.select_contraction_tiling fails, with the reason, on an op
// Warp does not tile, and with fail_on_approximate when the pick's
// prediction is approximate.
// RUN: warp-opt %s --split-input-file --transform-interpreter -verify-diagnostics

// f16 inputs: the pick is a tensor-core tiling, whose WMMA fragment accesses
// the model counts one request per row: an approximate prediction.
func.func @mm16(%A: memref<64x64xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf16>, memref<64x64xf16>) outs(%C : memref<64x64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{mma rests on an approximate prediction: }}
    %block, %k, %thread, %pad, %tc = transform.warp.select_contraction_tiling %mm {target = "h100", fail_on_approximate} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @depthwise(%I: memref<1x18x18x16xf32>, %F: memref<3x3x16xf32>, %O: memref<1x16x16x16xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%I, %F : memref<1x18x18x16xf32>, memref<3x3x16xf32>) outs(%O : memref<1x16x16x16xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.depthwise_conv_2d_nhwc_hwc"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{not a contraction Warp tiles: it is a convolution without an output-channel loop (depthwise)}}
    %block, %k, %thread, %pad, %tc = transform.warp.select_contraction_tiling %c : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'max_threads' must lie in 32 to 1024, got 16}}
    %block, %k, %thread, %pad, %tc = transform.warp.select_contraction_tiling %mm {max_threads = 16} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
