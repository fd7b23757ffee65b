// rk048_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk048_map {
    gpu.func @rk048_map(%in0: memref<67x29x194xf16>, %in1: memref<68x30x68xf16>, %out: memref<64x64x27xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %g16 = gpu.grid_dim x
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 4 : index
      %c20 = arith.constant 1 : index
      %c24 = arith.constant 64 : index
      %c26 = arith.constant 27 : index
      %c31 = arith.constant 3 : index
      %c33 = arith.constant 2 : index
      %c37 = arith.constant -0.75 : f32
      %c44 = arith.constant -1.0 : f32
      %c52 = arith.constant 0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %g16, %g2 : index
      scf.for %i21 = %c18 to %c19 step %c20 {
        %v22 = arith.muli %i21, %v17 : index
        %v23 = arith.addi %v5, %v22 : index
        %v25 = arith.cmpi ult, %v23, %c24 : index
        %v27 = arith.cmpi ult, %v10, %c26 : index
        %v28 = arith.cmpi ult, %v15, %c24 : index
        %v29 = arith.andi %v25, %v27 : i1
        %v30 = arith.andi %v29, %v28 : i1
        scf.if %v30 {
          %v32 = arith.addi %v15, %c31 : index
          %v34 = arith.addi %v10, %c33 : index
          %v35 = memref.load %in0[%v32, %v34, %v23] : memref<67x29x194xf16>
          %v36 = arith.extf %v35 : f16 to f32
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addi %v15, %c33 : index
          %v40 = arith.addi %v10, %c33 : index
          %v41 = arith.addi %v23, %c31 : index
          %v42 = memref.load %in1[%v39, %v40, %v41] : memref<68x30x68xf16>
          %v43 = arith.extf %v42 : f16 to f32
          %v45 = arith.mulf %v43, %c44 : f32
          %v46 = arith.addf %v38, %v45 : f32
          %v47 = arith.addi %v15, %c19 : index
          %v48 = arith.addi %v10, %c31 : index
          %v49 = arith.addi %v23, %c19 : index
          %v50 = memref.load %in1[%v47, %v48, %v49] : memref<68x30x68xf16>
          %v51 = arith.extf %v50 : f16 to f32
          %v53 = arith.mulf %v51, %c52 : f32
          %v54 = arith.addf %v46, %v53 : f32
          %v55 = arith.muli %v23, %c31 : index
          %v56 = arith.addi %v55, %c19 : index
          %v57 = memref.load %in0[%v15, %v10, %v56] : memref<67x29x194xf16>
          %v58 = arith.extf %v57 : f16 to f32
          %v59 = arith.mulf %v58, %c37 : f32
          %v60 = arith.addf %v54, %v59 : f32
          %v61 = arith.truncf %v60 : f32 to f16
          memref.store %v61, %out[%v23, %v15, %v10] : memref<64x64x27xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<67x29x194xf16>, %in1: memref<68x30x68xf16>, %out: memref<64x64x27xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %c27 = arith.constant 27 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c384 = arith.constant 384 : index
    gpu.launch_func @rk048_map::@rk048_map blocks in (%c1, %c27, %c16) threads in (%c16, %c1, %c4) args(%in0 : memref<67x29x194xf16>, %in1 : memref<68x30x68xf16>, %out : memref<64x64x27xf16>)
    gpu.launch_func @rk048_map::@rk048_map blocks in (%c1, %c27, %c8) threads in (%c32, %c1, %c8) args(%in0 : memref<67x29x194xf16>, %in1 : memref<68x30x68xf16>, %out : memref<64x64x27xf16>)
    gpu.launch_func @rk048_map::@rk048_map blocks in (%c1, %c27, %c64) threads in (%c384, %c1, %c1) args(%in0 : memref<67x29x194xf16>, %in1 : memref<68x30x68xf16>, %out : memref<64x64x27xf16>)
    gpu.launch_func @rk048_map::@rk048_map blocks in (%c1, %c27, %c64) threads in (%c96, %c1, %c1) args(%in0 : memref<67x29x194xf16>, %in1 : memref<68x30x68xf16>, %out : memref<64x64x27xf16>)
    gpu.launch_func @rk048_map::@rk048_map blocks in (%c1, %c14, %c16) threads in (%c16, %c2, %c4) args(%in0 : memref<67x29x194xf16>, %in1 : memref<68x30x68xf16>, %out : memref<64x64x27xf16>)
    gpu.launch_func @rk048_map::@rk048_map blocks in (%c2, %c4, %c16) threads in (%c8, %c8, %c4) args(%in0 : memref<67x29x194xf16>, %in1 : memref<68x30x68xf16>, %out : memref<64x64x27xf16>)
    return
  }
}
