// rk061_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk061_map {
    gpu.func @rk061_map(%in0: memref<35x67x513xf32>, %out: memref<32x68x34xf32>) kernel {
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
      %c18 = arith.constant 64 : index
      %c21 = arith.constant 29 : index
      %c23 = arith.constant 2 : index
      %c25 = arith.constant 63 : index
      %c37 = arith.constant 3 : index
      %c39 = arith.constant 8 : index
      %c42 = arith.constant 1.0 : f32
      %c47 = arith.constant -1.0 : f32
      %c51 = arith.constant 4 : index
      %c56 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v20 = arith.cmpi ult, %v15, %c16 : index
      %v22 = arith.cmpi ult, %v5, %c21 : index
      %v24 = arith.cmpi uge, %v10, %c23 : index
      %v26 = arith.cmpi ult, %v10, %c25 : index
      %v27 = arith.cmpi uge, %v15, %c23 : index
      %v28 = arith.cmpi ult, %v15, %c21 : index
      %v29 = arith.andi %v17, %v19 : i1
      %v30 = arith.andi %v29, %v20 : i1
      %v31 = arith.andi %v30, %v22 : i1
      %v32 = arith.andi %v31, %v24 : i1
      %v33 = arith.andi %v32, %v26 : i1
      %v34 = arith.andi %v33, %v27 : i1
      %v35 = arith.andi %v34, %v28 : i1
      scf.if %v35 {
        %v36 = arith.addi %v15, %c23 : index
        %v38 = arith.addi %v10, %c37 : index
        %v40 = arith.muli %v5, %c39 : index
        %v41 = memref.load %in0[%v36, %v38, %v40] : memref<35x67x513xf32>
        %v43 = arith.mulf %v41, %c42 : f32
        %v44 = arith.addi %v10, %c37 : index
        %v45 = arith.addi %v5, %c23 : index
        %v46 = memref.load %in0[%v15, %v44, %v45] : memref<35x67x513xf32>
        %v48 = arith.mulf %v46, %c47 : f32
        %v49 = arith.addf %v43, %v48 : f32
        %v50 = arith.addi %v5, %c37 : index
        %v52 = arith.addi %v15, %c51 : index
        %v53 = arith.muli %v10, %c39 : index
        %v54 = arith.addi %v53, %c39 : index
        %v55 = memref.load %in0[%v50, %v52, %v54] : memref<35x67x513xf32>
        %v57 = arith.mulf %v55, %c56 : f32
        %v58 = arith.addf %v49, %v57 : f32
        %v59 = arith.addi %v10, %c51 : index
        %v60 = arith.addi %v5, %c23 : index
        memref.store %v58, %out[%v15, %v59, %v60] : memref<32x68x34xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<35x67x513xf32>, %out: memref<32x68x34xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c160 = arith.constant 160 : index
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c2, %c32, %c16) threads in (%c16, %c2, %c2) args(%in0 : memref<35x67x513xf32>, %out : memref<32x68x34xf32>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c2, %c8, %c32) threads in (%c16, %c8, %c1) args(%in0 : memref<35x67x513xf32>, %out : memref<32x68x34xf32>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c2, %c2, %c32) threads in (%c16, %c32, %c1) args(%in0 : memref<35x67x513xf32>, %out : memref<32x68x34xf32>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c1, %c64, %c32) threads in (%c160, %c1, %c1) args(%in0 : memref<35x67x513xf32>, %out : memref<32x68x34xf32>)
    gpu.launch_func @rk061_map::@rk061_map blocks in (%c2, %c8, %c16) threads in (%c16, %c8, %c2) args(%in0 : memref<35x67x513xf32>, %out : memref<32x68x34xf32>)
    return
  }
}
