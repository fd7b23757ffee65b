// rk038_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk038_map {
    gpu.func @rk038_map(%in0: memref<385x1022776xf16>, %out: memref<128x255694xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 2 : index
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 1 : index
      %c17 = arith.constant 255694 : index
      %c19 = arith.constant 128 : index
      %c22 = arith.constant 3 : index
      %c27 = arith.constant 0.25 : f32
      %c34 = arith.constant -0.5 : f32
      %c37 = arith.constant 4 : index
      %c53 = arith.constant -1.0 : f32
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
          %v23 = arith.muli %v16, %c22 : index
          %v24 = arith.addi %v23, %c22 : index
          %v25 = memref.load %in0[%v24, %v5] : memref<385x1022776xf16>
          %v26 = arith.extf %v25 : f16 to f32
          %v28 = arith.mulf %v26, %c27 : f32
          %v29 = arith.addi %v16, %c14 : index
          %v30 = arith.muli %v5, %c11 : index
          %v31 = arith.addi %v30, %c14 : index
          %v32 = memref.load %in0[%v29, %v31] : memref<385x1022776xf16>
          %v33 = arith.extf %v32 : f16 to f32
          %v35 = arith.mulf %v33, %c34 : f32
          %v36 = arith.addf %v28, %v35 : f32
          %v38 = arith.addi %v16, %c37 : index
          %v39 = arith.addi %v5, %c22 : index
          %v40 = memref.load %in0[%v38, %v39] : memref<385x1022776xf16>
          %v41 = arith.extf %v40 : f16 to f32
          %v42 = arith.mulf %v41, %c34 : f32
          %v43 = arith.addf %v36, %v42 : f32
          %v44 = memref.load %in0[%v16, %v5] : memref<385x1022776xf16>
          %v45 = arith.extf %v44 : f16 to f32
          %v46 = arith.mulf %v45, %c27 : f32
          %v47 = arith.addf %v43, %v46 : f32
          %v48 = arith.addi %v16, %c22 : index
          %v49 = arith.muli %v5, %c37 : index
          %v50 = arith.addi %v49, %c22 : index
          %v51 = memref.load %in0[%v48, %v50] : memref<385x1022776xf16>
          %v52 = arith.extf %v51 : f16 to f32
          %v54 = arith.mulf %v52, %c53 : f32
          %v55 = arith.addf %v47, %v54 : f32
          %v56 = arith.truncf %v55 : f32 to f16
          memref.store %v56, %out[%v16, %v5] : memref<128x255694xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<385x1022776xf16>, %out: memref<128x255694xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c320 = arith.constant 320 : index
    %c800 = arith.constant 800 : index
    %c2664 = arith.constant 2664 : index
    %c3996 = arith.constant 3996 : index
    %c5327 = arith.constant 5327 : index
    %c7991 = arith.constant 7991 : index
    %c15981 = arith.constant 15981 : index
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c2664, %c64, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<385x1022776xf16>, %out : memref<128x255694xf16>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c3996, %c4, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<385x1022776xf16>, %out : memref<128x255694xf16>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c7991, %c8, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<385x1022776xf16>, %out : memref<128x255694xf16>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c15981, %c2, %c1) threads in (%c16, %c32, %c1) args(%in0 : memref<385x1022776xf16>, %out : memref<128x255694xf16>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c800, %c64, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<385x1022776xf16>, %out : memref<128x255694xf16>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c5327, %c64, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<385x1022776xf16>, %out : memref<128x255694xf16>)
    return
  }
}
