// rk029_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk029_map {
    gpu.func @rk029_map(%in0: memref<515x32766xf32>, %out: memref<513x2051xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 2048 : index
      %c13 = arith.constant 512 : index
      %c16 = arith.constant 3 : index
      %c18 = arith.constant 16 : index
      %c20 = arith.constant 13 : index
      %c23 = arith.constant 0.25 : f32
      %c25 = arith.constant 1 : index
      %c27 = arith.constant 7 : index
      %c30 = arith.constant 1.5 : f32
      %c33 = arith.constant 4 : index
      %c36 = arith.constant 2.0 : f32
      %c39 = arith.constant 2 : index
      %c42 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v17 = arith.addi %v10, %c16 : index
        %v19 = arith.muli %v5, %c18 : index
        %v21 = arith.addi %v19, %c20 : index
        %v22 = memref.load %in0[%v17, %v21] : memref<515x32766xf32>
        %v24 = arith.mulf %v22, %c23 : f32
        %v26 = arith.addi %v10, %c25 : index
        %v28 = arith.addi %v5, %c27 : index
        %v29 = memref.load %in0[%v26, %v28] : memref<515x32766xf32>
        %v31 = arith.mulf %v29, %c30 : f32
        %v32 = arith.addf %v24, %v31 : f32
        %v34 = arith.addi %v5, %c33 : index
        %v35 = memref.load %in0[%v10, %v34] : memref<515x32766xf32>
        %v37 = arith.mulf %v35, %c36 : f32
        %v38 = arith.addf %v32, %v37 : f32
        %v40 = arith.addi %v5, %c39 : index
        %v41 = memref.load %in0[%v10, %v40] : memref<515x32766xf32>
        %v43 = arith.mulf %v41, %c42 : f32
        %v44 = arith.addf %v38, %v43 : f32
        %v45 = arith.addi %v5, %c33 : index
        %v46 = memref.load %in0[%v10, %v45] : memref<515x32766xf32>
        %v47 = arith.mulf %v46, %c42 : f32
        %v48 = arith.addf %v44, %v47 : f32
        %v49 = arith.addi %v10, %c25 : index
        %v50 = arith.addi %v5, %c16 : index
        memref.store %v48, %out[%v49, %v50] : memref<513x2051xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<515x32766xf32>, %out: memref<513x2051xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @rk029_map::@rk029_map blocks in (%c256, %c128, %c1) threads in (%c8, %c4, %c1) args(%in0 : memref<515x32766xf32>, %out : memref<513x2051xf32>)
    gpu.launch_func @rk029_map::@rk029_map blocks in (%c4, %c512, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<515x32766xf32>, %out : memref<513x2051xf32>)
    gpu.launch_func @rk029_map::@rk029_map blocks in (%c32, %c64, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<515x32766xf32>, %out : memref<513x2051xf32>)
    return
  }
}
