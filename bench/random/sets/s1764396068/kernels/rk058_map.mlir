// rk058_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk058_map {
    gpu.func @rk058_map(%in0: memref<34x19x8195xf32>, %out: memref<15x16x1024xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %g16 = gpu.grid_dim x
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 8 : index
      %c20 = arith.constant 1 : index
      %c24 = arith.constant 1024 : index
      %c26 = arith.constant 15 : index
      %c28 = arith.constant 16 : index
      %c32 = arith.constant 3 : index
      %c37 = arith.constant 1.0 : f32
      %c40 = arith.constant 4 : index
      %c43 = arith.constant -0.5 : f32
      %c50 = arith.constant -0.75 : f32
      %c53 = arith.constant 2 : index
      %c57 = arith.constant 10 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %g16, %g2 : index
      scf.for %i21 = %c18 to %c19 step %c20 {
        %v22 = arith.muli %i21, %v17 : index
        %v23 = arith.addi %v5, %v22 : index
        %v25 = arith.cmpi ult, %v23, %c24 : index
        %v27 = arith.cmpi ult, %v10, %c26 : index
        %v29 = arith.cmpi ult, %v15, %c28 : index
        %v30 = arith.andi %v25, %v27 : i1
        %v31 = arith.andi %v30, %v29 : i1
        scf.if %v31 {
          %v33 = arith.addi %v15, %c32 : index
          %v34 = arith.muli %v23, %c32 : index
          %v35 = arith.addi %v34, %c20 : index
          %v36 = memref.load %in0[%v33, %v10, %v35] : memref<34x19x8195xf32>
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addi %v10, %c20 : index
          %v41 = arith.muli %v23, %c40 : index
          %v42 = memref.load %in0[%v15, %v39, %v41] : memref<34x19x8195xf32>
          %v44 = arith.mulf %v42, %c43 : f32
          %v45 = arith.addf %v38, %v44 : f32
          %v46 = arith.addi %v15, %c40 : index
          %v47 = arith.addi %v10, %c32 : index
          %v48 = arith.addi %v23, %c32 : index
          %v49 = memref.load %in0[%v46, %v47, %v48] : memref<34x19x8195xf32>
          %v51 = arith.mulf %v49, %c50 : f32
          %v52 = arith.addf %v45, %v51 : f32
          %v54 = arith.muli %v15, %c53 : index
          %v55 = arith.addi %v54, %c32 : index
          %v56 = arith.muli %v23, %c19 : index
          %v58 = arith.addi %v56, %c57 : index
          %v59 = memref.load %in0[%v55, %v10, %v58] : memref<34x19x8195xf32>
          %v60 = arith.mulf %v59, %c43 : f32
          %v61 = arith.addf %v52, %v60 : f32
          %v62 = arith.addi %v15, %c40 : index
          %v63 = arith.addi %v10, %c40 : index
          %v64 = arith.addi %v23, %c40 : index
          %v65 = memref.load %in0[%v62, %v63, %v64] : memref<34x19x8195xf32>
          %v66 = arith.mulf %v65, %c37 : f32
          %v67 = arith.addf %v61, %v66 : f32
          memref.store %v67, %out[%v10, %v15, %v23] : memref<15x16x1024xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<34x19x8195xf32>, %out: memref<15x16x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c1, %c2, %c16) threads in (%c128, %c8, %c1) args(%in0 : memref<34x19x8195xf32>, %out : memref<15x16x1024xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c16, %c1, %c16) threads in (%c8, %c16, %c1) args(%in0 : memref<34x19x8195xf32>, %out : memref<15x16x1024xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c32, %c1, %c16) threads in (%c4, %c16, %c1) args(%in0 : memref<34x19x8195xf32>, %out : memref<15x16x1024xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c2, %c1, %c16) threads in (%c64, %c16, %c1) args(%in0 : memref<34x19x8195xf32>, %out : memref<15x16x1024xf32>)
    return
  }
}
