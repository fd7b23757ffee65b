// transform.warp.select_launch_config on payloads it cannot map, and with
// bad attributes: a located error at the transform op (and the reason at the
// payload when Warp's analysis gives one).
// RUN: warp-opt %s --transform-interpreter -split-input-file -verify-diagnostics -o /dev/null

func.func @matmul(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  // expected-note@+1 {{the payload op}}
  linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>) outs(%c : memref<64x64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{the linalg op has reduction iterators; Warp maps nests whose iterations are all parallel (contractions and reductions have their own tilings: transform.warp.select_contraction_tiling, or --warp-cost-model on the op; docs/contractions.md)}}
    %t, %n, %f = transform.warp.select_launch_config %m : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @on_tensors(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note@+1 {{the payload op}}
  %r = linalg.add ins(%a, %a : tensor<64xf32>, tensor<64xf32>) outs(%b : tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{the linalg op works on tensors; bufferize it first}}
    %t, %n, %f = transform.warp.select_launch_config %m : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @two(%a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  linalg.copy ins(%b : memref<64xf32>) outs(%a : memref<64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{expects one loop nest or linalg op, got 2 payload ops}}
    %t, %n, %f = transform.warp.select_launch_config %m : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'objective' must be time or dram, got "speed"}}
    %t, %n, %f = transform.warp.select_launch_config %m {objective = "speed"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'blocks' gives 4 threads along y for a nest of 1 dimension(s)}}
    %t, %n, %f = transform.warp.select_launch_config %m {blocks = ["32x4"]} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

func.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{cannot load hardware target: unknown hardware target 'tpu'}}
    %t, %n, %f = transform.warp.select_launch_config %m {target = "tpu"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

// Issue 26, reproducer 02: a fold so large that block x fold wraps used to
// divide by zero (SIGFPE); the range is the passes' (1 to 1024).
func.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  linalg.copy ins(%a : memref<1024xf32>) outs(%b : memref<1024xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'fold' needs factors from 1 to 1024, got 288230376151711744}}
    %t, %n, %f = transform.warp.select_launch_config %m {blocks = ["64"], fold = array<i64: 288230376151711744>} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}

// -----

// One thread a block is not a launch the passes consider either.
func.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  linalg.copy ins(%a : memref<1024xf32>) outs(%b : memref<1024xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error@+1 {{'max_threads' must lie in 32 to 1024 (h100's max_threads_per_block), got 1}}
    %t, %n, %f = transform.warp.select_launch_config %m {max_threads = 1} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
