// rk007_staged: archetype staged, f16 (bench/random/staged_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk007_staged {
    gpu.func @rk007_staged(%in0: memref<1x64x112xf16>, %out: memref<1x64x112xf16>) workgroup(%sh : memref<8x19xf16, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.block_dim y
      %g4 = gpu.thread_id x
      %g5 = gpu.thread_id y
      %g8 = gpu.thread_id z
      %g11 = gpu.block_dim z
      %g13 = gpu.block_id x
      %c14 = arith.constant 16 : index
      %g16 = gpu.block_id y
      %c17 = arith.constant 8 : index
      %g19 = gpu.block_id z
      %c20 = arith.constant 128 : index
      %c26 = arith.constant 64 : index
      %c28 = arith.constant 112 : index
      %c32 = arith.constant -0.5 : f16
      %c33 = arith.constant 1.0 : f16
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
          %v31 = memref.load %in0[%g19, %v24, %v25] : memref<1x64x112xf16>
          memref.store %v31, %sh[%v22, %v23] : memref<8x19xf16, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      scf.for %i34 = %v10 to %c20 step %v12 {
        %v35 = arith.remui %i34, %c17 : index
        %v36 = arith.divui %i34, %c17 : index
        %v37 = arith.addi %v18, %v35 : index
        %v38 = arith.addi %v15, %v36 : index
        %v39 = arith.cmpi ult, %v37, %c26 : index
        %v40 = arith.cmpi ult, %v38, %c28 : index
        %v41 = arith.andi %v39, %v40 : i1
        scf.if %v41 {
          %v42 = memref.load %sh[%v35, %v36] : memref<8x19xf16, #gpu.address_space<workgroup>>
          %v43 = arith.mulf %v42, %c32 : f16
          memref.store %v43, %out[%g19, %v37, %v38] : memref<1x64x112xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x64x112xf16>, %out: memref<1x64x112xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk007_staged::@rk007_staged blocks in (%c7, %c8, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<1x64x112xf16>, %out : memref<1x64x112xf16>)
    gpu.launch_func @rk007_staged::@rk007_staged blocks in (%c7, %c8, %c1) threads in (%c64, %c2, %c8) args(%in0 : memref<1x64x112xf16>, %out : memref<1x64x112xf16>)
    gpu.launch_func @rk007_staged::@rk007_staged blocks in (%c7, %c8, %c1) threads in (%c16, %c2, %c2) args(%in0 : memref<1x64x112xf16>, %out : memref<1x64x112xf16>)
    gpu.launch_func @rk007_staged::@rk007_staged blocks in (%c7, %c8, %c1) threads in (%c4, %c32, %c1) args(%in0 : memref<1x64x112xf16>, %out : memref<1x64x112xf16>)
    gpu.launch_func @rk007_staged::@rk007_staged blocks in (%c7, %c8, %c1) threads in (%c32, %c8, %c4) args(%in0 : memref<1x64x112xf16>, %out : memref<1x64x112xf16>)
    gpu.launch_func @rk007_staged::@rk007_staged blocks in (%c7, %c8, %c1) threads in (%c8, %c4, %c8) args(%in0 : memref<1x64x112xf16>, %out : memref<1x64x112xf16>)
    return
  }
}
