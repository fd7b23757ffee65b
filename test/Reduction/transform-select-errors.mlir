// transform.warp.select_reduction_strategy fails, with the reason, on an op
// Warp does not lower as a reduction and on options out of their range.
// RUN: warp-opt %s --split-input-file --transform-interpreter -verify-diagnostics

func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{not a reduction Warp lowers: it is not one input reduced along one of two loops into one init (collapse the other loops first)}}
    %t, %o, %s = transform.warp.select_reduction_strategy %m {target = "h100"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @row_sum(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'splits' must lie in 1 to 256, got 512}}
    %t, %o, %s = transform.warp.select_reduction_strategy %r {target = "h100", splits = array<i64: 2, 512>} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @row_sum(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'max_threads' must lie in 32 to 1024, got 16}}
    %t, %o, %s = transform.warp.select_reduction_strategy %r {target = "h100", max_threads = 16} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
