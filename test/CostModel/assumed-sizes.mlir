// A launch whose grid size is a function argument: without options it is
// not modelled, and the warning names the value and the options that give
// it; with grid=4 it is predicted for 4 blocks and the report says the size
// was assumed (exact: false).
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false grid=4 report=-" -o /dev/null | FileCheck %s
// RUN: not warp-opt %s --warp-cost-model="grid=4,0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
//
// 4 blocks of 256 threads copy 1024 floats: 1024 x 4 B / 32 B = 128 load
// sectors and 128 store sectors.
// CHECK: "approximations": [
// CHECK-NEXT: "sizes that are not constants were assumed from the pass options: grid x = 4"
// CHECK: "exact": false,
// CHECK: "grid": [
// CHECK-NEXT: 4,
// CHECK: "l1_global_load_sectors": 128,
// CHECK: "l1_global_store_sectors": 128,
// BAD: error: option 'grid' needs positive sizes, got 0
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %a[%i] : memref<1024xf32>
      memref.store %v, %b[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    // expected-warning@+1 {{launch of m::copy not modelled: its grid or block size is not a constant (grid x: argument 2 of 'func.func'); give the sizes to assume with the pass options block=X,Y,Z and grid=X,Y,Z}}
    gpu.launch_func @m::@copy blocks in (%n, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
