// rk053_staged: archetype staged, f32 (bench/random/staged_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk053_staged {
    gpu.func @rk053_staged(%in0: memref<1x116x262144xf32>, %out: memref<1x116x262144xf32>) workgroup(%sh : memref<4x67xf32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.block_dim y
      %g4 = gpu.thread_id x
      %g5 = gpu.thread_id y
      %g8 = gpu.thread_id z
      %g11 = gpu.block_dim z
      %g13 = gpu.block_id x
      %c14 = arith.constant 64 : index
      %g16 = gpu.block_id y
      %c17 = arith.constant 4 : index
      %g19 = gpu.block_id z
      %c20 = arith.constant 256 : index
      %c26 = arith.constant 116 : index
      %c28 = arith.constant 262144 : index
      %c32 = arith.constant 0.25 : f32
      %c33 = arith.constant -0.5 : f32
      %c34 = arith.constant -1.0 : f32
      %c45 = arith.constant 1 : index
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
          %v31 = memref.load %in0[%g19, %v24, %v25] : memref<1x116x262144xf32>
          memref.store %v31, %sh[%v22, %v23] : memref<4x67xf32, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      scf.for %i35 = %v10 to %c20 step %v12 {
        %v36 = arith.divui %i35, %c14 : index
        %v37 = arith.remui %i35, %c14 : index
        %v38 = arith.addi %v18, %v36 : index
        %v39 = arith.addi %v15, %v37 : index
        %v40 = arith.cmpi ult, %v38, %c26 : index
        %v41 = arith.cmpi ult, %v39, %c28 : index
        %v42 = arith.andi %v40, %v41 : i1
        scf.if %v42 {
          %v43 = memref.load %sh[%v36, %v37] : memref<4x67xf32, #gpu.address_space<workgroup>>
          %v44 = arith.mulf %v43, %c32 : f32
          %v46 = arith.addi %v36, %c45 : index
          %v47 = arith.remui %v46, %c17 : index
          %v48 = arith.addi %v37, %c45 : index
          %v49 = arith.remui %v48, %c14 : index
          %v50 = memref.load %sh[%v47, %v37] : memref<4x67xf32, #gpu.address_space<workgroup>>
          %v51 = arith.mulf %v50, %c33 : f32
          %v52 = arith.addf %v44, %v51 : f32
          %v53 = memref.load %sh[%v36, %v49] : memref<4x67xf32, #gpu.address_space<workgroup>>
          %v54 = arith.mulf %v53, %c34 : f32
          %v55 = arith.addf %v52, %v54 : f32
          memref.store %v55, %out[%g19, %v38, %v39] : memref<1x116x262144xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x116x262144xf32>, %out: memref<1x116x262144xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c29 = arith.constant 29 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c384 = arith.constant 384 : index
    %c4096 = arith.constant 4096 : index
    gpu.launch_func @rk053_staged::@rk053_staged blocks in (%c4096, %c29, %c1) threads in (%c8, %c8, %c1) args(%in0 : memref<1x116x262144xf32>, %out : memref<1x116x262144xf32>)
    gpu.launch_func @rk053_staged::@rk053_staged blocks in (%c4096, %c29, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<1x116x262144xf32>, %out : memref<1x116x262144xf32>)
    gpu.launch_func @rk053_staged::@rk053_staged blocks in (%c4096, %c29, %c1) threads in (%c32, %c2, %c2) args(%in0 : memref<1x116x262144xf32>, %out : memref<1x116x262144xf32>)
    gpu.launch_func @rk053_staged::@rk053_staged blocks in (%c4096, %c29, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<1x116x262144xf32>, %out : memref<1x116x262144xf32>)
    gpu.launch_func @rk053_staged::@rk053_staged blocks in (%c4096, %c29, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<1x116x262144xf32>, %out : memref<1x116x262144xf32>)
    gpu.launch_func @rk053_staged::@rk053_staged blocks in (%c4096, %c29, %c1) threads in (%c64, %c2, %c4) args(%in0 : memref<1x116x262144xf32>, %out : memref<1x116x262144xf32>)
    return
  }
}
