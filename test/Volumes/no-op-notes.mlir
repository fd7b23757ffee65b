// Warnings and remarks are reported at the op's location without a "see
// current operation" note that prints the whole op (as upstream analyses
// report them).
// RUN: warp-opt %s --warp-cost-model="resources=estimate" -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="see current operation"
// CHECK: remark: index 0 of the access to 'arg1' is not affine
// CHECK: warning: 'memref.copy' accesses memory in a way Warp does not model
// CHECK: remark: volumes of m::k:
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<64xf32>, %b: memref<64xi32>) kernel {
      %i = gpu.thread_id x
      %j = memref.load %b[%i] : memref<64xi32>
      %jj = arith.index_cast %j : i32 to index
      %one = arith.constant 1 : i32
      memref.store %one, %b[%jj] : memref<64xi32>
      memref.copy %a, %a : memref<64xf32> to memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %b: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xi32>)
    return
  }
}
