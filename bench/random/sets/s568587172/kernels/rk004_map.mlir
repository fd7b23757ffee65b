// rk004_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk004_map {
    gpu.func @rk004_map(%in0: memref<33x31x271xf32>, %in1: memref<34x27x1021xf32>, %in2: memref<33x31x268xf32>, %out: memref<33x27x256xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %g16 = gpu.grid_dim z
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 2 : index
      %c20 = arith.constant 1 : index
      %c24 = arith.constant 256 : index
      %c26 = arith.constant 27 : index
      %c28 = arith.constant 33 : index
      %c30 = arith.constant 3 : index
      %c32 = arith.constant 254 : index
      %c42 = arith.constant 4 : index
      %c44 = arith.constant 15 : index
      %c47 = arith.constant 1.0 : f32
      %c55 = arith.constant 12 : index
      %c58 = arith.constant -0.75 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %g16, %g12 : index
      scf.for %i21 = %c18 to %c19 step %c20 {
        %v22 = arith.muli %i21, %v17 : index
        %v23 = arith.addi %v15, %v22 : index
        %v25 = arith.cmpi ult, %v5, %c24 : index
        %v27 = arith.cmpi ult, %v10, %c26 : index
        %v29 = arith.cmpi ult, %v23, %c28 : index
        %v31 = arith.cmpi uge, %v5, %c30 : index
        %v33 = arith.cmpi ult, %v5, %c32 : index
        %v34 = arith.cmpi uge, %v10, %c20 : index
        %v35 = arith.cmpi uge, %v23, %c30 : index
        %v36 = arith.andi %v25, %v27 : i1
        %v37 = arith.andi %v36, %v29 : i1
        %v38 = arith.andi %v37, %v31 : i1
        %v39 = arith.andi %v38, %v33 : i1
        %v40 = arith.andi %v39, %v34 : i1
        %v41 = arith.andi %v40, %v35 : i1
        scf.if %v41 {
          %v43 = arith.addi %v10, %c42 : index
          %v45 = arith.addi %v5, %c44 : index
          %v46 = memref.load %in0[%v23, %v43, %v45] : memref<33x31x271xf32>
          %v48 = arith.mulf %v46, %c47 : f32
          %v49 = arith.addi %v23, %c20 : index
          %v50 = arith.muli %v5, %c42 : index
          %v51 = memref.load %in1[%v49, %v10, %v50] : memref<34x27x1021xf32>
          %v52 = arith.mulf %v51, %c47 : f32
          %v53 = arith.addf %v48, %v52 : f32
          %v54 = arith.addi %v10, %c42 : index
          %v56 = arith.addi %v5, %c55 : index
          %v57 = memref.load %in2[%v23, %v54, %v56] : memref<33x31x268xf32>
          %v59 = arith.mulf %v57, %c58 : f32
          %v60 = arith.addf %v53, %v59 : f32
          memref.store %v60, %out[%v23, %v10, %v5] : memref<33x27x256xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<33x31x271xf32>, %in1: memref<34x27x1021xf32>, %in2: memref<33x31x268xf32>, %out: memref<33x27x256xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %c27 = arith.constant 27 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c16, %c14, %c3) threads in (%c16, %c2, %c8) args(%in0 : memref<33x31x271xf32>, %in1 : memref<34x27x1021xf32>, %in2 : memref<33x31x268xf32>, %out : memref<33x27x256xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c32, %c27, %c3) threads in (%c8, %c1, %c8) args(%in0 : memref<33x31x271xf32>, %in1 : memref<34x27x1021xf32>, %in2 : memref<33x31x268xf32>, %out : memref<33x27x256xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c4, %c4, %c9) threads in (%c64, %c8, %c2) args(%in0 : memref<33x31x271xf32>, %in1 : memref<34x27x1021xf32>, %in2 : memref<33x31x268xf32>, %out : memref<33x27x256xf32>)
    return
  }
}
