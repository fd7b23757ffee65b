// rk021_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk021_map {
    gpu.func @rk021_map(%in0: memref<1112x55270xf32>, %out: memref<1110x55266xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 55266 : index
      %c13 = arith.constant 1110 : index
      %c16 = arith.constant 1 : index
      %c18 = arith.constant 3 : index
      %c21 = arith.constant -0.5 : f32
      %c24 = arith.constant 4 : index
      %c27 = arith.constant 1.0 : f32
      %c30 = arith.constant 2 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v17 = arith.addi %v10, %c16 : index
        %v19 = arith.addi %v5, %c18 : index
        %v20 = memref.load %in0[%v17, %v19] : memref<1112x55270xf32>
        %v22 = arith.mulf %v20, %c21 : f32
        %v23 = arith.addi %v10, %c16 : index
        %v25 = arith.addi %v5, %c24 : index
        %v26 = memref.load %in0[%v23, %v25] : memref<1112x55270xf32>
        %v28 = arith.mulf %v26, %c27 : f32
        %v29 = arith.addf %v22, %v28 : f32
        %v31 = arith.addi %v10, %c30 : index
        %v32 = memref.load %in0[%v31, %v5] : memref<1112x55270xf32>
        %v33 = arith.mulf %v32, %c27 : f32
        %v34 = arith.addf %v29, %v33 : f32
        %v35 = arith.addi %v10, %c16 : index
        %v36 = memref.load %in0[%v35, %v5] : memref<1112x55270xf32>
        %v37 = arith.mulf %v36, %c27 : f32
        %v38 = arith.addf %v34, %v37 : f32
        memref.store %v38, %out[%v10, %v5] : memref<1110x55266xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1112x55270xf32>, %out: memref<1110x55266xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c72 = arith.constant 72 : index
    %c200 = arith.constant 200 : index
    %c216 = arith.constant 216 : index
    %c256 = arith.constant 256 : index
    %c277 = arith.constant 277 : index
    %c278 = arith.constant 278 : index
    %c555 = arith.constant 555 : index
    %c768 = arith.constant 768 : index
    %c864 = arith.constant 864 : index
    %c1110 = arith.constant 1110 : index
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c864, %c555, %c1) threads in (%c64, %c2, %c1) args(%in0 : memref<1112x55270xf32>, %out : memref<1110x55266xf32>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c72, %c1110, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<1112x55270xf32>, %out : memref<1110x55266xf32>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c277, %c1110, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<1112x55270xf32>, %out : memref<1110x55266xf32>)
    gpu.launch_func @rk021_map::@rk021_map blocks in (%c216, %c278, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<1112x55270xf32>, %out : memref<1110x55266xf32>)
    return
  }
}
