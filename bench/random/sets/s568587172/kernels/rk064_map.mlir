// rk064_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk064_map {
    gpu.func @rk064_map(%in0: memref<21x274x3358xf32>, %out: memref<20x274x10072xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 4 : index
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 3358 : index
      %c24 = arith.constant 274 : index
      %c26 = arith.constant 20 : index
      %c28 = arith.constant 2 : index
      %c30 = arith.constant 3355 : index
      %c33 = arith.constant 273 : index
      %c35 = arith.constant 17 : index
      %c46 = arith.constant 2.0 : f32
      %c48 = arith.constant 3 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v15, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v25 = arith.cmpi ult, %v10, %c24 : index
        %v27 = arith.cmpi ult, %v21, %c26 : index
        %v29 = arith.cmpi uge, %v5, %c28 : index
        %v31 = arith.cmpi ult, %v5, %c30 : index
        %v32 = arith.cmpi uge, %v10, %c28 : index
        %v34 = arith.cmpi ult, %v10, %c33 : index
        %v36 = arith.cmpi ult, %v21, %c35 : index
        %v37 = arith.andi %v23, %v25 : i1
        %v38 = arith.andi %v37, %v27 : i1
        %v39 = arith.andi %v38, %v29 : i1
        %v40 = arith.andi %v39, %v31 : i1
        %v41 = arith.andi %v40, %v32 : i1
        %v42 = arith.andi %v41, %v34 : i1
        %v43 = arith.andi %v42, %v36 : i1
        scf.if %v43 {
          %v44 = arith.addi %v21, %c19 : index
          %v45 = memref.load %in0[%v44, %v10, %v5] : memref<21x274x3358xf32>
          %v47 = arith.mulf %v45, %c46 : f32
          %v49 = arith.muli %v5, %c48 : index
          memref.store %v47, %out[%v21, %v10, %v49] : memref<20x274x10072xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<21x274x3358xf32>, %out: memref<20x274x10072xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c35 = arith.constant 35 : index
    %c96 = arith.constant 96 : index
    %c105 = arith.constant 105 : index
    %c137 = arith.constant 137 : index
    %c210 = arith.constant 210 : index
    %c274 = arith.constant 274 : index
    %c420 = arith.constant 420 : index
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c210, %c274, %c1) threads in (%c16, %c1, %c8) args(%in0 : memref<21x274x3358xf32>, %out : memref<20x274x10072xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c105, %c9, %c5) threads in (%c32, %c32, %c1) args(%in0 : memref<21x274x3358xf32>, %out : memref<20x274x10072xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c35, %c274, %c5) threads in (%c96, %c1, %c1) args(%in0 : memref<21x274x3358xf32>, %out : memref<20x274x10072xf32>)
    gpu.launch_func @rk064_map::@rk064_map blocks in (%c420, %c137, %c1) threads in (%c8, %c2, %c8) args(%in0 : memref<21x274x3358xf32>, %out : memref<20x274x10072xf32>)
    return
  }
}
