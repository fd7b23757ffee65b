// rk039_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk039_map {
    gpu.func @rk039_map(%in0: memref<52636437xf64>, %in1: memref<6579557xf64>, %out: memref<3289778xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 3289778 : index
      %c8 = arith.constant 2 : index
      %c10 = arith.constant 3289775 : index
      %c14 = arith.constant 16 : index
      %c16 = arith.constant 4 : index
      %c19 = arith.constant 1.0 : f64
      %c24 = arith.constant -0.5 : f64
      %c31 = arith.constant 1.5 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      %v9 = arith.cmpi uge, %v5, %c8 : index
      %v11 = arith.cmpi ult, %v5, %c10 : index
      %v12 = arith.andi %v7, %v9 : i1
      %v13 = arith.andi %v12, %v11 : i1
      scf.if %v13 {
        %v15 = arith.muli %v5, %c14 : index
        %v17 = arith.addi %v15, %c16 : index
        %v18 = memref.load %in0[%v17] : memref<52636437xf64>
        %v20 = arith.mulf %v18, %c19 : f64
        %v21 = arith.muli %v5, %c8 : index
        %v22 = arith.addi %v21, %c8 : index
        %v23 = memref.load %in1[%v22] : memref<6579557xf64>
        %v25 = arith.mulf %v23, %c24 : f64
        %v26 = arith.addf %v20, %v25 : f64
        %v27 = memref.load %in0[%v5] : memref<52636437xf64>
        %v28 = arith.mulf %v27, %c19 : f64
        %v29 = arith.addf %v26, %v28 : f64
        %v30 = memref.load %in0[%v5] : memref<52636437xf64>
        %v32 = arith.mulf %v30, %c31 : f64
        %v33 = arith.addf %v29, %v32 : f64
        %v34 = arith.addi %v5, %c16 : index
        %v35 = memref.load %in0[%v34] : memref<52636437xf64>
        %v36 = arith.mulf %v35, %c31 : f64
        %v37 = arith.addf %v33, %v36 : f64
        memref.store %v37, %out[%v5] : memref<3289778xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<52636437xf64>, %in1: memref<6579557xf64>, %out: memref<3289778xf64>) {
    %c1 = arith.constant 1 : index
    %c96 = arith.constant 96 : index
    %c200 = arith.constant 200 : index
    %c768 = arith.constant 768 : index
    %c1024 = arith.constant 1024 : index
    %c3213 = arith.constant 3213 : index
    %c4284 = arith.constant 4284 : index
    %c16449 = arith.constant 16449 : index
    %c34269 = arith.constant 34269 : index
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c34269, %c1, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<52636437xf64>, %in1 : memref<6579557xf64>, %out : memref<3289778xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c3213, %c1, %c1) threads in (%c1024, %c1, %c1) args(%in0 : memref<52636437xf64>, %in1 : memref<6579557xf64>, %out : memref<3289778xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c4284, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<52636437xf64>, %in1 : memref<6579557xf64>, %out : memref<3289778xf64>)
    gpu.launch_func @rk039_map::@rk039_map blocks in (%c16449, %c1, %c1) threads in (%c200, %c1, %c1) args(%in0 : memref<52636437xf64>, %in1 : memref<6579557xf64>, %out : memref<3289778xf64>)
    return
  }
}
