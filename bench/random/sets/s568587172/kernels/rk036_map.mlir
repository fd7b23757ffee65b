// rk036_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk036_map {
    gpu.func @rk036_map(%in0: memref<4697986xf32>, %out: memref<1174497xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 1174497 : index
      %c9 = arith.constant -1.0 : f32
      %c11 = arith.constant 4 : index
      %c14 = arith.constant -0.75 : f32
      %c17 = arith.constant 15 : index
      %c20 = arith.constant 1.5 : f32
      %c27 = arith.constant 1 : index
      %c30 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v8 = memref.load %in0[%v5] : memref<4697986xf32>
        %v10 = arith.mulf %v8, %c9 : f32
        %v12 = arith.addi %v5, %c11 : index
        %v13 = memref.load %in0[%v12] : memref<4697986xf32>
        %v15 = arith.mulf %v13, %c14 : f32
        %v16 = arith.addf %v10, %v15 : f32
        %v18 = arith.addi %v5, %c17 : index
        %v19 = memref.load %in0[%v18] : memref<4697986xf32>
        %v21 = arith.mulf %v19, %c20 : f32
        %v22 = arith.addf %v16, %v21 : f32
        %v23 = memref.load %in0[%v5] : memref<4697986xf32>
        %v24 = arith.mulf %v23, %c14 : f32
        %v25 = arith.addf %v22, %v24 : f32
        %v26 = arith.muli %v5, %c11 : index
        %v28 = arith.addi %v26, %c27 : index
        %v29 = memref.load %in0[%v28] : memref<4697986xf32>
        %v31 = arith.mulf %v29, %c30 : f32
        %v32 = arith.addf %v25, %v31 : f32
        memref.store %v32, %out[%v5] : memref<1174497xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<4697986xf32>, %out: memref<1174497xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c96 = arith.constant 96 : index
    %c100 = arith.constant 100 : index
    %c640 = arith.constant 640 : index
    %c1024 = arith.constant 1024 : index
    %c1147 = arith.constant 1147 : index
    %c1836 = arith.constant 1836 : index
    %c11745 = arith.constant 11745 : index
    %c12235 = arith.constant 12235 : index
    %c24469 = arith.constant 24469 : index
    %c36704 = arith.constant 36704 : index
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c36704, %c1, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<4697986xf32>, %out : memref<1174497xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c24469, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<4697986xf32>, %out : memref<1174497xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c1836, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<4697986xf32>, %out : memref<1174497xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c1147, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<4697986xf32>, %out : memref<1174497xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c11745, %c1, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<4697986xf32>, %out : memref<1174497xf32>)
    gpu.launch_func @rk036_map::@rk036_map blocks in (%c12235, %c1, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<4697986xf32>, %out : memref<1174497xf32>)
    return
  }
}
