// RUN: warp-opt %s | FileCheck %s
// RUN: warp-opt %s | warp-opt | FileCheck %s

// CHECK: module attributes {warp.target = #warp.target<"h100">}
module attributes {warp.target = #warp.target<"h100">} {
  // CHECK-LABEL: func.func @f
  func.func @f(%m: memref<16xf32>) {
    %c0 = arith.constant 0 : index
    // Defaults (vector_width = 1, affine = true, exact = true) are elided.
    // CHECK: memref.load %{{.*}} {warp.access = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 4, map = "{ [tx] -> arg0[tx] : 0 <= tx <= 15 }", bytes = "{ [tx] -> arg0[4tx] : 0 <= tx <= 15 }">}
    %v = memref.load %m[%c0] {warp.access = #warp.access<kind = read, space = global, memref = "arg0", elem_bytes = 4, map = "{ [tx] -> arg0[tx] : 0 <= tx <= 15 }", bytes = "{ [tx] -> arg0[4tx] : 0 <= tx <= 15 }">} : memref<16xf32>
    // CHECK: memref.store %{{.*}} {warp.access = #warp.access<kind = atomic, space = shared, memref = "wg0", elem_bytes = 8, vector_width = 2, affine = false, exact = false, map = "[n] -> { [tx] -> wg0[o] : 0 <= o < n }", bytes = "">}
    memref.store %v, %m[%c0] {warp.access = #warp.access<kind = atomic, space = shared, memref = "wg0", elem_bytes = 8, vector_width = 2, affine = false, exact = false, map = "[n] -> { [tx] -> wg0[o] : 0 <= o < n }", bytes = "">} : memref<16xf32>
    // CHECK: memref.store %{{.*}} {warp.access = #warp.access<kind = write, space = local, memref = "priv0", elem_bytes = 4, map = "{ [tx] -> priv0[0] }", bytes = "">, warp.target = #warp.target<"hwtargets/a100-80gb.yaml">}
    memref.store %v, %m[%c0] {warp.access = #warp.access<kind = write, space = local, memref = "priv0", elem_bytes = 4, map = "{ [tx] -> priv0[0] }", bytes = "">, warp.target = #warp.target<"hwtargets/a100-80gb.yaml">} : memref<16xf32>
    return
  }
}
