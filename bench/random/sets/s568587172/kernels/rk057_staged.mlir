// rk057_staged: archetype staged, f16 (bench/random/staged_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk057_staged {
    gpu.func @rk057_staged(%in0: memref<1x288x24592xf16>, %out: memref<1x288x24592xf16>) workgroup(%sh : memref<8x10xf16, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.block_dim y
      %g4 = gpu.thread_id x
      %g5 = gpu.thread_id y
      %g8 = gpu.thread_id z
      %g11 = gpu.block_dim z
      %g13 = gpu.block_id x
      %c14 = arith.constant 8 : index
      %g16 = gpu.block_id y
      %g18 = gpu.block_id z
      %c19 = arith.constant 64 : index
      %c25 = arith.constant 288 : index
      %c27 = arith.constant 24592 : index
      %c31 = arith.constant 1.5 : f16
      %c32 = arith.constant -1.0 : f16
      %c33 = arith.constant -0.75 : f16
      %c44 = arith.constant 1 : index
      %v3 = arith.muli %g1, %g2 : index
      %v6 = arith.muli %g5, %g1 : index
      %v7 = arith.addi %g4, %v6 : index
      %v9 = arith.muli %g8, %v3 : index
      %v10 = arith.addi %v7, %v9 : index
      %v12 = arith.muli %v3, %g11 : index
      %v15 = arith.muli %g13, %c14 : index
      %v17 = arith.muli %g16, %c14 : index
      scf.for %i20 = %v10 to %c19 step %v12 {
        %v21 = arith.divui %i20, %c14 : index
        %v22 = arith.remui %i20, %c14 : index
        %v23 = arith.addi %v17, %v21 : index
        %v24 = arith.addi %v15, %v22 : index
        %v26 = arith.cmpi ult, %v23, %c25 : index
        %v28 = arith.cmpi ult, %v24, %c27 : index
        %v29 = arith.andi %v26, %v28 : i1
        scf.if %v29 {
          %v30 = memref.load %in0[%g18, %v23, %v24] : memref<1x288x24592xf16>
          memref.store %v30, %sh[%v21, %v22] : memref<8x10xf16, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      scf.for %i34 = %v10 to %c19 step %v12 {
        %v35 = arith.divui %i34, %c14 : index
        %v36 = arith.remui %i34, %c14 : index
        %v37 = arith.addi %v17, %v35 : index
        %v38 = arith.addi %v15, %v36 : index
        %v39 = arith.cmpi ult, %v37, %c25 : index
        %v40 = arith.cmpi ult, %v38, %c27 : index
        %v41 = arith.andi %v39, %v40 : i1
        scf.if %v41 {
          %v42 = memref.load %sh[%v35, %v36] : memref<8x10xf16, #gpu.address_space<workgroup>>
          %v43 = arith.mulf %v42, %c31 : f16
          %v45 = arith.addi %v35, %c44 : index
          %v46 = arith.remui %v45, %c14 : index
          %v47 = arith.addi %v36, %c44 : index
          %v48 = arith.remui %v47, %c14 : index
          %v49 = memref.load %sh[%v46, %v36] : memref<8x10xf16, #gpu.address_space<workgroup>>
          %v50 = arith.mulf %v49, %c32 : f16
          %v51 = arith.addf %v43, %v50 : f16
          %v52 = memref.load %sh[%v35, %v48] : memref<8x10xf16, #gpu.address_space<workgroup>>
          %v53 = arith.mulf %v52, %c33 : f16
          %v54 = arith.addf %v51, %v53 : f16
          memref.store %v54, %out[%g18, %v37, %v38] : memref<1x288x24592xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x288x24592xf16>, %out: memref<1x288x24592xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c36 = arith.constant 36 : index
    %c64 = arith.constant 64 : index
    %c192 = arith.constant 192 : index
    %c320 = arith.constant 320 : index
    %c3074 = arith.constant 3074 : index
    gpu.launch_func @rk057_staged::@rk057_staged blocks in (%c3074, %c36, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<1x288x24592xf16>, %out : memref<1x288x24592xf16>)
    gpu.launch_func @rk057_staged::@rk057_staged blocks in (%c3074, %c36, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<1x288x24592xf16>, %out : memref<1x288x24592xf16>)
    gpu.launch_func @rk057_staged::@rk057_staged blocks in (%c3074, %c36, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<1x288x24592xf16>, %out : memref<1x288x24592xf16>)
    gpu.launch_func @rk057_staged::@rk057_staged blocks in (%c3074, %c36, %c1) threads in (%c16, %c8, %c4) args(%in0 : memref<1x288x24592xf16>, %out : memref<1x288x24592xf16>)
    gpu.launch_func @rk057_staged::@rk057_staged blocks in (%c3074, %c36, %c1) threads in (%c32, %c2, %c1) args(%in0 : memref<1x288x24592xf16>, %out : memref<1x288x24592xf16>)
    gpu.launch_func @rk057_staged::@rk057_staged blocks in (%c3074, %c36, %c1) threads in (%c64, %c1, %c8) args(%in0 : memref<1x288x24592xf16>, %out : memref<1x288x24592xf16>)
    return
  }
}
