// rk061_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk061_map {
    gpu.func @rk061_map(%in0: memref<1800x49x242xf64>, %out: memref<840x46x31xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 31 : index
      %c18 = arith.constant 46 : index
      %c20 = arith.constant 840 : index
      %c22 = arith.constant 1 : index
      %c24 = arith.constant 44 : index
      %c26 = arith.constant 3 : index
      %c28 = arith.constant 838 : index
      %c36 = arith.constant 0.0 : f64
      %c37 = arith.constant 0 : index
      %c38 = arith.constant 16 : index
      %c41 = arith.constant 32 : index
      %c45 = arith.constant 2 : index
      %c48 = arith.constant 1.5 : f64
      %c56 = arith.constant 0.25 : f64
      %c61 = arith.constant 8 : index
      %c65 = arith.constant -1.0 : f64
      %c68 = arith.constant 64 : index
      %c72 = arith.constant 9 : index
      %c75 = arith.constant 1.0 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v23 = arith.cmpi uge, %v10, %c22 : index
      %v25 = arith.cmpi ult, %v10, %c24 : index
      %v27 = arith.cmpi uge, %v15, %c26 : index
      %v29 = arith.cmpi ult, %v15, %c28 : index
      %v30 = arith.andi %v17, %v19 : i1
      %v31 = arith.andi %v30, %v21 : i1
      %v32 = arith.andi %v31, %v23 : i1
      %v33 = arith.andi %v32, %v25 : i1
      %v34 = arith.andi %v33, %v27 : i1
      %v35 = arith.andi %v34, %v29 : i1
      scf.if %v35 {
        %v40 = scf.for %i39 = %c37 to %c38 step %c22 iter_args(%a39_0 = %c36) -> (f64) {
          %v42 = arith.muli %i39, %c41 : index
          %v43 = arith.addi %v15, %v42 : index
          %v44 = arith.addi %v10, %c26 : index
          %v46 = arith.addi %v5, %c45 : index
          %v47 = memref.load %in0[%v43, %v44, %v46] : memref<1800x49x242xf64>
          %v49 = arith.mulf %v47, %c48 : f64
          %v50 = arith.addf %a39_0, %v49 : f64
          %v51 = arith.addi %v15, %c22 : index
          %v52 = arith.muli %i39, %c22 : index
          %v53 = arith.addi %v51, %v52 : index
          %v54 = arith.addi %v5, %c45 : index
          %v55 = memref.load %in0[%v53, %v10, %v54] : memref<1800x49x242xf64>
          %v57 = arith.mulf %v55, %c56 : f64
          %v58 = arith.addf %v50, %v57 : f64
          %v59 = arith.addi %v15, %c26 : index
          %v60 = arith.addi %v10, %c45 : index
          %v62 = arith.muli %v5, %c61 : index
          %v63 = arith.addi %v62, %c22 : index
          %v64 = memref.load %in0[%v59, %v60, %v63] : memref<1800x49x242xf64>
          %v66 = arith.mulf %v64, %c65 : f64
          %v67 = arith.addf %v58, %v66 : f64
          %v69 = arith.muli %i39, %c68 : index
          %v70 = arith.addi %v15, %v69 : index
          %v71 = arith.addi %v10, %c26 : index
          %v73 = arith.addi %v5, %c72 : index
          %v74 = memref.load %in0[%v70, %v71, %v73] : memref<1800x49x242xf64>
          %v76 = arith.mulf %v74, %c75 : f64
          %v77 = arith.addf %v67, %v76 : f64
          scf.yield %v77 : f64
        }
        memref.store %v40, %out[%v15, %v10, %v5] : memref<840x46x31xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1800x49x242xf64>, %out: memref<840x46x31xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c46 = arith.constant 46 : index
    %c384 = arith.constant 384 : index
    %c420 = arith.constant 420 : index
    %c840 = arith.constant 840 : index
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c4, %c3, %c840) threads in (%c8, %c16, %c1) args(%in0 : memref<1800x49x242xf64>, %out : memref<840x46x31xf64>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c1, %c46, %c840) threads in (%c384, %c1, %c1) args(%in0 : memref<1800x49x242xf64>, %out : memref<840x46x31xf64>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c1, %c12, %c840) threads in (%c32, %c4, %c1) args(%in0 : memref<1800x49x242xf64>, %out : memref<840x46x31xf64>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c1, %c12, %c420) threads in (%c32, %c4, %c2) args(%in0 : memref<1800x49x242xf64>, %out : memref<840x46x31xf64>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c2, %c3, %c840) threads in (%c16, %c16, %c1) args(%in0 : memref<1800x49x242xf64>, %out : memref<840x46x31xf64>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c1, %c46, %c840) threads in (%c32, %c1, %c1) args(%in0 : memref<1800x49x242xf64>, %out : memref<840x46x31xf64>)
    return
  }
}
