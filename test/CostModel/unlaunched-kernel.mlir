// A kernel that is never launched and whose sizes are not all known
// (issue 26: it used to give "launches": [] and no word): a remark that
// says how to predict it and a `not_predicted` entry; with block= and
// grid= it is predicted for those sizes, which the report says it assumed.
// RUN: warp-opt %s --warp-cost-model="target=h100 report=%t.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=NONE < %t.json
// RUN: warp-opt %s --warp-cost-model="target=h100 block=256 grid=4 report=%t2.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZED
// RUN: FileCheck %s --check-prefix=JSON < %t2.json
// REMARK: unlaunched-kernel.mlir:[[@LINE+19]]:5: remark: kernel k::copy not predicted: never launched in this module, and its grid and block sizes are not all known; give the sizes with the pass options block=X,Y,Z and grid=X,Y,Z, or with the kernel's known_block_size and known_grid_size, or launch it
// NONE: "launches": [],
// NONE: "not_predicted": [
// NONE-NEXT: {
// NONE-NEXT: "kernel": "k::copy",
// NONE-NEXT: "reason": "never launched in this module, and its grid and block sizes are not all known"
// SIZED: remark: volumes of k::copy
// By hand, 4 blocks of 256 threads copy 1024 f32: 4096 bytes read from
// DRAM, 32 warps x 4 sectors = 128 sectors loaded and 128 stored.
// JSON: "approximations": [
// JSON-NEXT: "sizes that are not constants were assumed from the pass options: block x = 256, grid x = 4, block y = 1, grid y = 1, block z = 1, grid z = 1"
// JSON: "dram_read_bytes": 4096,
// JSON: "exact": false,
// JSON: "l1_global_load_sectors": 128,
// JSON: "l1_global_store_sectors": 128,
// JSON: "launch_site": "none: the sizes of known_block_size and known_grid_size, and of the block= and grid= options where they give none",
// JSON-NOT: "not_predicted"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %b = arith.muli %bx, %dx : index
      %i = arith.addi %b, %tx : index
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
}
