// rk016_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk016_map {
    gpu.func @rk016_map(%in0: memref<1935x218xf16>, %in1: memref<222x1937xf16>, %in2: memref<222x1935xf16>, %out: memref<1938x435xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 1934 : index
      %c13 = arith.constant 218 : index
      %c15 = arith.constant 1931 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 1.0 : f16
      %c24 = arith.constant 4 : index
      %c26 = arith.constant 3 : index
      %c34 = arith.constant -1.0 : f16
      %c38 = arith.constant 2 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi ult, %v5, %c15 : index
      %v17 = arith.andi %v12, %v14 : i1
      %v18 = arith.andi %v17, %v16 : i1
      scf.if %v18 {
        %v20 = arith.addi %v5, %c19 : index
        %v21 = memref.load %in0[%v20, %v10] : memref<1935x218xf16>
        %v23 = arith.mulf %v21, %c22 : f16
        %v25 = arith.addi %v10, %c24 : index
        %v27 = arith.addi %v5, %c26 : index
        %v28 = memref.load %in1[%v25, %v27] : memref<222x1937xf16>
        %v29 = arith.mulf %v28, %c22 : f16
        %v30 = arith.addf %v23, %v29 : f16
        %v31 = arith.addi %v10, %c24 : index
        %v32 = arith.addi %v5, %c19 : index
        %v33 = memref.load %in2[%v31, %v32] : memref<222x1935xf16>
        %v35 = arith.mulf %v33, %c34 : f16
        %v36 = arith.addf %v30, %v35 : f16
        %v37 = arith.addi %v5, %c24 : index
        %v39 = arith.muli %v10, %c38 : index
        memref.store %v36, %out[%v37, %v39] : memref<1938x435xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1935x218xf16>, %in1: memref<222x1937xf16>, %in2: memref<222x1935xf16>, %out: memref<1938x435xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c28 = arith.constant 28 : index
    %c32 = arith.constant 32 : index
    %c55 = arith.constant 55 : index
    %c61 = arith.constant 61 : index
    %c100 = arith.constant 100 : index
    %c121 = arith.constant 121 : index
    %c160 = arith.constant 160 : index
    %c218 = arith.constant 218 : index
    %c320 = arith.constant 320 : index
    gpu.launch_func @rk016_map::@rk016_map blocks in (%c20, %c218, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<1935x218xf16>, %in1 : memref<222x1937xf16>, %in2 : memref<222x1935xf16>, %out : memref<1938x435xf16>)
    gpu.launch_func @rk016_map::@rk016_map blocks in (%c121, %c55, %c1) threads in (%c16, %c4, %c1) args(%in0 : memref<1935x218xf16>, %in1 : memref<222x1937xf16>, %in2 : memref<222x1935xf16>, %out : memref<1938x435xf16>)
    gpu.launch_func @rk016_map::@rk016_map blocks in (%c13, %c218, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<1935x218xf16>, %in1 : memref<222x1937xf16>, %in2 : memref<222x1935xf16>, %out : memref<1938x435xf16>)
    gpu.launch_func @rk016_map::@rk016_map blocks in (%c7, %c218, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<1935x218xf16>, %in1 : memref<222x1937xf16>, %in2 : memref<222x1935xf16>, %out : memref<1938x435xf16>)
    gpu.launch_func @rk016_map::@rk016_map blocks in (%c61, %c28, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<1935x218xf16>, %in1 : memref<222x1937xf16>, %in2 : memref<222x1935xf16>, %out : memref<1938x435xf16>)
    return
  }
}
