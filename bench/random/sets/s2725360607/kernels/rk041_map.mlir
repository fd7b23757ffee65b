// rk041_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk041_map {
    gpu.func @rk041_map(%in0: memref<3698526xf16>, %out: memref<1849262xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 8 : index
      %c8 = arith.constant 0 : index
      %c9 = arith.constant 1 : index
      %c12 = arith.constant 1849262 : index
      %c14 = arith.constant 0.0 : f16
      %c15 = arith.constant 12 : index
      %c20 = arith.constant 2.0 : f16
      %c23 = arith.constant 3 : index
      %c25 = arith.constant 64 : index
      %c29 = arith.constant -0.75 : f16
      %c32 = arith.constant 2 : index
      %c37 = arith.constant 0.5 : f16
      %c44 = arith.constant 1.0 : f16
      %c50 = arith.constant -0.5 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.muli %v5, %c6 : index
      scf.for %i10 = %c8 to %c6 step %c9 {
        %v11 = arith.addi %v7, %i10 : index
        %v13 = arith.cmpi ult, %v11, %c12 : index
        scf.if %v13 {
          %v17 = scf.for %i16 = %c8 to %c15 step %c9 iter_args(%a16_0 = %c14) -> (f16) {
            %v18 = arith.addi %v11, %c9 : index
            %v19 = memref.load %in0[%v18] : memref<3698526xf16>
            %v21 = arith.mulf %v19, %c20 : f16
            %v22 = arith.addf %a16_0, %v21 : f16
            %v24 = arith.addi %v11, %c23 : index
            %v26 = arith.muli %i16, %c25 : index
            %v27 = arith.addi %v24, %v26 : index
            %v28 = memref.load %in0[%v27] : memref<3698526xf16>
            %v30 = arith.mulf %v28, %c29 : f16
            %v31 = arith.addf %v22, %v30 : f16
            %v33 = arith.addi %v11, %c32 : index
            %v34 = arith.muli %i16, %c23 : index
            %v35 = arith.addi %v33, %v34 : index
            %v36 = memref.load %in0[%v35] : memref<3698526xf16>
            %v38 = arith.mulf %v36, %c37 : f16
            %v39 = arith.addf %v31, %v38 : f16
            %v40 = arith.addi %v11, %c32 : index
            %v41 = arith.muli %i16, %c9 : index
            %v42 = arith.addi %v40, %v41 : index
            %v43 = memref.load %in0[%v42] : memref<3698526xf16>
            %v45 = arith.mulf %v43, %c44 : f16
            %v46 = arith.addf %v39, %v45 : f16
            %v47 = arith.muli %v11, %c32 : index
            %v48 = arith.addi %v47, %c23 : index
            %v49 = memref.load %in0[%v48] : memref<3698526xf16>
            %v51 = arith.mulf %v49, %c50 : f16
            %v52 = arith.addf %v46, %v51 : f16
            scf.yield %v52 : f16
          }
          memref.store %v17, %out[%v11] : memref<1849262xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<3698526xf16>, %out: memref<1849262xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c80 = arith.constant 80 : index
    %c160 = arith.constant 160 : index
    %c192 = arith.constant 192 : index
    %c301 = arith.constant 301 : index
    %c768 = arith.constant 768 : index
    %c1204 = arith.constant 1204 : index
    %c1445 = arith.constant 1445 : index
    %c2890 = arith.constant 2890 : index
    %c7224 = arith.constant 7224 : index
    gpu.launch_func @rk041_map::@rk041_map blocks in (%c1204, %c1, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<3698526xf16>, %out : memref<1849262xf16>)
    gpu.launch_func @rk041_map::@rk041_map blocks in (%c2890, %c1, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<3698526xf16>, %out : memref<1849262xf16>)
    gpu.launch_func @rk041_map::@rk041_map blocks in (%c1445, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<3698526xf16>, %out : memref<1849262xf16>)
    gpu.launch_func @rk041_map::@rk041_map blocks in (%c7224, %c1, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<3698526xf16>, %out : memref<1849262xf16>)
    gpu.launch_func @rk041_map::@rk041_map blocks in (%c301, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<3698526xf16>, %out : memref<1849262xf16>)
    return
  }
}
