// transform.warp.select_reduction_strategy: the pass's choice for a
// generator's transform script, as three parameters (threads per output,
// outputs per block, blocks per output). The op and
// --warp-choose-launch-configs rank the same strategies and must agree: the
// parameters the script emits are the values of the pass's warp.reduction
// annotation on the same op.
// RUN: warp-opt %s --warp-choose-launch-configs="target=h100" --transform-interpreter 2>&1 | FileCheck %s
// RUN: warp-opt %s --transform-interpreter 2>&1 | FileCheck %s --check-prefix=SPLITS
// CHECK: remark: threads_per_output [[R:[0-9]+]] : i64
// CHECK: remark: outputs_per_block [[O:[0-9]+]] : i64
// CHECK: remark: blocks_per_output [[S:[0-9]+]] : i64
// CHECK: linalg.reduce {{.*}} {warp.reduction = {blocks_per_output = [[S]] : i64, outputs_per_block = [[O]] : i64, threads_per_output = [[R]] : i64}}
//
// With splits = [1] the second script's strategy has one block per output.
// SPLITS: remark: blocks_per_output 1 : i64
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
    %t, %o, %s = transform.warp.select_reduction_strategy %r {target = "h100"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.debug.emit_param_as_remark %t, "threads_per_output" : !transform.param<i64>
    transform.debug.emit_param_as_remark %o, "outputs_per_block" : !transform.param<i64>
    transform.debug.emit_param_as_remark %s, "blocks_per_output" : !transform.param<i64>
    %t1, %o1, %s1 = transform.warp.select_reduction_strategy %r {target = "h100", splits = array<i64: 1>} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.debug.emit_param_as_remark %s1, "blocks_per_output" : !transform.param<i64>
    transform.yield
  }
}
