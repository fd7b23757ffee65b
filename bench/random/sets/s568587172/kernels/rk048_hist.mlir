// rk048_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk048_hist {
    gpu.func @rk048_hist(%in0: memref<78387457xi32>, %hist: memref<1048576xi32>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %g8 = gpu.block_id x
      %g11 = gpu.grid_dim x
      %c13 = arith.constant 78387457 : index
      %c16 = arith.constant 8 : i32
      %c18 = arith.constant 1048575 : i32
      %c21 = arith.constant 255 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      %v9 = arith.muli %g8, %v7 : index
      %v10 = arith.addi %v9, %v5 : index
      %v12 = arith.muli %g11, %v7 : index
      scf.for %i14 = %v10 to %c13 step %v12 {
        %v15 = memref.load %in0[%i14] : memref<78387457xi32>
        %v17 = arith.shrui %v15, %c16 : i32
        %v19 = arith.andi %v17, %c18 : i32
        %v20 = arith.index_cast %v19 : i32 to index
        %v22 = arith.andi %v15, %c21 : i32
        %old23 = memref.atomic_rmw addi %v22, %hist[%v20] : (i32, memref<1048576xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<78387457xi32>, %hist: memref<1048576xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c264 = arith.constant 264 : index
    %c1056 = arith.constant 1056 : index
    gpu.launch_func @rk048_hist::@rk048_hist blocks in (%c1056, %c1, %c1) threads in (%c16, %c8, %c1) args(%in0 : memref<78387457xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk048_hist::@rk048_hist blocks in (%c264, %c1, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<78387457xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk048_hist::@rk048_hist blocks in (%c1056, %c1, %c1) threads in (%c16, %c4, %c1) args(%in0 : memref<78387457xi32>, %hist : memref<1048576xi32>)
    return
  }
}
