// A memref made by an unregistered op without a dialect ("op") or whose name
// strips to digits ("x.1") names its buffer with a valid ISL identifier
// (this was an internal ISL error, and the cost model then still claimed an
// exact report).
// RUN: warp-opt %s --allow-unregistered-dialect --warp-print-accesses=block=32,1,1 -o /dev/null | FileCheck %s --check-prefix=PRINT
// RUN: warp-opt %s --allow-unregistered-dialect --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s --check-prefix=COST
// PRINT: access #0 read global op_0 elem=4B
// PRINT: access #1 read global op_1_1 elem=4B
// COST: "exact": true,
// COST: "l1_global_load_sectors": 8,
// COST: "modelled": true,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      %i = gpu.thread_id x
      %a = "op"() : () -> memref<64xf32>
      %b = "x.1"() : () -> memref<64xf32>
      %v = memref.load %a[%i] : memref<64xf32>
      %w = memref.load %b[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    return
  }
}
