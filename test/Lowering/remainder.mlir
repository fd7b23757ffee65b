// A domain that the tiles do not divide, with a lower bound and a step:
// i = 5, 8, ..., 1004 (ceil((1005 - 5) / 3) = 334 iterations) and
// j = 0 .. 99 (100 iterations). j is the contiguous dimension, so it runs
// on x, and i on y, where it may be folded.
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=32x4 fold=1,4 fold-dims=y top=2 check-mapping=true report=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
//
// Two candidates: 32x4x1 with grid (ceil(100 / 32), ceil(334 / 4)) =
// (4, 84), and 32x4x1 fold y4 with grid (4, ceil(334 / 16)) = (4, 21):
// its last block row runs lin_y = 320..335 of which 320..333 exist, so the
// guard drops 2 of its 16 rows. The unfolded launch is 336 blocks, one
// wave; folding makes each thread run 4 rounds one after the other on an
// idle GPU, so it loses on latency.
// REMARK: remark: picked 32x4x1: {{[0-9.]+}} us, latency-bound
// REMARK-SAME: ; 32x4x1 fold y4: {{[0-9.]+}} us, latency-bound (+{{[0-9]+}} % latency bound); of 2 candidates
// JSON: "candidates": 2,
// JSON: "domain": [
// JSON: "iterations": 334,
// JSON-NEXT: "lower": 5,
// JSON-NEXT: "step": 3,
// JSON-NEXT: "upper": 1005
// JSON: "iterations": 100,
// JSON: "ranking": [
// JSON: "candidate": "32x4x1",
// JSON: "grid": [
// JSON-NEXT: 4,
// JSON-NEXT: 84,
// JSON: "rank": 1,
// JSON: "candidate": "32x4x1 fold y4",
// JSON: "grid": [
// JSON-NEXT: 4,
// JSON-NEXT: 21,
// JSON: "rank": 2,
//
// The rewrite: lin_x = 32 bx + tx is j, guarded by lin_x < 100;
// lin_y = 4 by + ty, guarded by lin_y < 334, gives i = 3 lin_y + 5.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4, %{{.*}} = %c84, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c4, %{{.*}} = %c1{{.*}})
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C334:.*]] = arith.constant 334 : index
// CHECK-DAG: %[[C100:.*]] = arith.constant 100 : index
// CHECK: arith.cmpi slt, %[[LX:.*]], %[[C100]] : index
// CHECK: arith.cmpi slt, %[[LY:.*]], %[[C334]] : index
// CHECK: scf.if
// CHECK: %[[S:.*]] = arith.muli %[[LY]], %[[C3]] : index
// CHECK: %[[I:.*]] = arith.addi %[[S]], %[[C5]] : index
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]], %[[LX]]]
func.func @scale(%a: memref<1005x100xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %c1005 = arith.constant 1005 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%i, %j) = (%c5, %c0) to (%c1005, %c100) step (%c3, %c1) {
    %v = memref.load %a[%i, %j] : memref<1005x100xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %a[%i, %j] : memref<1005x100xf32>
    scf.reduce
  }
  return
}
