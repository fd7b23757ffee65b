// transform.warp.select_contraction_tiling: the pass's ranking for a
// generator's transform script, returned as parameters (one value per loop:
// M, N, K here) that feed upstream tiling: the block tile to
// tile_using_forall, the K tile to tile_using_for.
// RUN: warp-opt %s --transform-interpreter 2>&1 | FileCheck %s
//
// The pick over the default space of the 64x64x64 f32 matmul (its remark is
// the pass's), then the loops the script makes of it: a forall over blocks
// of BM x BN outputs and, inside, a loop over K in steps of BK.
// CHECK: remark: linalg.matmul 64x64x64 (M x N x K) f32 x f32 -> f32: picked tiling [[BM:[0-9]+]]x[[BN:[0-9]+]]x[[BK:[0-9]+]], thread
// CHECK: scf.forall ({{.*}}) in ({{[0-9]+}}, {{[0-9]+}})
// CHECK: scf.for {{.*}} step %c[[BK]]
// CHECK: linalg.matmul ins({{.*}} : memref<[[BM]]x[[BK]]xf32, {{.*}}>, memref<[[BK]]x[[BN]]xf32, {{.*}}>) outs({{.*}} : memref<[[BM]]x[[BN]]xf32
func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %block, %k, %thread, %pad, %tc = transform.warp.select_contraction_tiling %mm {target = "h100"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes *(%block) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %inner, %kloop = transform.structured.tile_using_for %tiled tile_sizes [0, 0, %k] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
