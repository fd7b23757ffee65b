// rk010_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk010_map {
    gpu.func @rk010_map(%in0: memref<2366300xf16>, %in1: memref<788767xf16>, %out: memref<1577534xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 8 : index
      %c8 = arith.constant 0 : index
      %c9 = arith.constant 1 : index
      %c12 = arith.constant 788767 : index
      %c16 = arith.constant -0.5 : f16
      %c22 = arith.constant 0.25 : f16
      %c25 = arith.constant 3 : index
      %c29 = arith.constant 1.5 : f16
      %c32 = arith.constant 2 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.muli %v5, %c6 : index
      scf.for %i10 = %c8 to %c6 step %c9 {
        %v11 = arith.addi %v7, %i10 : index
        %v13 = arith.cmpi ult, %v11, %c12 : index
        scf.if %v13 {
          %v14 = arith.addi %v11, %c9 : index
          %v15 = memref.load %in0[%v14] : memref<2366300xf16>
          %v17 = arith.mulf %v15, %c16 : f16
          %v18 = memref.load %in1[%v11] : memref<788767xf16>
          %v19 = arith.mulf %v18, %c16 : f16
          %v20 = arith.addf %v17, %v19 : f16
          %v21 = memref.load %in0[%v11] : memref<2366300xf16>
          %v23 = arith.mulf %v21, %c22 : f16
          %v24 = arith.addf %v20, %v23 : f16
          %v26 = arith.muli %v11, %c25 : index
          %v27 = arith.addi %v26, %c9 : index
          %v28 = memref.load %in0[%v27] : memref<2366300xf16>
          %v30 = arith.mulf %v28, %c29 : f16
          %v31 = arith.addf %v24, %v30 : f16
          %v33 = arith.muli %v11, %c32 : index
          %v34 = arith.addi %v33, %c9 : index
          memref.store %v31, %out[%v34] : memref<1577534xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<2366300xf16>, %in1: memref<788767xf16>, %out: memref<1577534xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c160 = arith.constant 160 : index
    %c193 = arith.constant 193 : index
    %c257 = arith.constant 257 : index
    %c384 = arith.constant 384 : index
    %c512 = arith.constant 512 : index
    %c617 = arith.constant 617 : index
    %c1541 = arith.constant 1541 : index
    %c2055 = arith.constant 2055 : index
    %c3082 = arith.constant 3082 : index
    gpu.launch_func @rk010_map::@rk010_map blocks in (%c617, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<2366300xf16>, %in1 : memref<788767xf16>, %out : memref<1577534xf16>)
    gpu.launch_func @rk010_map::@rk010_map blocks in (%c3082, %c1, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<2366300xf16>, %in1 : memref<788767xf16>, %out : memref<1577534xf16>)
    gpu.launch_func @rk010_map::@rk010_map blocks in (%c2055, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<2366300xf16>, %in1 : memref<788767xf16>, %out : memref<1577534xf16>)
    gpu.launch_func @rk010_map::@rk010_map blocks in (%c1541, %c1, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<2366300xf16>, %in1 : memref<788767xf16>, %out : memref<1577534xf16>)
    gpu.launch_func @rk010_map::@rk010_map blocks in (%c257, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<2366300xf16>, %in1 : memref<788767xf16>, %out : memref<1577534xf16>)
    gpu.launch_func @rk010_map::@rk010_map blocks in (%c193, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<2366300xf16>, %in1 : memref<788767xf16>, %out : memref<1577534xf16>)
    return
  }
}
