// rk028_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk028_map {
    gpu.func @rk028_map(%in0: memref<4436237xf32>, %in1: memref<4436226xf32>, %in2: memref<4436224xf32>, %out: memref<4436223xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 4436223 : index
      %c8 = arith.constant 14 : index
      %c11 = arith.constant 0.25 : f32
      %c13 = arith.constant 3 : index
      %c16 = arith.constant 0.5 : f32
      %c19 = arith.constant 1 : index
      %c22 = arith.constant -0.75 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.addi %v5, %c8 : index
        %v10 = memref.load %in0[%v9] : memref<4436237xf32>
        %v12 = arith.mulf %v10, %c11 : f32
        %v14 = arith.addi %v5, %c13 : index
        %v15 = memref.load %in1[%v14] : memref<4436226xf32>
        %v17 = arith.mulf %v15, %c16 : f32
        %v18 = arith.addf %v12, %v17 : f32
        %v20 = arith.addi %v5, %c19 : index
        %v21 = memref.load %in2[%v20] : memref<4436224xf32>
        %v23 = arith.mulf %v21, %c22 : f32
        %v24 = arith.addf %v18, %v23 : f32
        memref.store %v24, %out[%v5] : memref<4436223xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<4436237xf32>, %in1: memref<4436226xf32>, %in2: memref<4436224xf32>, %out: memref<4436223xf32>) {
    %c1 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c320 = arith.constant 320 : index
    %c384 = arith.constant 384 : index
    %c11553 = arith.constant 11553 : index
    %c13864 = arith.constant 13864 : index
    %c34658 = arith.constant 34658 : index
    %c44363 = arith.constant 44363 : index
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c44363, %c1, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<4436237xf32>, %in1 : memref<4436226xf32>, %in2 : memref<4436224xf32>, %out : memref<4436223xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c34658, %c1, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<4436237xf32>, %in1 : memref<4436226xf32>, %in2 : memref<4436224xf32>, %out : memref<4436223xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c11553, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<4436237xf32>, %in1 : memref<4436226xf32>, %in2 : memref<4436224xf32>, %out : memref<4436223xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c13864, %c1, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<4436237xf32>, %in1 : memref<4436226xf32>, %in2 : memref<4436224xf32>, %out : memref<4436223xf32>)
    return
  }
}
