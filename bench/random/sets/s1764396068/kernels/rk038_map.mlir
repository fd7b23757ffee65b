// rk038_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk038_map {
    gpu.func @rk038_map(%in0: memref<1279x24x1790xf32>, %out: memref<512x16x384xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %g16 = gpu.grid_dim x
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 2 : index
      %c20 = arith.constant 1 : index
      %c24 = arith.constant 384 : index
      %c26 = arith.constant 16 : index
      %c28 = arith.constant 512 : index
      %c32 = arith.constant 0.0 : f32
      %c33 = arith.constant 5 : index
      %c40 = arith.constant 2.0 : f32
      %c44 = arith.constant 4 : index
      %c48 = arith.constant 64 : index
      %c52 = arith.constant 1.0 : f32
      %c56 = arith.constant 32 : index
      %c59 = arith.constant 3 : index
      %c61 = arith.constant 13 : index
      %c64 = arith.constant 1.5 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %g16, %g2 : index
      scf.for %i21 = %c18 to %c19 step %c20 {
        %v22 = arith.muli %i21, %v17 : index
        %v23 = arith.addi %v5, %v22 : index
        %v25 = arith.cmpi ult, %v23, %c24 : index
        %v27 = arith.cmpi ult, %v10, %c26 : index
        %v29 = arith.cmpi ult, %v15, %c28 : index
        %v30 = arith.andi %v25, %v27 : i1
        %v31 = arith.andi %v30, %v29 : i1
        scf.if %v31 {
          %v35 = scf.for %i34 = %c18 to %c33 step %c20 iter_args(%a34_0 = %c32) -> (f32) {
            %v36 = arith.addi %v23, %c20 : index
            %v37 = arith.muli %i34, %c19 : index
            %v38 = arith.addi %v36, %v37 : index
            %v39 = memref.load %in0[%v15, %v10, %v38] : memref<1279x24x1790xf32>
            %v41 = arith.mulf %v39, %c40 : f32
            %v42 = arith.addf %a34_0, %v41 : f32
            %v43 = arith.addi %v15, %c20 : index
            %v45 = arith.addi %v10, %c44 : index
            %v46 = arith.muli %v23, %c44 : index
            %v47 = arith.addi %v46, %c20 : index
            %v49 = arith.muli %i34, %c48 : index
            %v50 = arith.addi %v47, %v49 : index
            %v51 = memref.load %in0[%v43, %v45, %v50] : memref<1279x24x1790xf32>
            %v53 = arith.mulf %v51, %c52 : f32
            %v54 = arith.addf %v42, %v53 : f32
            %v55 = arith.addi %v15, %c20 : index
            %v57 = arith.muli %i34, %c56 : index
            %v58 = arith.addi %v55, %v57 : index
            %v60 = arith.addi %v10, %c59 : index
            %v62 = arith.addi %v23, %c61 : index
            %v63 = memref.load %in0[%v58, %v60, %v62] : memref<1279x24x1790xf32>
            %v65 = arith.mulf %v63, %c64 : f32
            %v66 = arith.addf %v54, %v65 : f32
            %v67 = arith.muli %v15, %c19 : index
            %v68 = arith.muli %i34, %c48 : index
            %v69 = arith.addi %v67, %v68 : index
            %v70 = arith.addi %v10, %c19 : index
            %v71 = arith.muli %v23, %c19 : index
            %v72 = arith.addi %v71, %c44 : index
            %v73 = memref.load %in0[%v69, %v70, %v72] : memref<1279x24x1790xf32>
            %v74 = arith.mulf %v73, %c52 : f32
            %v75 = arith.addf %v66, %v74 : f32
            %v76 = arith.addi %v15, %c59 : index
            %v77 = arith.addi %v10, %c44 : index
            %v78 = arith.muli %i34, %c20 : index
            %v79 = arith.addi %v77, %v78 : index
            %v80 = memref.load %in0[%v76, %v79, %v23] : memref<1279x24x1790xf32>
            %v81 = arith.mulf %v80, %c64 : f32
            %v82 = arith.addf %v75, %v81 : f32
            scf.yield %v82 : f32
          }
          memref.store %v35, %out[%v15, %v10, %v23] : memref<512x16x384xf32>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1279x24x1790xf32>, %out: memref<512x16x384xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c80 = arith.constant 80 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c3, %c16, %c512) threads in (%c80, %c1, %c1) args(%in0 : memref<1279x24x1790xf32>, %out : memref<512x16x384xf32>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c6, %c2, %c256) threads in (%c32, %c8, %c2) args(%in0 : memref<1279x24x1790xf32>, %out : memref<512x16x384xf32>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c24, %c8, %c64) threads in (%c8, %c2, %c8) args(%in0 : memref<1279x24x1790xf32>, %out : memref<512x16x384xf32>)
    gpu.launch_func @rk038_map::@rk038_map blocks in (%c6, %c16, %c64) threads in (%c32, %c1, %c8) args(%in0 : memref<1279x24x1790xf32>, %out : memref<512x16x384xf32>)
    return
  }
}
