// rk026_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk026_map {
    gpu.func @rk026_map(%in0: memref<63x64x510xf32>, %out: memref<63x16x20xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 20 : index
      %c18 = arith.constant 63 : index
      %c20 = arith.constant 16 : index
      %c24 = arith.constant 4 : index
      %c26 = arith.constant 1 : index
      %c29 = arith.constant -1.0 : f32
      %c31 = arith.constant 33 : index
      %c33 = arith.constant 14 : index
      %c36 = arith.constant 1.5 : f32
      %c39 = arith.constant 2 : index
      %c44 = arith.constant -0.5 : f32
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
        %v27 = arith.addi %v10, %c26 : index
        %v28 = memref.load %in0[%v25, %v27, %v5] : memref<63x64x510xf32>
        %v30 = arith.mulf %v28, %c29 : f32
        %v32 = arith.muli %v15, %c31 : index
        %v34 = arith.addi %v32, %c33 : index
        %v35 = memref.load %in0[%v10, %v5, %v34] : memref<63x64x510xf32>
        %v37 = arith.mulf %v35, %c36 : f32
        %v38 = arith.addf %v30, %v37 : f32
        %v40 = arith.muli %v15, %c39 : index
        %v41 = arith.addi %v10, %c26 : index
        %v42 = arith.addi %v5, %c26 : index
        %v43 = memref.load %in0[%v40, %v41, %v42] : memref<63x64x510xf32>
        %v45 = arith.mulf %v43, %c44 : f32
        %v46 = arith.addf %v38, %v45 : f32
        %v47 = arith.addi %v5, %c26 : index
        %v48 = arith.addi %v15, %c39 : index
        %v49 = memref.load %in0[%v47, %v48, %v10] : memref<63x64x510xf32>
        %v50 = arith.mulf %v49, %c44 : f32
        %v51 = arith.addf %v46, %v50 : f32
        memref.store %v51, %out[%v10, %v15, %v5] : memref<63x16x20xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<63x64x510xf32>, %out: memref<63x16x20xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c32, %c2) threads in (%c32, %c2, %c8) args(%in0 : memref<63x64x510xf32>, %out : memref<63x16x20xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c2, %c16, %c2) threads in (%c16, %c4, %c8) args(%in0 : memref<63x64x510xf32>, %out : memref<63x16x20xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1) args(%in0 : memref<63x64x510xf32>, %out : memref<63x16x20xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c1, %c63, %c16) threads in (%c512, %c1, %c1) args(%in0 : memref<63x64x510xf32>, %out : memref<63x16x20xf32>)
    gpu.launch_func @rk026_map::@rk026_map blocks in (%c2, %c16, %c4) threads in (%c16, %c4, %c4) args(%in0 : memref<63x64x510xf32>, %out : memref<63x16x20xf32>)
    return
  }
}
