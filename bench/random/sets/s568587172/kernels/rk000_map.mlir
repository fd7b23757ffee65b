// rk000_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk000_map {
    gpu.func @rk000_map(%in0: memref<3423x250xf64>, %out: memref<32x3423xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.grid_dim x
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 4 : index
      %c15 = arith.constant 1 : index
      %c19 = arith.constant 32 : index
      %c21 = arith.constant 3423 : index
      %c24 = arith.constant 31 : index
      %c26 = arith.constant 2 : index
      %c28 = arith.constant 3422 : index
      %c35 = arith.constant 8 : index
      %c39 = arith.constant 1.0 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %g11, %g2 : index
      scf.for %i16 = %c13 to %c14 step %c15 {
        %v17 = arith.muli %i16, %v12 : index
        %v18 = arith.addi %v5, %v17 : index
        %v20 = arith.cmpi ult, %v18, %c19 : index
        %v22 = arith.cmpi ult, %v10, %c21 : index
        %v23 = arith.cmpi uge, %v18, %c15 : index
        %v25 = arith.cmpi ult, %v18, %c24 : index
        %v27 = arith.cmpi uge, %v10, %c26 : index
        %v29 = arith.cmpi ult, %v10, %c28 : index
        %v30 = arith.andi %v20, %v22 : i1
        %v31 = arith.andi %v30, %v23 : i1
        %v32 = arith.andi %v31, %v25 : i1
        %v33 = arith.andi %v32, %v27 : i1
        %v34 = arith.andi %v33, %v29 : i1
        scf.if %v34 {
          %v36 = arith.muli %v18, %c35 : index
          %v37 = arith.addi %v36, %c15 : index
          %v38 = memref.load %in0[%v10, %v37] : memref<3423x250xf64>
          %v40 = arith.mulf %v38, %c39 : f64
          %v41 = memref.load %in0[%v10, %v18] : memref<3423x250xf64>
          %v42 = arith.mulf %v41, %c39 : f64
          %v43 = arith.addf %v40, %v42 : f64
          memref.store %v43, %out[%v18, %v10] : memref<32x3423xf64>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<3423x250xf64>, %out: memref<32x3423xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c107 = arith.constant 107 : index
    %c128 = arith.constant 128 : index
    %c428 = arith.constant 428 : index
    %c1712 = arith.constant 1712 : index
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c107, %c1) threads in (%c8, %c32, %c1) args(%in0 : memref<3423x250xf64>, %out : memref<32x3423xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c1712, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<3423x250xf64>, %out : memref<32x3423xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c2, %c428, %c1) threads in (%c4, %c8, %c1) args(%in0 : memref<3423x250xf64>, %out : memref<32x3423xf64>)
    return
  }
}
