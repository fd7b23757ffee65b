// rk028_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk028_hist {
    gpu.func @rk028_hist(%in0: memref<29660xi32>, %hist: memref<32xi32>) workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 32 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 29660 : index
      %c20 = arith.constant 255 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      scf.for %i9 = %v5 to %c8 step %v7 {
        memref.store %c10, %sh[%i9] : memref<32xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %v12 = arith.muli %g11, %v7 : index
      %v13 = arith.addi %v12, %v5 : index
      %v15 = arith.muli %g14, %v7 : index
      scf.for %i17 = %v13 to %c16 step %v15 {
        %v18 = memref.load %in0[%i17] : memref<29660xi32>
        %v19 = arith.remui %i17, %c8 : index
        %v21 = arith.andi %v18, %c20 : i32
        %old22 = memref.atomic_rmw addi %v21, %sh[%v19] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i23 = %v5 to %c8 step %v7 {
        %v24 = memref.load %sh[%i23] : memref<32xi32, #gpu.address_space<workgroup>>
        %old25 = memref.atomic_rmw addi %v24, %hist[%i23] : (i32, memref<32xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<29660xi32>, %hist: memref<32xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c66 = arith.constant 66 : index
    %c528 = arith.constant 528 : index
    %c640 = arith.constant 640 : index
    gpu.launch_func @rk028_hist::@rk028_hist blocks in (%c1, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<29660xi32>, %hist : memref<32xi32>)
    gpu.launch_func @rk028_hist::@rk028_hist blocks in (%c66, %c1, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<29660xi32>, %hist : memref<32xi32>)
    gpu.launch_func @rk028_hist::@rk028_hist blocks in (%c528, %c1, %c1) threads in (%c64, %c2, %c1) args(%in0 : memref<29660xi32>, %hist : memref<32xi32>)
    gpu.launch_func @rk028_hist::@rk028_hist blocks in (%c528, %c1, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<29660xi32>, %hist : memref<32xi32>)
    return
  }
}
