// Warp-level and block-level ops as upstream MLIR's GPU tests use them
// (written for Warp; the upstream files are mlir/test/Dialect/GPU/ops.mlir
// and mlir/test/Integration/GPU/CUDA/*): a shuffle, a subgroup reduction,
// an all-reduce, a rotate, a barrier in divergent code, and printf.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @reduce(%a: memref<4096xf32>, %out: memref<128xf32>) kernel {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %a[%i] : memref<4096xf32>
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      %r = gpu.subgroup_reduce add %s : (f32) -> f32
      %all = gpu.all_reduce add %r uniform {} : (f32) -> f32
      %rot, %ok2 = gpu.rotate %all, 1, 32 : f32
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        gpu.barrier
        gpu.printf "block %d\n", %bx : index
        memref.store %rot, %out[%bx] : memref<128xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<4096xf32>, %out: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @m::@reduce blocks in (%c128, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<4096xf32>, %out : memref<128xf32>)
    return
  }
}
