// REQUIRES: ptxas
// The ptxas report cache (issue 24): the first run lowers the module and
// runs ptxas, and keeps its report under a hash of the module, chip,
// pipeline and tools; a later run reads it back. To see that it is read,
// the cached report is edited to say 200 registers: the second run then
// predicts with 200, `no-cache` and an empty WARP_CACHE_DIR run ptxas again.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env WARP_CACHE_DIR=%t/cache warp-opt %s --warp-data-volumes="target=h100 report=- remarks=false resources=ptxas" -o /dev/null | FileCheck %s --check-prefix=FRESH
// RUN: ls %t/cache | FileCheck %s --check-prefix=FILE
// RUN: sed -i 's/Used [0-9]* registers/Used 200 registers/' %t/cache/ptxas-*.txt
// RUN: env WARP_CACHE_DIR=%t/cache warp-opt %s --warp-data-volumes="target=h100 report=- remarks=false resources=ptxas" -o /dev/null | FileCheck %s --check-prefix=CACHED
// RUN: env WARP_CACHE_DIR=%t/cache warp-opt %s --warp-data-volumes="target=h100 report=- remarks=false resources=ptxas no-cache" -o /dev/null | FileCheck %s --check-prefix=FRESH
// RUN: env WARP_CACHE_DIR= warp-opt %s --warp-data-volumes="target=h100 report=- remarks=false resources=ptxas" -o /dev/null | FileCheck %s --check-prefix=FRESH

// FILE: ptxas-{{[0-9a-f]+}}.txt
// FRESH: "regs_per_thread": {{([1-9]|[1-9][0-9])}},
// FRESH-NEXT: "regs_source": "ptxas",
// 200 registers per thread: 65536 / (200 x 256 rounded to 8 per warp) -> 1
// block of 256 threads per SM.
// CACHED: "regs_per_thread": 200,
// CACHED-NEXT: "regs_source": "ptxas",
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
