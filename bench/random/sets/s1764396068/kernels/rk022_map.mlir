// rk022_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk022_map {
    gpu.func @rk022_map(%in0: memref<18x513x512xf32>, %out: memref<18x19x16864xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 512 : index
      %c18 = arith.constant 16 : index
      %c23 = arith.constant 0.0 : f32
      %c24 = arith.constant 0 : index
      %c25 = arith.constant 8 : index
      %c26 = arith.constant 1 : index
      %c30 = arith.constant 2 : index
      %c34 = arith.constant 1.5 : f32
      %c38 = arith.constant 4 : index
      %c41 = arith.constant 0.5 : f32
      %c45 = arith.constant 3 : index
      %c47 = arith.constant 33 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v20 = arith.cmpi ult, %v15, %c18 : index
      %v21 = arith.andi %v17, %v19 : i1
      %v22 = arith.andi %v21, %v20 : i1
      scf.if %v22 {
        %v28 = scf.for %i27 = %c24 to %c25 step %c26 iter_args(%a27_0 = %c23) -> (f32) {
          %v29 = arith.addi %v5, %c26 : index
          %v31 = arith.muli %v15, %c30 : index
          %v32 = arith.addi %v31, %c30 : index
          %v33 = memref.load %in0[%v10, %v29, %v32] : memref<18x513x512xf32>
          %v35 = arith.mulf %v33, %c34 : f32
          %v36 = arith.addf %a27_0, %v35 : f32
          %v37 = arith.addi %v15, %c30 : index
          %v39 = arith.addi %v10, %c38 : index
          %v40 = memref.load %in0[%v37, %v39, %v5] : memref<18x513x512xf32>
          %v42 = arith.mulf %v40, %c41 : f32
          %v43 = arith.addf %v36, %v42 : f32
          scf.yield %v43 : f32
        }
        %v44 = arith.addi %v15, %c30 : index
        %v46 = arith.addi %v10, %c45 : index
        %v48 = arith.muli %v5, %c47 : index
        memref.store %v28, %out[%v44, %v46, %v48] : memref<18x19x16864xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<18x513x512xf32>, %out: memref<18x19x16864xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c96 = arith.constant 96 : index
    %c256 = arith.constant 256 : index
    %c320 = arith.constant 320 : index
    gpu.launch_func @rk022_map::@rk022_map blocks in (%c2, %c8, %c16) threads in (%c256, %c2, %c1) args(%in0 : memref<18x513x512xf32>, %out : memref<18x19x16864xf32>)
    gpu.launch_func @rk022_map::@rk022_map blocks in (%c16, %c4, %c2) threads in (%c32, %c4, %c8) args(%in0 : memref<18x513x512xf32>, %out : memref<18x19x16864xf32>)
    gpu.launch_func @rk022_map::@rk022_map blocks in (%c6, %c16, %c16) threads in (%c96, %c1, %c1) args(%in0 : memref<18x513x512xf32>, %out : memref<18x19x16864xf32>)
    gpu.launch_func @rk022_map::@rk022_map blocks in (%c16, %c1, %c16) threads in (%c32, %c32, %c1) args(%in0 : memref<18x513x512xf32>, %out : memref<18x19x16864xf32>)
    gpu.launch_func @rk022_map::@rk022_map blocks in (%c2, %c16, %c16) threads in (%c320, %c1, %c1) args(%in0 : memref<18x513x512xf32>, %out : memref<18x19x16864xf32>)
    gpu.launch_func @rk022_map::@rk022_map blocks in (%c16, %c8, %c16) threads in (%c32, %c2, %c1) args(%in0 : memref<18x513x512xf32>, %out : memref<18x19x16864xf32>)
    return
  }
}
