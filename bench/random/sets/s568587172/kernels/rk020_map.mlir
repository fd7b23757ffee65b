// rk020_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk020_map {
    gpu.func @rk020_map(%in0: memref<16x149xf64>, %in1: memref<18x3284xf64>, %out: memref<16x146xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.grid_dim y
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 4 : index
      %c15 = arith.constant 1 : index
      %c19 = arith.constant 146 : index
      %c21 = arith.constant 16 : index
      %c23 = arith.constant 2 : index
      %c25 = arith.constant 143 : index
      %c32 = arith.constant 0.0 : f64
      %c35 = arith.constant 3 : index
      %c38 = arith.constant -1.0 : f64
      %c44 = arith.constant 64 : index
      %c48 = arith.constant 2.0 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %g11, %g7 : index
      scf.for %i16 = %c13 to %c14 step %c15 {
        %v17 = arith.muli %i16, %v12 : index
        %v18 = arith.addi %v10, %v17 : index
        %v20 = arith.cmpi ult, %v5, %c19 : index
        %v22 = arith.cmpi ult, %v18, %c21 : index
        %v24 = arith.cmpi uge, %v5, %c23 : index
        %v26 = arith.cmpi ult, %v5, %c25 : index
        %v27 = arith.cmpi uge, %v18, %c15 : index
        %v28 = arith.andi %v20, %v22 : i1
        %v29 = arith.andi %v28, %v24 : i1
        %v30 = arith.andi %v29, %v26 : i1
        %v31 = arith.andi %v30, %v27 : i1
        scf.if %v31 {
          %v34 = scf.for %i33 = %c13 to %c21 step %c15 iter_args(%a33_0 = %c32) -> (f64) {
            %v36 = arith.addi %v5, %c35 : index
            %v37 = memref.load %in0[%v18, %v36] : memref<16x149xf64>
            %v39 = arith.mulf %v37, %c38 : f64
            %v40 = arith.addf %a33_0, %v39 : f64
            %v41 = arith.addi %v18, %c23 : index
            %v42 = arith.muli %v5, %c21 : index
            %v43 = arith.addi %v42, %c35 : index
            %v45 = arith.muli %i33, %c44 : index
            %v46 = arith.addi %v43, %v45 : index
            %v47 = memref.load %in1[%v41, %v46] : memref<18x3284xf64>
            %v49 = arith.mulf %v47, %c48 : f64
            %v50 = arith.addf %v40, %v49 : f64
            scf.yield %v50 : f64
          }
          memref.store %v34, %out[%v18, %v5] : memref<16x146xf64>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<16x149xf64>, %in1: memref<18x3284xf64>, %out: memref<16x146xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c37 = arith.constant 37 : index
    %c48 = arith.constant 48 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c2, %c4, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<16x149xf64>, %in1 : memref<18x3284xf64>, %out : memref<16x146xf64>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c2, %c2, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<16x149xf64>, %in1 : memref<18x3284xf64>, %out : memref<16x146xf64>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c4, %c4, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<16x149xf64>, %in1 : memref<18x3284xf64>, %out : memref<16x146xf64>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c37, %c1, %c1) threads in (%c4, %c8, %c1) args(%in0 : memref<16x149xf64>, %in1 : memref<18x3284xf64>, %out : memref<16x146xf64>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c2, %c1, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<16x149xf64>, %in1 : memref<18x3284xf64>, %out : memref<16x146xf64>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c5, %c1, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<16x149xf64>, %in1 : memref<18x3284xf64>, %out : memref<16x146xf64>)
    return
  }
}
