// The decision apart from the rewrite (issue 29): --warp-choose-launch-configs
// annotates a loop nest with the #warp.launch_config it predicts fastest,
// --warp-apply-launch-configs rewrites what is annotated, and the two in a
// row make the launch --warp-cost-model makes in one pass. A generator may
// write or change the annotation in between.
//
// RUN: warp-opt %s --warp-choose-launch-configs="blocks=32x8,256x1,64x4 fold=1,2 resources=estimate remarks=false report=%t.json" | FileCheck %s --check-prefix=CHOSEN
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: warp-opt %s --warp-choose-launch-configs="blocks=32x8,256x1,64x4 fold=1,2 resources=estimate remarks=false" --warp-apply-launch-configs | FileCheck %s --check-prefix=SPLIT
// RUN: warp-opt %s --warp-cost-model="blocks=32x8,256x1,64x4 fold=1,2 resources=estimate remarks=false" | FileCheck %s --check-prefix=SPLIT
//
// The 512 x 1024 copy: every candidate is latency-bound at the same time,
// and the tie rule keeps the first of the space's order, 32x8 folded twice
// along x, whose tile of 64 x 8 points covers the domain with a grid of
// (1024 / 64, 512 / 8) = (16, 64); x runs the inner loop dimension 1.
// CHOSEN: scf.parallel
// CHOSEN: {warp.launch_config = #warp.launch_config<grid = [16, 64, 1], block = [32, 8, 1], fold = [2, 1, 1], loops = [1, 0, 2], consecutive = false>}
// CHOSEN-NOT: gpu.launch
// JSON: "loop_nests": [
// JSON: "block": [
// JSON-NEXT: 32,
// JSON-NEXT: 8,
// JSON-NEXT: 1
// SPLIT: gpu.launch blocks({{.*}}) in ({{.*}} = %c16, {{.*}} = %c64, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1{{.*}})
// SPLIT: scf.for {{.*}} = %c0{{.*}} to %c2 step %c1
// SPLIT-NOT: scf.parallel
func.func @copy(%a: memref<512x1024xf32>, %b: memref<512x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 512 : index
  %n = arith.constant 1024 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<512x1024xf32>
    memref.store %v, %b[%i, %j] : memref<512x1024xf32>
    scf.reduce
  }
  return
}
