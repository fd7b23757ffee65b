// The launch passes read the target from the module's #warp.target when
// their own target= option is not given; the option wins over the
// attribute; without either, the H100. A custom target file attached by
// path is reloaded from that path.
// RUN: warp-opt %s --warp-attach-target=target=h200 --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s --check-prefix=MODULE
// RUN: warp-opt %s --warp-attach-target=target=h200 --warp-cost-model="target=a100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s --check-prefix=OPTION
// RUN: warp-opt %s --warp-cost-model="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s --check-prefix=DEFAULT
// RUN: warp-opt %s --warp-attach-target=target=%S/../Volumes/Inputs/k20-seed003.yaml --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s --check-prefix=PATH
// MODULE: "target": "h200"
// OPTION: "target": "a100"
// DEFAULT: "target": "h100"
// PATH: "target": "k20-seed003"
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
