// rk013_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk013_map {
    gpu.func @rk013_map(%in0: memref<117296xf32>, %in1: memref<467374xf32>, %in2: memref<934766xf32>, %out: memref<116844xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 116844 : index
      %c8 = arith.constant 0.0 : f32
      %c9 = arith.constant 0 : index
      %c10 = arith.constant 8 : index
      %c11 = arith.constant 1 : index
      %c14 = arith.constant 4 : index
      %c16 = arith.constant 64 : index
      %c20 = arith.constant 0.25 : f32
      %c29 = arith.constant 3 : index
      %c33 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v13 = scf.for %i12 = %c9 to %c10 step %c11 iter_args(%a12_0 = %c8) -> (f32) {
          %v15 = arith.addi %v5, %c14 : index
          %v17 = arith.muli %i12, %c16 : index
          %v18 = arith.addi %v15, %v17 : index
          %v19 = memref.load %in0[%v18] : memref<117296xf32>
          %v21 = arith.mulf %v19, %c20 : f32
          %v22 = arith.addf %a12_0, %v21 : f32
          %v23 = arith.muli %v5, %c14 : index
          %v24 = arith.addi %v23, %c11 : index
          %v25 = memref.load %in1[%v24] : memref<467374xf32>
          %v26 = arith.mulf %v25, %c20 : f32
          %v27 = arith.addf %v22, %v26 : f32
          %v28 = arith.muli %v5, %c10 : index
          %v30 = arith.muli %i12, %c29 : index
          %v31 = arith.addi %v28, %v30 : index
          %v32 = memref.load %in2[%v31] : memref<934766xf32>
          %v34 = arith.mulf %v32, %c33 : f32
          %v35 = arith.addf %v27, %v34 : f32
          scf.yield %v35 : f32
        }
        memref.store %v13, %out[%v5] : memref<116844xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<117296xf32>, %in1: memref<467374xf32>, %in2: memref<934766xf32>, %out: memref<116844xf32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c115 = arith.constant 115 : index
    %c200 = arith.constant 200 : index
    %c229 = arith.constant 229 : index
    %c305 = arith.constant 305 : index
    %c384 = arith.constant 384 : index
    %c512 = arith.constant 512 : index
    %c585 = arith.constant 585 : index
    %c1024 = arith.constant 1024 : index
    %c1826 = arith.constant 1826 : index
    %c2435 = arith.constant 2435 : index
    gpu.launch_func @rk013_map::@rk013_map blocks in (%c115, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<117296xf32>, %in1 : memref<467374xf32>, %in2 : memref<934766xf32>, %out : memref<116844xf32>)
    gpu.launch_func @rk013_map::@rk013_map blocks in (%c585, %c1, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<117296xf32>, %in1 : memref<467374xf32>, %in2 : memref<934766xf32>, %out : memref<116844xf32>)
    gpu.launch_func @rk013_map::@rk013_map blocks in (%c2435, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<117296xf32>, %in1 : memref<467374xf32>, %in2 : memref<934766xf32>, %out : memref<116844xf32>)
    gpu.launch_func @rk013_map::@rk013_map blocks in (%c1826, %c1, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<117296xf32>, %in1 : memref<467374xf32>, %in2 : memref<934766xf32>, %out : memref<116844xf32>)
    gpu.launch_func @rk013_map::@rk013_map blocks in (%c229, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<117296xf32>, %in1 : memref<467374xf32>, %in2 : memref<934766xf32>, %out : memref<116844xf32>)
    gpu.launch_func @rk013_map::@rk013_map blocks in (%c305, %c1, %c1) threads in (%c384, %c1, %c1) args(%in0 : memref<117296xf32>, %in1 : memref<467374xf32>, %in2 : memref<934766xf32>, %out : memref<116844xf32>)
    return
  }
}
