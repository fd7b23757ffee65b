// rk005_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk005_map {
    gpu.func @rk005_map(%in0: memref<624x1853xf64>, %out: memref<575x57xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 8 : index
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 1 : index
      %c17 = arith.constant 57 : index
      %c19 = arith.constant 575 : index
      %c22 = arith.constant 0.0 : f64
      %c23 = arith.constant 48 : index
      %c26 = arith.constant 4 : index
      %c29 = arith.constant -0.5 : f64
      %c34 = arith.constant 2 : index
      %c36 = arith.constant 3 : index
      %c39 = arith.constant -0.75 : f64
      %c47 = arith.constant 1.5 : f64
      %c54 = arith.constant 0.25 : f64
      %c63 = arith.constant -1.0 : f64
      %c66 = arith.constant 33 : index
      %c70 = arith.constant 1.0 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %v10, %c11 : index
      scf.for %i15 = %c13 to %c11 step %c14 {
        %v16 = arith.addi %v12, %i15 : index
        %v18 = arith.cmpi ult, %v5, %c17 : index
        %v20 = arith.cmpi ult, %v16, %c19 : index
        %v21 = arith.andi %v18, %v20 : i1
        scf.if %v21 {
          %v25 = scf.for %i24 = %c13 to %c23 step %c14 iter_args(%a24_0 = %c22) -> (f64) {
            %v27 = arith.addi %v16, %c26 : index
            %v28 = memref.load %in0[%v27, %v5] : memref<624x1853xf64>
            %v30 = arith.mulf %v28, %c29 : f64
            %v31 = arith.addf %a24_0, %v30 : f64
            %v32 = arith.muli %i24, %c14 : index
            %v33 = arith.addi %v5, %v32 : index
            %v35 = arith.muli %v16, %c34 : index
            %v37 = arith.addi %v35, %c36 : index
            %v38 = memref.load %in0[%v33, %v37] : memref<624x1853xf64>
            %v40 = arith.mulf %v38, %c39 : f64
            %v41 = arith.addf %v31, %v40 : f64
            %v42 = arith.addi %v16, %c14 : index
            %v43 = arith.addi %v5, %c14 : index
            %v44 = arith.muli %i24, %c11 : index
            %v45 = arith.addi %v43, %v44 : index
            %v46 = memref.load %in0[%v42, %v45] : memref<624x1853xf64>
            %v48 = arith.mulf %v46, %c47 : f64
            %v49 = arith.addf %v41, %v48 : f64
            %v50 = arith.addi %v16, %c26 : index
            %v51 = arith.muli %i24, %c14 : index
            %v52 = arith.addi %v5, %v51 : index
            %v53 = memref.load %in0[%v50, %v52] : memref<624x1853xf64>
            %v55 = arith.mulf %v53, %c54 : f64
            %v56 = arith.addf %v49, %v55 : f64
            %v57 = arith.addi %v16, %c34 : index
            %v58 = arith.muli %i24, %c14 : index
            %v59 = arith.addi %v57, %v58 : index
            %v60 = arith.muli %v5, %c11 : index
            %v61 = arith.addi %v60, %c34 : index
            %v62 = memref.load %in0[%v59, %v61] : memref<624x1853xf64>
            %v64 = arith.mulf %v62, %c63 : f64
            %v65 = arith.addf %v56, %v64 : f64
            %v67 = arith.muli %v5, %c66 : index
            %v68 = arith.addi %v67, %c26 : index
            %v69 = memref.load %in0[%v16, %v68] : memref<624x1853xf64>
            %v71 = arith.mulf %v69, %c70 : f64
            %v72 = arith.addf %v65, %v71 : f64
            scf.yield %v72 : f64
          }
          memref.store %v25, %out[%v16, %v5] : memref<575x57xf64>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<624x1853xf64>, %out: memref<575x57xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c36 = arith.constant 36 : index
    %c64 = arith.constant 64 : index
    %c72 = arith.constant 72 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    gpu.launch_func @rk005_map::@rk005_map blocks in (%c2, %c5, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<624x1853xf64>, %out : memref<575x57xf64>)
    gpu.launch_func @rk005_map::@rk005_map blocks in (%c1, %c36, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<624x1853xf64>, %out : memref<575x57xf64>)
    gpu.launch_func @rk005_map::@rk005_map blocks in (%c15, %c9, %c1) threads in (%c4, %c8, %c1) args(%in0 : memref<624x1853xf64>, %out : memref<575x57xf64>)
    gpu.launch_func @rk005_map::@rk005_map blocks in (%c4, %c3, %c1) threads in (%c16, %c32, %c1) args(%in0 : memref<624x1853xf64>, %out : memref<575x57xf64>)
    gpu.launch_func @rk005_map::@rk005_map blocks in (%c1, %c72, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<624x1853xf64>, %out : memref<575x57xf64>)
    gpu.launch_func @rk005_map::@rk005_map blocks in (%c1, %c5, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<624x1853xf64>, %out : memref<575x57xf64>)
    return
  }
}
