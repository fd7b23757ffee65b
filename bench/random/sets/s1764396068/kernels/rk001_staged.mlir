// rk001_staged: archetype staged, f16 (bench/random/staged_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk001_staged {
    gpu.func @rk001_staged(%in0: memref<1x64x8192xf16>, %out: memref<1x8192x64xf16>) workgroup(%sh : memref<8x9xf16, #gpu.address_space<workgroup>>) kernel {
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
      %c26 = arith.constant 8192 : index
      %c30 = arith.constant 2.0 : f16
      %c31 = arith.constant 0.25 : f16
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
        %v25 = arith.cmpi ult, %v23, %c19 : index
        %v27 = arith.cmpi ult, %v24, %c26 : index
        %v28 = arith.andi %v25, %v27 : i1
        scf.if %v28 {
          %v29 = memref.load %in0[%g18, %v23, %v24] : memref<1x64x8192xf16>
          memref.store %v29, %sh[%v21, %v22] : memref<8x9xf16, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      scf.for %i32 = %v10 to %c19 step %v12 {
        %v33 = arith.divui %i32, %c14 : index
        %v34 = arith.remui %i32, %c14 : index
        %v35 = arith.addi %v15, %v33 : index
        %v36 = arith.addi %v17, %v34 : index
        %v37 = arith.cmpi ult, %v35, %c26 : index
        %v38 = arith.cmpi ult, %v36, %c19 : index
        %v39 = arith.andi %v37, %v38 : i1
        scf.if %v39 {
          %v40 = memref.load %sh[%v34, %v33] : memref<8x9xf16, #gpu.address_space<workgroup>>
          memref.store %v40, %out[%g18, %v35, %v36] : memref<1x8192x64xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x64x8192xf16>, %out: memref<1x8192x64xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk001_staged::@rk001_staged blocks in (%c1024, %c8, %c1) threads in (%c64, %c1, %c2) args(%in0 : memref<1x64x8192xf16>, %out : memref<1x8192x64xf16>)
    gpu.launch_func @rk001_staged::@rk001_staged blocks in (%c1024, %c8, %c1) threads in (%c8, %c8, %c4) args(%in0 : memref<1x64x8192xf16>, %out : memref<1x8192x64xf16>)
    gpu.launch_func @rk001_staged::@rk001_staged blocks in (%c1024, %c8, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<1x64x8192xf16>, %out : memref<1x8192x64xf16>)
    gpu.launch_func @rk001_staged::@rk001_staged blocks in (%c1024, %c8, %c1) threads in (%c8, %c4, %c1) args(%in0 : memref<1x64x8192xf16>, %out : memref<1x8192x64xf16>)
    gpu.launch_func @rk001_staged::@rk001_staged blocks in (%c1024, %c8, %c1) threads in (%c32, %c8, %c4) args(%in0 : memref<1x64x8192xf16>, %out : memref<1x8192x64xf16>)
    gpu.launch_func @rk001_staged::@rk001_staged blocks in (%c1024, %c8, %c1) threads in (%c32, %c4, %c4) args(%in0 : memref<1x64x8192xf16>, %out : memref<1x8192x64xf16>)
    return
  }
}
