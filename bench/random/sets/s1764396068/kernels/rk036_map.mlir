// rk036_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk036_map {
    gpu.func @rk036_map(%in0: memref<27531xf32>, %in1: memref<13772xf32>, %out: memref<13759xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 13759 : index
      %c8 = arith.constant 3 : index
      %c11 = arith.constant 2 : index
      %c13 = arith.constant 14 : index
      %c16 = arith.constant 0.5 : f32
      %c18 = arith.constant 13 : index
      %c21 = arith.constant 1.5 : f32
      %c26 = arith.constant 1.0 : f32
      %c30 = arith.constant 0.25 : f32
      %c35 = arith.constant -0.75 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      %v9 = arith.cmpi uge, %v5, %c8 : index
      %v10 = arith.andi %v7, %v9 : i1
      scf.if %v10 {
        %v12 = arith.muli %v5, %c11 : index
        %v14 = arith.addi %v12, %c13 : index
        %v15 = memref.load %in0[%v14] : memref<27531xf32>
        %v17 = arith.mulf %v15, %c16 : f32
        %v19 = arith.addi %v5, %c18 : index
        %v20 = memref.load %in1[%v19] : memref<13772xf32>
        %v22 = arith.mulf %v20, %c21 : f32
        %v23 = arith.addf %v17, %v22 : f32
        %v24 = arith.addi %v5, %c11 : index
        %v25 = memref.load %in1[%v24] : memref<13772xf32>
        %v27 = arith.mulf %v25, %c26 : f32
        %v28 = arith.addf %v23, %v27 : f32
        %v29 = memref.load %in1[%v5] : memref<13772xf32>
        %v31 = arith.mulf %v29, %c30 : f32
        %v32 = arith.addf %v28, %v31 : f32
        %v33 = arith.addi %v5, %c8 : index
        %v34 = memref.load %in1[%v33] : memref<13772xf32>
        %v36 = arith.mulf %v34, %c35 : f32
        %v37 = arith.addf %v32, %v36 : f32
        memref.store %v37, %out[%v5] : memref<13759xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<27531xf32>, %in1: memref<13772xf32>, %out: memref<13759xf32>) {
    %c1 = arith.constant 1 : index
    %c22 = arith.constant 22 : index
    %c72 = arith.constant 72 : index
    %c80 = arith.constant 80 : index
    %c86 = arith.constant 86 : index
    %c96 = arith.constant 96 : index
    %c144 = arith.constant 144 : index
    %c160 = arith.constant 160 : index
    %c172 = arith.constant 172 : index
    %c192 = arith.constant 192 : index
    %c640 = arith.constant 640 : index
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c72, %c1, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<27531xf32>, %in1 : memref<13772xf32>, %out : memref<13759xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c86, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<27531xf32>, %in1 : memref<13772xf32>, %out : memref<13759xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c144, %c1, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<27531xf32>, %in1 : memref<13772xf32>, %out : memref<13759xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c172, %c1, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<27531xf32>, %in1 : memref<13772xf32>, %out : memref<13759xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c22, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<27531xf32>, %in1 : memref<13772xf32>, %out : memref<13759xf32>)
    return
  }
}
