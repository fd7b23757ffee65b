// rk012_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk012_map {
    gpu.func @rk012_map(%in0: memref<65x36x33xf32>, %in1: memref<30x34x81xf32>, %in2: memref<34x68x195xf32>, %out: memref<32x32x64xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 64 : index
      %c18 = arith.constant 32 : index
      %c20 = arith.constant 30 : index
      %c22 = arith.constant 3 : index
      %c25 = arith.constant 27 : index
      %c32 = arith.constant 1 : index
      %c34 = arith.constant 4 : index
      %c38 = arith.constant 0.25 : f32
      %c40 = arith.constant 2 : index
      %c42 = arith.constant 17 : index
      %c45 = arith.constant 0.5 : f32
      %c57 = arith.constant 5 : index
      %c60 = arith.constant -0.75 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v23 = arith.cmpi uge, %v5, %c22 : index
      %v24 = arith.cmpi ult, %v10, %c20 : index
      %v26 = arith.cmpi ult, %v15, %c25 : index
      %v27 = arith.andi %v17, %v19 : i1
      %v28 = arith.andi %v27, %v21 : i1
      %v29 = arith.andi %v28, %v23 : i1
      %v30 = arith.andi %v29, %v24 : i1
      %v31 = arith.andi %v30, %v26 : i1
      scf.if %v31 {
        %v33 = arith.addi %v5, %c32 : index
        %v35 = arith.addi %v10, %c34 : index
        %v36 = arith.addi %v15, %c22 : index
        %v37 = memref.load %in0[%v33, %v35, %v36] : memref<65x36x33xf32>
        %v39 = arith.mulf %v37, %c38 : f32
        %v41 = arith.addi %v10, %c40 : index
        %v43 = arith.addi %v5, %c42 : index
        %v44 = memref.load %in1[%v15, %v41, %v43] : memref<30x34x81xf32>
        %v46 = arith.mulf %v44, %c45 : f32
        %v47 = arith.addf %v39, %v46 : f32
        %v48 = arith.addi %v15, %c34 : index
        %v49 = arith.addi %v5, %c34 : index
        %v50 = arith.addi %v10, %c22 : index
        %v51 = memref.load %in2[%v48, %v49, %v50] : memref<34x68x195xf32>
        %v52 = arith.mulf %v51, %c45 : f32
        %v53 = arith.addf %v47, %v52 : f32
        %v54 = arith.addi %v15, %c22 : index
        %v55 = arith.addi %v10, %c22 : index
        %v56 = arith.muli %v5, %c22 : index
        %v58 = arith.addi %v56, %c57 : index
        %v59 = memref.load %in2[%v54, %v55, %v58] : memref<34x68x195xf32>
        %v61 = arith.mulf %v59, %c60 : f32
        %v62 = arith.addf %v53, %v61 : f32
        %v63 = arith.addi %v10, %c40 : index
        %v64 = memref.load %in1[%v15, %v63, %v5] : memref<30x34x81xf32>
        %v65 = arith.mulf %v64, %c45 : f32
        %v66 = arith.addf %v62, %v65 : f32
        %v67 = arith.addi %v15, %c40 : index
        memref.store %v66, %out[%v67, %v10, %v5] : memref<32x32x64xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<65x36x33xf32>, %in1: memref<30x34x81xf32>, %in2: memref<34x68x195xf32>, %out: memref<32x32x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c30 = arith.constant 30 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @rk012_map::@rk012_map blocks in (%c4, %c8, %c8) threads in (%c16, %c4, %c4) args(%in0 : memref<65x36x33xf32>, %in1 : memref<30x34x81xf32>, %in2 : memref<34x68x195xf32>, %out : memref<32x32x64xf32>)
    gpu.launch_func @rk012_map::@rk012_map blocks in (%c2, %c4, %c30) threads in (%c32, %c8, %c1) args(%in0 : memref<65x36x33xf32>, %in1 : memref<30x34x81xf32>, %in2 : memref<34x68x195xf32>, %out : memref<32x32x64xf32>)
    gpu.launch_func @rk012_map::@rk012_map blocks in (%c1, %c16, %c30) threads in (%c64, %c2, %c1) args(%in0 : memref<65x36x33xf32>, %in1 : memref<30x34x81xf32>, %in2 : memref<34x68x195xf32>, %out : memref<32x32x64xf32>)
    return
  }
}
