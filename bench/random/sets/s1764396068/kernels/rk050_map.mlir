// rk050_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk050_map {
    gpu.func @rk050_map(%in0: memref<58x6079xf64>, %out: memref<172x3039xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 3039 : index
      %c13 = arith.constant 58 : index
      %c15 = arith.constant 2 : index
      %c17 = arith.constant 55 : index
      %c25 = arith.constant -0.5 : f64
      %c27 = arith.constant 3 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi uge, %v5, %c15 : index
      %v18 = arith.cmpi ult, %v10, %c17 : index
      %v19 = arith.andi %v12, %v14 : i1
      %v20 = arith.andi %v19, %v16 : i1
      %v21 = arith.andi %v20, %v18 : i1
      scf.if %v21 {
        %v22 = arith.muli %v5, %c15 : index
        %v23 = arith.addi %v22, %c15 : index
        %v24 = memref.load %in0[%v10, %v23] : memref<58x6079xf64>
        %v26 = arith.mulf %v24, %c25 : f64
        %v28 = arith.muli %v10, %c27 : index
        memref.store %v26, %out[%v28, %v5] : memref<172x3039xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<58x6079xf64>, %out: memref<172x3039xf64>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c58 = arith.constant 58 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c190 = arith.constant 190 : index
    %c200 = arith.constant 200 : index
    %c760 = arith.constant 760 : index
    %c768 = arith.constant 768 : index
    gpu.launch_func @rk050_map::@rk050_map blocks in (%c16, %c58, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<58x6079xf64>, %out : memref<172x3039xf64>)
    gpu.launch_func @rk050_map::@rk050_map blocks in (%c190, %c15, %c1) threads in (%c16, %c4, %c1) args(%in0 : memref<58x6079xf64>, %out : memref<172x3039xf64>)
    gpu.launch_func @rk050_map::@rk050_map blocks in (%c48, %c58, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<58x6079xf64>, %out : memref<172x3039xf64>)
    gpu.launch_func @rk050_map::@rk050_map blocks in (%c760, %c8, %c1) threads in (%c4, %c8, %c1) args(%in0 : memref<58x6079xf64>, %out : memref<172x3039xf64>)
    gpu.launch_func @rk050_map::@rk050_map blocks in (%c32, %c58, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<58x6079xf64>, %out : memref<172x3039xf64>)
    gpu.launch_func @rk050_map::@rk050_map blocks in (%c4, %c58, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<58x6079xf64>, %out : memref<172x3039xf64>)
    return
  }
}
