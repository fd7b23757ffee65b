// rk037_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk037_map {
    gpu.func @rk037_map(%in0: memref<10090320xf32>, %in1: memref<10090312xf32>, %out: memref<10090312xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 10090312 : index
      %c8 = arith.constant 8 : index
      %c11 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.addi %v5, %c8 : index
        %v10 = memref.load %in0[%v9] : memref<10090320xf32>
        %v12 = arith.mulf %v10, %c11 : f32
        %v13 = memref.load %in1[%v5] : memref<10090312xf32>
        %v14 = arith.mulf %v13, %c11 : f32
        %v15 = arith.addf %v12, %v14 : f32
        memref.store %v15, %out[%v5] : memref<10090312xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<10090320xf32>, %in1: memref<10090312xf32>, %out: memref<10090312xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %c384 = arith.constant 384 : index
    %c768 = arith.constant 768 : index
    %c13139 = arith.constant 13139 : index
    %c26277 = arith.constant 26277 : index
    %c100904 = arith.constant 100904 : index
    %c157662 = arith.constant 157662 : index
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c100904, %c1, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<10090320xf32>, %in1 : memref<10090312xf32>, %out : memref<10090312xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c157662, %c1, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<10090320xf32>, %in1 : memref<10090312xf32>, %out : memref<10090312xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c26277, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<10090320xf32>, %in1 : memref<10090312xf32>, %out : memref<10090312xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c13139, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<10090320xf32>, %in1 : memref<10090312xf32>, %out : memref<10090312xf32>)
    return
  }
}
