// rk043_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk043_hist {
    gpu.func @rk043_hist(%in0: memref<80614365xi32>, %hist: memref<4096xi32>) workgroup(%sh : memref<4096xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 4096 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 80614365 : index
      %c19 = arith.constant 3 : index
      %c22 = arith.constant 255 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      scf.for %i9 = %v5 to %c8 step %v7 {
        memref.store %c10, %sh[%i9] : memref<4096xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %v12 = arith.muli %g11, %v7 : index
      %v13 = arith.addi %v12, %v5 : index
      %v15 = arith.muli %g14, %v7 : index
      scf.for %i17 = %v13 to %c16 step %v15 {
        %v18 = memref.load %in0[%i17] : memref<80614365xi32>
        %v20 = arith.muli %i17, %c19 : index
        %v21 = arith.remui %v20, %c8 : index
        %v23 = arith.andi %v18, %c22 : i32
        %old24 = memref.atomic_rmw addi %v23, %sh[%v21] : (i32, memref<4096xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i25 = %v5 to %c8 step %v7 {
        %v26 = memref.load %sh[%i25] : memref<4096xi32, #gpu.address_space<workgroup>>
        %old27 = memref.atomic_rmw addi %v26, %hist[%i25] : (i32, memref<4096xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<80614365xi32>, %hist: memref<4096xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c528 = arith.constant 528 : index
    %c1056 = arith.constant 1056 : index
    gpu.launch_func @rk043_hist::@rk043_hist blocks in (%c528, %c1, %c1) threads in (%c16, %c4, %c1) args(%in0 : memref<80614365xi32>, %hist : memref<4096xi32>)
    gpu.launch_func @rk043_hist::@rk043_hist blocks in (%c528, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<80614365xi32>, %hist : memref<4096xi32>)
    gpu.launch_func @rk043_hist::@rk043_hist blocks in (%c1056, %c1, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<80614365xi32>, %hist : memref<4096xi32>)
    return
  }
}
