// A launch the GPU refuses, or one too large to count in 64 bits, is not
// modelled, with a warning at the launch that says why; the module's other
// launches are still predicted.
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// CHECK-LABEL: "launches": [
// CHECK: "modelled": false,
// CHECK-NEXT: "reason": "grid y of 70000 exceeds the target's limit of 65535"
// CHECK: "modelled": false,
// CHECK-NEXT: "reason": "block z of 128 exceeds the target's limit of 64"
// CHECK: "modelled": false,
// CHECK-NEXT: "reason": "the launch has more than 2^40 threads (2147483647x65535x1 blocks of 1024), more than Warp counts without overflow"
// CHECK: "modelled": false,
// CHECK-NEXT: "reason": "buffer 'arg0' of 562949953421312 bytes is larger than 2^48 bytes, the GPU's virtual address space, and than Warp counts without overflow"
// CHECK: "modelled": true,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %c1024 = arith.constant 1024 : index
      %p = arith.cmpi slt, %i, %c1024 : index
      scf.if %p {
        %v = memref.load %in[%i] : memref<1024xf32>
        memref.store %v, %out[%i] : memref<1024xf32>
      }
      gpu.return
    }
    // 2^47 f32 = 2^49 bytes.
    gpu.func @huge(%in: memref<140737488355328xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<140737488355328xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>, %h: memref<140737488355328xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %c65535 = arith.constant 65535 : index
    %c70000 = arith.constant 70000 : index
    %cmax = arith.constant 2147483647 : index
    // expected-warning@+1 {{launch of m::copy not modelled: grid y of 70000 exceeds the target's limit of 65535}}
    gpu.launch_func @m::@copy blocks in (%c1, %c70000, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    // expected-warning@+1 {{launch of m::copy not modelled: block z of 128 exceeds the target's limit of 64}}
    gpu.launch_func @m::@copy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c128) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    // expected-warning@+1 {{launch of m::copy not modelled: the launch has more than 2^40 threads}}
    gpu.launch_func @m::@copy blocks in (%cmax, %c65535, %c1) threads in (%c1024, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    // expected-warning@+1 {{launch of m::huge not modelled: buffer 'arg0' of 562949953421312 bytes is larger than 2^48 bytes}}
    gpu.launch_func @m::@huge blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%h : memref<140737488355328xf32>)
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
