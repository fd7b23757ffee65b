// rk062_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk062_map {
    gpu.func @rk062_map(%in0: memref<533x65xf64>, %in1: memref<1538x508xf64>, %out: memref<1538x64xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 64 : index
      %c13 = arith.constant 512 : index
      %c15 = arith.constant 2 : index
      %c17 = arith.constant 63 : index
      %c19 = arith.constant 1 : index
      %c21 = arith.constant 510 : index
      %c28 = arith.constant 0.0 : f64
      %c29 = arith.constant 0 : index
      %c30 = arith.constant 8 : index
      %c33 = arith.constant 3 : index
      %c38 = arith.constant 0.5 : f64
      %c41 = arith.constant 4 : index
      %c54 = arith.constant 0.25 : f64
      %c61 = arith.constant 1.0 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi uge, %v5, %c15 : index
      %v18 = arith.cmpi ult, %v5, %c17 : index
      %v20 = arith.cmpi uge, %v10, %c19 : index
      %v22 = arith.cmpi ult, %v10, %c21 : index
      %v23 = arith.andi %v12, %v14 : i1
      %v24 = arith.andi %v23, %v16 : i1
      %v25 = arith.andi %v24, %v18 : i1
      %v26 = arith.andi %v25, %v20 : i1
      %v27 = arith.andi %v26, %v22 : i1
      scf.if %v27 {
        %v32 = scf.for %i31 = %c29 to %c30 step %c19 iter_args(%a31_0 = %c28) -> (f64) {
          %v34 = arith.muli %i31, %c33 : index
          %v35 = arith.addi %v10, %v34 : index
          %v36 = arith.addi %v5, %c19 : index
          %v37 = memref.load %in0[%v35, %v36] : memref<533x65xf64>
          %v39 = arith.mulf %v37, %c38 : f64
          %v40 = arith.addf %a31_0, %v39 : f64
          %v42 = arith.addi %v10, %c41 : index
          %v43 = arith.muli %i31, %c19 : index
          %v44 = arith.addi %v42, %v43 : index
          %v45 = arith.addi %v5, %c19 : index
          %v46 = memref.load %in1[%v44, %v45] : memref<1538x508xf64>
          %v47 = arith.mulf %v46, %c38 : f64
          %v48 = arith.addf %v40, %v47 : f64
          %v49 = arith.muli %i31, %c15 : index
          %v50 = arith.addi %v10, %v49 : index
          %v51 = arith.muli %v5, %c30 : index
          %v52 = arith.addi %v51, %c33 : index
          %v53 = memref.load %in1[%v50, %v52] : memref<1538x508xf64>
          %v55 = arith.mulf %v53, %c54 : f64
          %v56 = arith.addf %v48, %v55 : f64
          %v57 = arith.muli %v10, %c33 : index
          %v58 = arith.addi %v57, %c41 : index
          %v59 = arith.addi %v5, %c41 : index
          %v60 = memref.load %in1[%v58, %v59] : memref<1538x508xf64>
          %v62 = arith.mulf %v60, %c61 : f64
          %v63 = arith.addf %v56, %v62 : f64
          scf.yield %v63 : f64
        }
        %v64 = arith.muli %v10, %c33 : index
        %v65 = arith.addi %v64, %c41 : index
        memref.store %v32, %out[%v65, %v5] : memref<1538x64xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<533x65xf64>, %in1: memref<1538x508xf64>, %out: memref<1538x64xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c96 = arith.constant 96 : index
    %c200 = arith.constant 200 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @rk062_map::@rk062_map blocks in (%c8, %c16, %c1) threads in (%c8, %c32, %c1) args(%in0 : memref<533x65xf64>, %in1 : memref<1538x508xf64>, %out : memref<1538x64xf64>)
    gpu.launch_func @rk062_map::@rk062_map blocks in (%c1, %c256, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<533x65xf64>, %in1 : memref<1538x508xf64>, %out : memref<1538x64xf64>)
    gpu.launch_func @rk062_map::@rk062_map blocks in (%c1, %c512, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<533x65xf64>, %in1 : memref<1538x508xf64>, %out : memref<1538x64xf64>)
    gpu.launch_func @rk062_map::@rk062_map blocks in (%c2, %c256, %c1) threads in (%c32, %c2, %c1) args(%in0 : memref<533x65xf64>, %in1 : memref<1538x508xf64>, %out : memref<1538x64xf64>)
    gpu.launch_func @rk062_map::@rk062_map blocks in (%c1, %c512, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<533x65xf64>, %in1 : memref<1538x508xf64>, %out : memref<1538x64xf64>)
    gpu.launch_func @rk062_map::@rk062_map blocks in (%c4, %c32, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<533x65xf64>, %in1 : memref<1538x508xf64>, %out : memref<1538x64xf64>)
    return
  }
}
