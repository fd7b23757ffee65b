// Launch sizes that are constants but not folded yet are read the way MLIR
// reads them (ValueBoundsOpInterface): arith.subi of constants (260 - 4 =
// 256), affine.apply of constants (256 floordiv 64 = 4) and memref.dim of a
// cast of a static alloc (4). A size that really is dynamic gets a warning
// that names the value.
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// CHECK-LABEL: "launches": [
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK: "grid": [
// CHECK-NEXT: 4,
// CHECK: "modelled": true,
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK: "grid": [
// CHECK-NEXT: 4,
// CHECK: "modelled": true,
// CHECK: "grid": [
// CHECK-NEXT: null,
// CHECK: "modelled": false,
// CHECK-NEXT: "reason": "the grid or block size is not a constant (grid x: argument 2 of 'func.func')"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c260 = arith.constant 260 : index
    %s = arith.subi %c260, %c4 : index
    %g = affine.apply affine_map<()[s0] -> (s0 floordiv 64)>()[%s]
    %alloc = memref.alloc() : memref<4xf32>
    %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
    %d = memref.dim %cast, %c0 : memref<?xf32>
    gpu.launch_func @m::@copy blocks in (%g, %c1, %c1) threads in (%s, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@copy blocks in (%d, %c1, %c1) threads in (%s, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    // expected-warning@+1 {{launch of m::copy not modelled: its grid or block size is not a constant (grid x: argument 2 of 'func.func')}}
    gpu.launch_func @m::@copy blocks in (%n, %c1, %c1) threads in (%s, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
