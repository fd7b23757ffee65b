// rk031_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk031_map {
    gpu.func @rk031_map(%in0: memref<266x43xf32>, %out: memref<31x13xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.grid_dim y
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 4 : index
      %c15 = arith.constant 1 : index
      %c19 = arith.constant 16 : index
      %c21 = arith.constant 12 : index
      %c24 = arith.constant 0.0 : f32
      %c25 = arith.constant 32 : index
      %c28 = arith.constant 2 : index
      %c30 = arith.constant 6 : index
      %c33 = arith.constant 1.5 : f32
      %c38 = arith.constant 1.0 : f32
      %c45 = arith.constant 14 : index
      %c48 = arith.constant 2.0 : f32
      %c52 = arith.constant 8 : index
      %c55 = arith.constant 3 : index
      %c57 = arith.constant 9 : index
      %c60 = arith.constant -0.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %g11, %g7 : index
      scf.for %i16 = %c13 to %c14 step %c15 {
        %v17 = arith.muli %i16, %v12 : index
        %v18 = arith.addi %v10, %v17 : index
        %v20 = arith.cmpi ult, %v5, %c19 : index
        %v22 = arith.cmpi ult, %v18, %c21 : index
        %v23 = arith.andi %v20, %v22 : i1
        scf.if %v23 {
          %v27 = scf.for %i26 = %c13 to %c25 step %c15 iter_args(%a26_0 = %c24) -> (f32) {
            %v29 = arith.addi %v18, %c28 : index
            %v31 = arith.addi %v5, %c30 : index
            %v32 = memref.load %in0[%v29, %v31] : memref<266x43xf32>
            %v34 = arith.mulf %v32, %c33 : f32
            %v35 = arith.addf %a26_0, %v34 : f32
            %v36 = arith.addi %v5, %c19 : index
            %v37 = memref.load %in0[%v18, %v36] : memref<266x43xf32>
            %v39 = arith.mulf %v37, %c38 : f32
            %v40 = arith.addf %v35, %v39 : f32
            %v41 = memref.load %in0[%v18, %v5] : memref<266x43xf32>
            %v42 = arith.mulf %v41, %c38 : f32
            %v43 = arith.addf %v40, %v42 : f32
            %v44 = arith.addi %v18, %c14 : index
            %v46 = arith.addi %v5, %c45 : index
            %v47 = memref.load %in0[%v44, %v46] : memref<266x43xf32>
            %v49 = arith.mulf %v47, %c48 : f32
            %v50 = arith.addf %v43, %v49 : f32
            %v51 = arith.addi %v5, %c28 : index
            %v53 = arith.muli %i26, %c52 : index
            %v54 = arith.addi %v51, %v53 : index
            %v56 = arith.muli %v18, %c55 : index
            %v58 = arith.addi %v56, %c57 : index
            %v59 = memref.load %in0[%v54, %v58] : memref<266x43xf32>
            %v61 = arith.mulf %v59, %c60 : f32
            %v62 = arith.addf %v50, %v61 : f32
            %v63 = arith.addi %v18, %c15 : index
            %v64 = arith.muli %i26, %c28 : index
            %v65 = arith.addi %v63, %v64 : index
            %v66 = arith.addi %v5, %c28 : index
            %v67 = memref.load %in0[%v65, %v66] : memref<266x43xf32>
            %v68 = arith.mulf %v67, %c38 : f32
            %v69 = arith.addf %v62, %v68 : f32
            scf.yield %v69 : f32
          }
          %v70 = arith.muli %v5, %c28 : index
          %v71 = arith.addi %v18, %c15 : index
          memref.store %v27, %out[%v70, %v71] : memref<31x13xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<266x43xf32>, %out: memref<31x13xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @rk031_map::@rk031_map blocks in (%c1, %c2, %c1) threads in (%c16, %c2, %c1) args(%in0 : memref<266x43xf32>, %out : memref<31x13xf32>)
    gpu.launch_func @rk031_map::@rk031_map blocks in (%c1, %c1, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<266x43xf32>, %out : memref<31x13xf32>)
    gpu.launch_func @rk031_map::@rk031_map blocks in (%c1, %c3, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<266x43xf32>, %out : memref<31x13xf32>)
    gpu.launch_func @rk031_map::@rk031_map blocks in (%c1, %c3, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<266x43xf32>, %out : memref<31x13xf32>)
    gpu.launch_func @rk031_map::@rk031_map blocks in (%c1, %c2, %c1) threads in (%c128, %c2, %c1) args(%in0 : memref<266x43xf32>, %out : memref<31x13xf32>)
    gpu.launch_func @rk031_map::@rk031_map blocks in (%c2, %c1, %c1) threads in (%c8, %c16, %c1) args(%in0 : memref<266x43xf32>, %out : memref<31x13xf32>)
    return
  }
}
