// rk063_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk063_map {
    gpu.func @rk063_map(%in0: memref<9x16x16xf32>, %out: memref<7x15x35xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 5 : index
      %c18 = arith.constant 13 : index
      %c20 = arith.constant 7 : index
      %c24 = arith.constant 2 : index
      %c26 = arith.constant 3 : index
      %c29 = arith.constant 0.5 : f32
      %c35 = arith.constant 1.0 : f32
      %c41 = arith.constant 1.5 : f32
      %c45 = arith.constant 8 : index
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
        %v27 = arith.addi %v10, %c26 : index
        %v28 = memref.load %in0[%v25, %v5, %v27] : memref<9x16x16xf32>
        %v30 = arith.mulf %v28, %c29 : f32
        %v31 = arith.addi %v15, %c24 : index
        %v32 = arith.addi %v10, %c26 : index
        %v33 = arith.muli %v5, %c24 : index
        %v34 = memref.load %in0[%v31, %v32, %v33] : memref<9x16x16xf32>
        %v36 = arith.mulf %v34, %c35 : f32
        %v37 = arith.addf %v30, %v36 : f32
        %v38 = arith.addi %v10, %c24 : index
        %v39 = arith.addi %v5, %c24 : index
        %v40 = memref.load %in0[%v15, %v38, %v39] : memref<9x16x16xf32>
        %v42 = arith.mulf %v40, %c41 : f32
        %v43 = arith.addf %v37, %v42 : f32
        %v44 = arith.addi %v10, %c24 : index
        %v46 = arith.muli %v5, %c45 : index
        %v47 = arith.addi %v46, %c24 : index
        memref.store %v43, %out[%v15, %v44, %v47] : memref<7x15x35xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<9x16x16xf32>, %out: memref<7x15x35xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c80 = arith.constant 80 : index
    %c384 = arith.constant 384 : index
    gpu.launch_func @rk063_map::@rk063_map blocks in (%c1, %c13, %c7) threads in (%c384, %c1, %c1) args(%in0 : memref<9x16x16xf32>, %out : memref<7x15x35xf32>)
    gpu.launch_func @rk063_map::@rk063_map blocks in (%c1, %c7, %c4) threads in (%c32, %c2, %c2) args(%in0 : memref<9x16x16xf32>, %out : memref<7x15x35xf32>)
    gpu.launch_func @rk063_map::@rk063_map blocks in (%c1, %c13, %c7) threads in (%c80, %c1, %c1) args(%in0 : memref<9x16x16xf32>, %out : memref<7x15x35xf32>)
    gpu.launch_func @rk063_map::@rk063_map blocks in (%c1, %c2, %c4) threads in (%c16, %c8, %c2) args(%in0 : memref<9x16x16xf32>, %out : memref<7x15x35xf32>)
    gpu.launch_func @rk063_map::@rk063_map blocks in (%c1, %c4, %c2) threads in (%c32, %c4, %c4) args(%in0 : memref<9x16x16xf32>, %out : memref<7x15x35xf32>)
    return
  }
}
