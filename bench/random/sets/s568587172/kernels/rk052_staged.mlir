// rk052_staged: archetype staged, f64 (bench/random/staged_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk052_staged {
    gpu.func @rk052_staged(%in0: memref<1x256x12736xf64>, %out: memref<1x12736x256xf64>) workgroup(%sh : memref<64x65xf64, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.block_dim y
      %g4 = gpu.thread_id x
      %g5 = gpu.thread_id y
      %g8 = gpu.thread_id z
      %g11 = gpu.block_dim z
      %g13 = gpu.block_id x
      %c14 = arith.constant 64 : index
      %g16 = gpu.block_id y
      %g18 = gpu.block_id z
      %c19 = arith.constant 4096 : index
      %c25 = arith.constant 256 : index
      %c27 = arith.constant 12736 : index
      %c31 = arith.constant -0.5 : f64
      %c32 = arith.constant 0.25 : f64
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
          %v30 = memref.load %in0[%g18, %v23, %v24] : memref<1x256x12736xf64>
          memref.store %v30, %sh[%v21, %v22] : memref<64x65xf64, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      scf.for %i33 = %v10 to %c19 step %v12 {
        %v34 = arith.divui %i33, %c14 : index
        %v35 = arith.remui %i33, %c14 : index
        %v36 = arith.addi %v15, %v34 : index
        %v37 = arith.addi %v17, %v35 : index
        %v38 = arith.cmpi ult, %v36, %c27 : index
        %v39 = arith.cmpi ult, %v37, %c25 : index
        %v40 = arith.andi %v38, %v39 : i1
        scf.if %v40 {
          %v41 = memref.load %sh[%v35, %v34] : memref<64x65xf64, #gpu.address_space<workgroup>>
          memref.store %v41, %out[%g18, %v36, %v37] : memref<1x12736x256xf64>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x256x12736xf64>, %out: memref<1x12736x256xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c80 = arith.constant 80 : index
    %c192 = arith.constant 192 : index
    %c199 = arith.constant 199 : index
    gpu.launch_func @rk052_staged::@rk052_staged blocks in (%c199, %c4, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<1x256x12736xf64>, %out : memref<1x12736x256xf64>)
    gpu.launch_func @rk052_staged::@rk052_staged blocks in (%c199, %c4, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<1x256x12736xf64>, %out : memref<1x12736x256xf64>)
    gpu.launch_func @rk052_staged::@rk052_staged blocks in (%c199, %c4, %c1) threads in (%c64, %c4, %c4) args(%in0 : memref<1x256x12736xf64>, %out : memref<1x12736x256xf64>)
    gpu.launch_func @rk052_staged::@rk052_staged blocks in (%c199, %c4, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<1x256x12736xf64>, %out : memref<1x12736x256xf64>)
    gpu.launch_func @rk052_staged::@rk052_staged blocks in (%c199, %c4, %c1) threads in (%c8, %c2, %c4) args(%in0 : memref<1x256x12736xf64>, %out : memref<1x12736x256xf64>)
    return
  }
}
