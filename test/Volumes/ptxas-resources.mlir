// REQUIRES: ptxas
// RUN: warp-opt %s --warp-data-volumes="target=h100 report=- remarks=false resources=ptxas" -o /dev/null | FileCheck %s
// Registers come from ptxas -v for sm_90 after MLIR's own NVVM lowering.
// CHECK: "regs_estimated": false,
// CHECK-NEXT: "regs_per_thread": {{[1-9][0-9]*}},
// CHECK-NEXT: "regs_source": "ptxas",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
