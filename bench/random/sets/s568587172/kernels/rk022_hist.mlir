// rk022_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk022_hist {
    gpu.func @rk022_hist(%in0: memref<1024xi32>, %hist: memref<1048576xi32>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %g8 = gpu.block_id x
      %g11 = gpu.grid_dim x
      %c13 = arith.constant 1024 : index
      %c16 = arith.constant 1048575 : i32
      %c19 = arith.constant 1 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      %v9 = arith.muli %g8, %v7 : index
      %v10 = arith.addi %v9, %v5 : index
      %v12 = arith.muli %g11, %v7 : index
      scf.for %i14 = %v10 to %c13 step %v12 {
        %v15 = memref.load %in0[%i14] : memref<1024xi32>
        %v17 = arith.andi %v15, %c16 : i32
        %v18 = arith.index_cast %v17 : i32 to index
        %old20 = memref.atomic_rmw addi %c19, %hist[%v18] : (i32, memref<1048576xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1024xi32>, %hist: memref<1048576xi32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c768 = arith.constant 768 : index
    gpu.launch_func @rk022_hist::@rk022_hist blocks in (%c16, %c1, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<1024xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk022_hist::@rk022_hist blocks in (%c4, %c1, %c1) threads in (%c4, %c16, %c1) args(%in0 : memref<1024xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk022_hist::@rk022_hist blocks in (%c16, %c1, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<1024xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk022_hist::@rk022_hist blocks in (%c16, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<1024xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk022_hist::@rk022_hist blocks in (%c16, %c1, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<1024xi32>, %hist : memref<1048576xi32>)
    gpu.launch_func @rk022_hist::@rk022_hist blocks in (%c1, %c1, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<1024xi32>, %hist : memref<1048576xi32>)
    return
  }
}
