// A generator's transform script, end to end: from a linalg.generic 2-D
// 5-point stencil (f32, 1024 x 1024 points of a 1026 x 1026 grid, the
// neighbours as subviews) to a gpu.launch. transform.warp.select_launch_config
// chooses the block shape and folding; its parameters feed the two
// tile_using_forall ops (blocks, then threads); upstream passes then map the
// two levels of loops to blocks and threads (innermost loop on x), which is
// the candidate space the op ranks (a thread's folded points consecutive).
// RUN: warp-opt %s --transform-interpreter --canonicalize --gpu-map-parallel-loops="mapping-policy=innermost-first" --convert-parallel-loops-to-gpu --canonicalize --warp-cost-model="target=h100 remarks=false" 2>&1 -o %t.mlir | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
//
// 9 candidates: 32x8, 64x4 and 256x1, each unfolded or folded 2 along x or
// y. At this size (6 us) the launch is latency-bound; folding y by 2 halves
// the blocks (4 waves of 1056 blocks become 2) and the pick is 32x8 fold y2.
// REMARK: remark: picked 32x8x1 fold y2 consecutive: 5.9 us, latency-bound
// REMARK-SAME: of 9 candidates
//
// The launch the script makes: a tile of 32 x (8 * 2) points per block,
// grid (1024 / 32, 1024 / 16) = (32, 64), block (32, 8), and a loop of 2
// over each thread's rows. Warp predicts that launch, as it stands, within
// 1 % of the pick's time (the upstream code computes its addresses through
// two levels of subviews instead of Warp's own index arithmetic).
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c64, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c8, %{{.*}} = %c1)
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1
// CHECK: warp.cost = #warp.cost<time_us = 5.8{{[0-9]*}}e+00 : f64, limiter = "latency"
#id = affine_map<(i, j) -> (i, j)>
func.func @star5(%in: memref<1026x1026xf32>, %out: memref<1024x1024xf32>) {
  %c = memref.subview %in[1, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>
  %n = memref.subview %in[0, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1>>
  %s = memref.subview %in[2, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>
  %w = memref.subview %in[1, 0] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>
  %e = memref.subview %in[1, 2] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>
  linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %n, %s, %w, %e : memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>, memref<1024x1024xf32, strided<[1026, 1], offset: 1>>, memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>, memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>, memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>)
      outs(%out : memref<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %cc: f32, %d: f32, %ee: f32, %r: f32):
    %1 = arith.addf %a, %b : f32
    %2 = arith.addf %cc, %d : f32
    %3 = arith.addf %1, %2 : f32
    %4 = arith.addf %3, %ee : f32
    linalg.yield %4 : f32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %tile, %threads, %fold = transform.warp.select_launch_config %g {target = "h100", blocks = ["32x8", "64x4", "256x1"], fold = array<i64: 1, 2>} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %tiled, %blocks = transform.structured.tile_using_forall %g tile_sizes *(%tile) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %point, %per_thread = transform.structured.tile_using_forall %tiled num_threads *(%threads) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %loops = transform.structured.convert_to_loops %point : (!transform.any_op) -> (!transform.any_op)
    %p1 = transform.loop.forall_to_parallel %per_thread : (!transform.any_op) -> !transform.any_op
    %p0 = transform.loop.forall_to_parallel %blocks : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
