// rk059_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk059_map {
    gpu.func @rk059_map(%in0: memref<154x2899xf32>, %out: memref<52x720xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 720 : index
      %c13 = arith.constant 52 : index
      %c15 = arith.constant 717 : index
      %c17 = arith.constant 3 : index
      %c19 = arith.constant 50 : index
      %c25 = arith.constant 0.0 : f32
      %c26 = arith.constant 0 : index
      %c27 = arith.constant 12 : index
      %c28 = arith.constant 1 : index
      %c32 = arith.constant 2 : index
      %c37 = arith.constant 0.25 : f32
      %c44 = arith.constant 1.0 : f32
      %c47 = arith.constant 14 : index
      %c49 = arith.constant 8 : index
      %c56 = arith.constant 4 : index
      %c61 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi ult, %v5, %c15 : index
      %v18 = arith.cmpi uge, %v10, %c17 : index
      %v20 = arith.cmpi ult, %v10, %c19 : index
      %v21 = arith.andi %v12, %v14 : i1
      %v22 = arith.andi %v21, %v16 : i1
      %v23 = arith.andi %v22, %v18 : i1
      %v24 = arith.andi %v23, %v20 : i1
      scf.if %v24 {
        %v30 = scf.for %i29 = %c26 to %c27 step %c28 iter_args(%a29_0 = %c25) -> (f32) {
          %v31 = arith.muli %v10, %c17 : index
          %v33 = arith.addi %v5, %c32 : index
          %v34 = arith.muli %i29, %c32 : index
          %v35 = arith.addi %v33, %v34 : index
          %v36 = memref.load %in0[%v31, %v35] : memref<154x2899xf32>
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addf %a29_0, %v38 : f32
          %v40 = arith.muli %i29, %c28 : index
          %v41 = arith.addi %v10, %v40 : index
          %v42 = arith.addi %v5, %c17 : index
          %v43 = memref.load %in0[%v41, %v42] : memref<154x2899xf32>
          %v45 = arith.mulf %v43, %c44 : f32
          %v46 = arith.addf %v39, %v45 : f32
          %v48 = arith.addi %v5, %c47 : index
          %v50 = arith.muli %i29, %c49 : index
          %v51 = arith.addi %v48, %v50 : index
          %v52 = memref.load %in0[%v10, %v51] : memref<154x2899xf32>
          %v53 = arith.mulf %v52, %c44 : f32
          %v54 = arith.addf %v46, %v53 : f32
          %v55 = arith.addi %v10, %c32 : index
          %v57 = arith.muli %v5, %c56 : index
          %v58 = arith.muli %i29, %c32 : index
          %v59 = arith.addi %v57, %v58 : index
          %v60 = memref.load %in0[%v55, %v59] : memref<154x2899xf32>
          %v62 = arith.mulf %v60, %c61 : f32
          %v63 = arith.addf %v54, %v62 : f32
          scf.yield %v63 : f32
        }
        memref.store %v30, %out[%v10, %v5] : memref<52x720xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<154x2899xf32>, %out: memref<52x720xf32>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c48 = arith.constant 48 : index
    %c52 = arith.constant 52 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk059_map::@rk059_map blocks in (%c3, %c13, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<154x2899xf32>, %out : memref<52x720xf32>)
    gpu.launch_func @rk059_map::@rk059_map blocks in (%c12, %c4, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<154x2899xf32>, %out : memref<52x720xf32>)
    gpu.launch_func @rk059_map::@rk059_map blocks in (%c15, %c52, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<154x2899xf32>, %out : memref<52x720xf32>)
    gpu.launch_func @rk059_map::@rk059_map blocks in (%c12, %c13, %c1) threads in (%c64, %c4, %c1) args(%in0 : memref<154x2899xf32>, %out : memref<52x720xf32>)
    return
  }
}
