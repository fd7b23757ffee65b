// rk018_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk018_map {
    gpu.func @rk018_map(%in0: memref<30717348xf64>, %in1: memref<1919850xf64>, %out: memref<3839673xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 1919835 : index
      %c8 = arith.constant 16 : index
      %c10 = arith.constant 3 : index
      %c13 = arith.constant -1.0 : f64
      %c15 = arith.constant 15 : index
      %c18 = arith.constant 1.5 : f64
      %c21 = arith.constant 2 : index
      %c23 = arith.constant 4 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.muli %v5, %c8 : index
        %v11 = arith.addi %v9, %c10 : index
        %v12 = memref.load %in0[%v11] : memref<30717348xf64>
        %v14 = arith.mulf %v12, %c13 : f64
        %v16 = arith.addi %v5, %c15 : index
        %v17 = memref.load %in1[%v16] : memref<1919850xf64>
        %v19 = arith.mulf %v17, %c18 : f64
        %v20 = arith.addf %v14, %v19 : f64
        %v22 = arith.muli %v5, %c21 : index
        %v24 = arith.addi %v22, %c23 : index
        memref.store %v20, %out[%v24] : memref<3839673xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<30717348xf64>, %in1: memref<1919850xf64>, %out: memref<3839673xf64>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c80 = arith.constant 80 : index
    %c160 = arith.constant 160 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c640 = arith.constant 640 : index
    %c3000 = arith.constant 3000 : index
    %c3750 = arith.constant 3750 : index
    %c7500 = arith.constant 7500 : index
    %c11999 = arith.constant 11999 : index
    %c23998 = arith.constant 23998 : index
    %c29998 = arith.constant 29998 : index
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c23998, %c1, %c1) threads in (%c80, %c1, %c1) args(%in0 : memref<30717348xf64>, %in1 : memref<1919850xf64>, %out : memref<3839673xf64>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c3000, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<30717348xf64>, %in1 : memref<1919850xf64>, %out : memref<3839673xf64>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c29998, %c1, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<30717348xf64>, %in1 : memref<1919850xf64>, %out : memref<3839673xf64>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c11999, %c1, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<30717348xf64>, %in1 : memref<1919850xf64>, %out : memref<3839673xf64>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c3750, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<30717348xf64>, %in1 : memref<1919850xf64>, %out : memref<3839673xf64>)
    gpu.launch_func @rk018_map::@rk018_map blocks in (%c7500, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<30717348xf64>, %in1 : memref<1919850xf64>, %out : memref<3839673xf64>)
    return
  }
}
