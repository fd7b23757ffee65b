// rk011_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk011_map {
    gpu.func @rk011_map(%in0: memref<48x567x582xf64>, %out: memref<45x32x565xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 565 : index
      %c18 = arith.constant 32 : index
      %c20 = arith.constant 45 : index
      %c24 = arith.constant 1 : index
      %c26 = arith.constant 3 : index
      %c29 = arith.constant 1.0 : f64
      %c32 = arith.constant 2 : index
      %c35 = arith.constant 0.25 : f64
      %c44 = arith.constant 4 : index
      %c52 = arith.constant 10 : index
      %c55 = arith.constant 2.0 : f64
      %c60 = arith.constant 17 : index
      %c63 = arith.constant 0.5 : f64
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
        %v27 = arith.addi %v5, %c26 : index
        %v28 = memref.load %in0[%v25, %v10, %v27] : memref<48x567x582xf64>
        %v30 = arith.mulf %v28, %c29 : f64
        %v31 = arith.addi %v15, %c26 : index
        %v33 = arith.addi %v5, %c32 : index
        %v34 = memref.load %in0[%v31, %v10, %v33] : memref<48x567x582xf64>
        %v36 = arith.mulf %v34, %c35 : f64
        %v37 = arith.addf %v30, %v36 : f64
        %v38 = arith.addi %v10, %c26 : index
        %v39 = arith.addi %v5, %c32 : index
        %v40 = memref.load %in0[%v38, %v39, %v15] : memref<48x567x582xf64>
        %v41 = arith.mulf %v40, %c29 : f64
        %v42 = arith.addf %v37, %v41 : f64
        %v43 = arith.addi %v15, %c32 : index
        %v45 = arith.addi %v10, %c44 : index
        %v46 = arith.addi %v5, %c32 : index
        %v47 = memref.load %in0[%v43, %v45, %v46] : memref<48x567x582xf64>
        %v48 = arith.mulf %v47, %c29 : f64
        %v49 = arith.addf %v42, %v48 : f64
        %v50 = arith.addi %v15, %c26 : index
        %v51 = arith.addi %v5, %c24 : index
        %v53 = arith.addi %v10, %c52 : index
        %v54 = memref.load %in0[%v50, %v51, %v53] : memref<48x567x582xf64>
        %v56 = arith.mulf %v54, %c55 : f64
        %v57 = arith.addf %v49, %v56 : f64
        %v58 = arith.addi %v15, %c32 : index
        %v59 = arith.addi %v10, %c44 : index
        %v61 = arith.addi %v5, %c60 : index
        %v62 = memref.load %in0[%v58, %v59, %v61] : memref<48x567x582xf64>
        %v64 = arith.mulf %v62, %c63 : f64
        %v65 = arith.addf %v57, %v64 : f64
        memref.store %v65, %out[%v15, %v10, %v5] : memref<45x32x565xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<48x567x582xf64>, %out: memref<45x32x565xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c18 = arith.constant 18 : index
    %c23 = arith.constant 23 : index
    %c32 = arith.constant 32 : index
    %c45 = arith.constant 45 : index
    %c71 = arith.constant 71 : index
    %c128 = arith.constant 128 : index
    %c142 = arith.constant 142 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk011_map::@rk011_map blocks in (%c3, %c32, %c45) threads in (%c256, %c1, %c1) args(%in0 : memref<48x567x582xf64>, %out : memref<45x32x565xf64>)
    gpu.launch_func @rk011_map::@rk011_map blocks in (%c5, %c4, %c45) threads in (%c128, %c8, %c1) args(%in0 : memref<48x567x582xf64>, %out : memref<45x32x565xf64>)
    gpu.launch_func @rk011_map::@rk011_map blocks in (%c18, %c32, %c23) threads in (%c32, %c1, %c2) args(%in0 : memref<48x567x582xf64>, %out : memref<45x32x565xf64>)
    gpu.launch_func @rk011_map::@rk011_map blocks in (%c71, %c4, %c23) threads in (%c8, %c8, %c2) args(%in0 : memref<48x567x582xf64>, %out : memref<45x32x565xf64>)
    gpu.launch_func @rk011_map::@rk011_map blocks in (%c142, %c2, %c45) threads in (%c4, %c16, %c1) args(%in0 : memref<48x567x582xf64>, %out : memref<45x32x565xf64>)
    return
  }
}
