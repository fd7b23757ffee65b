// Issue 27: the PTX of pipeline-to-ptx.mlir's one-run pipeline assembles
// with ptxas (cubin-format=bin runs it and embeds an sm_90 ELF).
// REQUIRES: ptxas
// RUN: warp-opt %S/pipeline-to-ptx.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --warp-cost-model="target=h100 tiles-mn=64 tiles-k=16 thread-tiles=4 tile-pads=1 remarks=false" \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=bin" | FileCheck %s
// CHECK: gpu.binary @mm_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}bin = "\7FELF
