// Linalg ops whose loops are all parallel (elementwise, broadcast, fill,
// copy) on buffers are decided by the passes as the nest of their loops
// (upstream linalg-to-parallel-loops): --warp-cost-model lowers them to
// the pick's gpu.launch; --warp-choose-launch-configs annotates the op
// with the pick, which --warp-apply-launch-configs turns into the same
// loops and maps; on tensors, a remark says to bufferize first.
// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100 blocks=256x1x1,64x4x1 fold=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=COST
// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100 blocks=256x1x1,64x4x1 fold=1 remarks=false" | FileCheck %s --check-prefix=LOWERED
// RUN: warp-opt %s --split-input-file --warp-choose-launch-configs="target=h100 blocks=256x1x1,64x4x1 fold=1 remarks=false" 2>&1 | FileCheck %s --check-prefix=CHOOSE
// RUN: warp-opt %s --split-input-file --warp-choose-launch-configs="target=h100 blocks=256x1x1,64x4x1 fold=1 remarks=false" --warp-apply-launch-configs 2>&1 | FileCheck %s --check-prefix=APPLY

// 1024 x 4096 f32 added: 256x1x1 and 64x4x1 both read 2 x 16 MiB and
// write 16 MiB; the rows are whole sectors either way.
// COST: linalg-elementwise.mlir:[[@LINE+11]]:3: remark: picked {{.*}}; of 2 candidates
// LOWERED-LABEL: func.func @add
// LOWERED: gpu.launch blocks
// LOWERED-NOT: linalg.add
// CHOOSE-LABEL: func.func @add
// CHOOSE: linalg.add {warp.launch_config = #warp.launch_config<
// APPLY-LABEL: func.func @add
// APPLY: gpu.launch blocks
// APPLY-NOT: linalg.add
// APPLY-NOT: warp.launch_config
func.func @add(%A: memref<1024x4096xf32>, %B: memref<1024x4096xf32>, %C: memref<1024x4096xf32>) {
  linalg.add ins(%A, %B : memref<1024x4096xf32>, memref<1024x4096xf32>) outs(%C : memref<1024x4096xf32>)
  return
}

// -----

// COST: linalg-elementwise.mlir:[[@LINE+8]]:8: remark: not mapped: the linalg op works on tensors; bufferize it first (--one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map")
// CHOOSE-LABEL: func.func @on_tensors
// LOWERED-LABEL: func.func @on_tensors
// APPLY-LABEL: func.func @on_tensors
// LOWERED: linalg.add ins
// CHOOSE: linalg.add ins
// CHOOSE-NOT: warp.launch_config
func.func @on_tensors(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %C: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.add ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
