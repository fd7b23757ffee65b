// rk046_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk046_map {
    gpu.func @rk046_map(%in0: memref<157x185210xf16>, %in1: memref<158x92605xf16>, %out: memref<155x740842xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 92604 : index
      %c13 = arith.constant 155 : index
      %c16 = arith.constant 2 : index
      %c19 = arith.constant 3 : index
      %c22 = arith.constant -0.5 : f16
      %c26 = arith.constant 2.0 : f16
      %c29 = arith.constant 1 : index
      %c34 = arith.constant 8 : index
      %c36 = arith.constant 17 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v17 = arith.addi %v10, %c16 : index
        %v18 = arith.muli %v5, %c16 : index
        %v20 = arith.addi %v18, %c19 : index
        %v21 = memref.load %in0[%v17, %v20] : memref<157x185210xf16>
        %v23 = arith.mulf %v21, %c22 : f16
        %v24 = arith.addi %v10, %c19 : index
        %v25 = memref.load %in1[%v24, %v5] : memref<158x92605xf16>
        %v27 = arith.mulf %v25, %c26 : f16
        %v28 = arith.addf %v23, %v27 : f16
        %v30 = arith.addi %v5, %c29 : index
        %v31 = memref.load %in1[%v10, %v30] : memref<158x92605xf16>
        %v32 = arith.mulf %v31, %c22 : f16
        %v33 = arith.addf %v28, %v32 : f16
        %v35 = arith.muli %v5, %c34 : index
        %v37 = arith.addi %v35, %c36 : index
        memref.store %v33, %out[%v10, %v37] : memref<155x740842xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<157x185210xf16>, %in1: memref<158x92605xf16>, %out: memref<155x740842xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %c39 = arith.constant 39 : index
    %c64 = arith.constant 64 : index
    %c78 = arith.constant 78 : index
    %c80 = arith.constant 80 : index
    %c145 = arith.constant 145 : index
    %c155 = arith.constant 155 : index
    %c640 = arith.constant 640 : index
    %c1158 = arith.constant 1158 : index
    %c1447 = arith.constant 1447 : index
    %c2894 = arith.constant 2894 : index
    gpu.launch_func @rk046_map::@rk046_map blocks in (%c1447, %c39, %c1) threads in (%c64, %c4, %c1) args(%in0 : memref<157x185210xf16>, %in1 : memref<158x92605xf16>, %out : memref<155x740842xf16>)
    gpu.launch_func @rk046_map::@rk046_map blocks in (%c2894, %c5, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<157x185210xf16>, %in1 : memref<158x92605xf16>, %out : memref<155x740842xf16>)
    gpu.launch_func @rk046_map::@rk046_map blocks in (%c145, %c155, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<157x185210xf16>, %in1 : memref<158x92605xf16>, %out : memref<155x740842xf16>)
    gpu.launch_func @rk046_map::@rk046_map blocks in (%c2894, %c155, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<157x185210xf16>, %in1 : memref<158x92605xf16>, %out : memref<155x740842xf16>)
    gpu.launch_func @rk046_map::@rk046_map blocks in (%c1447, %c78, %c1) threads in (%c64, %c2, %c1) args(%in0 : memref<157x185210xf16>, %in1 : memref<158x92605xf16>, %out : memref<155x740842xf16>)
    gpu.launch_func @rk046_map::@rk046_map blocks in (%c1158, %c155, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<157x185210xf16>, %in1 : memref<158x92605xf16>, %out : memref<155x740842xf16>)
    return
  }
}
