// rk040_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk040_map {
    gpu.func @rk040_map(%in0: memref<38077211xf32>, %in1: memref<38077273xf32>, %in2: memref<38077207xf32>, %out: memref<38077205xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 2 : index
      %c8 = arith.constant 0 : index
      %c9 = arith.constant 1 : index
      %c12 = arith.constant 38077205 : index
      %c14 = arith.constant 0.0 : f32
      %c15 = arith.constant 3 : index
      %c21 = arith.constant 0.5 : f32
      %c24 = arith.constant 4 : index
      %c26 = arith.constant 32 : index
      %c30 = arith.constant 1.0 : f32
      %c35 = arith.constant -1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.muli %v5, %c6 : index
      scf.for %i10 = %c8 to %c6 step %c9 {
        %v11 = arith.addi %v7, %i10 : index
        %v13 = arith.cmpi ult, %v11, %c12 : index
        scf.if %v13 {
          %v17 = scf.for %i16 = %c8 to %c15 step %c9 iter_args(%a16_0 = %c14) -> (f32) {
            %v18 = arith.muli %i16, %c15 : index
            %v19 = arith.addi %v11, %v18 : index
            %v20 = memref.load %in0[%v19] : memref<38077211xf32>
            %v22 = arith.mulf %v20, %c21 : f32
            %v23 = arith.addf %a16_0, %v22 : f32
            %v25 = arith.addi %v11, %c24 : index
            %v27 = arith.muli %i16, %c26 : index
            %v28 = arith.addi %v25, %v27 : index
            %v29 = memref.load %in1[%v28] : memref<38077273xf32>
            %v31 = arith.mulf %v29, %c30 : f32
            %v32 = arith.addf %v23, %v31 : f32
            %v33 = arith.addi %v11, %c6 : index
            %v34 = memref.load %in2[%v33] : memref<38077207xf32>
            %v36 = arith.mulf %v34, %c35 : f32
            %v37 = arith.addf %v32, %v36 : f32
            scf.yield %v37 : f32
          }
          memref.store %v17, %out[%v11] : memref<38077205xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<38077211xf32>, %in1: memref<38077273xf32>, %in2: memref<38077207xf32>, %out: memref<38077205xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c384 = arith.constant 384 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %c1024 = arith.constant 1024 : index
    %c18593 = arith.constant 18593 : index
    %c24790 = arith.constant 24790 : index
    %c37185 = arith.constant 37185 : index
    %c49580 = arith.constant 49580 : index
    %c74370 = arith.constant 74370 : index
    %c148740 = arith.constant 148740 : index
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c18593, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<38077211xf32>, %in1 : memref<38077273xf32>, %in2 : memref<38077207xf32>, %out : memref<38077205xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c74370, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<38077211xf32>, %in1 : memref<38077273xf32>, %in2 : memref<38077207xf32>, %out : memref<38077205xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c37185, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<38077211xf32>, %in1 : memref<38077273xf32>, %in2 : memref<38077207xf32>, %out : memref<38077205xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c148740, %c1, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<38077211xf32>, %in1 : memref<38077273xf32>, %in2 : memref<38077207xf32>, %out : memref<38077205xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c49580, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<38077211xf32>, %in1 : memref<38077273xf32>, %in2 : memref<38077207xf32>, %out : memref<38077205xf32>)
    gpu.launch_func @rk040_map::@rk040_map blocks in (%c24790, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<38077211xf32>, %in1 : memref<38077273xf32>, %in2 : memref<38077207xf32>, %out : memref<38077205xf32>)
    return
  }
}
