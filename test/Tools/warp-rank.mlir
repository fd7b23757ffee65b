// warp-rank ranks the block shapes of a kernel with the library API: the
// JSON lists every candidate with its grid (ceil(domain / block)), and the
// ranking is the same on one thread and on four. Bad input gets a located
// or named error.
// RUN: warp-rank %s --domain=1024 --blocks=32x1x1,64x1x1,32x1x1 --top=0 --json --threads=1 > %t.1.json
// RUN: warp-rank %s --domain=1024 --blocks=32x1x1,64x1x1,32x1x1 --top=0 --json --threads=4 > %t.4.json
// RUN: diff %t.1.json %t.4.json
// RUN: FileCheck %s --input-file=%t.1.json
// RUN: warp-rank %s --domain=1024 --blocks=256x1x1 --timing 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: not warp-rank %s --domain=0 2>&1 | FileCheck %s --check-prefix=DOMAIN
// RUN: not warp-rank %s --domain=64 --blocks=32x0 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: not warp-rank %s --domain=64 --kernel=nope 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not warp-rank %s --domain=64 --min-threads=1000 --max-threads=1020 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not warp-rank %s --domain=64 --target=nosuchgpu 2>&1 | FileCheck %s --check-prefix=TARGET
//
// Grids are ceil(1024 / block x): 32 for 32x1x1, 16 for 64x1x1. The two
// 32x1x1 candidates are the same launch, so they are predicted alike and
// rank next to each other; 64x1x1 ranks after them: a block of two warps
// lasts as long as the slower of them (the block straggler term, seed 004
// §3.8), which a one-warp block does not pay.
// CHECK: "candidates": 3,
// CHECK: "kernel": "m::copy",
// CHECK: "grid": [
// CHECK-NEXT: 32,
// CHECK: "rank": 1,
// CHECK: "grid": [
// CHECK-NEXT: 32,
// CHECK: "rank": 2,
// CHECK: "grid": [
// CHECK-NEXT: 16,
// CHECK: "rank": 3,
// TIMING: m::copy on h100: 1 candidates
// TIMING: timing: parse
// TIMING: timing: 1 candidates, 1 thread
// DOMAIN: error: --domain needs 1 to 3 sizes, each from 1 to 2^40
// BLOCKS: warp-rank: for the --blocks option: needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '32x0'
// KERNEL: error: no kernel named 'nope' in {{.*}}warp-rank.mlir (kernels: m::copy); choose one with --kernel
// NONE: error: no block shape has --min-threads to --max-threads threads within the target's limits
// TARGET: error: cannot load hardware target: unknown hardware target 'nosuchgpu'
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %c1024 = arith.constant 1024 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %o = arith.muli %bx, %dx : index
      %i = arith.addi %o, %tx : index
      %p = arith.cmpi slt, %i, %c1024 : index
      scf.if %p {
        %v = memref.load %in[%i] : memref<1024xf32>
        memref.store %v, %out[%i] : memref<1024xf32>
      }
      gpu.return
    }
  }
}
