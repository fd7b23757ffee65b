// rk043_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk043_map {
    gpu.func @rk043_map(%in0: memref<1048579x71xf16>, %in1: memref<72x524303xf16>, %in2: memref<72x1048581xf16>, %out: memref<68x524292xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 524288 : index
      %c13 = arith.constant 68 : index
      %c15 = arith.constant 1 : index
      %c17 = arith.constant 524286 : index
      %c19 = arith.constant 3 : index
      %c21 = arith.constant 65 : index
      %c28 = arith.constant 2 : index
      %c30 = arith.constant 4 : index
      %c35 = arith.constant 0.5 : f32
      %c38 = arith.constant 15 : index
      %c42 = arith.constant 1.0 : f32
      %c47 = arith.constant 6 : index
      %c51 = arith.constant -0.75 : f32
      %c54 = arith.constant 14 : index
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
        %v29 = arith.muli %v5, %c28 : index
        %v31 = arith.addi %v29, %c30 : index
        %v32 = arith.addi %v10, %c19 : index
        %v33 = memref.load %in0[%v31, %v32] : memref<1048579x71xf16>
        %v34 = arith.extf %v33 : f16 to f32
        %v36 = arith.mulf %v34, %c35 : f32
        %v37 = arith.addi %v10, %c30 : index
        %v39 = arith.addi %v5, %c38 : index
        %v40 = memref.load %in1[%v37, %v39] : memref<72x524303xf16>
        %v41 = arith.extf %v40 : f16 to f32
        %v43 = arith.mulf %v41, %c42 : f32
        %v44 = arith.addf %v36, %v43 : f32
        %v45 = arith.addi %v10, %c30 : index
        %v46 = arith.muli %v5, %c28 : index
        %v48 = arith.addi %v46, %c47 : index
        %v49 = memref.load %in2[%v45, %v48] : memref<72x1048581xf16>
        %v50 = arith.extf %v49 : f16 to f32
        %v52 = arith.mulf %v50, %c51 : f32
        %v53 = arith.addf %v44, %v52 : f32
        %v55 = arith.addi %v5, %c54 : index
        %v56 = memref.load %in2[%v10, %v55] : memref<72x1048581xf16>
        %v57 = arith.extf %v56 : f16 to f32
        %v58 = arith.mulf %v57, %c35 : f32
        %v59 = arith.addf %v53, %v58 : f32
        %v60 = memref.load %in2[%v10, %v5] : memref<72x1048581xf16>
        %v61 = arith.extf %v60 : f16 to f32
        %v62 = arith.mulf %v61, %c51 : f32
        %v63 = arith.addf %v59, %v62 : f32
        %v64 = arith.truncf %v63 : f32 to f16
        %v65 = arith.addi %v5, %c30 : index
        memref.store %v64, %out[%v10, %v65] : memref<68x524292xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1048579x71xf16>, %in1: memref<72x524303xf16>, %in2: memref<72x1048581xf16>, %out: memref<68x524292xf16>) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c17 = arith.constant 17 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c68 = arith.constant 68 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %c2048 = arith.constant 2048 : index
    %c4096 = arith.constant 4096 : index
    %c8192 = arith.constant 8192 : index
    %c65536 = arith.constant 65536 : index
    %c131072 = arith.constant 131072 : index
    gpu.launch_func @rk043_map::@rk043_map blocks in (%c8192, %c68, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<1048579x71xf16>, %in1 : memref<72x524303xf16>, %in2 : memref<72x1048581xf16>, %out : memref<68x524292xf16>)
    gpu.launch_func @rk043_map::@rk043_map blocks in (%c131072, %c3, %c1) threads in (%c4, %c32, %c1) args(%in0 : memref<1048579x71xf16>, %in1 : memref<72x524303xf16>, %in2 : memref<72x1048581xf16>, %out : memref<68x524292xf16>)
    gpu.launch_func @rk043_map::@rk043_map blocks in (%c65536, %c17, %c1) threads in (%c8, %c4, %c1) args(%in0 : memref<1048579x71xf16>, %in1 : memref<72x524303xf16>, %in2 : memref<72x1048581xf16>, %out : memref<68x524292xf16>)
    gpu.launch_func @rk043_map::@rk043_map blocks in (%c4096, %c17, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<1048579x71xf16>, %in1 : memref<72x524303xf16>, %in2 : memref<72x1048581xf16>, %out : memref<68x524292xf16>)
    gpu.launch_func @rk043_map::@rk043_map blocks in (%c2048, %c68, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<1048579x71xf16>, %in1 : memref<72x524303xf16>, %in2 : memref<72x1048581xf16>, %out : memref<68x524292xf16>)
    gpu.launch_func @rk043_map::@rk043_map blocks in (%c1024, %c68, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<1048579x71xf16>, %in1 : memref<72x524303xf16>, %in2 : memref<72x1048581xf16>, %out : memref<68x524292xf16>)
    return
  }
}
