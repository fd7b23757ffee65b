// rk006_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk006_map {
    gpu.func @rk006_map(%in0: memref<3678x3675xf32>, %in1: memref<3679x778xf32>, %out: memref<3675x256xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 256 : index
      %c13 = arith.constant 3675 : index
      %c15 = arith.constant 2 : index
      %c17 = arith.constant 254 : index
      %c19 = arith.constant 3 : index
      %c21 = arith.constant 3672 : index
      %c30 = arith.constant 5 : index
      %c33 = arith.constant 1.0 : f32
      %c40 = arith.constant 2.0 : f32
      %c43 = arith.constant 4 : index
      %c45 = arith.constant 7 : index
      %c48 = arith.constant -0.5 : f32
      %c51 = arith.constant 10 : index
      %c54 = arith.constant -0.75 : f32
      %c59 = arith.constant 12 : index
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
        %v28 = arith.addi %v10, %c19 : index
        %v29 = arith.muli %v5, %c19 : index
        %v31 = arith.addi %v29, %c30 : index
        %v32 = memref.load %in0[%v28, %v31] : memref<3678x3675xf32>
        %v34 = arith.mulf %v32, %c33 : f32
        %v35 = memref.load %in1[%v10, %v5] : memref<3679x778xf32>
        %v36 = arith.mulf %v35, %c33 : f32
        %v37 = arith.addf %v34, %v36 : f32
        %v38 = arith.addi %v5, %c15 : index
        %v39 = memref.load %in0[%v38, %v10] : memref<3678x3675xf32>
        %v41 = arith.mulf %v39, %c40 : f32
        %v42 = arith.addf %v37, %v41 : f32
        %v44 = arith.addi %v10, %c43 : index
        %v46 = arith.addi %v5, %c45 : index
        %v47 = memref.load %in1[%v44, %v46] : memref<3679x778xf32>
        %v49 = arith.mulf %v47, %c48 : f32
        %v50 = arith.addf %v42, %v49 : f32
        %v52 = arith.addi %v5, %c51 : index
        %v53 = memref.load %in0[%v10, %v52] : memref<3678x3675xf32>
        %v55 = arith.mulf %v53, %c54 : f32
        %v56 = arith.addf %v50, %v55 : f32
        %v57 = arith.addi %v10, %c15 : index
        %v58 = arith.muli %v5, %c19 : index
        %v60 = arith.addi %v58, %c59 : index
        %v61 = memref.load %in1[%v57, %v60] : memref<3679x778xf32>
        %v62 = arith.mulf %v61, %c48 : f32
        %v63 = arith.addf %v56, %v62 : f32
        memref.store %v63, %out[%v10, %v5] : memref<3675x256xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<3678x3675xf32>, %in1: memref<3679x778xf32>, %out: memref<3675x256xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c115 = arith.constant 115 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c460 = arith.constant 460 : index
    %c919 = arith.constant 919 : index
    %c1024 = arith.constant 1024 : index
    %c1838 = arith.constant 1838 : index
    %c3675 = arith.constant 3675 : index
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c32, %c460, %c1) threads in (%c8, %c8, %c1) args(%in0 : memref<3678x3675xf32>, %in1 : memref<3679x778xf32>, %out : memref<3675x256xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c8, %c115, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<3678x3675xf32>, %in1 : memref<3679x778xf32>, %out : memref<3675x256xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c1, %c3675, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<3678x3675xf32>, %in1 : memref<3679x778xf32>, %out : memref<3675x256xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c8, %c919, %c1) threads in (%c32, %c4, %c1) args(%in0 : memref<3678x3675xf32>, %in1 : memref<3679x778xf32>, %out : memref<3675x256xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c1, %c1838, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<3678x3675xf32>, %in1 : memref<3679x778xf32>, %out : memref<3675x256xf32>)
    gpu.launch_func @rk006_map::@rk006_map blocks in (%c2, %c1838, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<3678x3675xf32>, %in1 : memref<3679x778xf32>, %out : memref<3675x256xf32>)
    return
  }
}
