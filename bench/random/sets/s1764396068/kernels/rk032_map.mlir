// rk032_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk032_map {
    gpu.func @rk032_map(%in0: memref<4100x51xf32>, %in1: memref<12286x52xf32>, %in2: memref<4097x51xf32>, %out: memref<4096x48xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 48 : index
      %c13 = arith.constant 4096 : index
      %c15 = arith.constant 1 : index
      %c17 = arith.constant 46 : index
      %c19 = arith.constant 3 : index
      %c21 = arith.constant 4093 : index
      %c28 = arith.constant 4 : index
      %c32 = arith.constant 1.0 : f32
      %c36 = arith.constant 2.0 : f32
      %c41 = arith.constant 0.5 : f32
      %c55 = arith.constant -1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi uge, %v5, %c15 : index
      %v18 = arith.cmpi ult, %v5, %c17 : index
      %v20 = arith.cmpi uge, %v10, %c19 : index
      %v22 = arith.cmpi ult, %v10, %c21 : index
      %v23 = arith.andi %v12, %v14 : i1
      %v24 = arith.andi %v23, %v16 : i1
      %v25 = arith.andi %v24, %v18 : i1
      %v26 = arith.andi %v25, %v20 : i1
      %v27 = arith.andi %v26, %v22 : i1
      scf.if %v27 {
        %v29 = arith.addi %v10, %c28 : index
        %v30 = arith.addi %v5, %c19 : index
        %v31 = memref.load %in0[%v29, %v30] : memref<4100x51xf32>
        %v33 = arith.mulf %v31, %c32 : f32
        %v34 = arith.addi %v5, %c28 : index
        %v35 = memref.load %in1[%v10, %v34] : memref<12286x52xf32>
        %v37 = arith.mulf %v35, %c36 : f32
        %v38 = arith.addf %v33, %v37 : f32
        %v39 = arith.addi %v10, %c15 : index
        %v40 = memref.load %in2[%v39, %v5] : memref<4097x51xf32>
        %v42 = arith.mulf %v40, %c41 : f32
        %v43 = arith.addf %v38, %v42 : f32
        %v44 = arith.addi %v5, %c19 : index
        %v45 = memref.load %in2[%v10, %v44] : memref<4097x51xf32>
        %v46 = arith.mulf %v45, %c32 : f32
        %v47 = arith.addf %v43, %v46 : f32
        %v48 = arith.addi %v5, %c15 : index
        %v49 = memref.load %in0[%v10, %v48] : memref<4100x51xf32>
        %v50 = arith.mulf %v49, %c32 : f32
        %v51 = arith.addf %v47, %v50 : f32
        %v52 = arith.muli %v10, %c19 : index
        %v53 = arith.addi %v5, %c19 : index
        %v54 = memref.load %in1[%v52, %v53] : memref<12286x52xf32>
        %v56 = arith.mulf %v54, %c55 : f32
        %v57 = arith.addf %v51, %v56 : f32
        memref.store %v57, %out[%v10, %v5] : memref<4096x48xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<4100x51xf32>, %in1: memref<12286x52xf32>, %in2: memref<4097x51xf32>, %out: memref<4096x48xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c2048 = arith.constant 2048 : index
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c2, %c512, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<4100x51xf32>, %in1 : memref<12286x52xf32>, %in2 : memref<4097x51xf32>, %out : memref<4096x48xf32>)
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c3, %c2048, %c1) threads in (%c16, %c2, %c1) args(%in0 : memref<4100x51xf32>, %in1 : memref<12286x52xf32>, %in2 : memref<4097x51xf32>, %out : memref<4096x48xf32>)
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c2, %c2048, %c1) threads in (%c32, %c2, %c1) args(%in0 : memref<4100x51xf32>, %in1 : memref<12286x52xf32>, %in2 : memref<4097x51xf32>, %out : memref<4096x48xf32>)
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c6, %c128, %c1) threads in (%c8, %c32, %c1) args(%in0 : memref<4100x51xf32>, %in1 : memref<12286x52xf32>, %in2 : memref<4097x51xf32>, %out : memref<4096x48xf32>)
    return
  }
}
