// rk028_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk028_map {
    gpu.func @rk028_map(%in0: memref<18x45x5034xf32>, %in1: memref<16x44x80399xf32>, %out: memref<16x46x5028xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 5025 : index
      %c18 = arith.constant 43 : index
      %c20 = arith.constant 16 : index
      %c24 = arith.constant 2 : index
      %c27 = arith.constant 9 : index
      %c30 = arith.constant 1.0 : f32
      %c32 = arith.constant 1 : index
      %c35 = arith.constant 14 : index
      %c40 = arith.constant 3 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v22 = arith.andi %v17, %v19 : i1
      %v23 = arith.andi %v22, %v21 : i1
      scf.if %v23 {
        %v25 = arith.addi %v15, %c24 : index
        %v26 = arith.addi %v10, %c24 : index
        %v28 = arith.addi %v5, %c27 : index
        %v29 = memref.load %in0[%v25, %v26, %v28] : memref<18x45x5034xf32>
        %v31 = arith.mulf %v29, %c30 : f32
        %v33 = arith.addi %v10, %c32 : index
        %v34 = arith.muli %v5, %c20 : index
        %v36 = arith.addi %v34, %c35 : index
        %v37 = memref.load %in1[%v15, %v33, %v36] : memref<16x44x80399xf32>
        %v38 = arith.mulf %v37, %c30 : f32
        %v39 = arith.addf %v31, %v38 : f32
        %v41 = arith.addi %v10, %c40 : index
        %v42 = arith.addi %v5, %c40 : index
        memref.store %v39, %out[%v15, %v41, %v42] : memref<16x46x5028xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<18x45x5034xf32>, %in1: memref<16x44x80399xf32>, %out: memref<16x46x5028xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c11 = arith.constant 11 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %c26 = arith.constant 26 : index
    %c43 = arith.constant 43 : index
    %c53 = arith.constant 53 : index
    %c64 = arith.constant 64 : index
    %c79 = arith.constant 79 : index
    %c96 = arith.constant 96 : index
    %c200 = arith.constant 200 : index
    %c315 = arith.constant 315 : index
    %c384 = arith.constant 384 : index
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c53, %c43, %c16) threads in (%c96, %c1, %c1) args(%in0 : memref<18x45x5034xf32>, %in1 : memref<16x44x80399xf32>, %out : memref<16x46x5028xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c26, %c43, %c16) threads in (%c200, %c1, %c1) args(%in0 : memref<18x45x5034xf32>, %in1 : memref<16x44x80399xf32>, %out : memref<16x46x5028xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c14, %c43, %c16) threads in (%c384, %c1, %c1) args(%in0 : memref<18x45x5034xf32>, %in1 : memref<16x44x80399xf32>, %out : memref<16x46x5028xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c79, %c43, %c4) threads in (%c64, %c1, %c4) args(%in0 : memref<18x45x5034xf32>, %in1 : memref<16x44x80399xf32>, %out : memref<16x46x5028xf32>)
    gpu.launch_func @rk028_map::@rk028_map blocks in (%c315, %c11, %c4) threads in (%c16, %c4, %c4) args(%in0 : memref<18x45x5034xf32>, %in1 : memref<16x44x80399xf32>, %out : memref<16x46x5028xf32>)
    return
  }
}
