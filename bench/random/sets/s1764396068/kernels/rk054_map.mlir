// rk054_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk054_map {
    gpu.func @rk054_map(%in0: memref<383x49x34xf16>, %out: memref<5x5x2xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 2 : index
      %c18 = arith.constant 5 : index
      %c23 = arith.constant 0.0 : f32
      %c24 = arith.constant 0 : index
      %c25 = arith.constant 48 : index
      %c26 = arith.constant 1 : index
      %c30 = arith.constant 8 : index
      %c33 = arith.constant 33 : index
      %c37 = arith.constant 1.0 : f32
      %c40 = arith.constant 3 : index
      %c44 = arith.constant 11 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v20 = arith.cmpi ult, %v15, %c18 : index
      %v21 = arith.andi %v17, %v19 : i1
      %v22 = arith.andi %v21, %v20 : i1
      scf.if %v22 {
        %v28 = scf.for %i27 = %c24 to %c25 step %c26 iter_args(%a27_0 = %c23) -> (f32) {
          %v29 = arith.addi %v15, %c16 : index
          %v31 = arith.muli %i27, %c30 : index
          %v32 = arith.addi %v29, %v31 : index
          %v34 = arith.muli %v5, %c33 : index
          %v35 = memref.load %in0[%v32, %v10, %v34] : memref<383x49x34xf16>
          %v36 = arith.extf %v35 : f16 to f32
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addf %a27_0, %v38 : f32
          %v41 = arith.addi %v15, %c40 : index
          %v42 = arith.muli %i27, %c26 : index
          %v43 = arith.addi %v5, %v42 : index
          %v45 = arith.addi %v10, %c44 : index
          %v46 = memref.load %in0[%v41, %v43, %v45] : memref<383x49x34xf16>
          %v47 = arith.extf %v46 : f16 to f32
          %v48 = arith.mulf %v47, %c37 : f32
          %v49 = arith.addf %v39, %v48 : f32
          %v50 = arith.addi %v15, %c16 : index
          %v51 = arith.muli %i27, %c40 : index
          %v52 = arith.addi %v50, %v51 : index
          %v53 = arith.addi %v10, %c26 : index
          %v54 = arith.addi %v5, %c16 : index
          %v55 = memref.load %in0[%v52, %v53, %v54] : memref<383x49x34xf16>
          %v56 = arith.extf %v55 : f16 to f32
          %v57 = arith.mulf %v56, %c37 : f32
          %v58 = arith.addf %v49, %v57 : f32
          scf.yield %v58 : f32
        }
        %v59 = arith.truncf %v28 : f32 to f16
        memref.store %v59, %out[%v15, %v10, %v5] : memref<5x5x2xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<383x49x34xf16>, %out: memref<5x5x2xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c384 = arith.constant 384 : index
    gpu.launch_func @rk054_map::@rk054_map blocks in (%c1, %c1, %c5) threads in (%c16, %c16, %c1) args(%in0 : memref<383x49x34xf16>, %out : memref<5x5x2xf16>)
    gpu.launch_func @rk054_map::@rk054_map blocks in (%c1, %c1, %c2) threads in (%c16, %c8, %c4) args(%in0 : memref<383x49x34xf16>, %out : memref<5x5x2xf16>)
    gpu.launch_func @rk054_map::@rk054_map blocks in (%c1, %c5, %c5) threads in (%c384, %c1, %c1) args(%in0 : memref<383x49x34xf16>, %out : memref<5x5x2xf16>)
    gpu.launch_func @rk054_map::@rk054_map blocks in (%c1, %c3, %c5) threads in (%c16, %c2, %c1) args(%in0 : memref<383x49x34xf16>, %out : memref<5x5x2xf16>)
    return
  }
}
