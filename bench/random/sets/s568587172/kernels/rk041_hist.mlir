// rk041_hist: archetype hist, i32 (bench/random/hist_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk041_hist {
    gpu.func @rk041_hist(%in0: memref<1xi32>, %hist: memref<256xi32>) workgroup(%sh : memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 256 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 80039248 : index
      %c18 = arith.constant 33 : index
      %c21 = arith.constant 1 : i32
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
        %v19 = arith.muli %i17, %c18 : index
        %v20 = arith.remui %v19, %c8 : index
        %old22 = memref.atomic_rmw addi %c21, %sh[%v20] : (i32, memref<256xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i23 = %v5 to %c8 step %v7 {
        %v24 = memref.load %sh[%i23] : memref<256xi32, #gpu.address_space<workgroup>>
        %old25 = memref.atomic_rmw addi %v24, %hist[%i23] : (i32, memref<256xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1xi32>, %hist: memref<256xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c528 = arith.constant 528 : index
    %c768 = arith.constant 768 : index
    %c1056 = arith.constant 1056 : index
    %c4224 = arith.constant 4224 : index
    gpu.launch_func @rk041_hist::@rk041_hist blocks in (%c4224, %c1, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<1xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk041_hist::@rk041_hist blocks in (%c528, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<1xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk041_hist::@rk041_hist blocks in (%c4224, %c1, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<1xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk041_hist::@rk041_hist blocks in (%c528, %c1, %c1) threads in (%c16, %c32, %c1) args(%in0 : memref<1xi32>, %hist : memref<256xi32>)
    gpu.launch_func @rk041_hist::@rk041_hist blocks in (%c1056, %c1, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<1xi32>, %hist : memref<256xi32>)
    return
  }
}
