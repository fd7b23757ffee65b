// rk018_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk018_map {
    gpu.func @rk018_map(%in0: memref<14710374xf32>, %out: memref<919402xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 919399 : index
      %c8 = arith.constant 16 : index
      %c10 = arith.constant 1 : index
      %c13 = arith.constant 1.5 : f32
      %c15 = arith.constant 2 : index
      %c18 = arith.constant 2.0 : f32
      %c25 = arith.constant -0.75 : f32
      %c29 = arith.constant 5 : index
      %c32 = arith.constant 1.0 : f32
      %c35 = arith.constant 17 : index
      %c40 = arith.constant 3 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.muli %v5, %c8 : index
        %v11 = arith.addi %v9, %c10 : index
        %v12 = memref.load %in0[%v11] : memref<14710374xf32>
        %v14 = arith.mulf %v12, %c13 : f32
        %v16 = arith.muli %v5, %c15 : index
        %v17 = memref.load %in0[%v16] : memref<14710374xf32>
        %v19 = arith.mulf %v17, %c18 : f32
        %v20 = arith.addf %v14, %v19 : f32
        %v21 = memref.load %in0[%v5] : memref<14710374xf32>
        %v22 = arith.mulf %v21, %c18 : f32
        %v23 = arith.addf %v20, %v22 : f32
        %v24 = memref.load %in0[%v5] : memref<14710374xf32>
        %v26 = arith.mulf %v24, %c25 : f32
        %v27 = arith.addf %v23, %v26 : f32
        %v28 = arith.muli %v5, %c8 : index
        %v30 = arith.addi %v28, %c29 : index
        %v31 = memref.load %in0[%v30] : memref<14710374xf32>
        %v33 = arith.mulf %v31, %c32 : f32
        %v34 = arith.addf %v27, %v33 : f32
        %v36 = arith.addi %v5, %c35 : index
        %v37 = memref.load %in0[%v36] : memref<14710374xf32>
        %v38 = arith.mulf %v37, %c32 : f32
        %v39 = arith.addf %v34, %v38 : f32
        %v41 = arith.addi %v5, %c40 : index
        memref.store %v39, %out[%v41] : memref<919402xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<14710374xf32>, %out: memref<919402xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c320 = arith.constant 320 : index
    %c384 = arith.constant 384 : index
    %c768 = arith.constant 768 : index
    %c1198 = arith.constant 1198 : index
    %c2395 = arith.constant 2395 : index
    %c2874 = arith.constant 2874 : index
    %c3592 = arith.constant 3592 : index
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c3592, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<14710374xf32>, %out : memref<919402xf32>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c2874, %c1, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<14710374xf32>, %out : memref<919402xf32>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c2395, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<14710374xf32>, %out : memref<919402xf32>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c1198, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<14710374xf32>, %out : memref<919402xf32>)
    return
  }
}
