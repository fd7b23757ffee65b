// rk020_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk020_map {
    gpu.func @rk020_map(%in0: memref<853x168705xf16>, %in1: memref<850x10556xf16>, %out: memref<10549x2281xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 4 : index
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 1 : index
      %c17 = arith.constant 10545 : index
      %c19 = arith.constant 284 : index
      %c23 = arith.constant 16 : index
      %c26 = arith.constant 1.5 : f16
      %c29 = arith.constant 1.0 : f16
      %c36 = arith.constant 3 : index
      %c40 = arith.constant -0.5 : f16
      %c47 = arith.constant 0.25 : f16
      %c51 = arith.constant 11 : index
      %c57 = arith.constant 8 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %v10, %c11 : index
      scf.for %i15 = %c13 to %c11 step %c14 {
        %v16 = arith.addi %v12, %i15 : index
        %v18 = arith.cmpi ult, %v5, %c17 : index
        %v20 = arith.cmpi ult, %v16, %c19 : index
        %v21 = arith.andi %v18, %v20 : i1
        scf.if %v21 {
          %v22 = arith.addi %v16, %c14 : index
          %v24 = arith.muli %v5, %c23 : index
          %v25 = memref.load %in0[%v22, %v24] : memref<853x168705xf16>
          %v27 = arith.mulf %v25, %c26 : f16
          %v28 = memref.load %in1[%v16, %v5] : memref<850x10556xf16>
          %v30 = arith.mulf %v28, %c29 : f16
          %v31 = arith.addf %v27, %v30 : f16
          %v32 = arith.addi %v16, %c11 : index
          %v33 = memref.load %in1[%v32, %v5] : memref<850x10556xf16>
          %v34 = arith.mulf %v33, %c29 : f16
          %v35 = arith.addf %v31, %v34 : f16
          %v37 = arith.muli %v16, %c36 : index
          %v38 = arith.addi %v37, %c36 : index
          %v39 = memref.load %in0[%v38, %v5] : memref<853x168705xf16>
          %v41 = arith.mulf %v39, %c40 : f16
          %v42 = arith.addf %v35, %v41 : f16
          %v43 = arith.addi %v16, %c36 : index
          %v44 = arith.muli %v5, %c11 : index
          %v45 = arith.addi %v44, %c23 : index
          %v46 = memref.load %in0[%v43, %v45] : memref<853x168705xf16>
          %v48 = arith.mulf %v46, %c47 : f16
          %v49 = arith.addf %v42, %v48 : f16
          %v50 = arith.muli %v16, %c36 : index
          %v52 = arith.addi %v5, %c51 : index
          %v53 = memref.load %in1[%v50, %v52] : memref<850x10556xf16>
          %v54 = arith.mulf %v53, %c40 : f16
          %v55 = arith.addf %v49, %v54 : f16
          %v56 = arith.addi %v5, %c11 : index
          %v58 = arith.muli %v16, %c57 : index
          %v59 = arith.addi %v58, %c23 : index
          memref.store %v55, %out[%v56, %v59] : memref<10549x2281xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<853x168705xf16>, %in1: memref<850x10556xf16>, %out: memref<10549x2281xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c14 = arith.constant 14 : index
    %c32 = arith.constant 32 : index
    %c36 = arith.constant 36 : index
    %c42 = arith.constant 42 : index
    %c64 = arith.constant 64 : index
    %c66 = arith.constant 66 : index
    %c71 = arith.constant 71 : index
    %c83 = arith.constant 83 : index
    %c128 = arith.constant 128 : index
    %c160 = arith.constant 160 : index
    %c165 = arith.constant 165 : index
    %c256 = arith.constant 256 : index
    %c330 = arith.constant 330 : index
    %c768 = arith.constant 768 : index
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c42, %c36, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<853x168705xf16>, %in1 : memref<850x10556xf16>, %out : memref<10549x2281xf16>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c14, %c71, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<853x168705xf16>, %in1 : memref<850x10556xf16>, %out : memref<10549x2281xf16>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c66, %c71, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<853x168705xf16>, %in1 : memref<850x10556xf16>, %out : memref<10549x2281xf16>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c165, %c9, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<853x168705xf16>, %in1 : memref<850x10556xf16>, %out : memref<10549x2281xf16>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c83, %c9, %c1) threads in (%c128, %c8, %c1) args(%in0 : memref<853x168705xf16>, %in1 : memref<850x10556xf16>, %out : memref<10549x2281xf16>)
    gpu.launch_func @rk020_map::@rk020_map blocks in (%c330, %c9, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<853x168705xf16>, %in1 : memref<850x10556xf16>, %out : memref<10549x2281xf16>)
    return
  }
}
