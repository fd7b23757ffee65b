// rk069_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk069_map {
    gpu.func @rk069_map(%in0: memref<32x19x4090xf64>, %out: memref<32x16x512xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 512 : index
      %c18 = arith.constant 16 : index
      %c20 = arith.constant 32 : index
      %c22 = arith.constant 1 : index
      %c24 = arith.constant 509 : index
      %c26 = arith.constant 3 : index
      %c29 = arith.constant 29 : index
      %c40 = arith.constant -0.5 : f64
      %c43 = arith.constant 8 : index
      %c47 = arith.constant 2.0 : f64
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
      %v25 = arith.cmpi ult, %v5, %c24 : index
      %v27 = arith.cmpi uge, %v10, %c26 : index
      %v28 = arith.cmpi uge, %v15, %c26 : index
      %v30 = arith.cmpi ult, %v15, %c29 : index
      %v31 = arith.andi %v17, %v19 : i1
      %v32 = arith.andi %v31, %v21 : i1
      %v33 = arith.andi %v32, %v23 : i1
      %v34 = arith.andi %v33, %v25 : i1
      %v35 = arith.andi %v34, %v27 : i1
      %v36 = arith.andi %v35, %v28 : i1
      %v37 = arith.andi %v36, %v30 : i1
      scf.if %v37 {
        %v38 = arith.addi %v5, %c22 : index
        %v39 = memref.load %in0[%v15, %v10, %v38] : memref<32x19x4090xf64>
        %v41 = arith.mulf %v39, %c40 : f64
        %v42 = arith.addi %v10, %c26 : index
        %v44 = arith.muli %v5, %c43 : index
        %v45 = arith.addi %v44, %c22 : index
        %v46 = memref.load %in0[%v15, %v42, %v45] : memref<32x19x4090xf64>
        %v48 = arith.mulf %v46, %c47 : f64
        %v49 = arith.addf %v41, %v48 : f64
        memref.store %v49, %out[%v15, %v10, %v5] : memref<32x16x512xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<32x19x4090xf64>, %out: memref<32x16x512xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c160 = arith.constant 160 : index
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c8, %c1, %c32) threads in (%c64, %c16, %c1) args(%in0 : memref<32x19x4090xf64>, %out : memref<32x16x512xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c64, %c8, %c8) threads in (%c8, %c2, %c4) args(%in0 : memref<32x19x4090xf64>, %out : memref<32x16x512xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c4, %c16, %c32) threads in (%c160, %c1, %c1) args(%in0 : memref<32x19x4090xf64>, %out : memref<32x16x512xf64>)
    gpu.launch_func @rk069_map::@rk069_map blocks in (%c32, %c8, %c4) threads in (%c16, %c2, %c8) args(%in0 : memref<32x19x4090xf64>, %out : memref<32x16x512xf64>)
    return
  }
}
