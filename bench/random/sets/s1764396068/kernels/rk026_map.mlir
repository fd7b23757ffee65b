// rk026_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk026_map {
    gpu.func @rk026_map(%in0: memref<39x6x755xf32>, %out: memref<9x2x6xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 2 : index
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 4 : index
      %c25 = arith.constant 6 : index
      %c29 = arith.constant 0.0 : f32
      %c30 = arith.constant 12 : index
      %c37 = arith.constant -1.0 : f32
      %c40 = arith.constant 3 : index
      %c44 = arith.constant 16 : index
      %c48 = arith.constant -0.75 : f32
      %c57 = arith.constant 2.0 : f32
      %c62 = arith.constant 17 : index
      %c71 = arith.constant 64 : index
      %c75 = arith.constant 0.25 : f32
      %c83 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v5, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v21, %c22 : index
        %v24 = arith.cmpi ult, %v10, %c16 : index
        %v26 = arith.cmpi ult, %v15, %c25 : index
        %v27 = arith.andi %v23, %v24 : i1
        %v28 = arith.andi %v27, %v26 : i1
        scf.if %v28 {
          %v32 = scf.for %i31 = %c18 to %c30 step %c19 iter_args(%a31_0 = %c29) -> (f32) {
            %v33 = arith.muli %i31, %c19 : index
            %v34 = arith.addi %v21, %v33 : index
            %v35 = arith.addi %v15, %c16 : index
            %v36 = memref.load %in0[%v34, %v10, %v35] : memref<39x6x755xf32>
            %v38 = arith.mulf %v36, %c37 : f32
            %v39 = arith.addf %a31_0, %v38 : f32
            %v41 = arith.muli %v15, %c40 : index
            %v42 = arith.addi %v41, %c22 : index
            %v43 = arith.addi %v10, %c22 : index
            %v45 = arith.muli %v21, %c44 : index
            %v46 = arith.addi %v45, %c22 : index
            %v47 = memref.load %in0[%v42, %v43, %v46] : memref<39x6x755xf32>
            %v49 = arith.mulf %v47, %c48 : f32
            %v50 = arith.addf %v39, %v49 : f32
            %v51 = arith.muli %i31, %c16 : index
            %v52 = arith.addi %v15, %v51 : index
            %v53 = arith.addi %v10, %c16 : index
            %v54 = arith.muli %v21, %c44 : index
            %v55 = arith.addi %v54, %c16 : index
            %v56 = memref.load %in0[%v52, %v53, %v55] : memref<39x6x755xf32>
            %v58 = arith.mulf %v56, %c57 : f32
            %v59 = arith.addf %v50, %v58 : f32
            %v60 = arith.addi %v15, %c40 : index
            %v61 = arith.muli %v21, %c40 : index
            %v63 = arith.addi %v61, %c62 : index
            %v64 = memref.load %in0[%v60, %v10, %v63] : memref<39x6x755xf32>
            %v65 = arith.mulf %v64, %c37 : f32
            %v66 = arith.addf %v59, %v65 : f32
            %v67 = arith.addi %v15, %c40 : index
            %v68 = arith.addi %v10, %c16 : index
            %v69 = arith.muli %v21, %c44 : index
            %v70 = arith.addi %v69, %c16 : index
            %v72 = arith.muli %i31, %c71 : index
            %v73 = arith.addi %v70, %v72 : index
            %v74 = memref.load %in0[%v67, %v68, %v73] : memref<39x6x755xf32>
            %v76 = arith.mulf %v74, %c75 : f32
            %v77 = arith.addf %v66, %v76 : f32
            %v78 = arith.muli %i31, %c40 : index
            %v79 = arith.addi %v15, %v78 : index
            %v80 = arith.addi %v10, %c16 : index
            %v81 = arith.muli %v21, %c16 : index
            %v82 = memref.load %in0[%v79, %v80, %v81] : memref<39x6x755xf32>
            %v84 = arith.mulf %v82, %c83 : f32
            %v85 = arith.addf %v77, %v84 : f32
            scf.yield %v85 : f32
          }
          %v86 = arith.addi %v15, %c40 : index
          %v87 = arith.addi %v21, %c16 : index
          memref.store %v32, %out[%v86, %v10, %v87] : memref<9x2x6xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<39x6x755xf32>, %out: memref<9x2x6xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c64 = arith.constant 64 : index
    %c384 = arith.constant 384 : index
    %c768 = arith.constant 768 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c1, %c6) threads in (%c64, %c4, %c1) args(%in0 : memref<39x6x755xf32>, %out : memref<9x2x6xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c2, %c6) threads in (%c768, %c1, %c1) args(%in0 : memref<39x6x755xf32>, %out : memref<9x2x6xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c2, %c6) threads in (%c1024, %c1, %c1) args(%in0 : memref<39x6x755xf32>, %out : memref<9x2x6xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c2, %c6) threads in (%c384, %c1, %c1) args(%in0 : memref<39x6x755xf32>, %out : memref<9x2x6xf32>)
    return
  }
}
