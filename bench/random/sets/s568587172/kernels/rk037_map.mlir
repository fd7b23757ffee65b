// rk037_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk037_map {
    gpu.func @rk037_map(%in0: memref<255908110xf32>, %out: memref<7754788xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 7754788 : index
      %c8 = arith.constant 0.0 : f32
      %c9 = arith.constant 0 : index
      %c10 = arith.constant 5 : index
      %c11 = arith.constant 1 : index
      %c14 = arith.constant 33 : index
      %c16 = arith.constant 10 : index
      %c18 = arith.constant 32 : index
      %c22 = arith.constant 1.0 : f32
      %c26 = arith.constant 64 : index
      %c32 = arith.constant 2 : index
      %c37 = arith.constant -0.75 : f32
      %c40 = arith.constant 4 : index
      %c43 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v13 = scf.for %i12 = %c9 to %c10 step %c11 iter_args(%a12_0 = %c8) -> (f32) {
          %v15 = arith.muli %v5, %c14 : index
          %v17 = arith.addi %v15, %c16 : index
          %v19 = arith.muli %i12, %c18 : index
          %v20 = arith.addi %v17, %v19 : index
          %v21 = memref.load %in0[%v20] : memref<255908110xf32>
          %v23 = arith.mulf %v21, %c22 : f32
          %v24 = arith.addf %a12_0, %v23 : f32
          %v25 = arith.addi %v5, %c11 : index
          %v27 = arith.muli %i12, %c26 : index
          %v28 = arith.addi %v25, %v27 : index
          %v29 = memref.load %in0[%v28] : memref<255908110xf32>
          %v30 = arith.mulf %v29, %c22 : f32
          %v31 = arith.addf %v24, %v30 : f32
          %v33 = arith.addi %v5, %c32 : index
          %v34 = arith.muli %i12, %c26 : index
          %v35 = arith.addi %v33, %v34 : index
          %v36 = memref.load %in0[%v35] : memref<255908110xf32>
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addf %v31, %v38 : f32
          %v41 = arith.addi %v5, %c40 : index
          %v42 = memref.load %in0[%v41] : memref<255908110xf32>
          %v44 = arith.mulf %v42, %c43 : f32
          %v45 = arith.addf %v39, %v44 : f32
          scf.yield %v45 : f32
        }
        memref.store %v13, %out[%v5] : memref<7754788xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<255908110xf32>, %out: memref<7754788xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c128 = arith.constant 128 : index
    %c200 = arith.constant 200 : index
    %c320 = arith.constant 320 : index
    %c512 = arith.constant 512 : index
    %c15147 = arith.constant 15147 : index
    %c24234 = arith.constant 24234 : index
    %c38774 = arith.constant 38774 : index
    %c60585 = arith.constant 60585 : index
    %c161559 = arith.constant 161559 : index
    %c242338 = arith.constant 242338 : index
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c24234, %c1, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<255908110xf32>, %out : memref<7754788xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c15147, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<255908110xf32>, %out : memref<7754788xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c161559, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<255908110xf32>, %out : memref<7754788xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c242338, %c1, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<255908110xf32>, %out : memref<7754788xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c60585, %c1, %c1) threads in (%c128, %c1, %c1) args(%in0 : memref<255908110xf32>, %out : memref<7754788xf32>)
    gpu.launch_func @rk037_map::@rk037_map blocks in (%c38774, %c1, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<255908110xf32>, %out : memref<7754788xf32>)
    return
  }
}
