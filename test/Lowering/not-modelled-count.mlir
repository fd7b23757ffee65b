// A decision whose candidates could not all be predicted says how many and
// why, in the remark and the report (issue 26: the remark used to say "of
// N candidates" as if every one had been ranked).
//
// regs=255: ptxas allocates registers per warp in units of 256 x 32, so a
// thread holds 256 and an SM's 65536 registers take at most 256 threads:
// the 512- and 1024-thread blocks do not fit, the 256-thread one does.
// RUN: warp-opt %s --warp-cost-model="target=h100 regs=255 blocks=256x1x1,512x1x1,1024x1x1 fold=1 report=%t.json" -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK: remark: picked 256x1x1: {{.*}}; of 3 candidates (2 not modelled: 2 a block does not fit on an SM (registers or shared memory))
// JSON: "candidates": 3,
// JSON: "not_modelled": 2,
func.func @scale(%a: memref<1048576xf32>, %b: memref<1048576xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %a[%i] : memref<1048576xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %b[%i] : memref<1048576xf32>
  }
  return
}
