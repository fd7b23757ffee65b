// When a warning says that traffic is not counted, the launch's report is
// not exact and its approximations say where and why; the same kernel
// without the op is exact.
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// CHECK-LABEL: "launches": [
// CHECK: "approximations": [
// CHECK-NEXT: "line 26: 'memref.copy' accesses memory in a way Warp does not model; its traffic is not counted"
// CHECK-NEXT: ],
// CHECK: "exact": false,
// CHECK: "kernel": "m::with_copy",
// CHECK: "approximations": [],
// CHECK: "exact": true,
// CHECK: "kernel": "m::without_copy",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @with_copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %b[%i] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %p = arith.cmpi eq, %i, %c0 : index
      scf.if %p {
        // The warning is at the op; the report lists it.
        // expected-warning@+1 {{'memref.copy' accesses memory in a way Warp does not model; its traffic is not counted}}
        memref.copy %a, %b : memref<64xf32> to memref<64xf32>
      }
      gpu.return
    }
    gpu.func @without_copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %b[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %b: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@with_copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>)
    gpu.launch_func @m::@without_copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>)
    return
  }
}
