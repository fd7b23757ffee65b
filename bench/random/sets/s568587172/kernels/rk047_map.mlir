// rk047_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk047_map {
    gpu.func @rk047_map(%in0: memref<766x332xf64>, %in1: memref<260x256xf64>, %out: memref<256x11xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 11 : index
      %c13 = arith.constant 256 : index
      %c15 = arith.constant 3 : index
      %c17 = arith.constant 9 : index
      %c19 = arith.constant 1 : index
      %c21 = arith.constant 254 : index
      %c28 = arith.constant 2 : index
      %c31 = arith.constant 1.0 : f64
      %c37 = arith.constant 33 : index
      %c41 = arith.constant -0.5 : f64
      %c44 = arith.constant 4 : index
      %c48 = arith.constant 0.5 : f64
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
        %v30 = memref.load %in0[%v5, %v29] : memref<766x332xf64>
        %v32 = arith.mulf %v30, %c31 : f64
        %v33 = memref.load %in1[%v5, %v10] : memref<260x256xf64>
        %v34 = arith.mulf %v33, %c31 : f64
        %v35 = arith.addf %v32, %v34 : f64
        %v36 = arith.muli %v10, %c15 : index
        %v38 = arith.muli %v5, %c37 : index
        %v39 = arith.addi %v38, %c19 : index
        %v40 = memref.load %in0[%v36, %v39] : memref<766x332xf64>
        %v42 = arith.mulf %v40, %c41 : f64
        %v43 = arith.addf %v35, %v42 : f64
        %v45 = arith.addi %v10, %c44 : index
        %v46 = arith.addi %v5, %c17 : index
        %v47 = memref.load %in1[%v45, %v46] : memref<260x256xf64>
        %v49 = arith.mulf %v47, %c48 : f64
        %v50 = arith.addf %v43, %v49 : f64
        %v51 = arith.addi %v10, %c19 : index
        %v52 = memref.load %in0[%v51, %v5] : memref<766x332xf64>
        %v53 = arith.mulf %v52, %c41 : f64
        %v54 = arith.addf %v50, %v53 : f64
        memref.store %v54, %out[%v10, %v5] : memref<256x11xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<766x332xf64>, %in1: memref<260x256xf64>, %out: memref<256x11xf64>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c96 = arith.constant 96 : index
    %c256 = arith.constant 256 : index
    %c384 = arith.constant 384 : index
    gpu.launch_func @rk047_map::@rk047_map blocks in (%c1, %c256, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<766x332xf64>, %in1 : memref<260x256xf64>, %out : memref<256x11xf64>)
    gpu.launch_func @rk047_map::@rk047_map blocks in (%c1, %c256, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<766x332xf64>, %in1 : memref<260x256xf64>, %out : memref<256x11xf64>)
    gpu.launch_func @rk047_map::@rk047_map blocks in (%c1, %c256, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<766x332xf64>, %in1 : memref<260x256xf64>, %out : memref<256x11xf64>)
    return
  }
}
