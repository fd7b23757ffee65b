// A launch that cannot be modelled gets a warning at the launch and
// "modelled": false with the reason in the report; the other launch of the
// module is still modelled and annotated.
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false report=-" -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=JSON
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false" 2>/dev/null | FileCheck %s --check-prefix=IR

// JSON: "kernel": "m::k",
// JSON-NEXT: "modelled": false,
// JSON-NEXT: "reason": "the grid or block size is not a constant (block x: argument 1 of 'func.func')"
// JSON: "kernel": "m::k",
// JSON: "limiter":
// JSON: "modelled": true,
// JSON: "time_us":
// The unmodelled launch (block size %arg1) carries no annotation:
// IR: gpu.launch_func @m::@k blocks in ({{.*}}) threads in (%arg1, %c1, %c1) args(%arg0 : memref<4096xf32>){{ *$}}
// IR: gpu.launch_func @m::@k {{.*}} {warp.cost = #warp.cost<time_us = {{.*}}, limiter = "{{[a-z0-9]+}}"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<4096xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%i] : memref<4096xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<4096xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    // expected-warning @below {{launch of m::k not modelled: its grid or block size is not a constant}}
    gpu.launch_func @m::@k blocks in (%c16, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<4096xf32>)
    gpu.launch_func @m::@k blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<4096xf32>)
    return
  }
}
