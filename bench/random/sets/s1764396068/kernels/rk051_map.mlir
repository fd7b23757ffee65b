// rk051_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk051_map {
    gpu.func @rk051_map(%in0: memref<91x131x284xf32>, %in1: memref<107x216x92xf32>, %out: memref<91x132x34xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 91 : index
      %c18 = arith.constant 128 : index
      %c20 = arith.constant 32 : index
      %c22 = arith.constant 89 : index
      %c24 = arith.constant 1 : index
      %c26 = arith.constant 126 : index
      %c28 = arith.constant 2 : index
      %c30 = arith.constant 30 : index
      %c39 = arith.constant 0.0 : f32
      %c40 = arith.constant 0 : index
      %c41 = arith.constant 12 : index
      %c44 = arith.constant 4 : index
      %c46 = arith.constant 3 : index
      %c49 = arith.constant 13 : index
      %c52 = arith.constant -0.5 : f32
      %c61 = arith.constant -0.75 : f32
      %c65 = arith.constant 8 : index
      %c70 = arith.constant 1.0 : f32
      %c78 = arith.constant -1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v23 = arith.cmpi ult, %v5, %c22 : index
      %v25 = arith.cmpi uge, %v10, %c24 : index
      %v27 = arith.cmpi ult, %v10, %c26 : index
      %v29 = arith.cmpi uge, %v15, %c28 : index
      %v31 = arith.cmpi ult, %v15, %c30 : index
      %v32 = arith.andi %v17, %v19 : i1
      %v33 = arith.andi %v32, %v21 : i1
      %v34 = arith.andi %v33, %v23 : i1
      %v35 = arith.andi %v34, %v25 : i1
      %v36 = arith.andi %v35, %v27 : i1
      %v37 = arith.andi %v36, %v29 : i1
      %v38 = arith.andi %v37, %v31 : i1
      scf.if %v38 {
        %v43 = scf.for %i42 = %c40 to %c41 step %c24 iter_args(%a42_0 = %c39) -> (f32) {
          %v45 = arith.addi %v15, %c44 : index
          %v47 = arith.addi %v10, %c46 : index
          %v48 = arith.muli %v5, %c46 : index
          %v50 = arith.addi %v48, %c49 : index
          %v51 = memref.load %in0[%v45, %v47, %v50] : memref<91x131x284xf32>
          %v53 = arith.mulf %v51, %c52 : f32
          %v54 = arith.addf %a42_0, %v53 : f32
          %v55 = arith.muli %v15, %c46 : index
          %v56 = arith.addi %v55, %c28 : index
          %v57 = arith.muli %i42, %c24 : index
          %v58 = arith.addi %v56, %v57 : index
          %v59 = arith.addi %v10, %c46 : index
          %v60 = memref.load %in1[%v58, %v59, %v5] : memref<107x216x92xf32>
          %v62 = arith.mulf %v60, %c61 : f32
          %v63 = arith.addf %v54, %v62 : f32
          %v64 = arith.addi %v15, %c24 : index
          %v66 = arith.muli %i42, %c65 : index
          %v67 = arith.addi %v10, %v66 : index
          %v68 = arith.addi %v5, %c24 : index
          %v69 = memref.load %in1[%v64, %v67, %v68] : memref<107x216x92xf32>
          %v71 = arith.mulf %v69, %c70 : f32
          %v72 = arith.addf %v63, %v71 : f32
          %v73 = arith.addi %v15, %c46 : index
          %v74 = arith.muli %v10, %c28 : index
          %v75 = arith.muli %i42, %c24 : index
          %v76 = arith.addi %v74, %v75 : index
          %v77 = memref.load %in0[%v5, %v73, %v76] : memref<91x131x284xf32>
          %v79 = arith.mulf %v77, %c78 : f32
          %v80 = arith.addf %v72, %v79 : f32
          scf.yield %v80 : f32
        }
        %v81 = arith.addi %v10, %c44 : index
        %v82 = arith.addi %v15, %c28 : index
        memref.store %v43, %out[%v5, %v81, %v82] : memref<91x132x34xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<91x131x284xf32>, %in1: memref<107x216x92xf32>, %out: memref<91x132x34xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c160 = arith.constant 160 : index
    gpu.launch_func @rk051_map::@rk051_map blocks in (%c1, %c32, %c32) threads in (%c128, %c4, %c1) args(%in0 : memref<91x131x284xf32>, %in1 : memref<107x216x92xf32>, %out : memref<91x132x34xf32>)
    gpu.launch_func @rk051_map::@rk051_map blocks in (%c1, %c128, %c32) threads in (%c160, %c1, %c1) args(%in0 : memref<91x131x284xf32>, %in1 : memref<107x216x92xf32>, %out : memref<91x132x34xf32>)
    gpu.launch_func @rk051_map::@rk051_map blocks in (%c2, %c128, %c32) threads in (%c64, %c1, %c1) args(%in0 : memref<91x131x284xf32>, %in1 : memref<107x216x92xf32>, %out : memref<91x132x34xf32>)
    return
  }
}
