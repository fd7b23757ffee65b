// rk030_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk030_map {
    gpu.func @rk030_map(%in0: memref<1816x32762xf64>, %out: memref<1812x2048xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 2048 : index
      %c13 = arith.constant 1812 : index
      %c17 = arith.constant 0.5 : f64
      %c19 = arith.constant 3 : index
      %c22 = arith.constant -0.5 : f64
      %c26 = arith.constant -1.0 : f64
      %c29 = arith.constant 16 : index
      %c31 = arith.constant 9 : index
      %c34 = arith.constant -0.75 : f64
      %c37 = arith.constant 4 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v16 = memref.load %in0[%v10, %v5] : memref<1816x32762xf64>
        %v18 = arith.mulf %v16, %c17 : f64
        %v20 = arith.addi %v5, %c19 : index
        %v21 = memref.load %in0[%v10, %v20] : memref<1816x32762xf64>
        %v23 = arith.mulf %v21, %c22 : f64
        %v24 = arith.addf %v18, %v23 : f64
        %v25 = memref.load %in0[%v10, %v5] : memref<1816x32762xf64>
        %v27 = arith.mulf %v25, %c26 : f64
        %v28 = arith.addf %v24, %v27 : f64
        %v30 = arith.muli %v5, %c29 : index
        %v32 = arith.addi %v30, %c31 : index
        %v33 = memref.load %in0[%v10, %v32] : memref<1816x32762xf64>
        %v35 = arith.mulf %v33, %c34 : f64
        %v36 = arith.addf %v28, %v35 : f64
        %v38 = arith.addi %v10, %c37 : index
        %v39 = arith.addi %v5, %c37 : index
        %v40 = memref.load %in0[%v38, %v39] : memref<1816x32762xf64>
        %v41 = arith.mulf %v40, %c22 : f64
        %v42 = arith.addf %v36, %v41 : f64
        memref.store %v42, %out[%v10, %v5] : memref<1812x2048xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1816x32762xf64>, %out: memref<1812x2048xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c57 = arith.constant 57 : index
    %c114 = arith.constant 114 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c906 = arith.constant 906 : index
    gpu.launch_func @rk030_map::@rk030_map blocks in (%c512, %c57, %c1) threads in (%c4, %c32, %c1) args(%in0 : memref<1816x32762xf64>, %out : memref<1812x2048xf64>)
    gpu.launch_func @rk030_map::@rk030_map blocks in (%c512, %c114, %c1) threads in (%c4, %c16, %c1) args(%in0 : memref<1816x32762xf64>, %out : memref<1812x2048xf64>)
    gpu.launch_func @rk030_map::@rk030_map blocks in (%c8, %c906, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<1816x32762xf64>, %out : memref<1812x2048xf64>)
    return
  }
}
