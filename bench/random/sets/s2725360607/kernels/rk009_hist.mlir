// rk009_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk009_hist {
    gpu.func @rk009_hist(%in0: memref<12250801xi32>, %hist: memref<256xi32>) workgroup(%sh : memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 256 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 12250801 : index
      %c20 = arith.constant 255 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      scf.for %i9 = %v5 to %c8 step %v7 {
        memref.store %c10, %sh[%i9] : memref<256xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %v12 = arith.muli %g11, %v7 : index
      %v13 = arith.addi %v12, %v5 : index
      %v15 = arith.muli %g14, %v7 : index
      scf.for %i17 = %v13 to %c16 step %v15 {
        %v18 = memref.load %in0[%i17] : memref<12250801xi32>
        %v19 = arith.remui %i17, %c8 : index
        %v21 = arith.andi %v18, %c20 : i32
        %old22 = memref.atomic_rmw addi %v21, %sh[%v19] : (i32, memref<256xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i23 = %v5 to %c8 step %v7 {
        %v24 = memref.load %sh[%i23] : memref<256xi32, #gpu.address_space<workgroup>>
        %old25 = memref.atomic_rmw addi %v24, %hist[%i23] : (i32, memref<256xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<12250801xi32>, %hist: memref<256xi32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c66 = arith.constant 66 : index
    %c160 = arith.constant 160 : index
    %c264 = arith.constant 264 : index
    %c512 = arith.constant 512 : index
    %c2112 = arith.constant 2112 : index
    gpu.launch_func @rk009_hist::@rk009_hist blocks in (%c16, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<12250801xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk009_hist::@rk009_hist blocks in (%c66, %c1, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<12250801xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk009_hist::@rk009_hist blocks in (%c264, %c1, %c1) threads in (%c8, %c16, %c1) args(%in0 : memref<12250801xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk009_hist::@rk009_hist blocks in (%c2112, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<12250801xi32>, %hist : memref<256xi32>)
    return
  }
}
