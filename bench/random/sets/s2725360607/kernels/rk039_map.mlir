// rk039_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk039_map {
    gpu.func @rk039_map(%in0: memref<538x10299xf64>, %in1: memref<180x11017xf64>, %out: memref<180x13702xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 3426 : index
      %c13 = arith.constant 180 : index
      %c16 = arith.constant 0.0 : f64
      %c17 = arith.constant 0 : index
      %c18 = arith.constant 24 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 3 : index
      %c28 = arith.constant 0.25 : f64
      %c32 = arith.constant 5 : index
      %c34 = arith.constant 32 : index
      %c38 = arith.constant -0.5 : f64
      %c41 = arith.constant 4 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v21 = scf.for %i20 = %c17 to %c18 step %c19 iter_args(%a20_0 = %c16) -> (f64) {
          %v23 = arith.muli %v10, %c22 : index
          %v24 = arith.muli %v5, %c22 : index
          %v25 = arith.muli %i20, %c19 : index
          %v26 = arith.addi %v24, %v25 : index
          %v27 = memref.load %in0[%v23, %v26] : memref<538x10299xf64>
          %v29 = arith.mulf %v27, %c28 : f64
          %v30 = arith.addf %a20_0, %v29 : f64
          %v31 = arith.muli %v5, %c22 : index
          %v33 = arith.addi %v31, %c32 : index
          %v35 = arith.muli %i20, %c34 : index
          %v36 = arith.addi %v33, %v35 : index
          %v37 = memref.load %in1[%v10, %v36] : memref<180x11017xf64>
          %v39 = arith.mulf %v37, %c38 : f64
          %v40 = arith.addf %v30, %v39 : f64
          scf.yield %v40 : f64
        }
        %v42 = arith.muli %v5, %c41 : index
        %v43 = arith.addi %v42, %c19 : index
        memref.store %v21, %out[%v10, %v43] : memref<180x13702xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<538x10299xf64>, %in1: memref<180x11017xf64>, %out: memref<180x13702xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c72 = arith.constant 72 : index
    %c90 = arith.constant 90 : index
    %c108 = arith.constant 108 : index
    %c180 = arith.constant 180 : index
    %c215 = arith.constant 215 : index
    %c256 = arith.constant 256 : index
    %c857 = arith.constant 857 : index
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c857, %c12, %c1) threads in (%c4, %c16, %c1) args(%in0 : memref<538x10299xf64>, %in1 : memref<180x11017xf64>, %out : memref<180x13702xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c72, %c180, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<538x10299xf64>, %in1 : memref<180x11017xf64>, %out : memref<180x13702xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c215, %c12, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<538x10299xf64>, %in1 : memref<180x11017xf64>, %out : memref<180x13702xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c14, %c90, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<538x10299xf64>, %in1 : memref<180x11017xf64>, %out : memref<180x13702xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c108, %c180, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<538x10299xf64>, %in1 : memref<180x11017xf64>, %out : memref<180x13702xf64>)
    return
  }
}
