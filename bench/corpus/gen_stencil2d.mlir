// Generated from sources/stencil2d.mlir by: mlir-opt --convert-linalg-to-parallel-loops --scf-parallel-loop-tiling=parallel-loop-tile-sizes=16,16 --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --gpu-kernel-outlining
// (bench/corpus/generate.sh; not canonicalized, as a generator emits it)
#map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
module attributes {gpu.container_module} {
  func.func @star5(%arg0: memref<1026x1026xf32>, %arg1: memref<1024x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %subview = memref.subview %arg0[1, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>
    %subview_0 = memref.subview %arg0[0, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1>>
    %subview_1 = memref.subview %arg0[2, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>
    %subview_2 = memref.subview %arg0[1, 0] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>
    %subview_3 = memref.subview %arg0[1, 2] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>
    %c0_4 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c16_5 = arith.constant 16 : index
    %0 = arith.muli %c1, %c16 : index
    %1 = arith.muli %c1, %c16_5 : index
    %c1_6 = arith.constant 1 : index
    %2 = affine.apply #map(%c1024)[%c0, %0]
    %3 = affine.apply #map(%c1024)[%c0, %1]
    %4 = affine.apply #map(%0)[%c0_4, %c1]
    %5 = affine.apply #map(%1)[%c0_4, %c1]
    gpu.launch_func  @star5_kernel::@star5_kernel blocks in (%2, %3, %c1_6) threads in (%4, %5, %c1_6)  args(%0 : index, %c0 : index, %1 : index, %c1 : index, %c0_4 : index, %subview : memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>, %subview_0 : memref<1024x1024xf32, strided<[1026, 1], offset: 1>>, %subview_1 : memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>, %subview_2 : memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>, %subview_3 : memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>, %arg1 : memref<1024x1024xf32>)
    return
  }
  gpu.module @star5_kernel {
    gpu.func @star5_kernel(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>, %arg6: memref<1024x1024xf32, strided<[1026, 1], offset: 1>>, %arg7: memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>, %arg8: memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>, %arg9: memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>, %arg10: memref<1024x1024xf32>) kernel {
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
      %0 = affine.apply #map1(%block_id_x)[%arg0, %arg1]
      %1 = affine.apply #map1(%block_id_y)[%arg2, %arg1]
      %2 = affine.apply #map1(%thread_id_x)[%arg3, %arg4]
      %3 = affine.apply #map1(%thread_id_y)[%arg3, %arg4]
      %4 = arith.addi %2, %0 : index
      %5 = arith.addi %3, %1 : index
      %6 = memref.load %arg5[%4, %5] : memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>
      %7 = memref.load %arg6[%4, %5] : memref<1024x1024xf32, strided<[1026, 1], offset: 1>>
      %8 = memref.load %arg7[%4, %5] : memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>
      %9 = memref.load %arg8[%4, %5] : memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>
      %10 = memref.load %arg9[%4, %5] : memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>
      %11 = arith.addf %6, %7 : f32
      %12 = arith.addf %8, %9 : f32
      %13 = arith.addf %11, %12 : f32
      %14 = arith.addf %13, %10 : f32
      memref.store %14, %arg10[%4, %5] : memref<1024x1024xf32>
      gpu.return
    }
  }
}

