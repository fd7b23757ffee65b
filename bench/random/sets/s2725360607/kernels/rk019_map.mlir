// rk019_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk019_map {
    gpu.func @rk019_map(%in0: memref<513x159x513xf64>, %in1: memref<314x515x142xf64>, %in2: memref<512x160x256xf64>, %out: memref<512x156x128xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 128 : index
      %c18 = arith.constant 156 : index
      %c20 = arith.constant 512 : index
      %c24 = arith.constant 2 : index
      %c26 = arith.constant 3 : index
      %c28 = arith.constant 1 : index
      %c31 = arith.constant 1.0 : f64
      %c36 = arith.constant 14 : index
      %c41 = arith.constant 4 : index
      %c43 = arith.constant 7 : index
      %c46 = arith.constant 1.5 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v22 = arith.andi %v17, %v19 : i1
      %v23 = arith.andi %v22, %v21 : i1
      scf.if %v23 {
        %v25 = arith.muli %v5, %c24 : index
        %v27 = arith.addi %v10, %c26 : index
        %v29 = arith.addi %v15, %c28 : index
        %v30 = memref.load %in0[%v25, %v27, %v29] : memref<513x159x513xf64>
        %v32 = arith.mulf %v30, %c31 : f64
        %v33 = arith.muli %v10, %c24 : index
        %v34 = arith.addi %v33, %c26 : index
        %v35 = arith.addi %v15, %c26 : index
        %v37 = arith.addi %v5, %c36 : index
        %v38 = memref.load %in1[%v34, %v35, %v37] : memref<314x515x142xf64>
        %v39 = arith.mulf %v38, %c31 : f64
        %v40 = arith.addf %v32, %v39 : f64
        %v42 = arith.addi %v10, %c41 : index
        %v44 = arith.addi %v5, %c43 : index
        %v45 = memref.load %in2[%v15, %v42, %v44] : memref<512x160x256xf64>
        %v47 = arith.mulf %v45, %c46 : f64
        %v48 = arith.addf %v40, %v47 : f64
        %v49 = arith.addi %v15, %c28 : index
        %v50 = arith.addi %v5, %c28 : index
        %v51 = memref.load %in0[%v49, %v10, %v50] : memref<513x159x513xf64>
        %v52 = arith.mulf %v51, %c31 : f64
        %v53 = arith.addf %v48, %v52 : f64
        %v54 = arith.addi %v10, %c26 : index
        %v55 = arith.muli %v5, %c24 : index
        %v56 = arith.addi %v55, %c28 : index
        %v57 = memref.load %in2[%v15, %v54, %v56] : memref<512x160x256xf64>
        %v58 = arith.mulf %v57, %c31 : f64
        %v59 = arith.addf %v53, %v58 : f64
        memref.store %v59, %out[%v15, %v10, %v5] : memref<512x156x128xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<513x159x513xf64>, %in1: memref<314x515x142xf64>, %in2: memref<512x160x256xf64>, %out: memref<512x156x128xf64>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c156 = arith.constant 156 : index
    %c512 = arith.constant 512 : index
    %c640 = arith.constant 640 : index
    gpu.launch_func @rk019_map::@rk019_map blocks in (%c1, %c156, %c512) threads in (%c640, %c1, %c1) args(%in0 : memref<513x159x513xf64>, %in1 : memref<314x515x142xf64>, %in2 : memref<512x160x256xf64>, %out : memref<512x156x128xf64>)
    gpu.launch_func @rk019_map::@rk019_map blocks in (%c32, %c10, %c512) threads in (%c4, %c16, %c1) args(%in0 : memref<513x159x513xf64>, %in1 : memref<314x515x142xf64>, %in2 : memref<512x160x256xf64>, %out : memref<512x156x128xf64>)
    gpu.launch_func @rk019_map::@rk019_map blocks in (%c4, %c20, %c128) threads in (%c32, %c8, %c4) args(%in0 : memref<513x159x513xf64>, %in1 : memref<314x515x142xf64>, %in2 : memref<512x160x256xf64>, %out : memref<512x156x128xf64>)
    return
  }
}
