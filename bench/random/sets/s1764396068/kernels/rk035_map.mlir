// rk035_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk035_map {
    gpu.func @rk035_map(%in0: memref<364x3900xf32>, %in1: memref<364x3891xf32>, %out: memref<723x3896xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 3889 : index
      %c13 = arith.constant 362 : index
      %c16 = arith.constant 0.0 : f32
      %c17 = arith.constant 0 : index
      %c18 = arith.constant 3 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 7 : index
      %c25 = arith.constant -0.75 : f32
      %c28 = arith.constant 2 : index
      %c32 = arith.constant 1.5 : f32
      %c39 = arith.constant 11 : index
      %c42 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v21 = scf.for %i20 = %c17 to %c18 step %c19 iter_args(%a20_0 = %c16) -> (f32) {
          %v23 = arith.addi %v5, %c22 : index
          %v24 = memref.load %in0[%v10, %v23] : memref<364x3900xf32>
          %v26 = arith.mulf %v24, %c25 : f32
          %v27 = arith.addf %a20_0, %v26 : f32
          %v29 = arith.addi %v10, %c28 : index
          %v30 = arith.addi %v5, %c28 : index
          %v31 = memref.load %in1[%v29, %v30] : memref<364x3891xf32>
          %v33 = arith.mulf %v31, %c32 : f32
          %v34 = arith.addf %v27, %v33 : f32
          %v35 = memref.load %in1[%v10, %v5] : memref<364x3891xf32>
          %v36 = arith.mulf %v35, %c32 : f32
          %v37 = arith.addf %v34, %v36 : f32
          %v38 = arith.addi %v10, %c28 : index
          %v40 = arith.addi %v5, %c39 : index
          %v41 = memref.load %in0[%v38, %v40] : memref<364x3900xf32>
          %v43 = arith.mulf %v41, %c42 : f32
          %v44 = arith.addf %v37, %v43 : f32
          scf.yield %v44 : f32
        }
        %v45 = arith.muli %v10, %c28 : index
        %v46 = arith.addi %v5, %c22 : index
        memref.store %v21, %out[%v45, %v46] : memref<723x3896xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<364x3900xf32>, %in1: memref<364x3891xf32>, %out: memref<723x3896xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c23 = arith.constant 23 : index
    %c32 = arith.constant 32 : index
    %c46 = arith.constant 46 : index
    %c61 = arith.constant 61 : index
    %c64 = arith.constant 64 : index
    %c122 = arith.constant 122 : index
    %c362 = arith.constant 362 : index
    gpu.launch_func @rk035_map::@rk035_map blocks in (%c61, %c46, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<364x3900xf32>, %in1 : memref<364x3891xf32>, %out : memref<723x3896xf32>)
    gpu.launch_func @rk035_map::@rk035_map blocks in (%c122, %c362, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<364x3900xf32>, %in1 : memref<364x3891xf32>, %out : memref<723x3896xf32>)
    gpu.launch_func @rk035_map::@rk035_map blocks in (%c61, %c23, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<364x3900xf32>, %in1 : memref<364x3891xf32>, %out : memref<723x3896xf32>)
    return
  }
}
