// rk012_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk012_map {
    gpu.func @rk012_map(%in0: memref<32x49x190xf32>, %out: memref<64x49x32xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 32 : index
      %c18 = arith.constant 49 : index
      %c20 = arith.constant 64 : index
      %c24 = arith.constant 3 : index
      %c27 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v22 = arith.andi %v17, %v19 : i1
      %v23 = arith.andi %v22, %v21 : i1
      scf.if %v23 {
        %v25 = arith.muli %v15, %c24 : index
        %v26 = memref.load %in0[%v5, %v10, %v25] : memref<32x49x190xf32>
        %v28 = arith.mulf %v26, %c27 : f32
        memref.store %v28, %out[%v15, %v10, %v5] : memref<64x49x32xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<32x49x190xf32>, %out: memref<64x49x32xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c25 = arith.constant 25 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @rk012_map::@rk012_map blocks in (%c1, %c7, %c64) threads in (%c64, %c8, %c1) args(%in0 : memref<32x49x190xf32>, %out : memref<64x49x32xf32>)
    gpu.launch_func @rk012_map::@rk012_map blocks in (%c1, %c25, %c16) threads in (%c32, %c2, %c4) args(%in0 : memref<32x49x190xf32>, %out : memref<64x49x32xf32>)
    gpu.launch_func @rk012_map::@rk012_map blocks in (%c2, %c7, %c8) threads in (%c16, %c8, %c8) args(%in0 : memref<32x49x190xf32>, %out : memref<64x49x32xf32>)
    return
  }
}
