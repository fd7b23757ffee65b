// rk031_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk031_hist {
    gpu.func @rk031_hist(%in0: memref<336197xi32>, %hist: memref<1024xi32>) workgroup(%sh : memref<1024xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 1024 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 336197 : index
      %c19 = arith.constant 1023 : i32
      %c22 = arith.constant 1 : i32
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
        %v18 = memref.load %in0[%i17] : memref<336197xi32>
        %v20 = arith.andi %v18, %c19 : i32
        %v21 = arith.index_cast %v20 : i32 to index
        %old23 = memref.atomic_rmw addi %c22, %sh[%v21] : (i32, memref<1024xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i24 = %v5 to %c8 step %v7 {
        %v25 = memref.load %sh[%i24] : memref<1024xi32, #gpu.address_space<workgroup>>
        %old26 = memref.atomic_rmw addi %v25, %hist[%i24] : (i32, memref<1024xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<336197xi32>, %hist: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c66 = arith.constant 66 : index
    %c384 = arith.constant 384 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk031_hist::@rk031_hist blocks in (%c4, %c1, %c1) threads in (%c16, %c4, %c1) args(%in0 : memref<336197xi32>, %hist : memref<1024xi32>)
    gpu.launch_func @rk031_hist::@rk031_hist blocks in (%c66, %c1, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<336197xi32>, %hist : memref<1024xi32>)
    gpu.launch_func @rk031_hist::@rk031_hist blocks in (%c1, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<336197xi32>, %hist : memref<1024xi32>)
    gpu.launch_func @rk031_hist::@rk031_hist blocks in (%c66, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<336197xi32>, %hist : memref<1024xi32>)
    return
  }
}
