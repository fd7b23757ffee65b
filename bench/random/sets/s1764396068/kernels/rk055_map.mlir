// rk055_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk055_map {
    gpu.func @rk055_map(%in0: memref<95x49x164xf16>, %out: memref<32x45x11xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 11 : index
      %c18 = arith.constant 45 : index
      %c20 = arith.constant 32 : index
      %c22 = arith.constant 10 : index
      %c24 = arith.constant 1 : index
      %c26 = arith.constant 3 : index
      %c28 = arith.constant 29 : index
      %c37 = arith.constant 5 : index
      %c41 = arith.constant -0.5 : f32
      %c45 = arith.constant 2 : index
      %c52 = arith.constant 4 : index
      %c54 = arith.constant 16 : index
      %c59 = arith.constant 1.0 : f32
      %c68 = arith.constant -1.0 : f32
      %c75 = arith.constant 2.0 : f32
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
      %v27 = arith.cmpi uge, %v15, %c26 : index
      %v29 = arith.cmpi ult, %v15, %c28 : index
      %v30 = arith.andi %v17, %v19 : i1
      %v31 = arith.andi %v30, %v21 : i1
      %v32 = arith.andi %v31, %v23 : i1
      %v33 = arith.andi %v32, %v25 : i1
      %v34 = arith.andi %v33, %v27 : i1
      %v35 = arith.andi %v34, %v29 : i1
      scf.if %v35 {
        %v36 = arith.addi %v15, %c26 : index
        %v38 = arith.addi %v5, %c37 : index
        %v39 = memref.load %in0[%v36, %v10, %v38] : memref<95x49x164xf16>
        %v40 = arith.extf %v39 : f16 to f32
        %v42 = arith.mulf %v40, %c41 : f32
        %v43 = arith.muli %v15, %c26 : index
        %v44 = arith.addi %v43, %c24 : index
        %v46 = arith.addi %v5, %c45 : index
        %v47 = memref.load %in0[%v44, %v10, %v46] : memref<95x49x164xf16>
        %v48 = arith.extf %v47 : f16 to f32
        %v49 = arith.mulf %v48, %c41 : f32
        %v50 = arith.addf %v42, %v49 : f32
        %v51 = arith.addi %v15, %c45 : index
        %v53 = arith.addi %v10, %c52 : index
        %v55 = arith.muli %v5, %c54 : index
        %v56 = arith.addi %v55, %c26 : index
        %v57 = memref.load %in0[%v51, %v53, %v56] : memref<95x49x164xf16>
        %v58 = arith.extf %v57 : f16 to f32
        %v60 = arith.mulf %v58, %c59 : f32
        %v61 = arith.addf %v50, %v60 : f32
        %v62 = arith.muli %v15, %c26 : index
        %v63 = arith.addi %v10, %c26 : index
        %v64 = arith.muli %v5, %c54 : index
        %v65 = arith.addi %v64, %c24 : index
        %v66 = memref.load %in0[%v62, %v63, %v65] : memref<95x49x164xf16>
        %v67 = arith.extf %v66 : f16 to f32
        %v69 = arith.mulf %v67, %c68 : f32
        %v70 = arith.addf %v61, %v69 : f32
        %v71 = arith.addi %v5, %c26 : index
        %v72 = arith.addi %v10, %c45 : index
        %v73 = memref.load %in0[%v71, %v15, %v72] : memref<95x49x164xf16>
        %v74 = arith.extf %v73 : f16 to f32
        %v76 = arith.mulf %v74, %c75 : f32
        %v77 = arith.addf %v70, %v76 : f32
        %v78 = arith.addi %v15, %c45 : index
        %v79 = arith.addi %v10, %c24 : index
        %v80 = arith.addi %v5, %c52 : index
        %v81 = memref.load %in0[%v78, %v79, %v80] : memref<95x49x164xf16>
        %v82 = arith.extf %v81 : f16 to f32
        %v83 = arith.mulf %v82, %c59 : f32
        %v84 = arith.addf %v77, %v83 : f32
        %v85 = arith.truncf %v84 : f32 to f16
        memref.store %v85, %out[%v15, %v10, %v5] : memref<32x45x11xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<95x49x164xf16>, %out: memref<32x45x11xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c23 = arith.constant 23 : index
    %c32 = arith.constant 32 : index
    %c45 = arith.constant 45 : index
    %c200 = arith.constant 200 : index
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c1, %c2, %c32) threads in (%c32, %c32, %c1) args(%in0 : memref<95x49x164xf16>, %out : memref<32x45x11xf16>)
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c1, %c45, %c32) threads in (%c200, %c1, %c1) args(%in0 : memref<95x49x164xf16>, %out : memref<32x45x11xf16>)
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c1, %c23, %c16) threads in (%c16, %c2, %c2) args(%in0 : memref<95x49x164xf16>, %out : memref<32x45x11xf16>)
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c1, %c23, %c16) threads in (%c32, %c2, %c2) args(%in0 : memref<95x49x164xf16>, %out : memref<32x45x11xf16>)
    return
  }
}
