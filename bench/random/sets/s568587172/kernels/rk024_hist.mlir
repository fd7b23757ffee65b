// rk024_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk024_hist {
    gpu.func @rk024_hist(%in0: memref<1xi32>, %hist: memref<65536xi32>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %g8 = gpu.block_id x
      %g11 = gpu.grid_dim x
      %c13 = arith.constant 16777216 : index
      %c15 = arith.constant 3 : index
      %c17 = arith.constant 65536 : index
      %c19 = arith.constant 1 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      %v9 = arith.muli %g8, %v7 : index
      %v10 = arith.addi %v9, %v5 : index
      %v12 = arith.muli %g11, %v7 : index
      scf.for %i14 = %v10 to %c13 step %v12 {
        %v16 = arith.muli %i14, %c15 : index
        %v18 = arith.remui %v16, %c17 : index
        %old20 = memref.atomic_rmw addi %c19, %hist[%v18] : (i32, memref<65536xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1xi32>, %hist: memref<65536xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c132 = arith.constant 132 : index
    %c256 = arith.constant 256 : index
    %c528 = arith.constant 528 : index
    %c2112 = arith.constant 2112 : index
    %c4224 = arith.constant 4224 : index
    gpu.launch_func @rk024_hist::@rk024_hist blocks in (%c132, %c1, %c1) threads in (%c32, %c2, %c1) args(%in0 : memref<1xi32>, %hist : memref<65536xi32>)
    gpu.launch_func @rk024_hist::@rk024_hist blocks in (%c4224, %c1, %c1) threads in (%c32, %c4, %c1) args(%in0 : memref<1xi32>, %hist : memref<65536xi32>)
    gpu.launch_func @rk024_hist::@rk024_hist blocks in (%c528, %c1, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<1xi32>, %hist : memref<65536xi32>)
    gpu.launch_func @rk024_hist::@rk024_hist blocks in (%c4224, %c1, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<1xi32>, %hist : memref<65536xi32>)
    gpu.launch_func @rk024_hist::@rk024_hist blocks in (%c132, %c1, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<1xi32>, %hist : memref<65536xi32>)
    gpu.launch_func @rk024_hist::@rk024_hist blocks in (%c2112, %c1, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<1xi32>, %hist : memref<65536xi32>)
    return
  }
}
