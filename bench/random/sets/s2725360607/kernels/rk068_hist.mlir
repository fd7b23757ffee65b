// rk068_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk068_hist {
    gpu.func @rk068_hist(%in0: memref<1xi32>, %hist: memref<32xi32>) workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 32 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 9850652 : index
      %c19 = arith.constant 1 : i32
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
        %v18 = arith.remui %i17, %c8 : index
        %old20 = memref.atomic_rmw addi %c19, %sh[%v18] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i21 = %v5 to %c8 step %v7 {
        %v22 = memref.load %sh[%i21] : memref<32xi32, #gpu.address_space<workgroup>>
        %old23 = memref.atomic_rmw addi %v22, %hist[%i21] : (i32, memref<32xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1xi32>, %hist: memref<32xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c66 = arith.constant 66 : index
    %c132 = arith.constant 132 : index
    %c160 = arith.constant 160 : index
    %c256 = arith.constant 256 : index
    %c264 = arith.constant 264 : index
    %c640 = arith.constant 640 : index
    %c4224 = arith.constant 4224 : index
    gpu.launch_func @rk068_hist::@rk068_hist blocks in (%c132, %c1, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<1xi32>, %hist : memref<32xi32>)
    gpu.launch_func @rk068_hist::@rk068_hist blocks in (%c4224, %c1, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<1xi32>, %hist : memref<32xi32>)
    gpu.launch_func @rk068_hist::@rk068_hist blocks in (%c264, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<1xi32>, %hist : memref<32xi32>)
    gpu.launch_func @rk068_hist::@rk068_hist blocks in (%c66, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<1xi32>, %hist : memref<32xi32>)
    return
  }
}
