// rk071_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk071_hist {
    gpu.func @rk071_hist(%in0: memref<4194304xi32>, %hist: memref<64xi32>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %g8 = gpu.block_id x
      %g11 = gpu.grid_dim x
      %c13 = arith.constant 4194304 : index
      %c16 = arith.constant 13 : i32
      %c18 = arith.constant 63 : i32
      %c21 = arith.constant 255 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      %v9 = arith.muli %g8, %v7 : index
      %v10 = arith.addi %v9, %v5 : index
      %v12 = arith.muli %g11, %v7 : index
      scf.for %i14 = %v10 to %c13 step %v12 {
        %v15 = memref.load %in0[%i14] : memref<4194304xi32>
        %v17 = arith.shrui %v15, %c16 : i32
        %v19 = arith.andi %v17, %c18 : i32
        %v20 = arith.index_cast %v19 : i32 to index
        %v22 = arith.andi %v15, %c21 : i32
        %old23 = memref.atomic_rmw addi %v22, %hist[%v20] : (i32, memref<64xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<4194304xi32>, %hist: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c132 = arith.constant 132 : index
    %c264 = arith.constant 264 : index
    %c512 = arith.constant 512 : index
    %c528 = arith.constant 528 : index
    %c4224 = arith.constant 4224 : index
    gpu.launch_func @rk071_hist::@rk071_hist blocks in (%c528, %c1, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<4194304xi32>, %hist : memref<64xi32>)
    gpu.launch_func @rk071_hist::@rk071_hist blocks in (%c4224, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<4194304xi32>, %hist : memref<64xi32>)
    gpu.launch_func @rk071_hist::@rk071_hist blocks in (%c132, %c1, %c1) threads in (%c8, %c16, %c1) args(%in0 : memref<4194304xi32>, %hist : memref<64xi32>)
    gpu.launch_func @rk071_hist::@rk071_hist blocks in (%c264, %c1, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<4194304xi32>, %hist : memref<64xi32>)
    gpu.launch_func @rk071_hist::@rk071_hist blocks in (%c16, %c1, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<4194304xi32>, %hist : memref<64xi32>)
    return
  }
}
