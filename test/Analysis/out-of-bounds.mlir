// Issue 17 point 2: an index that provably leaves its memref is a warning
// at the op and an approximation of the launch. @shifted reads a[i + 1] for
// i = 0 .. 1023 (4 blocks of 256): i = 1023 reads a[1024], one past the
// end. @guarded tests i < 1023 first, and gets no warning.
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false" -verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-cost-model="target=h100 resources=estimate remarks=false report=-" -o /dev/null 2>/dev/null | FileCheck %s
// CHECK: "approximations": [
// CHECK-NEXT: "line {{[0-9]+}}: the access to 'arg0' can index outside its shape
// CHECK: "exact": false,
// CHECK: "kernel": "m::shifted",
// CHECK: "approximations": [],
// CHECK: "exact": true,
// CHECK: "kernel": "m::guarded",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @shifted(%a: memref<1024xf32>, %b: memref<1024xf32>) kernel {
      %c1 = arith.constant 1 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %ip = arith.addi %i, %c1 : index
      // expected-warning@+1 {{the access to 'arg0' can index outside its shape, for example at { [1024] }; the traffic of those instances is counted as if the memory were there}}
      %v = memref.load %a[%ip] : memref<1024xf32>
      memref.store %v, %b[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @guarded(%a: memref<1024xf32>, %b: memref<1024xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c1023 = arith.constant 1023 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %in = arith.cmpi slt, %i, %c1023 : index
      scf.if %in {
        %ip = arith.addi %i, %c1 : index
        %v = memref.load %a[%ip] : memref<1024xf32>
        memref.store %v, %b[%i] : memref<1024xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@shifted blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@guarded blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
