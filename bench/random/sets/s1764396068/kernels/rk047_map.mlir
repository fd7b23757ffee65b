// rk047_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk047_map {
    gpu.func @rk047_map(%in0: memref<2892995xf16>, %in1: memref<8678974xf16>, %out: memref<2892994xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 2892992 : index
      %c8 = arith.constant 3 : index
      %c11 = arith.constant 0.5 : f16
      %c15 = arith.constant 1.5 : f16
      %c18 = arith.constant 1 : index
      %c21 = arith.constant 0.25 : f16
      %c25 = arith.constant -0.75 : f16
      %c28 = arith.constant 2 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.addi %v5, %c8 : index
        %v10 = memref.load %in0[%v9] : memref<2892995xf16>
        %v12 = arith.mulf %v10, %c11 : f16
        %v13 = arith.muli %v5, %c8 : index
        %v14 = memref.load %in1[%v13] : memref<8678974xf16>
        %v16 = arith.mulf %v14, %c15 : f16
        %v17 = arith.addf %v12, %v16 : f16
        %v19 = arith.addi %v5, %c18 : index
        %v20 = memref.load %in1[%v19] : memref<8678974xf16>
        %v22 = arith.mulf %v20, %c21 : f16
        %v23 = arith.addf %v17, %v22 : f16
        %v24 = memref.load %in0[%v5] : memref<2892995xf16>
        %v26 = arith.mulf %v24, %c25 : f16
        %v27 = arith.addf %v23, %v26 : f16
        %v29 = arith.addi %v5, %c28 : index
        memref.store %v27, %out[%v29] : memref<2892994xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<2892995xf16>, %in1: memref<8678974xf16>, %out: memref<2892994xf16>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c160 = arith.constant 160 : index
    %c256 = arith.constant 256 : index
    %c11301 = arith.constant 11301 : index
    %c18082 = arith.constant 18082 : index
    %c22602 = arith.constant 22602 : index
    gpu.launch_func @rk047_map::@rk047_map blocks in (%c22602, %c1, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<2892995xf16>, %in1 : memref<8678974xf16>, %out : memref<2892994xf16>)
    gpu.launch_func @rk047_map::@rk047_map blocks in (%c18082, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<2892995xf16>, %in1 : memref<8678974xf16>, %out : memref<2892994xf16>)
    gpu.launch_func @rk047_map::@rk047_map blocks in (%c11301, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<2892995xf16>, %in1 : memref<8678974xf16>, %out : memref<2892994xf16>)
    return
  }
}
