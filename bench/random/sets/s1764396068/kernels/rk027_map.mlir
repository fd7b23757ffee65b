// rk027_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk027_map {
    gpu.func @rk027_map(%in0: memref<2813x2206xf32>, %in1: memref<3060x36368xf32>, %in2: memref<1103x3060xf32>, %out: memref<2803x1103xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 1103 : index
      %c13 = arith.constant 2801 : index
      %c15 = arith.constant 3 : index
      %c17 = arith.constant 1102 : index
      %c19 = arith.constant 2 : index
      %c25 = arith.constant 0.0 : f32
      %c26 = arith.constant 0 : index
      %c27 = arith.constant 5 : index
      %c28 = arith.constant 1 : index
      %c35 = arith.constant 2.0 : f32
      %c39 = arith.constant 64 : index
      %c42 = arith.constant 33 : index
      %c46 = arith.constant 1.0 : f32
      %c53 = arith.constant 1.5 : f32
      %c56 = arith.constant 4 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi uge, %v5, %c15 : index
      %v18 = arith.cmpi ult, %v5, %c17 : index
      %v20 = arith.cmpi uge, %v10, %c19 : index
      %v21 = arith.andi %v12, %v14 : i1
      %v22 = arith.andi %v21, %v16 : i1
      %v23 = arith.andi %v22, %v18 : i1
      %v24 = arith.andi %v23, %v20 : i1
      scf.if %v24 {
        %v30 = scf.for %i29 = %c26 to %c27 step %c28 iter_args(%a29_0 = %c25) -> (f32) {
          %v31 = arith.addi %v5, %c15 : index
          %v32 = arith.muli %i29, %c19 : index
          %v33 = arith.addi %v31, %v32 : index
          %v34 = memref.load %in0[%v10, %v33] : memref<2813x2206xf32>
          %v36 = arith.mulf %v34, %c35 : f32
          %v37 = arith.addf %a29_0, %v36 : f32
          %v38 = arith.addi %v10, %c15 : index
          %v40 = arith.muli %i29, %c39 : index
          %v41 = arith.addi %v38, %v40 : index
          %v43 = arith.muli %v5, %c42 : index
          %v44 = arith.addi %v43, %c28 : index
          %v45 = memref.load %in1[%v41, %v44] : memref<3060x36368xf32>
          %v47 = arith.mulf %v45, %c46 : f32
          %v48 = arith.addf %v37, %v47 : f32
          %v49 = arith.addi %v10, %c15 : index
          %v50 = arith.muli %i29, %c39 : index
          %v51 = arith.addi %v49, %v50 : index
          %v52 = memref.load %in2[%v5, %v51] : memref<1103x3060xf32>
          %v54 = arith.mulf %v52, %c53 : f32
          %v55 = arith.addf %v48, %v54 : f32
          %v57 = arith.addi %v10, %c56 : index
          %v58 = arith.muli %i29, %c19 : index
          %v59 = arith.addi %v57, %v58 : index
          %v60 = arith.muli %v5, %c19 : index
          %v61 = arith.addi %v60, %c28 : index
          %v62 = memref.load %in0[%v59, %v61] : memref<2813x2206xf32>
          %v63 = arith.mulf %v62, %c46 : f32
          %v64 = arith.addf %v55, %v63 : f32
          scf.yield %v64 : f32
        }
        %v65 = arith.addi %v10, %c19 : index
        memref.store %v30, %out[%v65, %v5] : memref<2803x1103xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<2813x2206xf32>, %in1: memref<3060x36368xf32>, %in2: memref<1103x3060xf32>, %out: memref<2803x1103xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c16 = arith.constant 16 : index
    %c18 = arith.constant 18 : index
    %c32 = arith.constant 32 : index
    %c35 = arith.constant 35 : index
    %c64 = arith.constant 64 : index
    %c69 = arith.constant 69 : index
    %c128 = arith.constant 128 : index
    %c176 = arith.constant 176 : index
    %c351 = arith.constant 351 : index
    %c701 = arith.constant 701 : index
    %c1401 = arith.constant 1401 : index
    %c2801 = arith.constant 2801 : index
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c18, %c351, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<2813x2206xf32>, %in1 : memref<3060x36368xf32>, %in2 : memref<1103x3060xf32>, %out : memref<2803x1103xf32>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c69, %c701, %c1) threads in (%c16, %c4, %c1) args(%in0 : memref<2813x2206xf32>, %in1 : memref<3060x36368xf32>, %in2 : memref<1103x3060xf32>, %out : memref<2803x1103xf32>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c9, %c1401, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<2813x2206xf32>, %in1 : memref<3060x36368xf32>, %in2 : memref<1103x3060xf32>, %out : memref<2803x1103xf32>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c9, %c2801, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<2813x2206xf32>, %in1 : memref<3060x36368xf32>, %in2 : memref<1103x3060xf32>, %out : memref<2803x1103xf32>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c18, %c176, %c1) threads in (%c64, %c16, %c1) args(%in0 : memref<2813x2206xf32>, %in1 : memref<3060x36368xf32>, %in2 : memref<1103x3060xf32>, %out : memref<2803x1103xf32>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c35, %c701, %c1) threads in (%c32, %c4, %c1) args(%in0 : memref<2813x2206xf32>, %in1 : memref<3060x36368xf32>, %in2 : memref<1103x3060xf32>, %out : memref<2803x1103xf32>)
    return
  }
}
