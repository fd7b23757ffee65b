// rk069_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk069_map {
    gpu.func @rk069_map(%in0: memref<132x128x132xf64>, %out: memref<128x56x128xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %g16 = gpu.grid_dim y
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 8 : index
      %c20 = arith.constant 1 : index
      %c24 = arith.constant 128 : index
      %c26 = arith.constant 54 : index
      %c31 = arith.constant 4 : index
      %c34 = arith.constant 2.0 : f64
      %c42 = arith.constant 0.5 : f64
      %c45 = arith.constant 2 : index
      %c49 = arith.constant 1.0 : f64
      %c53 = arith.constant 3 : index
      %c63 = arith.constant -1.0 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %g16, %g7 : index
      scf.for %i21 = %c18 to %c19 step %c20 {
        %v22 = arith.muli %i21, %v17 : index
        %v23 = arith.addi %v10, %v22 : index
        %v25 = arith.cmpi ult, %v5, %c24 : index
        %v27 = arith.cmpi ult, %v23, %c26 : index
        %v28 = arith.cmpi ult, %v15, %c24 : index
        %v29 = arith.andi %v25, %v27 : i1
        %v30 = arith.andi %v29, %v28 : i1
        scf.if %v30 {
          %v32 = arith.addi %v5, %c31 : index
          %v33 = memref.load %in0[%v15, %v23, %v32] : memref<132x128x132xf64>
          %v35 = arith.mulf %v33, %c34 : f64
          %v36 = arith.addi %v15, %c31 : index
          %v37 = arith.addi %v23, %c31 : index
          %v38 = memref.load %in0[%v36, %v37, %v5] : memref<132x128x132xf64>
          %v39 = arith.mulf %v38, %c34 : f64
          %v40 = arith.addf %v35, %v39 : f64
          %v41 = memref.load %in0[%v5, %v15, %v23] : memref<132x128x132xf64>
          %v43 = arith.mulf %v41, %c42 : f64
          %v44 = arith.addf %v40, %v43 : f64
          %v46 = arith.addi %v5, %c45 : index
          %v47 = arith.addi %v23, %c45 : index
          %v48 = memref.load %in0[%v46, %v15, %v47] : memref<132x128x132xf64>
          %v50 = arith.mulf %v48, %c49 : f64
          %v51 = arith.addf %v44, %v50 : f64
          %v52 = arith.addi %v15, %c45 : index
          %v54 = arith.addi %v23, %c53 : index
          %v55 = arith.addi %v5, %c20 : index
          %v56 = memref.load %in0[%v52, %v54, %v55] : memref<132x128x132xf64>
          %v57 = arith.mulf %v56, %c42 : f64
          %v58 = arith.addf %v51, %v57 : f64
          %v59 = arith.addi %v15, %c45 : index
          %v60 = arith.addi %v23, %c31 : index
          %v61 = arith.addi %v5, %c20 : index
          %v62 = memref.load %in0[%v59, %v60, %v61] : memref<132x128x132xf64>
          %v64 = arith.mulf %v62, %c63 : f64
          %v65 = arith.addf %v58, %v64 : f64
          %v66 = arith.addi %v23, %c45 : index
          memref.store %v65, %out[%v15, %v66, %v5] : memref<128x56x128xf64>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<132x128x132xf64>, %out: memref<128x56x128xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c2, %c2, %c64) threads in (%c64, %c4, %c2) args(%in0 : memref<132x128x132xf64>, %out : memref<128x56x128xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c8, %c4, %c32) threads in (%c16, %c2, %c4) args(%in0 : memref<132x128x132xf64>, %out : memref<128x56x128xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c4, %c7, %c32) threads in (%c32, %c1, %c4) args(%in0 : memref<132x128x132xf64>, %out : memref<128x56x128xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c8, %c1, %c128) threads in (%c16, %c8, %c1) args(%in0 : memref<132x128x132xf64>, %out : memref<128x56x128xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c8, %c4, %c16) threads in (%c16, %c2, %c8) args(%in0 : memref<132x128x132xf64>, %out : memref<128x56x128xf64>)
    return
  }
}
