// rk042_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk042_map {
    gpu.func @rk042_map(%in0: memref<1489707xf32>, %in1: memref<744853xf32>, %in2: memref<744852xf32>, %out: memref<744852xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 8 : index
      %c8 = arith.constant 0 : index
      %c9 = arith.constant 1 : index
      %c12 = arith.constant 744852 : index
      %c14 = arith.constant 2 : index
      %c16 = arith.constant 4 : index
      %c19 = arith.constant 1.0 : f32
      %c23 = arith.constant 0.5 : f32
      %c27 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.muli %v5, %c6 : index
      scf.for %i10 = %c8 to %c6 step %c9 {
        %v11 = arith.addi %v7, %i10 : index
        %v13 = arith.cmpi ult, %v11, %c12 : index
        scf.if %v13 {
          %v15 = arith.muli %v11, %c14 : index
          %v17 = arith.addi %v15, %c16 : index
          %v18 = memref.load %in0[%v17] : memref<1489707xf32>
          %v20 = arith.mulf %v18, %c19 : f32
          %v21 = arith.addi %v11, %c9 : index
          %v22 = memref.load %in1[%v21] : memref<744853xf32>
          %v24 = arith.mulf %v22, %c23 : f32
          %v25 = arith.addf %v20, %v24 : f32
          %v26 = memref.load %in2[%v11] : memref<744852xf32>
          %v28 = arith.mulf %v26, %c27 : f32
          %v29 = arith.addf %v25, %v28 : f32
          memref.store %v29, %out[%v11] : memref<744852xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1489707xf32>, %in1: memref<744853xf32>, %in2: memref<744852xf32>, %out: memref<744852xf32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c80 = arith.constant 80 : index
    %c96 = arith.constant 96 : index
    %c128 = arith.constant 128 : index
    %c182 = arith.constant 182 : index
    %c256 = arith.constant 256 : index
    %c364 = arith.constant 364 : index
    %c512 = arith.constant 512 : index
    %c728 = arith.constant 728 : index
    %c970 = arith.constant 970 : index
    %c1164 = arith.constant 1164 : index
    %c1940 = arith.constant 1940 : index
    gpu.launch_func @rk042_map::@rk042_map blocks in (%c182, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<1489707xf32>, %in1 : memref<744853xf32>, %in2 : memref<744852xf32>, %out : memref<744852xf32>)
    gpu.launch_func @rk042_map::@rk042_map blocks in (%c364, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<1489707xf32>, %in1 : memref<744853xf32>, %in2 : memref<744852xf32>, %out : memref<744852xf32>)
    gpu.launch_func @rk042_map::@rk042_map blocks in (%c728, %c1, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<1489707xf32>, %in1 : memref<744853xf32>, %in2 : memref<744852xf32>, %out : memref<744852xf32>)
    gpu.launch_func @rk042_map::@rk042_map blocks in (%c1940, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<1489707xf32>, %in1 : memref<744853xf32>, %in2 : memref<744852xf32>, %out : memref<744852xf32>)
    gpu.launch_func @rk042_map::@rk042_map blocks in (%c970, %c1, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<1489707xf32>, %in1 : memref<744853xf32>, %in2 : memref<744852xf32>, %out : memref<744852xf32>)
    gpu.launch_func @rk042_map::@rk042_map blocks in (%c1164, %c1, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<1489707xf32>, %in1 : memref<744853xf32>, %in2 : memref<744852xf32>, %out : memref<744852xf32>)
    return
  }
}
