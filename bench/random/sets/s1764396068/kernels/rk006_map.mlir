// rk006_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk006_map {
    gpu.func @rk006_map(%in0: memref<20x20x7869xf32>, %out: memref<16x16x986xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %g16 = gpu.grid_dim z
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 2 : index
      %c20 = arith.constant 1 : index
      %c24 = arith.constant 983 : index
      %c26 = arith.constant 16 : index
      %c30 = arith.constant 982 : index
      %c32 = arith.constant 15 : index
      %c34 = arith.constant 3 : index
      %c36 = arith.constant 13 : index
      %c49 = arith.constant 1.0 : f32
      %c52 = arith.constant 4 : index
      %c56 = arith.constant 2.0 : f32
      %c62 = arith.constant 0.5 : f32
      %c68 = arith.constant -0.75 : f32
      %c71 = arith.constant 8 : index
      %c73 = arith.constant 12 : index
      %c76 = arith.constant -0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %g16, %g12 : index
      scf.for %i21 = %c18 to %c19 step %c20 {
        %v22 = arith.muli %i21, %v17 : index
        %v23 = arith.addi %v15, %v22 : index
        %v25 = arith.cmpi ult, %v5, %c24 : index
        %v27 = arith.cmpi ult, %v10, %c26 : index
        %v28 = arith.cmpi ult, %v23, %c26 : index
        %v29 = arith.cmpi uge, %v5, %c20 : index
        %v31 = arith.cmpi ult, %v5, %c30 : index
        %v33 = arith.cmpi ult, %v10, %c32 : index
        %v35 = arith.cmpi uge, %v23, %c34 : index
        %v37 = arith.cmpi ult, %v23, %c36 : index
        %v38 = arith.andi %v25, %v27 : i1
        %v39 = arith.andi %v38, %v28 : i1
        %v40 = arith.andi %v39, %v29 : i1
        %v41 = arith.andi %v40, %v31 : i1
        %v42 = arith.andi %v41, %v33 : i1
        %v43 = arith.andi %v42, %v35 : i1
        %v44 = arith.andi %v43, %v37 : i1
        scf.if %v44 {
          %v45 = arith.addi %v23, %c34 : index
          %v46 = arith.addi %v10, %c34 : index
          %v47 = arith.addi %v5, %c19 : index
          %v48 = memref.load %in0[%v45, %v46, %v47] : memref<20x20x7869xf32>
          %v50 = arith.mulf %v48, %c49 : f32
          %v51 = arith.addi %v23, %c20 : index
          %v53 = arith.addi %v10, %c52 : index
          %v54 = arith.addi %v5, %c52 : index
          %v55 = memref.load %in0[%v51, %v53, %v54] : memref<20x20x7869xf32>
          %v57 = arith.mulf %v55, %c56 : f32
          %v58 = arith.addf %v50, %v57 : f32
          %v59 = arith.addi %v23, %c52 : index
          %v60 = arith.addi %v10, %c19 : index
          %v61 = memref.load %in0[%v59, %v60, %v5] : memref<20x20x7869xf32>
          %v63 = arith.mulf %v61, %c62 : f32
          %v64 = arith.addf %v58, %v63 : f32
          %v65 = arith.addi %v23, %c52 : index
          %v66 = arith.addi %v10, %c19 : index
          %v67 = memref.load %in0[%v65, %v66, %v5] : memref<20x20x7869xf32>
          %v69 = arith.mulf %v67, %c68 : f32
          %v70 = arith.addf %v64, %v69 : f32
          %v72 = arith.muli %v5, %c71 : index
          %v74 = arith.addi %v72, %c73 : index
          %v75 = memref.load %in0[%v23, %v10, %v74] : memref<20x20x7869xf32>
          %v77 = arith.mulf %v75, %c76 : f32
          %v78 = arith.addf %v70, %v77 : f32
          %v79 = arith.addi %v5, %c34 : index
          memref.store %v78, %out[%v23, %v10, %v79] : memref<16x16x986xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<20x20x7869xf32>, %out: memref<16x16x986xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c31 = arith.constant 31 : index
    %c32 = arith.constant 32 : index
    %c123 = arith.constant 123 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c31, %c2, %c4) threads in (%c32, %c8, %c2) args(%in0 : memref<20x20x7869xf32>, %out : memref<16x16x986xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c31, %c2, %c8) threads in (%c32, %c8, %c1) args(%in0 : memref<20x20x7869xf32>, %out : memref<16x16x986xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c31, %c4, %c2) threads in (%c32, %c4, %c4) args(%in0 : memref<20x20x7869xf32>, %out : memref<16x16x986xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c123, %c16, %c1) threads in (%c8, %c1, %c8) args(%in0 : memref<20x20x7869xf32>, %out : memref<16x16x986xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c8, %c16, %c8) threads in (%c128, %c1, %c1) args(%in0 : memref<20x20x7869xf32>, %out : memref<16x16x986xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c31, %c1, %c8) threads in (%c32, %c32, %c1) args(%in0 : memref<20x20x7869xf32>, %out : memref<16x16x986xf32>)
    return
  }
}
