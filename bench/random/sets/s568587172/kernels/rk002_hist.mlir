// rk002_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk002_hist {
    gpu.func @rk002_hist(%in0: memref<363721xi32>, %hist: memref<4096xi32>) workgroup(%sh : memref<4096xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 4096 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 363721 : index
      %c19 = arith.constant 4095 : i32
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
        %v18 = memref.load %in0[%i17] : memref<363721xi32>
        %v20 = arith.andi %v18, %c19 : i32
        %v21 = arith.index_cast %v20 : i32 to index
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
  func.func @launches(%in0: memref<363721xi32>, %hist: memref<4096xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c66 = arith.constant 66 : index
    %c132 = arith.constant 132 : index
    %c192 = arith.constant 192 : index
    %c1056 = arith.constant 1056 : index
    %c4224 = arith.constant 4224 : index
    gpu.launch_func @rk002_hist::@rk002_hist blocks in (%c66, %c1, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<363721xi32>, %hist : memref<4096xi32>)
    gpu.launch_func @rk002_hist::@rk002_hist blocks in (%c132, %c1, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<363721xi32>, %hist : memref<4096xi32>)
    gpu.launch_func @rk002_hist::@rk002_hist blocks in (%c4224, %c1, %c1) threads in (%c4, %c32, %c1) args(%in0 : memref<363721xi32>, %hist : memref<4096xi32>)
    gpu.launch_func @rk002_hist::@rk002_hist blocks in (%c1056, %c1, %c1) threads in (%c4, %c32, %c1) args(%in0 : memref<363721xi32>, %hist : memref<4096xi32>)
    return
  }
}
