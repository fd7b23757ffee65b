// rk058_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk058_map {
    gpu.func @rk058_map(%in0: memref<16x16x260xf32>, %in1: memref<20x15x1033xf32>, %in2: memref<19x17x4083xf32>, %out: memref<16x13x258xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 2 : index
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 256 : index
      %c24 = arith.constant 13 : index
      %c26 = arith.constant 16 : index
      %c30 = arith.constant 3 : index
      %c32 = arith.constant 4 : index
      %c35 = arith.constant -0.5 : f32
      %c39 = arith.constant 12 : index
      %c42 = arith.constant 0.25 : f32
      %c50 = arith.constant -0.75 : f32
      %c63 = arith.constant 0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v15, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v25 = arith.cmpi ult, %v10, %c24 : index
        %v27 = arith.cmpi ult, %v21, %c26 : index
        %v28 = arith.andi %v23, %v25 : i1
        %v29 = arith.andi %v28, %v27 : i1
        scf.if %v29 {
          %v31 = arith.addi %v10, %c30 : index
          %v33 = arith.addi %v5, %c32 : index
          %v34 = memref.load %in0[%v21, %v31, %v33] : memref<16x16x260xf32>
          %v36 = arith.mulf %v34, %c35 : f32
          %v37 = arith.addi %v21, %c30 : index
          %v38 = arith.muli %v5, %c32 : index
          %v40 = arith.addi %v38, %c39 : index
          %v41 = memref.load %in1[%v37, %v10, %v40] : memref<20x15x1033xf32>
          %v43 = arith.mulf %v41, %c42 : f32
          %v44 = arith.addf %v36, %v43 : f32
          %v45 = arith.addi %v21, %c19 : index
          %v46 = arith.addi %v10, %c32 : index
          %v47 = arith.muli %v5, %c16 : index
          %v48 = arith.addi %v47, %c32 : index
          %v49 = memref.load %in2[%v45, %v46, %v48] : memref<19x17x4083xf32>
          %v51 = arith.mulf %v49, %c50 : f32
          %v52 = arith.addf %v44, %v51 : f32
          %v53 = arith.addi %v21, %c30 : index
          %v54 = arith.addi %v10, %c32 : index
          %v55 = arith.muli %v5, %c26 : index
          %v56 = arith.addi %v55, %c16 : index
          %v57 = memref.load %in2[%v53, %v54, %v56] : memref<19x17x4083xf32>
          %v58 = arith.mulf %v57, %c35 : f32
          %v59 = arith.addf %v52, %v58 : f32
          %v60 = arith.addi %v21, %c32 : index
          %v61 = arith.addi %v10, %c16 : index
          %v62 = memref.load %in1[%v60, %v61, %v5] : memref<20x15x1033xf32>
          %v64 = arith.mulf %v62, %c63 : f32
          %v65 = arith.addf %v59, %v64 : f32
          %v66 = arith.addi %v5, %c16 : index
          memref.store %v65, %out[%v21, %v10, %v66] : memref<16x13x258xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<16x16x260xf32>, %in1: memref<20x15x1033xf32>, %in2: memref<19x17x4083xf32>, %out: memref<16x13x258xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c4, %c13, %c4) threads in (%c64, %c1, %c2) args(%in0 : memref<16x16x260xf32>, %in1 : memref<20x15x1033xf32>, %in2 : memref<19x17x4083xf32>, %out : memref<16x13x258xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c32, %c4, %c4) threads in (%c8, %c4, %c2) args(%in0 : memref<16x16x260xf32>, %in1 : memref<20x15x1033xf32>, %in2 : memref<19x17x4083xf32>, %out : memref<16x13x258xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c2, %c13, %c8) threads in (%c128, %c1, %c1) args(%in0 : memref<16x16x260xf32>, %in1 : memref<20x15x1033xf32>, %in2 : memref<19x17x4083xf32>, %out : memref<16x13x258xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c8, %c13, %c1) threads in (%c32, %c1, %c8) args(%in0 : memref<16x16x260xf32>, %in1 : memref<20x15x1033xf32>, %in2 : memref<19x17x4083xf32>, %out : memref<16x13x258xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c4, %c7, %c2) threads in (%c64, %c2, %c4) args(%in0 : memref<16x16x260xf32>, %in1 : memref<20x15x1033xf32>, %in2 : memref<19x17x4083xf32>, %out : memref<16x13x258xf32>)
    gpu.launch_func @rk058_map::@rk058_map blocks in (%c4, %c13, %c2) threads in (%c64, %c1, %c4) args(%in0 : memref<16x16x260xf32>, %in1 : memref<20x15x1033xf32>, %in2 : memref<19x17x4083xf32>, %out : memref<16x13x258xf32>)
    return
  }
}
