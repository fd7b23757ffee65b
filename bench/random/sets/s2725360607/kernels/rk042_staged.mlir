// rk042_staged: archetype staged, f16 (bench/random/staged_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk042_staged {
    gpu.func @rk042_staged(%in0: memref<1x12792x8032xf16>, %out: memref<1x12792x8032xf16>) workgroup(%sh : memref<8x34xf16, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.block_dim y
      %g4 = gpu.thread_id x
      %g5 = gpu.thread_id y
      %g8 = gpu.thread_id z
      %g11 = gpu.block_dim z
      %g13 = gpu.block_id x
      %c14 = arith.constant 32 : index
      %g16 = gpu.block_id y
      %c17 = arith.constant 8 : index
      %g19 = gpu.block_id z
      %c20 = arith.constant 256 : index
      %c26 = arith.constant 12792 : index
      %c28 = arith.constant 8032 : index
      %c32 = arith.constant -1.0 : f16
      %c43 = arith.constant 1 : index
      %v3 = arith.muli %g1, %g2 : index
      %v6 = arith.muli %g5, %g1 : index
      %v7 = arith.addi %g4, %v6 : index
      %v9 = arith.muli %g8, %v3 : index
      %v10 = arith.addi %v7, %v9 : index
      %v12 = arith.muli %v3, %g11 : index
      %v15 = arith.muli %g13, %c14 : index
      %v18 = arith.muli %g16, %c17 : index
      scf.for %i21 = %v10 to %c20 step %v12 {
        %v22 = arith.divui %i21, %c14 : index
        %v23 = arith.remui %i21, %c14 : index
        %v24 = arith.addi %v18, %v22 : index
        %v25 = arith.addi %v15, %v23 : index
        %v27 = arith.cmpi ult, %v24, %c26 : index
        %v29 = arith.cmpi ult, %v25, %c28 : index
        %v30 = arith.andi %v27, %v29 : i1
        scf.if %v30 {
          %v31 = memref.load %in0[%g19, %v24, %v25] : memref<1x12792x8032xf16>
          memref.store %v31, %sh[%v22, %v23] : memref<8x34xf16, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      scf.for %i33 = %v10 to %c20 step %v12 {
        %v34 = arith.divui %i33, %c14 : index
        %v35 = arith.remui %i33, %c14 : index
        %v36 = arith.addi %v18, %v34 : index
        %v37 = arith.addi %v15, %v35 : index
        %v38 = arith.cmpi ult, %v36, %c26 : index
        %v39 = arith.cmpi ult, %v37, %c28 : index
        %v40 = arith.andi %v38, %v39 : i1
        scf.if %v40 {
          %v41 = memref.load %sh[%v34, %v35] : memref<8x34xf16, #gpu.address_space<workgroup>>
          %v42 = arith.mulf %v41, %c32 : f16
          %v44 = arith.addi %v34, %c43 : index
          %v45 = arith.remui %v44, %c17 : index
          %v46 = arith.addi %v35, %c43 : index
          %v47 = arith.remui %v46, %c14 : index
          %v48 = memref.load %sh[%v45, %v35] : memref<8x34xf16, #gpu.address_space<workgroup>>
          %v49 = arith.mulf %v48, %c32 : f16
          %v50 = arith.addf %v42, %v49 : f16
          %v51 = memref.load %sh[%v34, %v47] : memref<8x34xf16, #gpu.address_space<workgroup>>
          %v52 = arith.mulf %v51, %c32 : f16
          %v53 = arith.addf %v50, %v52 : f16
          memref.store %v53, %out[%g19, %v36, %v37] : memref<1x12792x8032xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x12792x8032xf16>, %out: memref<1x12792x8032xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c251 = arith.constant 251 : index
    %c256 = arith.constant 256 : index
    %c1599 = arith.constant 1599 : index
    gpu.launch_func @rk042_staged::@rk042_staged blocks in (%c251, %c1599, %c1) threads in (%c32, %c2, %c8) args(%in0 : memref<1x12792x8032xf16>, %out : memref<1x12792x8032xf16>)
    gpu.launch_func @rk042_staged::@rk042_staged blocks in (%c251, %c1599, %c1) threads in (%c32, %c1, %c2) args(%in0 : memref<1x12792x8032xf16>, %out : memref<1x12792x8032xf16>)
    gpu.launch_func @rk042_staged::@rk042_staged blocks in (%c251, %c1599, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<1x12792x8032xf16>, %out : memref<1x12792x8032xf16>)
    return
  }
}
