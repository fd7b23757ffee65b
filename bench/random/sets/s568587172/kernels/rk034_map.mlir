// rk034_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk034_map {
    gpu.func @rk034_map(%in0: memref<260x260x4428xf16>, %out: memref<256x257x137xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 135 : index
      %c18 = arith.constant 256 : index
      %c23 = arith.constant 1 : index
      %c26 = arith.constant 33 : index
      %c28 = arith.constant 5 : index
      %c31 = arith.constant 1.0 : f16
      %c34 = arith.constant 4 : index
      %c37 = arith.constant 1.5 : f16
      %c41 = arith.constant 3 : index
      %c43 = arith.constant 17 : index
      %c46 = arith.constant 0.25 : f16
      %c49 = arith.constant 2 : index
      %c51 = arith.constant 8 : index
      %c54 = arith.constant 0.5 : f16
      %c58 = arith.constant 16 : index
      %c69 = arith.constant -0.5 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v20 = arith.cmpi ult, %v15, %c18 : index
      %v21 = arith.andi %v17, %v19 : i1
      %v22 = arith.andi %v21, %v20 : i1
      scf.if %v22 {
        %v24 = arith.addi %v15, %c23 : index
        %v25 = arith.addi %v10, %c23 : index
        %v27 = arith.muli %v5, %c26 : index
        %v29 = arith.addi %v27, %c28 : index
        %v30 = memref.load %in0[%v24, %v25, %v29] : memref<260x260x4428xf16>
        %v32 = arith.mulf %v30, %c31 : f16
        %v33 = arith.addi %v10, %c23 : index
        %v35 = arith.addi %v15, %c34 : index
        %v36 = memref.load %in0[%v33, %v35, %v5] : memref<260x260x4428xf16>
        %v38 = arith.mulf %v36, %c37 : f16
        %v39 = arith.addf %v32, %v38 : f16
        %v40 = arith.addi %v15, %c23 : index
        %v42 = arith.addi %v10, %c41 : index
        %v44 = arith.addi %v5, %c43 : index
        %v45 = memref.load %in0[%v40, %v42, %v44] : memref<260x260x4428xf16>
        %v47 = arith.mulf %v45, %c46 : f16
        %v48 = arith.addf %v39, %v47 : f16
        %v50 = arith.addi %v15, %c49 : index
        %v52 = arith.muli %v5, %c51 : index
        %v53 = memref.load %in0[%v50, %v10, %v52] : memref<260x260x4428xf16>
        %v55 = arith.mulf %v53, %c54 : f16
        %v56 = arith.addf %v48, %v55 : f16
        %v57 = arith.addi %v10, %c34 : index
        %v59 = arith.muli %v5, %c58 : index
        %v60 = arith.addi %v59, %c23 : index
        %v61 = memref.load %in0[%v57, %v15, %v60] : memref<260x260x4428xf16>
        %v62 = arith.mulf %v61, %c31 : f16
        %v63 = arith.addf %v56, %v62 : f16
        %v64 = arith.addi %v15, %c23 : index
        %v65 = arith.addi %v10, %c34 : index
        %v66 = arith.muli %v5, %c49 : index
        %v67 = arith.addi %v66, %c34 : index
        %v68 = memref.load %in0[%v64, %v65, %v67] : memref<260x260x4428xf16>
        %v70 = arith.mulf %v68, %c69 : f16
        %v71 = arith.addf %v63, %v70 : f16
        %v72 = arith.addi %v10, %c23 : index
        %v73 = arith.addi %v5, %c49 : index
        memref.store %v71, %out[%v15, %v72, %v73] : memref<256x257x137xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<260x260x4428xf16>, %out: memref<256x257x137xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk034_map::@rk034_map blocks in (%c9, %c8, %c256) threads in (%c16, %c32, %c1) args(%in0 : memref<260x260x4428xf16>, %out : memref<256x257x137xf16>)
    gpu.launch_func @rk034_map::@rk034_map blocks in (%c9, %c64, %c32) threads in (%c16, %c4, %c8) args(%in0 : memref<260x260x4428xf16>, %out : memref<256x257x137xf16>)
    gpu.launch_func @rk034_map::@rk034_map blocks in (%c9, %c128, %c32) threads in (%c16, %c2, %c8) args(%in0 : memref<260x260x4428xf16>, %out : memref<256x257x137xf16>)
    return
  }
}
