// rk037_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk037_map {
    gpu.func @rk037_map(%in0: memref<35x522xf32>, %out: memref<32x512xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 2 : index
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 1 : index
      %c17 = arith.constant 512 : index
      %c19 = arith.constant 32 : index
      %c22 = arith.constant 509 : index
      %c25 = arith.constant 31 : index
      %c34 = arith.constant -1.0 : f32
      %c37 = arith.constant 6 : index
      %c42 = arith.constant 3 : index
      %c44 = arith.constant 10 : index
      %c47 = arith.constant 1.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %v10, %c11 : index
      scf.for %i15 = %c13 to %c11 step %c14 {
        %v16 = arith.addi %v12, %i15 : index
        %v18 = arith.cmpi ult, %v5, %c17 : index
        %v20 = arith.cmpi ult, %v16, %c19 : index
        %v21 = arith.cmpi uge, %v5, %c11 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v24 = arith.cmpi uge, %v16, %c11 : index
        %v26 = arith.cmpi ult, %v16, %c25 : index
        %v27 = arith.andi %v18, %v20 : i1
        %v28 = arith.andi %v27, %v21 : i1
        %v29 = arith.andi %v28, %v23 : i1
        %v30 = arith.andi %v29, %v24 : i1
        %v31 = arith.andi %v30, %v26 : i1
        scf.if %v31 {
          %v32 = arith.addi %v5, %c11 : index
          %v33 = memref.load %in0[%v16, %v32] : memref<35x522xf32>
          %v35 = arith.mulf %v33, %c34 : f32
          %v36 = arith.addi %v16, %c11 : index
          %v38 = arith.addi %v5, %c37 : index
          %v39 = memref.load %in0[%v36, %v38] : memref<35x522xf32>
          %v40 = arith.mulf %v39, %c34 : f32
          %v41 = arith.addf %v35, %v40 : f32
          %v43 = arith.addi %v16, %c42 : index
          %v45 = arith.addi %v5, %c44 : index
          %v46 = memref.load %in0[%v43, %v45] : memref<35x522xf32>
          %v48 = arith.mulf %v46, %c47 : f32
          %v49 = arith.addf %v41, %v48 : f32
          memref.store %v49, %out[%v16, %v5] : memref<32x512xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<35x522xf32>, %out: memref<32x512xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c320 = arith.constant 320 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c128, %c2, %c1) threads in (%c4, %c8, %c1) args(%in0 : memref<35x522xf32>, %out : memref<32x512xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c16, %c1, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<35x522xf32>, %out : memref<32x512xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c2, %c16, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<35x522xf32>, %out : memref<32x512xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c1, %c16, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<35x522xf32>, %out : memref<32x512xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c4, %c8, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<35x522xf32>, %out : memref<32x512xf32>)
    return
  }
}
