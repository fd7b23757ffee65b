// rk064_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk064_map {
    gpu.func @rk064_map(%in0: memref<39604648xf32>, %out: memref<39604639xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 39604639 : index
      %c8 = arith.constant 0.0 : f32
      %c9 = arith.constant 0 : index
      %c10 = arith.constant 2 : index
      %c11 = arith.constant 1 : index
      %c15 = arith.constant 8 : index
      %c19 = arith.constant 1.0 : f32
      %c25 = arith.constant 0.25 : f32
      %c28 = arith.constant 3 : index
      %c33 = arith.constant 2.0 : f32
      %c39 = arith.constant -0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v13 = scf.for %i12 = %c9 to %c10 step %c11 iter_args(%a12_0 = %c8) -> (f32) {
          %v14 = arith.addi %v5, %c11 : index
          %v16 = arith.muli %i12, %c15 : index
          %v17 = arith.addi %v14, %v16 : index
          %v18 = memref.load %in0[%v17] : memref<39604648xf32>
          %v20 = arith.mulf %v18, %c19 : f32
          %v21 = arith.addf %a12_0, %v20 : f32
          %v22 = arith.muli %i12, %c15 : index
          %v23 = arith.addi %v5, %v22 : index
          %v24 = memref.load %in0[%v23] : memref<39604648xf32>
          %v26 = arith.mulf %v24, %c25 : f32
          %v27 = arith.addf %v21, %v26 : f32
          %v29 = arith.addi %v5, %c28 : index
          %v30 = arith.muli %i12, %c10 : index
          %v31 = arith.addi %v29, %v30 : index
          %v32 = memref.load %in0[%v31] : memref<39604648xf32>
          %v34 = arith.mulf %v32, %c33 : f32
          %v35 = arith.addf %v27, %v34 : f32
          %v36 = arith.muli %i12, %c11 : index
          %v37 = arith.addi %v5, %v36 : index
          %v38 = memref.load %in0[%v37] : memref<39604648xf32>
          %v40 = arith.mulf %v38, %c39 : f32
          %v41 = arith.addf %v35, %v40 : f32
          scf.yield %v41 : f32
        }
        memref.store %v13, %out[%v5] : memref<39604639xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<39604648xf32>, %out: memref<39604639xf32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c80 = arith.constant 80 : index
    %c256 = arith.constant 256 : index
    %c320 = arith.constant 320 : index
    %c384 = arith.constant 384 : index
    %c1024 = arith.constant 1024 : index
    %c38677 = arith.constant 38677 : index
    %c103138 = arith.constant 103138 : index
    %c123765 = arith.constant 123765 : index
    %c154706 = arith.constant 154706 : index
    %c495058 = arith.constant 495058 : index
    %c825097 = arith.constant 825097 : index
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c825097, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<39604648xf32>, %out : memref<39604639xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c123765, %c1, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<39604648xf32>, %out : memref<39604639xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c154706, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<39604648xf32>, %out : memref<39604639xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c103138, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<39604648xf32>, %out : memref<39604639xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c38677, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<39604648xf32>, %out : memref<39604639xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c495058, %c1, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<39604648xf32>, %out : memref<39604639xf32>)
    return
  }
}
