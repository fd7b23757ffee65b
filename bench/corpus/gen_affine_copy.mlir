// Generated from sources/affine_copy.mlir by: mlir-opt --pass-pipeline="builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=1 gpu-thread-dims=1}),gpu-kernel-outlining)"
// (bench/corpus/generate.sh; not canonicalized, as a generator emits it)
module attributes {gpu.container_module} {
  func.func @scale(%arg0: memref<512x512xf32>, %arg1: memref<512x512xf32>) {
    %cst = arith.constant 2.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %0 = arith.subi %c512, %c0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c512_1 = arith.constant 512 : index
    %1 = arith.subi %c512_1, %c0_0 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    gpu.launch_func  @scale_kernel::@scale_kernel blocks in (%0, %c1_3, %c1_3) threads in (%1, %c1_3, %c1_3)  args(%c0 : index, %c0_0 : index, %arg0 : memref<512x512xf32>, %cst : f32, %arg1 : memref<512x512xf32>)
    return
  }
  gpu.module @scale_kernel {
    gpu.func @scale_kernel(%arg0: index, %arg1: index, %arg2: memref<512x512xf32>, %arg3: f32, %arg4: memref<512x512xf32>) kernel {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %0 = arith.addi %arg0, %block_id_x : index
      %1 = arith.addi %arg1, %thread_id_x : index
      %2 = affine.load %arg2[%0, %1] : memref<512x512xf32>
      %3 = arith.mulf %2, %arg3 : f32
      affine.store %3, %arg4[%0, %1] : memref<512x512xf32>
      gpu.return
    }
  }
}

