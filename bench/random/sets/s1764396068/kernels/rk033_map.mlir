// rk033_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk033_map {
    gpu.func @rk033_map(%in0: memref<7x12x2049xf16>, %in1: memref<8x6x6145xf16>, %in2: memref<8x12x2048xf16>, %out: memref<8x6x2048xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 8 : index
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 2048 : index
      %c25 = arith.constant 6 : index
      %c30 = arith.constant 4 : index
      %c34 = arith.constant -0.75 : f16
      %c36 = arith.constant 3 : index
      %c40 = arith.constant 0.25 : f16
      %c43 = arith.constant 2 : index
      %c47 = arith.constant 1.5 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v10, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v24 = arith.cmpi ult, %v21, %c16 : index
        %v26 = arith.cmpi ult, %v15, %c25 : index
        %v27 = arith.andi %v23, %v24 : i1
        %v28 = arith.andi %v27, %v26 : i1
        scf.if %v28 {
          %v29 = arith.addi %v15, %c19 : index
          %v31 = arith.addi %v21, %c30 : index
          %v32 = arith.addi %v5, %c19 : index
          %v33 = memref.load %in0[%v29, %v31, %v32] : memref<7x12x2049xf16>
          %v35 = arith.mulf %v33, %c34 : f16
          %v37 = arith.muli %v5, %c36 : index
          %v38 = arith.addi %v37, %c36 : index
          %v39 = memref.load %in1[%v21, %v15, %v38] : memref<8x6x6145xf16>
          %v41 = arith.mulf %v39, %c40 : f16
          %v42 = arith.addf %v35, %v41 : f16
          %v44 = arith.addi %v15, %c43 : index
          %v45 = arith.addi %v21, %c30 : index
          %v46 = memref.load %in2[%v44, %v45, %v5] : memref<8x12x2048xf16>
          %v48 = arith.mulf %v46, %c47 : f16
          %v49 = arith.addf %v42, %v48 : f16
          memref.store %v49, %out[%v21, %v15, %v5] : memref<8x6x2048xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<7x12x2049xf16>, %in1: memref<8x6x6145xf16>, %in2: memref<8x12x2048xf16>, %out: memref<8x6x2048xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk033_map::@rk033_map blocks in (%c256, %c1, %c3) threads in (%c8, %c8, %c2) args(%in0 : memref<7x12x2049xf16>, %in1 : memref<8x6x6145xf16>, %in2 : memref<8x12x2048xf16>, %out : memref<8x6x2048xf16>)
    gpu.launch_func @rk033_map::@rk033_map blocks in (%c64, %c1, %c2) threads in (%c32, %c1, %c4) args(%in0 : memref<7x12x2049xf16>, %in1 : memref<8x6x6145xf16>, %in2 : memref<8x12x2048xf16>, %out : memref<8x6x2048xf16>)
    gpu.launch_func @rk033_map::@rk033_map blocks in (%c32, %c1, %c6) threads in (%c64, %c4, %c1) args(%in0 : memref<7x12x2049xf16>, %in1 : memref<8x6x6145xf16>, %in2 : memref<8x12x2048xf16>, %out : memref<8x6x2048xf16>)
    gpu.launch_func @rk033_map::@rk033_map blocks in (%c128, %c1, %c6) threads in (%c16, %c16, %c1) args(%in0 : memref<7x12x2049xf16>, %in1 : memref<8x6x6145xf16>, %in2 : memref<8x12x2048xf16>, %out : memref<8x6x2048xf16>)
    return
  }
}
