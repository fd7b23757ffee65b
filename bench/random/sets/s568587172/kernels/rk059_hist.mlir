// rk059_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk059_hist {
    gpu.func @rk059_hist(%in0: memref<55079050xi32>, %hist: memref<1024xi32>) workgroup(%sh : memref<1024xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 1024 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 55079050 : index
      %c19 = arith.constant 13 : i32
      %c21 = arith.constant 1023 : i32
      %c24 = arith.constant 1 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      scf.for %i9 = %v5 to %c8 step %v7 {
        memref.store %c10, %sh[%i9] : memref<1024xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %v12 = arith.muli %g11, %v7 : index
      %v13 = arith.addi %v12, %v5 : index
      %v15 = arith.muli %g14, %v7 : index
      scf.for %i17 = %v13 to %c16 step %v15 {
        %v18 = memref.load %in0[%i17] : memref<55079050xi32>
        %v20 = arith.shrui %v18, %c19 : i32
        %v22 = arith.andi %v20, %c21 : i32
        %v23 = arith.index_cast %v22 : i32 to index
        %old25 = memref.atomic_rmw addi %c24, %sh[%v23] : (i32, memref<1024xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i26 = %v5 to %c8 step %v7 {
        %v27 = memref.load %sh[%i26] : memref<1024xi32, #gpu.address_space<workgroup>>
        %old28 = memref.atomic_rmw addi %v27, %hist[%i26] : (i32, memref<1024xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<55079050xi32>, %hist: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c528 = arith.constant 528 : index
    %c1056 = arith.constant 1056 : index
    %c2112 = arith.constant 2112 : index
    gpu.launch_func @rk059_hist::@rk059_hist blocks in (%c1056, %c1, %c1) threads in (%c8, %c8, %c1) args(%in0 : memref<55079050xi32>, %hist : memref<1024xi32>)
    gpu.launch_func @rk059_hist::@rk059_hist blocks in (%c528, %c1, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<55079050xi32>, %hist : memref<1024xi32>)
    gpu.launch_func @rk059_hist::@rk059_hist blocks in (%c2112, %c1, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<55079050xi32>, %hist : memref<1024xi32>)
    return
  }
}
