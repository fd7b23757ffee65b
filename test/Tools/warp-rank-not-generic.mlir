// warp-rank ranks block shapes only safely for a kernel generic in its block
// size (the proof of retune=true); a kernel that indexes with its thread id
// alone, as a hard-coded 32-wide tile does, gets a warning, and the JSON
// says so (issue 26).
// RUN: warp-rank %s --domain=1024 --blocks=32,64 --threads=1 2>&1 | FileCheck %s
// RUN: warp-rank %s --domain=1024 --blocks=32,64 --threads=1 --json 2>/dev/null | FileCheck %s --check-prefix=JSON
// CHECK: warning: m::tile is not proven to compute the same under every block shape (its thread id along x is used other than in block_id * block_dim + thread_id ('memref.load')): shapes other than those of its launch sites may be wrong
// JSON: "block_size_generic": false,
// JSON: "not_block_size_generic_because": "its thread id along x is used other than in block_id * block_dim + thread_id ('memref.load')",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @tile(%a: memref<32xf32>, %b: memref<32xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<32xf32>
      memref.store %v, %b[%t] : memref<32xf32>
      gpu.return
    }
  }
}
