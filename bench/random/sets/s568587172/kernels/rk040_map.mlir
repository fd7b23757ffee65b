// rk040_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk040_map {
    gpu.func @rk040_map(%in0: memref<28x36x112xf32>, %in1: memref<16x33x34xf32>, %in2: memref<83x34x32xf32>, %out: memref<63x16x129xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 32 : index
      %c19 = arith.constant 16 : index
      %c23 = arith.constant 0.0 : f32
      %c24 = arith.constant 0 : index
      %c25 = arith.constant 2 : index
      %c26 = arith.constant 1 : index
      %c29 = arith.constant 4 : index
      %c31 = arith.constant 8 : index
      %c37 = arith.constant -0.5 : f32
      %c44 = arith.constant 1.5 : f32
      %c50 = arith.constant 3 : index
      %c54 = arith.constant -1.0 : f32
      %c58 = arith.constant 64 : index
      %c62 = arith.constant 1.0 : f32
      %c70 = arith.constant 0.25 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v18 = arith.cmpi ult, %v10, %c16 : index
      %v20 = arith.cmpi ult, %v15, %c19 : index
      %v21 = arith.andi %v17, %v18 : i1
      %v22 = arith.andi %v21, %v20 : i1
      scf.if %v22 {
        %v28 = scf.for %i27 = %c24 to %c25 step %c26 iter_args(%a27_0 = %c23) -> (f32) {
          %v30 = arith.addi %v15, %c29 : index
          %v32 = arith.muli %i27, %c31 : index
          %v33 = arith.addi %v30, %v32 : index
          %v34 = arith.addi %v10, %c29 : index
          %v35 = arith.addi %v5, %c29 : index
          %v36 = memref.load %in0[%v33, %v34, %v35] : memref<28x36x112xf32>
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addf %a27_0, %v38 : f32
          %v40 = arith.muli %i27, %c26 : index
          %v41 = arith.addi %v10, %v40 : index
          %v42 = arith.addi %v5, %c25 : index
          %v43 = memref.load %in1[%v15, %v41, %v42] : memref<16x33x34xf32>
          %v45 = arith.mulf %v43, %c44 : f32
          %v46 = arith.addf %v39, %v45 : f32
          %v47 = arith.addi %v10, %c26 : index
          %v48 = arith.addi %v5, %c25 : index
          %v49 = arith.addi %v15, %c25 : index
          %v51 = arith.muli %i27, %c50 : index
          %v52 = arith.addi %v49, %v51 : index
          %v53 = memref.load %in2[%v47, %v48, %v52] : memref<83x34x32xf32>
          %v55 = arith.mulf %v53, %c54 : f32
          %v56 = arith.addf %v46, %v55 : f32
          %v57 = arith.addi %v15, %c50 : index
          %v59 = arith.muli %i27, %c58 : index
          %v60 = arith.addi %v57, %v59 : index
          %v61 = memref.load %in2[%v60, %v10, %v5] : memref<83x34x32xf32>
          %v63 = arith.mulf %v61, %c62 : f32
          %v64 = arith.addf %v56, %v63 : f32
          %v65 = arith.addi %v5, %c29 : index
          %v66 = arith.addi %v10, %c19 : index
          %v67 = arith.muli %i27, %c58 : index
          %v68 = arith.addi %v66, %v67 : index
          %v69 = memref.load %in0[%v15, %v65, %v68] : memref<28x36x112xf32>
          %v71 = arith.mulf %v69, %c70 : f32
          %v72 = arith.addf %v64, %v71 : f32
          scf.yield %v72 : f32
        }
        %v73 = arith.muli %v5, %c25 : index
        %v74 = arith.muli %v10, %c29 : index
        %v75 = arith.addi %v74, %c29 : index
        memref.store %v28, %out[%v73, %v15, %v75] : memref<63x16x129xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<28x36x112xf32>, %in1: memref<16x33x34xf32>, %in2: memref<83x34x32xf32>, %out: memref<63x16x129xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c8, %c1, %c16) threads in (%c4, %c32, %c1) args(%in0 : memref<28x36x112xf32>, %in1 : memref<16x33x34xf32>, %in2 : memref<83x34x32xf32>, %out : memref<63x16x129xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c1, %c32, %c16) threads in (%c256, %c1, %c1) args(%in0 : memref<28x36x112xf32>, %in1 : memref<16x33x34xf32>, %in2 : memref<83x34x32xf32>, %out : memref<63x16x129xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c1, %c4, %c16) threads in (%c32, %c8, %c1) args(%in0 : memref<28x36x112xf32>, %in1 : memref<16x33x34xf32>, %in2 : memref<83x34x32xf32>, %out : memref<63x16x129xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c2, %c8, %c2) threads in (%c16, %c4, %c8) args(%in0 : memref<28x36x112xf32>, %in1 : memref<16x33x34xf32>, %in2 : memref<83x34x32xf32>, %out : memref<63x16x129xf32>)
    return
  }
}
