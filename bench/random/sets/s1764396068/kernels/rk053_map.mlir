// rk053_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk053_map {
    gpu.func @rk053_map(%in0: memref<28408xf32>, %in1: memref<28412xf32>, %out: memref<28408xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 2 : index
      %c8 = arith.constant 0 : index
      %c9 = arith.constant 1 : index
      %c12 = arith.constant 28408 : index
      %c15 = arith.constant 1.5 : f32
      %c17 = arith.constant 4 : index
      %c20 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.muli %v5, %c6 : index
      scf.for %i10 = %c8 to %c6 step %c9 {
        %v11 = arith.addi %v7, %i10 : index
        %v13 = arith.cmpi ult, %v11, %c12 : index
        scf.if %v13 {
          %v14 = memref.load %in0[%v11] : memref<28408xf32>
          %v16 = arith.mulf %v14, %c15 : f32
          %v18 = arith.addi %v11, %c17 : index
          %v19 = memref.load %in1[%v18] : memref<28412xf32>
          %v21 = arith.mulf %v19, %c20 : f32
          %v22 = arith.addf %v16, %v21 : f32
          memref.store %v22, %out[%v11] : memref<28408xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<28408xf32>, %in1: memref<28412xf32>, %out: memref<28408xf32>) {
    %c1 = arith.constant 1 : index
    %c14 = arith.constant 14 : index
    %c23 = arith.constant 23 : index
    %c56 = arith.constant 56 : index
    %c89 = arith.constant 89 : index
    %c160 = arith.constant 160 : index
    %c256 = arith.constant 256 : index
    %c640 = arith.constant 640 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk053_map::@rk053_map blocks in (%c14, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<28408xf32>, %in1 : memref<28412xf32>, %out : memref<28408xf32>)
    gpu.launch_func @rk053_map::@rk053_map blocks in (%c89, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<28408xf32>, %in1 : memref<28412xf32>, %out : memref<28408xf32>)
    gpu.launch_func @rk053_map::@rk053_map blocks in (%c56, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<28408xf32>, %in1 : memref<28412xf32>, %out : memref<28408xf32>)
    gpu.launch_func @rk053_map::@rk053_map blocks in (%c23, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<28408xf32>, %in1 : memref<28412xf32>, %out : memref<28408xf32>)
    return
  }
}
