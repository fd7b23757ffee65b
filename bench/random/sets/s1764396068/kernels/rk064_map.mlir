// rk064_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk064_map {
    gpu.func @rk064_map(%in0: memref<70x698xf32>, %in1: memref<806x515xf32>, %in2: memref<95x1248xf32>, %out: memref<68x512xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 512 : index
      %c13 = arith.constant 68 : index
      %c15 = arith.constant 2 : index
      %c17 = arith.constant 511 : index
      %c19 = arith.constant 1 : index
      %c21 = arith.constant 67 : index
      %c28 = arith.constant 0.0 : f32
      %c29 = arith.constant 0 : index
      %c30 = arith.constant 24 : index
      %c35 = arith.constant 8 : index
      %c39 = arith.constant 1.0 : f32
      %c47 = arith.constant 32 : index
      %c51 = arith.constant -0.5 : f32
      %c57 = arith.constant 3 : index
      %c60 = arith.constant -0.75 : f32
      %c63 = arith.constant 13 : index
      %c68 = arith.constant 4 : index
      %c73 = arith.constant 0.25 : f32
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
        %v32 = scf.for %i31 = %c29 to %c30 step %c19 iter_args(%a31_0 = %c28) -> (f32) {
          %v33 = arith.addi %v10, %c15 : index
          %v34 = arith.addi %v5, %c15 : index
          %v36 = arith.muli %i31, %c35 : index
          %v37 = arith.addi %v34, %v36 : index
          %v38 = memref.load %in0[%v33, %v37] : memref<70x698xf32>
          %v40 = arith.mulf %v38, %c39 : f32
          %v41 = arith.addf %a31_0, %v40 : f32
          %v42 = arith.addi %v10, %c15 : index
          %v43 = arith.addi %v5, %c19 : index
          %v44 = memref.load %in1[%v42, %v43] : memref<806x515xf32>
          %v45 = arith.mulf %v44, %c39 : f32
          %v46 = arith.addf %v41, %v45 : f32
          %v48 = arith.muli %i31, %c47 : index
          %v49 = arith.addi %v5, %v48 : index
          %v50 = memref.load %in2[%v10, %v49] : memref<95x1248xf32>
          %v52 = arith.mulf %v50, %c51 : f32
          %v53 = arith.addf %v46, %v52 : f32
          %v54 = arith.addi %v10, %c15 : index
          %v55 = arith.muli %i31, %c47 : index
          %v56 = arith.addi %v54, %v55 : index
          %v58 = arith.addi %v5, %c57 : index
          %v59 = memref.load %in1[%v56, %v58] : memref<806x515xf32>
          %v61 = arith.mulf %v59, %c60 : f32
          %v62 = arith.addf %v53, %v61 : f32
          %v64 = arith.addi %v5, %c63 : index
          %v65 = memref.load %in0[%v10, %v64] : memref<70x698xf32>
          %v66 = arith.mulf %v65, %c39 : f32
          %v67 = arith.addf %v62, %v66 : f32
          %v69 = arith.addi %v10, %c68 : index
          %v70 = arith.muli %i31, %c19 : index
          %v71 = arith.addi %v69, %v70 : index
          %v72 = memref.load %in2[%v71, %v5] : memref<95x1248xf32>
          %v74 = arith.mulf %v72, %c73 : f32
          %v75 = arith.addf %v67, %v74 : f32
          scf.yield %v75 : f32
        }
        memref.store %v32, %out[%v10, %v5] : memref<68x512xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<70x698xf32>, %in1: memref<806x515xf32>, %in2: memref<95x1248xf32>, %out: memref<68x512xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c17 = arith.constant 17 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c68 = arith.constant 68 : index
    %c200 = arith.constant 200 : index
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c32, %c5, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<70x698xf32>, %in1 : memref<806x515xf32>, %in2 : memref<95x1248xf32>, %out : memref<68x512xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c3, %c68, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<70x698xf32>, %in1 : memref<806x515xf32>, %in2 : memref<95x1248xf32>, %out : memref<68x512xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c8, %c17, %c1) threads in (%c64, %c4, %c1) args(%in0 : memref<70x698xf32>, %in1 : memref<806x515xf32>, %in2 : memref<95x1248xf32>, %out : memref<68x512xf32>)
    return
  }
}
