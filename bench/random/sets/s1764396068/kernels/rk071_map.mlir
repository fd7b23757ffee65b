// rk071_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk071_map {
    gpu.func @rk071_map(%in0: memref<124x71xf16>, %out: memref<355x70xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 64 : index
      %c13 = arith.constant 118 : index
      %c15 = arith.constant 61 : index
      %c17 = arith.constant 1 : index
      %c19 = arith.constant 117 : index
      %c25 = arith.constant 0.0 : f16
      %c26 = arith.constant 0 : index
      %c27 = arith.constant 3 : index
      %c32 = arith.constant 2 : index
      %c36 = arith.constant 1.0 : f16
      %c41 = arith.constant -0.75 : f16
      %c48 = arith.constant 1.5 : f16
      %c53 = arith.constant 6 : index
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi ult, %v5, %c15 : index
      %v18 = arith.cmpi uge, %v10, %c17 : index
      %v20 = arith.cmpi ult, %v10, %c19 : index
      %v21 = arith.andi %v12, %v14 : i1
      %v22 = arith.andi %v21, %v16 : i1
      %v23 = arith.andi %v22, %v18 : i1
      %v24 = arith.andi %v23, %v20 : i1
      scf.if %v24 {
        %v29 = scf.for %i28 = %c26 to %c27 step %c17 iter_args(%a28_0 = %c25) -> (f16) {
          %v30 = arith.addi %v10, %c27 : index
          %v31 = arith.addi %v5, %c27 : index
          %v33 = arith.muli %i28, %c32 : index
          %v34 = arith.addi %v31, %v33 : index
          %v35 = memref.load %in0[%v30, %v34] : memref<124x71xf16>
          %v37 = arith.mulf %v35, %c36 : f16
          %v38 = arith.addf %a28_0, %v37 : f16
          %v39 = arith.addi %v10, %c17 : index
          %v40 = memref.load %in0[%v39, %v5] : memref<124x71xf16>
          %v42 = arith.mulf %v40, %c41 : f16
          %v43 = arith.addf %v38, %v42 : f16
          %v44 = arith.muli %i28, %c27 : index
          %v45 = arith.addi %v10, %v44 : index
          %v46 = arith.addi %v5, %c32 : index
          %v47 = memref.load %in0[%v45, %v46] : memref<124x71xf16>
          %v49 = arith.mulf %v47, %c48 : f16
          %v50 = arith.addf %v43, %v49 : f16
          scf.yield %v50 : f16
        }
        %v51 = arith.muli %v10, %c27 : index
        %v52 = arith.addi %v51, %c27 : index
        %v54 = arith.addi %v5, %c53 : index
        memref.store %v29, %out[%v52, %v54] : memref<355x70xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<124x71xf16>, %out: memref<355x70xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c118 = arith.constant 118 : index
    %c160 = arith.constant 160 : index
    %c320 = arith.constant 320 : index
    gpu.launch_func @rk071_map::@rk071_map blocks in (%c1, %c118, %c1) threads in (%c160, %c1, %c1) args(%in0 : memref<124x71xf16>, %out : memref<355x70xf16>)
    gpu.launch_func @rk071_map::@rk071_map blocks in (%c2, %c8, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<124x71xf16>, %out : memref<355x70xf16>)
    gpu.launch_func @rk071_map::@rk071_map blocks in (%c1, %c118, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<124x71xf16>, %out : memref<355x70xf16>)
    gpu.launch_func @rk071_map::@rk071_map blocks in (%c4, %c15, %c1) threads in (%c16, %c8, %c1) args(%in0 : memref<124x71xf16>, %out : memref<355x70xf16>)
    gpu.launch_func @rk071_map::@rk071_map blocks in (%c16, %c4, %c1) threads in (%c4, %c32, %c1) args(%in0 : memref<124x71xf16>, %out : memref<355x70xf16>)
    return
  }
}
