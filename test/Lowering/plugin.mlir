// Warp as a plugin of Debian's unmodified mlir-opt: the pass plugin runs
// --warp-cost-model (here lowering a loop nest), the dialect plugin brings
// the #warp attributes and transform.warp.select_launch_config. The IR is
// the same as warp-opt's.
// REQUIRES: mlir-opt, warp-plugin
// RUN: %mlir_opt --load-dialect-plugin=%warp_plugin --load-pass-plugin=%warp_plugin %s --pass-pipeline="builtin.module(warp-cost-model{target=h100 blocks=256,512 fold=1,4})" -o %t.plugin.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=256,512 fold=1,4" -o %t.warp.mlir 2>/dev/null
// RUN: diff %t.plugin.mlir %t.warp.mlir
// RUN: FileCheck %s --input-file=%t.plugin.mlir
// RUN: %mlir_opt --load-dialect-plugin=%warp_plugin %s --transform-interpreter -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRANSFORM
//
// 4 candidates: blocks of 256 and 512, unfolded or 4 points per thread.
// REMARK: remark: picked 256x1x1 fold x4: {{[0-9.]+}} us, latency-bound
// REMARK-SAME: of 4 candidates
// CHECK: gpu.launch {{.*}} in (%{{.*}} = %c16384, {{.*}} threads({{.*}}) in (%{{.*}} = %c256,
// CHECK: warp.cost = #warp.cost<time_us = {{.*}}, limiter = "latency"
// The transform op ranks the same nest with consecutive folded points (as
// tile_using_forall makes them).
// TRANSFORM: remark: picked {{.*}} consecutive{{.*}}; of 4 candidates
func.func @triad(%a: memref<16777216xf32>, %b: memref<16777216xf32>, %c: memref<16777216xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16777216 : index
  %s = arith.constant 3.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %b[%i] : memref<16777216xf32>
    %y = memref.load %c[%i] : memref<16777216xf32>
    %m = arith.mulf %s, %y : f32
    %r = arith.addf %x, %m : f32
    memref.store %r, %a[%i] : memref<16777216xf32>
    scf.reduce
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["scf.parallel"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %n, %f = transform.warp.select_launch_config %p {blocks = ["256", "512"], fold = array<i64: 1, 4>} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.yield
  }
}
