// rk003_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk003_map {
    gpu.func @rk003_map(%in0: memref<2055x32786xf16>, %out: memref<2049x16388xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 16384 : index
      %c13 = arith.constant 2048 : index
      %c16 = arith.constant 0.0 : f16
      %c17 = arith.constant 0 : index
      %c18 = arith.constant 4 : index
      %c19 = arith.constant 1 : index
      %c25 = arith.constant 13 : index
      %c28 = arith.constant -1.0 : f16
      %c31 = arith.constant 2 : index
      %c33 = arith.constant 16 : index
      %c38 = arith.constant 1.0 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v21 = scf.for %i20 = %c17 to %c18 step %c19 iter_args(%a20_0 = %c16) -> (f16) {
          %v22 = arith.addi %v10, %c18 : index
          %v23 = arith.muli %i20, %c19 : index
          %v24 = arith.addi %v22, %v23 : index
          %v26 = arith.addi %v5, %c25 : index
          %v27 = memref.load %in0[%v24, %v26] : memref<2055x32786xf16>
          %v29 = arith.mulf %v27, %c28 : f16
          %v30 = arith.addf %a20_0, %v29 : f16
          %v32 = arith.muli %v5, %c31 : index
          %v34 = arith.addi %v32, %c33 : index
          %v35 = arith.muli %i20, %c19 : index
          %v36 = arith.addi %v34, %v35 : index
          %v37 = memref.load %in0[%v10, %v36] : memref<2055x32786xf16>
          %v39 = arith.mulf %v37, %c38 : f16
          %v40 = arith.addf %v30, %v39 : f16
          scf.yield %v40 : f16
        }
        %v41 = arith.addi %v10, %c19 : index
        %v42 = arith.addi %v5, %c18 : index
        memref.store %v21, %out[%v41, %v42] : memref<2049x16388xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<2055x32786xf16>, %out: memref<2049x16388xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c26 = arith.constant 26 : index
    %c32 = arith.constant 32 : index
    %c86 = arith.constant 86 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c640 = arith.constant 640 : index
    %c1024 = arith.constant 1024 : index
    %c2048 = arith.constant 2048 : index
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c32, %c2048, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<2055x32786xf16>, %out : memref<2049x16388xf16>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c128, %c256, %c1) threads in (%c128, %c8, %c1) args(%in0 : memref<2055x32786xf16>, %out : memref<2049x16388xf16>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c26, %c2048, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<2055x32786xf16>, %out : memref<2049x16388xf16>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c2048, %c512, %c1) threads in (%c8, %c4, %c1) args(%in0 : memref<2055x32786xf16>, %out : memref<2049x16388xf16>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c86, %c2048, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<2055x32786xf16>, %out : memref<2049x16388xf16>)
    gpu.launch_func @rk003_map::@rk003_map blocks in (%c512, %c1024, %c1) threads in (%c32, %c2, %c1) args(%in0 : memref<2055x32786xf16>, %out : memref<2049x16388xf16>)
    return
  }
}
