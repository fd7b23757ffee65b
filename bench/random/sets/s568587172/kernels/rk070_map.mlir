// rk070_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk070_map {
    gpu.func @rk070_map(%in0: memref<115x43x165xf32>, %out: memref<37x39x91xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 83 : index
      %c18 = arith.constant 39 : index
      %c20 = arith.constant 36 : index
      %c22 = arith.constant 2 : index
      %c24 = arith.constant 80 : index
      %c26 = arith.constant 1 : index
      %c28 = arith.constant 33 : index
      %c38 = arith.constant -0.75 : f32
      %c43 = arith.constant -1.0 : f32
      %c46 = arith.constant 4 : index
      %c49 = arith.constant 0.5 : f32
      %c52 = arith.constant 3 : index
      %c55 = arith.constant -0.5 : f32
      %c68 = arith.constant 1.0 : f32
      %c72 = arith.constant 8 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v23 = arith.cmpi uge, %v5, %c22 : index
      %v25 = arith.cmpi ult, %v5, %c24 : index
      %v27 = arith.cmpi uge, %v15, %c26 : index
      %v29 = arith.cmpi ult, %v15, %c28 : index
      %v30 = arith.andi %v17, %v19 : i1
      %v31 = arith.andi %v30, %v21 : i1
      %v32 = arith.andi %v31, %v23 : i1
      %v33 = arith.andi %v32, %v25 : i1
      %v34 = arith.andi %v33, %v27 : i1
      %v35 = arith.andi %v34, %v29 : i1
      scf.if %v35 {
        %v36 = arith.muli %v5, %c22 : index
        %v37 = memref.load %in0[%v15, %v10, %v36] : memref<115x43x165xf32>
        %v39 = arith.mulf %v37, %c38 : f32
        %v40 = arith.addi %v15, %c26 : index
        %v41 = arith.addi %v5, %c26 : index
        %v42 = memref.load %in0[%v40, %v10, %v41] : memref<115x43x165xf32>
        %v44 = arith.mulf %v42, %c43 : f32
        %v45 = arith.addf %v39, %v44 : f32
        %v47 = arith.addi %v10, %c46 : index
        %v48 = memref.load %in0[%v15, %v47, %v5] : memref<115x43x165xf32>
        %v50 = arith.mulf %v48, %c49 : f32
        %v51 = arith.addf %v45, %v50 : f32
        %v53 = arith.muli %v10, %c52 : index
        %v54 = memref.load %in0[%v53, %v15, %v5] : memref<115x43x165xf32>
        %v56 = arith.mulf %v54, %c55 : f32
        %v57 = arith.addf %v51, %v56 : f32
        %v58 = arith.addi %v15, %c46 : index
        %v59 = arith.addi %v10, %c52 : index
        %v60 = arith.addi %v5, %c46 : index
        %v61 = memref.load %in0[%v58, %v59, %v60] : memref<115x43x165xf32>
        %v62 = arith.mulf %v61, %c55 : f32
        %v63 = arith.addf %v57, %v62 : f32
        %v64 = arith.addi %v15, %c46 : index
        %v65 = arith.addi %v10, %c22 : index
        %v66 = arith.addi %v5, %c26 : index
        %v67 = memref.load %in0[%v64, %v65, %v66] : memref<115x43x165xf32>
        %v69 = arith.mulf %v67, %c68 : f32
        %v70 = arith.addf %v63, %v69 : f32
        %v71 = arith.addi %v15, %c26 : index
        %v73 = arith.addi %v5, %c72 : index
        memref.store %v70, %out[%v71, %v10, %v73] : memref<37x39x91xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<115x43x165xf32>, %out: memref<37x39x91xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c32 = arith.constant 32 : index
    %c36 = arith.constant 36 : index
    %c39 = arith.constant 39 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @rk070_map::@rk070_map blocks in (%c2, %c10, %c36) threads in (%c64, %c4, %c1) args(%in0 : memref<115x43x165xf32>, %out : memref<37x39x91xf32>)
    gpu.launch_func @rk070_map::@rk070_map blocks in (%c11, %c5, %c9) threads in (%c8, %c8, %c4) args(%in0 : memref<115x43x165xf32>, %out : memref<37x39x91xf32>)
    gpu.launch_func @rk070_map::@rk070_map blocks in (%c11, %c20, %c5) threads in (%c8, %c2, %c8) args(%in0 : memref<115x43x165xf32>, %out : memref<37x39x91xf32>)
    gpu.launch_func @rk070_map::@rk070_map blocks in (%c3, %c39, %c36) threads in (%c32, %c1, %c1) args(%in0 : memref<115x43x165xf32>, %out : memref<37x39x91xf32>)
    gpu.launch_func @rk070_map::@rk070_map blocks in (%c2, %c39, %c36) threads in (%c48, %c1, %c1) args(%in0 : memref<115x43x165xf32>, %out : memref<37x39x91xf32>)
    gpu.launch_func @rk070_map::@rk070_map blocks in (%c6, %c20, %c36) threads in (%c16, %c2, %c1) args(%in0 : memref<115x43x165xf32>, %out : memref<37x39x91xf32>)
    return
  }
}
