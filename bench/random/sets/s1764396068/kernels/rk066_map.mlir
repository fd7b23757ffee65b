// rk066_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk066_map {
    gpu.func @rk066_map(%in0: memref<67x9x45xf32>, %out: memref<32x4x8xf32>) kernel {
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
      %c18 = arith.constant 4 : index
      %c20 = arith.constant 8 : index
      %c24 = arith.constant 1 : index
      %c26 = arith.constant 3 : index
      %c29 = arith.constant -0.75 : f32
      %c31 = arith.constant 2 : index
      %c36 = arith.constant 0.5 : f32
      %c43 = arith.constant 2.0 : f32
      %c48 = arith.constant 13 : index
      %c51 = arith.constant -1.0 : f32
      %c55 = arith.constant 9 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v22 = arith.andi %v17, %v19 : i1
      %v23 = arith.andi %v22, %v21 : i1
      scf.if %v23 {
        %v25 = arith.addi %v15, %c24 : index
        %v27 = arith.addi %v5, %c26 : index
        %v28 = memref.load %in0[%v25, %v10, %v27] : memref<67x9x45xf32>
        %v30 = arith.mulf %v28, %c29 : f32
        %v32 = arith.muli %v5, %c31 : index
        %v33 = arith.addi %v32, %c18 : index
        %v34 = arith.addi %v15, %c24 : index
        %v35 = memref.load %in0[%v33, %v34, %v10] : memref<67x9x45xf32>
        %v37 = arith.mulf %v35, %c36 : f32
        %v38 = arith.addf %v30, %v37 : f32
        %v39 = arith.addi %v15, %c26 : index
        %v40 = arith.addi %v10, %c26 : index
        %v41 = arith.addi %v5, %c26 : index
        %v42 = memref.load %in0[%v39, %v40, %v41] : memref<67x9x45xf32>
        %v44 = arith.mulf %v42, %c43 : f32
        %v45 = arith.addf %v38, %v44 : f32
        %v46 = arith.addi %v15, %c24 : index
        %v47 = arith.addi %v10, %c26 : index
        %v49 = arith.addi %v5, %c48 : index
        %v50 = memref.load %in0[%v46, %v47, %v49] : memref<67x9x45xf32>
        %v52 = arith.mulf %v50, %c51 : f32
        %v53 = arith.addf %v45, %v52 : f32
        %v54 = arith.addi %v15, %c26 : index
        %v56 = arith.addi %v5, %c55 : index
        %v57 = memref.load %in0[%v54, %v10, %v56] : memref<67x9x45xf32>
        %v58 = arith.mulf %v57, %c43 : f32
        %v59 = arith.addf %v53, %v58 : f32
        %v60 = arith.addi %v15, %c18 : index
        %v61 = arith.addi %v10, %c24 : index
        %v62 = arith.addi %v5, %c31 : index
        %v63 = memref.load %in0[%v60, %v61, %v62] : memref<67x9x45xf32>
        %v64 = arith.mulf %v63, %c51 : f32
        %v65 = arith.addf %v59, %v64 : f32
        memref.store %v65, %out[%v5, %v10, %v15] : memref<32x4x8xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<67x9x45xf32>, %out: memref<32x4x8xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c1, %c4, %c8) threads in (%c32, %c1, %c1) args(%in0 : memref<67x9x45xf32>, %out : memref<32x4x8xf32>)
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c4, %c1, %c4) threads in (%c8, %c4, %c2) args(%in0 : memref<67x9x45xf32>, %out : memref<32x4x8xf32>)
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c1, %c1, %c8) threads in (%c256, %c4, %c1) args(%in0 : memref<67x9x45xf32>, %out : memref<32x4x8xf32>)
    return
  }
}
