// rk014_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk014_map {
    gpu.func @rk014_map(%in0: memref<22319xf32>, %out: memref<2786xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 2786 : index
      %c8 = arith.constant 2784 : index
      %c11 = arith.constant 0.0 : f32
      %c12 = arith.constant 0 : index
      %c13 = arith.constant 24 : index
      %c14 = arith.constant 1 : index
      %c17 = arith.constant 8 : index
      %c19 = arith.constant 15 : index
      %c24 = arith.constant 0.25 : f32
      %c27 = arith.constant 3 : index
      %c29 = arith.constant 9 : index
      %c34 = arith.constant 0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      %v9 = arith.cmpi ult, %v5, %c8 : index
      %v10 = arith.andi %v7, %v9 : i1
      scf.if %v10 {
        %v16 = scf.for %i15 = %c12 to %c13 step %c14 iter_args(%a15_0 = %c11) -> (f32) {
          %v18 = arith.muli %v5, %c17 : index
          %v20 = arith.addi %v18, %c19 : index
          %v21 = arith.muli %i15, %c14 : index
          %v22 = arith.addi %v20, %v21 : index
          %v23 = memref.load %in0[%v22] : memref<22319xf32>
          %v25 = arith.mulf %v23, %c24 : f32
          %v26 = arith.addf %a15_0, %v25 : f32
          %v28 = arith.muli %v5, %c27 : index
          %v30 = arith.addi %v28, %c29 : index
          %v31 = arith.muli %i15, %c17 : index
          %v32 = arith.addi %v30, %v31 : index
          %v33 = memref.load %in0[%v32] : memref<22319xf32>
          %v35 = arith.mulf %v33, %c34 : f32
          %v36 = arith.addf %v26, %v35 : f32
          scf.yield %v36 : f32
        }
        memref.store %v16, %out[%v5] : memref<2786xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<22319xf32>, %out: memref<2786xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c11 = arith.constant 11 : index
    %c15 = arith.constant 15 : index
    %c22 = arith.constant 22 : index
    %c35 = arith.constant 35 : index
    %c80 = arith.constant 80 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c384 = arith.constant 384 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk014_map::@rk014_map blocks in (%c35, %c1, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<22319xf32>, %out : memref<2786xf32>)
    gpu.launch_func @rk014_map::@rk014_map blocks in (%c15, %c1, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<22319xf32>, %out : memref<2786xf32>)
    gpu.launch_func @rk014_map::@rk014_map blocks in (%c11, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<22319xf32>, %out : memref<2786xf32>)
    gpu.launch_func @rk014_map::@rk014_map blocks in (%c3, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<22319xf32>, %out : memref<2786xf32>)
    gpu.launch_func @rk014_map::@rk014_map blocks in (%c22, %c1, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<22319xf32>, %out : memref<2786xf32>)
    gpu.launch_func @rk014_map::@rk014_map blocks in (%c8, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<22319xf32>, %out : memref<2786xf32>)
    return
  }
}
