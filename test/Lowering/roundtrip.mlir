// What Warp predicts for a candidate is what it emits: the launch the pass
// writes, stripped of its attributes and predicted again as a fixed launch,
// gets the same #warp.cost and #warp.volumes as the pick (one builder makes
// both the candidate's launch and the rewrite).
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=32x8,256x1 fold=1,2 fold-dims=y" -o %t.lowered.mlir 2>/dev/null
// RUN: warp-opt %t.lowered.mlir --warp-strip-annotations | warp-opt --warp-cost-model="target=h100" -o %t.again.mlir 2>/dev/null
// RUN: grep -o "warp.cost = .*" %t.lowered.mlir > %t.1
// RUN: grep -o "warp.cost = .*" %t.again.mlir > %t.2
// RUN: diff %t.1 %t.2
// RUN: FileCheck %s --input-file=%t.1
// CHECK: warp.cost = #warp.cost<time_us = {{.*}}>, warp.volumes = #warp.volumes<
func.func @star5(%in: memref<1024x1024xf32>, %out: memref<1024x1024xf32>) {
  %c1 = arith.constant 1 : index
  %c1023 = arith.constant 1023 : index
  scf.parallel (%i, %j) = (%c1, %c1) to (%c1023, %c1023) step (%c1, %c1) {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %a = memref.load %in[%i, %j] : memref<1024x1024xf32>
    %b = memref.load %in[%im, %j] : memref<1024x1024xf32>
    %c = memref.load %in[%ip, %j] : memref<1024x1024xf32>
    %d = memref.load %in[%i, %jm] : memref<1024x1024xf32>
    %e = memref.load %in[%i, %jp] : memref<1024x1024xf32>
    %s1 = arith.addf %a, %b : f32
    %s2 = arith.addf %c, %d : f32
    %s3 = arith.addf %s1, %s2 : f32
    %s4 = arith.addf %s3, %e : f32
    memref.store %s4, %out[%i, %j] : memref<1024x1024xf32>
    scf.reduce
  }
  return
}
