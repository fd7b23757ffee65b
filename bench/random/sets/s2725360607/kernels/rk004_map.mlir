// rk004_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk004_map {
    gpu.func @rk004_map(%in0: memref<17x158x55xf32>, %in1: memref<157x219x180xf32>, %in2: memref<154x155x368xf32>, %out: memref<16x154x12xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 8 : index
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 12 : index
      %c24 = arith.constant 154 : index
      %c26 = arith.constant 16 : index
      %c30 = arith.constant 0.0 : f32
      %c31 = arith.constant 2 : index
      %c35 = arith.constant 4 : index
      %c38 = arith.constant 32 : index
      %c42 = arith.constant -0.5 : f32
      %c46 = arith.constant 64 : index
      %c51 = arith.constant 1.0 : f32
      %c55 = arith.constant 33 : index
      %c58 = arith.constant 3 : index
      %c62 = arith.constant -0.75 : f32
      %c73 = arith.constant 9 : index
      %c78 = arith.constant 1.5 : f32
      %c85 = arith.constant 0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v10, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v25 = arith.cmpi ult, %v21, %c24 : index
        %v27 = arith.cmpi ult, %v15, %c26 : index
        %v28 = arith.andi %v23, %v25 : i1
        %v29 = arith.andi %v28, %v27 : i1
        scf.if %v29 {
          %v33 = scf.for %i32 = %c18 to %c31 step %c19 iter_args(%a32_0 = %c30) -> (f32) {
            %v34 = arith.addi %v15, %c19 : index
            %v36 = arith.addi %v21, %c35 : index
            %v37 = arith.muli %v5, %c31 : index
            %v39 = arith.muli %i32, %c38 : index
            %v40 = arith.addi %v37, %v39 : index
            %v41 = memref.load %in0[%v34, %v36, %v40] : memref<17x158x55xf32>
            %v43 = arith.mulf %v41, %c42 : f32
            %v44 = arith.addf %a32_0, %v43 : f32
            %v45 = arith.addi %v21, %c19 : index
            %v47 = arith.muli %i32, %c46 : index
            %v48 = arith.addi %v45, %v47 : index
            %v49 = arith.addi %v5, %c19 : index
            %v50 = memref.load %in1[%v15, %v48, %v49] : memref<157x219x180xf32>
            %v52 = arith.mulf %v50, %c51 : f32
            %v53 = arith.addf %v44, %v52 : f32
            %v54 = arith.addi %v21, %c19 : index
            %v56 = arith.muli %v5, %c55 : index
            %v57 = arith.addi %v56, %c19 : index
            %v59 = arith.muli %i32, %c58 : index
            %v60 = arith.addi %v57, %v59 : index
            %v61 = memref.load %in2[%v15, %v54, %v60] : memref<154x155x368xf32>
            %v63 = arith.mulf %v61, %c62 : f32
            %v64 = arith.addf %v53, %v63 : f32
            %v65 = arith.muli %v5, %c31 : index
            %v66 = arith.addi %v65, %c58 : index
            %v67 = arith.muli %i32, %c31 : index
            %v68 = arith.addi %v66, %v67 : index
            %v69 = memref.load %in2[%v21, %v15, %v68] : memref<154x155x368xf32>
            %v70 = arith.mulf %v69, %c51 : f32
            %v71 = arith.addf %v64, %v70 : f32
            %v72 = arith.addi %v21, %c58 : index
            %v74 = arith.addi %v15, %c73 : index
            %v75 = arith.muli %i32, %c38 : index
            %v76 = arith.addi %v74, %v75 : index
            %v77 = memref.load %in1[%v72, %v5, %v76] : memref<157x219x180xf32>
            %v79 = arith.mulf %v77, %c78 : f32
            %v80 = arith.addf %v71, %v79 : f32
            %v81 = arith.addi %v21, %c35 : index
            %v82 = arith.muli %v5, %c26 : index
            %v83 = arith.addi %v82, %c58 : index
            %v84 = memref.load %in1[%v15, %v81, %v83] : memref<157x219x180xf32>
            %v86 = arith.mulf %v84, %c85 : f32
            %v87 = arith.addf %v80, %v86 : f32
            scf.yield %v87 : f32
          }
          memref.store %v33, %out[%v15, %v21, %v5] : memref<16x154x12xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<17x158x55xf32>, %in1: memref<157x219x180xf32>, %in2: memref<154x155x368xf32>, %out: memref<16x154x12xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c200 = arith.constant 200 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c1, %c20, %c16) threads in (%c32, %c1, %c1) args(%in0 : memref<17x158x55xf32>, %in1 : memref<157x219x180xf32>, %in2 : memref<154x155x368xf32>, %out : memref<16x154x12xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c1, %c20, %c16) threads in (%c128, %c1, %c1) args(%in0 : memref<17x158x55xf32>, %in1 : memref<157x219x180xf32>, %in2 : memref<154x155x368xf32>, %out : memref<16x154x12xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c2, %c2, %c16) threads in (%c8, %c16, %c1) args(%in0 : memref<17x158x55xf32>, %in1 : memref<157x219x180xf32>, %in2 : memref<154x155x368xf32>, %out : memref<16x154x12xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c1, %c20, %c16) threads in (%c1024, %c1, %c1) args(%in0 : memref<17x158x55xf32>, %in1 : memref<157x219x180xf32>, %in2 : memref<154x155x368xf32>, %out : memref<16x154x12xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c1, %c2, %c16) threads in (%c64, %c16, %c1) args(%in0 : memref<17x158x55xf32>, %in1 : memref<157x219x180xf32>, %in2 : memref<154x155x368xf32>, %out : memref<16x154x12xf32>)
    gpu.launch_func @rk004_map::@rk004_map blocks in (%c1, %c20, %c16) threads in (%c200, %c1, %c1) args(%in0 : memref<17x158x55xf32>, %in1 : memref<157x219x180xf32>, %in2 : memref<154x155x368xf32>, %out : memref<16x154x12xf32>)
    return
  }
}
