// Without ptxas, resources=ptxas is an error at the launch; resources=auto
// falls back to the estimate and says why; a bad value is rejected.
// RUN: not warp-opt %s --warp-data-volumes="resources=ptxas ptxas=%t.no-such-ptxas" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: warp-opt %s --warp-data-volumes="resources=auto ptxas=%t.no-such-ptxas report=- remarks=false" -o /dev/null | FileCheck %s --check-prefix=AUTO
// RUN: not warp-opt %s --warp-data-volumes="resources=magic" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// STRICT: error: cannot get the registers of m::copy from ptxas: ptxas not found
// AUTO: "regs_estimated": true,
// AUTO: "regs_note": "ptxas not found",
// AUTO: "regs_source": "estimate",
// BAD: warp-opt: for the --resources option: must be auto, ptxas or estimate, got 'magic'
// BAD-NEXT: error: invalid options for --warp-data-volumes ('resources=magic'): the line above names the option and what it accepts; --help lists every option with its values
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
