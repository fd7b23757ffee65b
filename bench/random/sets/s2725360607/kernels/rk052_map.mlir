// rk052_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk052_map {
    gpu.func @rk052_map(%in0: memref<50x26x55xf32>, %out: memref<14x23x16xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 8 : index
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 16 : index
      %c24 = arith.constant 23 : index
      %c26 = arith.constant 14 : index
      %c30 = arith.constant 3 : index
      %c32 = arith.constant 4 : index
      %c36 = arith.constant 1.0 : f32
      %c40 = arith.constant 2 : index
      %c42 = arith.constant 10 : index
      %c45 = arith.constant -0.5 : f32
      %c51 = arith.constant -1.0 : f32
      %c58 = arith.constant 1.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v10, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v25 = arith.cmpi ult, %v21, %c24 : index
        %v27 = arith.cmpi ult, %v15, %c26 : index
        %v28 = arith.andi %v23, %v25 : i1
        %v29 = arith.andi %v28, %v27 : i1
        scf.if %v29 {
          %v31 = arith.muli %v5, %c30 : index
          %v33 = arith.addi %v31, %c32 : index
          %v34 = arith.addi %v21, %c30 : index
          %v35 = memref.load %in0[%v33, %v34, %v15] : memref<50x26x55xf32>
          %v37 = arith.mulf %v35, %c36 : f32
          %v38 = arith.addi %v15, %c19 : index
          %v39 = arith.addi %v5, %c30 : index
          %v41 = arith.muli %v21, %c40 : index
          %v43 = arith.addi %v41, %c42 : index
          %v44 = memref.load %in0[%v38, %v39, %v43] : memref<50x26x55xf32>
          %v46 = arith.mulf %v44, %c45 : f32
          %v47 = arith.addf %v37, %v46 : f32
          %v48 = arith.addi %v5, %c19 : index
          %v49 = arith.addi %v21, %c16 : index
          %v50 = memref.load %in0[%v15, %v48, %v49] : memref<50x26x55xf32>
          %v52 = arith.mulf %v50, %c51 : f32
          %v53 = arith.addf %v47, %v52 : f32
          %v54 = arith.muli %v5, %c40 : index
          %v55 = arith.addi %v15, %c30 : index
          %v56 = arith.addi %v21, %c40 : index
          %v57 = memref.load %in0[%v54, %v55, %v56] : memref<50x26x55xf32>
          %v59 = arith.mulf %v57, %c58 : f32
          %v60 = arith.addf %v53, %v59 : f32
          memref.store %v60, %out[%v15, %v21, %v5] : memref<14x23x16xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<50x26x55xf32>, %out: memref<14x23x16xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c14 = arith.constant 14 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c640 = arith.constant 640 : index
    gpu.launch_func @rk052_map::@rk052_map blocks in (%c1, %c3, %c14) threads in (%c64, %c1, %c1) args(%in0 : memref<50x26x55xf32>, %out : memref<14x23x16xf32>)
    gpu.launch_func @rk052_map::@rk052_map blocks in (%c1, %c3, %c14) threads in (%c640, %c1, %c1) args(%in0 : memref<50x26x55xf32>, %out : memref<14x23x16xf32>)
    gpu.launch_func @rk052_map::@rk052_map blocks in (%c1, %c2, %c14) threads in (%c256, %c2, %c1) args(%in0 : memref<50x26x55xf32>, %out : memref<14x23x16xf32>)
    return
  }
}
