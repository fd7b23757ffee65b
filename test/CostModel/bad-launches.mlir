// One malformed launch does not fail the module: a gpu.launch_func and a
// gpu.launch with a size of 0 each get a warning and an unmodelled entry,
// and the module's other launch is still predicted.
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// CHECK-LABEL: "launches": [
// CHECK: "kernel": "m::k",
// CHECK-NEXT: "modelled": false,
// CHECK-NEXT: "reason": "grid size in dimension y must be positive, got 0",
// CHECK: "kernel": "gpu.launch",
// CHECK-NEXT: "modelled": false,
// CHECK-NEXT: "reason": "block size in dimension x must be positive, got 0",
// CHECK: "kernel": "m::k",
// CHECK: "modelled": true,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    // expected-warning@+1 {{launch not modelled: grid size in dimension y must be positive, got 0}}
    gpu.launch_func @m::@k blocks in (%c1, %c0, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>)
    // expected-warning@+1 {{launch not modelled: block size in dimension x must be positive, got 0}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c0, %sy = %c1, %sz = %c1) {
      %v = memref.load %a[%tx] : memref<64xf32>
      gpu.terminator
    }
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}
