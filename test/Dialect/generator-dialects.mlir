// The dialects that generators emit around GPU kernels parse: linalg and
// async on the host, a transform script, nvgpu in a kernel. An nvgpu async
// copy is a memory op Warp does not model: a warning at the op, and the
// launch's report is not exact and says why.
// RUN: warp-opt %s --warp-cost-model="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// CHECK: "approximations": [
// CHECK-NEXT: "line {{[0-9]+}}: 'nvgpu.device_async_copy' accesses memory in a way Warp does not model; its traffic is not counted"
// CHECK: "exact": false,
// CHECK: "kernel": "m::k",
// CHECK: "modelled": true,
module attributes {gpu.container_module, transform.with_named_sequence} {
  gpu.module @m {
    gpu.func @k(%in: memref<1024xf32>) workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %i = gpu.global_id x
      %t = gpu.thread_id x
      // expected-warning@+1 {{'nvgpu.device_async_copy' accesses memory in a way Warp does not model; its traffic is not counted}}
      %c = nvgpu.device_async_copy %in[%i], %sh[%t], 1 : memref<1024xf32> to memref<256xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %c
      nvgpu.device_async_wait %g
      gpu.return
    }
  }
  func.func @host(%a: memref<1024xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%a : memref<1024xf32>)
    %token = async.execute {
      async.yield
    }
    async.await %token : !async.token
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@k blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
