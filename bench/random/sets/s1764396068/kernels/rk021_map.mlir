// rk021_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk021_map {
    gpu.func @rk021_map(%in0: memref<132x65x2083xf64>, %in1: memref<128x128x141xf64>, %out: memref<128x34x64xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 64 : index
      %c18 = arith.constant 34 : index
      %c20 = arith.constant 128 : index
      %c24 = arith.constant 33 : index
      %c26 = arith.constant 3 : index
      %c29 = arith.constant 1.0 : f64
      %c31 = arith.constant 1 : index
      %c35 = arith.constant 2.0 : f64
      %c38 = arith.constant 4 : index
      %c40 = arith.constant 16 : index
      %c43 = arith.constant 0.5 : f64
      %c47 = arith.constant 8 : index
      %c50 = arith.constant 1.5 : f64
      %c53 = arith.constant 2 : index
      %c55 = arith.constant 14 : index
      %c58 = arith.constant 0.25 : f64
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
        %v25 = arith.muli %v5, %c24 : index
        %v27 = arith.addi %v25, %c26 : index
        %v28 = memref.load %in0[%v15, %v10, %v27] : memref<132x65x2083xf64>
        %v30 = arith.mulf %v28, %c29 : f64
        %v32 = arith.addi %v5, %c31 : index
        %v33 = arith.addi %v10, %c31 : index
        %v34 = memref.load %in1[%v32, %v15, %v33] : memref<128x128x141xf64>
        %v36 = arith.mulf %v34, %c35 : f64
        %v37 = arith.addf %v30, %v36 : f64
        %v39 = arith.addi %v15, %c38 : index
        %v41 = arith.addi %v5, %c40 : index
        %v42 = memref.load %in0[%v39, %v10, %v41] : memref<132x65x2083xf64>
        %v44 = arith.mulf %v42, %c43 : f64
        %v45 = arith.addf %v37, %v44 : f64
        %v46 = arith.addi %v5, %c31 : index
        %v48 = arith.addi %v15, %c47 : index
        %v49 = memref.load %in0[%v10, %v46, %v48] : memref<132x65x2083xf64>
        %v51 = arith.mulf %v49, %c50 : f64
        %v52 = arith.addf %v45, %v51 : f64
        %v54 = arith.muli %v5, %c53 : index
        %v56 = arith.addi %v54, %c55 : index
        %v57 = memref.load %in1[%v15, %v10, %v56] : memref<128x128x141xf64>
        %v59 = arith.mulf %v57, %c58 : f64
        %v60 = arith.addf %v52, %v59 : f64
        %v61 = memref.load %in1[%v15, %v10, %v5] : memref<128x128x141xf64>
        %v62 = arith.mulf %v61, %c58 : f64
        %v63 = arith.addf %v60, %v62 : f64
        memref.store %v63, %out[%v15, %v10, %v5] : memref<128x34x64xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<132x65x2083xf64>, %in1: memref<128x128x141xf64>, %out: memref<128x34x64xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c16 = arith.constant 16 : index
    %c17 = arith.constant 17 : index
    %c32 = arith.constant 32 : index
    %c34 = arith.constant 34 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c2, %c34, %c64) threads in (%c32, %c1, %c2) args(%in0 : memref<132x65x2083xf64>, %in1 : memref<128x128x141xf64>, %out : memref<128x34x64xf64>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c1, %c17, %c32) threads in (%c64, %c2, %c4) args(%in0 : memref<132x65x2083xf64>, %in1 : memref<128x128x141xf64>, %out : memref<128x34x64xf64>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c1, %c3, %c128) threads in (%c64, %c16, %c1) args(%in0 : memref<132x65x2083xf64>, %in1 : memref<128x128x141xf64>, %out : memref<128x34x64xf64>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c4, %c9, %c32) threads in (%c16, %c4, %c4) args(%in0 : memref<132x65x2083xf64>, %in1 : memref<128x128x141xf64>, %out : memref<128x34x64xf64>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c2, %c5, %c128) threads in (%c32, %c8, %c1) args(%in0 : memref<132x65x2083xf64>, %in1 : memref<128x128x141xf64>, %out : memref<128x34x64xf64>)
    return
  }
}
