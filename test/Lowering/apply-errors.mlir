// --warp-apply-launch-configs applies a generator's own annotation, and
// refuses one that does not fit its op, at the op, leaving it as it was.
// RUN: warp-opt %s --split-input-file --warp-apply-launch-configs -verify-diagnostics | FileCheck %s

// A hand-written choice: 128 threads along x, 4 points each, on a 1-D nest
// of 1000 iterations: tiles of 512, a grid of ceil(1000 / 512) = 2, and a
// guard (512 does not divide 1000).
// CHECK-LABEL: func.func @override
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: scf.for {{.*}} = %c0{{.*}} to %c4 step %c1
// CHECK: scf.if
func.func @override(%a: memref<1000xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %a[%i] : memref<1000xf32>
    scf.reduce
  } {warp.launch_config = #warp.launch_config<grid = [2, 1, 1], block = [128, 1, 1], fold = [4, 1, 1], loops = [0, 1, 2], consecutive = false>}
  return
}

// -----

// A grid that does not cover the nest with its blocks and folds.
func.func @short_grid(%a: memref<1000xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %one = arith.constant 1.0 : f32
  // expected-error @below {{cannot apply the launch configuration 128x1x1 fold x4 to this scf.parallel: its grid is [1, 1, 1] where its blocks and folds cover the nest with [2, 1, 1]}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %a[%i] : memref<1000xf32>
    scf.reduce
  } {warp.launch_config = #warp.launch_config<grid = [1, 1, 1], block = [128, 1, 1], fold = [4, 1, 1], loops = [0, 1, 2], consecutive = false>}
  return
}

// -----

// Threads along y for a 1-D nest would repeat its iterations.
func.func @too_many_dims(%a: memref<1000xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %one = arith.constant 1.0 : f32
  // expected-error @below {{it gives more than one thread or point along y to a nest of 1 dimension(s)}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %a[%i] : memref<1000xf32>
    scf.reduce
  } {warp.launch_config = #warp.launch_config<grid = [8, 1, 1], block = [128, 2, 1], fold = [1, 1, 1], loops = [0, 1, 2], consecutive = false>}
  return
}

// -----

// An op that has no launch to configure.
func.func @wrong_op(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{#warp.launch_config applies to an scf.parallel, an unmapped scf.forall, a gpu.launch_func or a gpu.launch, not to 'memref.load'}}
  %v = memref.load %a[%c0] {warp.launch_config = #warp.launch_config<grid = [1, 1, 1], block = [32, 1, 1], fold = [1, 1, 1], loops = [0, 1, 2], consecutive = false>} : memref<4xf32>
  return
}

// -----

// The attribute checks its own sizes.
func.func @bad_attr(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{#warp.launch_config: 'block' needs positive sizes, got 0}}
  %v = memref.load %a[%c0] {warp.launch_config = #warp.launch_config<grid = [1, 1, 1], block = [0, 1, 1], fold = [1, 1, 1], loops = [0, 1, 2], consecutive = false>} : memref<4xf32>
  return
}
