// --warp-choose-launch-configs annotates a reduction with its pick as
// warp.reduction = {threads_per_output, outputs_per_block};
// --warp-apply-launch-configs builds that strategy's launch, whether Warp
// chose it or a user wrote it (issue 25; the reduction sweep of
// bench/reductions builds every strategy this way).
// RUN: warp-opt %s --split-input-file --warp-choose-launch-configs="target=h100 reduction-splits=1 remarks=false" | FileCheck %s --check-prefix=CHOOSE
// RUN: warp-opt %s --split-input-file --warp-choose-launch-configs="target=h100 reduction-splits=1 remarks=false" --warp-apply-launch-configs --cse | FileCheck %s --check-prefix=APPLY
// RUN: warp-opt %s --split-input-file --warp-apply-launch-configs --cse | FileCheck %s --check-prefix=HAND

// The pick of row-sum.mlir's 64 rows of 1024: 1024 threads per output, one
// output per block (grid 64).
// CHOOSE-LABEL: func.func @row_sum
// CHOOSE: linalg.reduce ins({{.*}}) dimensions = [1] {warp.reduction = {outputs_per_block = 1 : i64, threads_per_output = 1024 : i64}}
// APPLY-LABEL: func.func @row_sum
// APPLY-DAG: %[[C1:.*]] = arith.constant 1 : index
// APPLY-DAG: %[[C64:.*]] = arith.constant 64 : index
// APPLY-DAG: %[[C1024:.*]] = arith.constant 1024 : index
// APPLY: gpu.launch blocks({{.*}}) in ({{.*}} = %[[C64]], {{.*}} = %[[C1]], {{.*}} = %[[C1]]) threads({{.*}}) in ({{.*}} = %[[C1024]], {{.*}} = %[[C1]], {{.*}} = %[[C1]])
// APPLY: gpu.shuffle xor
// APPLY-NOT: linalg.reduce
// HAND-LABEL: func.func @row_sum
// HAND: linalg.reduce
func.func @row_sum(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// Written by hand: 32 threads per output (one warp, one butterfly, no
// workgroup memory) and 8 outputs per block: block (32, 8, 1), grid
// 64 / 8 = 8.
// HAND-LABEL: func.func @hand
// HAND-DAG: %[[C1:.*]] = arith.constant 1 : index
// HAND-DAG: %[[C8:.*]] = arith.constant 8 : index
// HAND-DAG: %[[C32:.*]] = arith.constant 32 : index
// HAND: gpu.launch blocks({{.*}}) in ({{.*}} = %[[C8]], {{.*}} = %[[C1]], {{.*}} = %[[C1]]) threads({{.*}}) in ({{.*}} = %[[C32]], {{.*}} = %[[C8]], {{.*}} = %[[C1]])
// HAND-NOT: workgroup(
// HAND: gpu.shuffle xor
// HAND-NOT: linalg.reduce
func.func @hand(%A: memref<64x1024xf32>, %S: memref<64xf32>) {
  linalg.reduce ins(%A : memref<64x1024xf32>) outs(%S : memref<64xf32>) dimensions = [1]
    {warp.reduction = {threads_per_output = 32, outputs_per_block = 8}}
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
