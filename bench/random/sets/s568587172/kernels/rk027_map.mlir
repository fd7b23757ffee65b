// rk027_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk027_map {
    gpu.func @rk027_map(%in0: memref<300x214x339xf16>, %out: memref<296x210x166xf16>) kernel {
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
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 166 : index
      %c24 = arith.constant 210 : index
      %c26 = arith.constant 296 : index
      %c30 = arith.constant 3 : index
      %c32 = arith.constant 4 : index
      %c34 = arith.constant 6 : index
      %c37 = arith.constant -1.0 : f16
      %c41 = arith.constant 8 : index
      %c44 = arith.constant 0.25 : f16
      %c49 = arith.constant 1.0 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v10, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v5, %c22 : index
        %v25 = arith.cmpi ult, %v21, %c24 : index
        %v27 = arith.cmpi ult, %v15, %c26 : index
        %v28 = arith.andi %v23, %v25 : i1
        %v29 = arith.andi %v28, %v27 : i1
        scf.if %v29 {
          %v31 = arith.addi %v15, %c30 : index
          %v33 = arith.addi %v21, %c32 : index
          %v35 = arith.addi %v5, %c34 : index
          %v36 = memref.load %in0[%v31, %v33, %v35] : memref<300x214x339xf16>
          %v38 = arith.mulf %v36, %c37 : f16
          %v39 = arith.addi %v21, %c19 : index
          %v40 = arith.muli %v5, %c16 : index
          %v42 = arith.addi %v40, %c41 : index
          %v43 = memref.load %in0[%v15, %v39, %v42] : memref<300x214x339xf16>
          %v45 = arith.mulf %v43, %c44 : f16
          %v46 = arith.addf %v38, %v45 : f16
          %v47 = arith.addi %v15, %c19 : index
          %v48 = memref.load %in0[%v47, %v5, %v21] : memref<300x214x339xf16>
          %v50 = arith.mulf %v48, %c49 : f16
          %v51 = arith.addf %v46, %v50 : f16
          %v52 = arith.addi %v15, %c32 : index
          %v53 = memref.load %in0[%v52, %v21, %v5] : memref<300x214x339xf16>
          %v54 = arith.mulf %v53, %c44 : f16
          %v55 = arith.addf %v51, %v54 : f16
          memref.store %v55, %out[%v15, %v21, %v5] : memref<296x210x166xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<300x214x339xf16>, %out: memref<296x210x166xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c11 = arith.constant 11 : index
    %c14 = arith.constant 14 : index
    %c16 = arith.constant 16 : index
    %c21 = arith.constant 21 : index
    %c27 = arith.constant 27 : index
    %c32 = arith.constant 32 : index
    %c53 = arith.constant 53 : index
    %c64 = arith.constant 64 : index
    %c74 = arith.constant 74 : index
    %c105 = arith.constant 105 : index
    %c148 = arith.constant 148 : index
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c21, %c14, %c148) threads in (%c8, %c8, %c2) args(%in0 : memref<300x214x339xf16>, %out : memref<296x210x166xf16>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c3, %c27, %c148) threads in (%c64, %c4, %c2) args(%in0 : memref<300x214x339xf16>, %out : memref<296x210x166xf16>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c11, %c27, %c74) threads in (%c16, %c4, %c4) args(%in0 : memref<300x214x339xf16>, %out : memref<296x210x166xf16>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c6, %c105, %c74) threads in (%c32, %c1, %c4) args(%in0 : memref<300x214x339xf16>, %out : memref<296x210x166xf16>)
    gpu.launch_func @rk027_map::@rk027_map blocks in (%c11, %c53, %c148) threads in (%c16, %c2, %c2) args(%in0 : memref<300x214x339xf16>, %out : memref<296x210x166xf16>)
    return
  }
}
