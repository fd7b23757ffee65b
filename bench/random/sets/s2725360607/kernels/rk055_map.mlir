// rk055_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk055_map {
    gpu.func @rk055_map(%in0: memref<2049x36995xf32>, %in1: memref<2052x4629xf32>, %in2: memref<2048x13876xf32>, %out: memref<2048x4625xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 4625 : index
      %c13 = arith.constant 2048 : index
      %c16 = arith.constant 1 : index
      %c18 = arith.constant 8 : index
      %c20 = arith.constant 2 : index
      %c23 = arith.constant -0.5 : f32
      %c25 = arith.constant 4 : index
      %c31 = arith.constant 3 : index
      %c35 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v17 = arith.addi %v10, %c16 : index
        %v19 = arith.muli %v5, %c18 : index
        %v21 = arith.addi %v19, %c20 : index
        %v22 = memref.load %in0[%v17, %v21] : memref<2049x36995xf32>
        %v24 = arith.mulf %v22, %c23 : f32
        %v26 = arith.addi %v10, %c25 : index
        %v27 = arith.addi %v5, %c25 : index
        %v28 = memref.load %in1[%v26, %v27] : memref<2052x4629xf32>
        %v29 = arith.mulf %v28, %c23 : f32
        %v30 = arith.addf %v24, %v29 : f32
        %v32 = arith.muli %v5, %c31 : index
        %v33 = arith.addi %v32, %c31 : index
        %v34 = memref.load %in2[%v10, %v33] : memref<2048x13876xf32>
        %v36 = arith.mulf %v34, %c35 : f32
        %v37 = arith.addf %v30, %v36 : f32
        memref.store %v37, %out[%v10, %v5] : memref<2048x4625xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<2049x36995xf32>, %in1: memref<2052x4629xf32>, %in2: memref<2048x13876xf32>, %out: memref<2048x4625xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c19 = arith.constant 19 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c145 = arith.constant 145 : index
    %c256 = arith.constant 256 : index
    %c290 = arith.constant 290 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %c2048 = arith.constant 2048 : index
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c145, %c512, %c1) threads in (%c32, %c4, %c1) args(%in0 : memref<2049x36995xf32>, %in1 : memref<2052x4629xf32>, %in2 : memref<2048x13876xf32>, %out : memref<2048x4625xf32>)
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c7, %c2048, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<2049x36995xf32>, %in1 : memref<2052x4629xf32>, %in2 : memref<2048x13876xf32>, %out : memref<2048x4625xf32>)
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c19, %c512, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<2049x36995xf32>, %in1 : memref<2052x4629xf32>, %in2 : memref<2048x13876xf32>, %out : memref<2048x4625xf32>)
    gpu.launch_func @rk055_map::@rk055_map blocks in (%c290, %c64, %c1) threads in (%c16, %c32, %c1) args(%in0 : memref<2049x36995xf32>, %in1 : memref<2052x4629xf32>, %in2 : memref<2048x13876xf32>, %out : memref<2048x4625xf32>)
    return
  }
}
