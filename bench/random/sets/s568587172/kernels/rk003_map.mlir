// rk003_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk003_map {
    gpu.func @rk003_map(%in0: memref<257x166x132xf32>, %out: memref<168x132x513xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 166 : index
      %c18 = arith.constant 128 : index
      %c21 = arith.constant 164 : index
      %c23 = arith.constant 127 : index
      %c25 = arith.constant 3 : index
      %c27 = arith.constant 125 : index
      %c35 = arith.constant 2 : index
      %c38 = arith.constant 4 : index
      %c41 = arith.constant 0.25 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v20 = arith.cmpi ult, %v15, %c18 : index
      %v22 = arith.cmpi ult, %v5, %c21 : index
      %v24 = arith.cmpi ult, %v10, %c23 : index
      %v26 = arith.cmpi uge, %v15, %c25 : index
      %v28 = arith.cmpi ult, %v15, %c27 : index
      %v29 = arith.andi %v17, %v19 : i1
      %v30 = arith.andi %v29, %v20 : i1
      %v31 = arith.andi %v30, %v22 : i1
      %v32 = arith.andi %v31, %v24 : i1
      %v33 = arith.andi %v32, %v26 : i1
      %v34 = arith.andi %v33, %v28 : i1
      scf.if %v34 {
        %v36 = arith.muli %v10, %c35 : index
        %v37 = arith.addi %v36, %c35 : index
        %v39 = arith.addi %v15, %c38 : index
        %v40 = memref.load %in0[%v37, %v5, %v39] : memref<257x166x132xf32>
        %v42 = arith.mulf %v40, %c41 : f32
        %v43 = arith.addi %v5, %c35 : index
        %v44 = arith.addi %v15, %c38 : index
        %v45 = arith.muli %v10, %c38 : index
        %v46 = arith.addi %v45, %c38 : index
        memref.store %v42, %out[%v43, %v44, %v46] : memref<168x132x513xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<257x166x132xf32>, %out: memref<168x132x513xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c42 = arith.constant 42 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c3, %c128, %c64) threads in (%c64, %c1, %c2) args(%in0 : memref<257x166x132xf32>, %out : memref<168x132x513xf32>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c42, %c8, %c128) threads in (%c4, %c16, %c1) args(%in0 : memref<257x166x132xf32>, %out : memref<168x132x513xf32>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c3, %c128, %c16) threads in (%c64, %c1, %c8) args(%in0 : memref<257x166x132xf32>, %out : memref<168x132x513xf32>)
    return
  }
}
