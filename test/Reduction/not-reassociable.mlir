// A body that is not one associative, commutative op (here a sum of
// exponentials, softmax's denominator) keeps linalg's sequential order: one
// thread per output only, the elements folded in order from the init.
// Reductions Warp cannot lower are left as they are, with a remark.
// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100" -verify-diagnostics | FileCheck %s
// CHECK: gpu.launch
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c512{{.*}} step %c1
// CHECK: math.exp

#rows = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>]
func.func @sum_exp(%A: memref<128x512xf32>, %S: memref<128xf32>) {
  // expected-remark @below {{linalg.generic of 128 rows of 512 f32 (a body): picked 1 thread per output}}
  linalg.generic {indexing_maps = #rows, iterator_types = ["parallel", "reduction"]}
    ins(%A : memref<128x512xf32>) outs(%S : memref<128xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %e = math.exp %x : f32
    %s = arith.addf %e, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

func.func @three_d(%A: memref<8x16x32xf32>, %S: memref<8xf32>) {
  // expected-remark @below {{not tiled: it is not one input reduced along one of two loops into one init (collapse the other loops first)}}
  linalg.reduce ins(%A : memref<8x16x32xf32>) outs(%S : memref<8xf32>) dimensions = [1, 2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
