// rk003_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk003_map {
    gpu.func @rk003_map(%in0: memref<515x5924xf32>, %out: memref<372x514xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.grid_dim y
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 2 : index
      %c15 = arith.constant 1 : index
      %c19 = arith.constant 512 : index
      %c21 = arith.constant 371 : index
      %c27 = arith.constant -0.75 : f32
      %c32 = arith.constant 1.0 : f32
      %c35 = arith.constant 3 : index
      %c37 = arith.constant 16 : index
      %c41 = arith.constant 0.25 : f32
      %c44 = arith.constant 4 : index
      %c56 = arith.constant 14 : index
      %c59 = arith.constant -0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %g11, %g7 : index
      scf.for %i16 = %c13 to %c14 step %c15 {
        %v17 = arith.muli %i16, %v12 : index
        %v18 = arith.addi %v10, %v17 : index
        %v20 = arith.cmpi ult, %v5, %c19 : index
        %v22 = arith.cmpi ult, %v18, %c21 : index
        %v23 = arith.andi %v20, %v22 : i1
        scf.if %v23 {
          %v24 = arith.addi %v18, %c15 : index
          %v25 = arith.addi %v5, %c15 : index
          %v26 = memref.load %in0[%v24, %v25] : memref<515x5924xf32>
          %v28 = arith.mulf %v26, %c27 : f32
          %v29 = arith.muli %v5, %c14 : index
          %v30 = arith.addi %v29, %c14 : index
          %v31 = memref.load %in0[%v18, %v30] : memref<515x5924xf32>
          %v33 = arith.mulf %v31, %c32 : f32
          %v34 = arith.addf %v28, %v33 : f32
          %v36 = arith.addi %v5, %c35 : index
          %v38 = arith.muli %v18, %c37 : index
          %v39 = arith.addi %v38, %c35 : index
          %v40 = memref.load %in0[%v36, %v39] : memref<515x5924xf32>
          %v42 = arith.mulf %v40, %c41 : f32
          %v43 = arith.addf %v34, %v42 : f32
          %v45 = arith.addi %v18, %c44 : index
          %v46 = arith.addi %v5, %c44 : index
          %v47 = memref.load %in0[%v45, %v46] : memref<515x5924xf32>
          %v48 = arith.mulf %v47, %c41 : f32
          %v49 = arith.addf %v43, %v48 : f32
          %v50 = arith.addi %v18, %c44 : index
          %v51 = arith.addi %v5, %c14 : index
          %v52 = memref.load %in0[%v50, %v51] : memref<515x5924xf32>
          %v53 = arith.mulf %v52, %c32 : f32
          %v54 = arith.addf %v49, %v53 : f32
          %v55 = arith.addi %v18, %c44 : index
          %v57 = arith.addi %v5, %c56 : index
          %v58 = memref.load %in0[%v55, %v57] : memref<515x5924xf32>
          %v60 = arith.mulf %v58, %c59 : f32
          %v61 = arith.addf %v54, %v60 : f32
          %v62 = arith.addi %v18, %c15 : index
          %v63 = arith.addi %v5, %c14 : index
          memref.store %v61, %out[%v62, %v63] : memref<372x514xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<515x5924xf32>, %out: memref<372x514xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c47 = arith.constant 47 : index
    %c64 = arith.constant 64 : index
    %c93 = arith.constant 93 : index
    %c160 = arith.constant 160 : index
    %c186 = arith.constant 186 : index
    %c200 = arith.constant 200 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c1, %c186, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<515x5924xf32>, %out : memref<372x514xf32>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c3, %c186, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<515x5924xf32>, %out : memref<372x514xf32>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c32, %c93, %c1) threads in (%c16, %c2, %c1) args(%in0 : memref<515x5924xf32>, %out : memref<372x514xf32>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c4, %c186, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<515x5924xf32>, %out : memref<372x514xf32>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c8, %c47, %c1) threads in (%c64, %c4, %c1) args(%in0 : memref<515x5924xf32>, %out : memref<372x514xf32>)
    return
  }
}
