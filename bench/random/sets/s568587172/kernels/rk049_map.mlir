// rk049_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk049_map {
    gpu.func @rk049_map(%in0: memref<98x90x236xf16>, %out: memref<32x25x8xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %g11 = gpu.block_id z
      %g12 = gpu.block_dim z
      %g14 = gpu.thread_id z
      %c16 = arith.constant 8 : index
      %c18 = arith.constant 25 : index
      %c20 = arith.constant 32 : index
      %c24 = arith.constant 0.0 : f32
      %c25 = arith.constant 0 : index
      %c26 = arith.constant 64 : index
      %c27 = arith.constant 1 : index
      %c30 = arith.constant 4 : index
      %c32 = arith.constant 33 : index
      %c37 = arith.constant 0.25 : f32
      %c43 = arith.constant 2.0 : f32
      %c47 = arith.constant 9 : index
      %c51 = arith.constant 1.0 : f32
      %c54 = arith.constant 3 : index
      %c64 = arith.constant 2 : index
      %c72 = arith.constant -0.75 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.cmpi ult, %v5, %c16 : index
      %v19 = arith.cmpi ult, %v10, %c18 : index
      %v21 = arith.cmpi ult, %v15, %c20 : index
      %v22 = arith.andi %v17, %v19 : i1
      %v23 = arith.andi %v22, %v21 : i1
      scf.if %v23 {
        %v29 = scf.for %i28 = %c25 to %c26 step %c27 iter_args(%a28_0 = %c24) -> (f32) {
          %v31 = arith.addi %v10, %c30 : index
          %v33 = arith.muli %v5, %c32 : index
          %v34 = arith.addi %v33, %c30 : index
          %v35 = memref.load %in0[%v15, %v31, %v34] : memref<98x90x236xf16>
          %v36 = arith.extf %v35 : f16 to f32
          %v38 = arith.mulf %v36, %c37 : f32
          %v39 = arith.addf %a28_0, %v38 : f32
          %v40 = arith.addi %v15, %c27 : index
          %v41 = memref.load %in0[%v40, %v10, %v5] : memref<98x90x236xf16>
          %v42 = arith.extf %v41 : f16 to f32
          %v44 = arith.mulf %v42, %c43 : f32
          %v45 = arith.addf %v39, %v44 : f32
          %v46 = arith.addi %v10, %c27 : index
          %v48 = arith.addi %v5, %c47 : index
          %v49 = memref.load %in0[%v15, %v46, %v48] : memref<98x90x236xf16>
          %v50 = arith.extf %v49 : f16 to f32
          %v52 = arith.mulf %v50, %c51 : f32
          %v53 = arith.addf %v45, %v52 : f32
          %v55 = arith.addi %v15, %c54 : index
          %v56 = arith.muli %i28, %c27 : index
          %v57 = arith.addi %v55, %v56 : index
          %v58 = arith.addi %v5, %c30 : index
          %v59 = memref.load %in0[%v57, %v10, %v58] : memref<98x90x236xf16>
          %v60 = arith.extf %v59 : f16 to f32
          %v61 = arith.mulf %v60, %c51 : f32
          %v62 = arith.addf %v53, %v61 : f32
          %v63 = arith.addi %v15, %c30 : index
          %v65 = arith.addi %v10, %c64 : index
          %v66 = arith.muli %i28, %c27 : index
          %v67 = arith.addi %v65, %v66 : index
          %v68 = arith.muli %v5, %c54 : index
          %v69 = arith.addi %v68, %c27 : index
          %v70 = memref.load %in0[%v63, %v67, %v69] : memref<98x90x236xf16>
          %v71 = arith.extf %v70 : f16 to f32
          %v73 = arith.mulf %v71, %c72 : f32
          %v74 = arith.addf %v62, %v73 : f32
          scf.yield %v74 : f32
        }
        %v75 = arith.truncf %v29 : f32 to f16
        memref.store %v75, %out[%v15, %v10, %v5] : memref<32x25x8xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<98x90x236xf16>, %out: memref<32x25x8xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c25 = arith.constant 25 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c768 = arith.constant 768 : index
    gpu.launch_func @rk049_map::@rk049_map blocks in (%c1, %c2, %c32) threads in (%c16, %c16, %c1) args(%in0 : memref<98x90x236xf16>, %out : memref<32x25x8xf16>)
    gpu.launch_func @rk049_map::@rk049_map blocks in (%c1, %c25, %c32) threads in (%c768, %c1, %c1) args(%in0 : memref<98x90x236xf16>, %out : memref<32x25x8xf16>)
    gpu.launch_func @rk049_map::@rk049_map blocks in (%c1, %c7, %c32) threads in (%c32, %c4, %c1) args(%in0 : memref<98x90x236xf16>, %out : memref<32x25x8xf16>)
    gpu.launch_func @rk049_map::@rk049_map blocks in (%c1, %c4, %c32) threads in (%c64, %c8, %c1) args(%in0 : memref<98x90x236xf16>, %out : memref<32x25x8xf16>)
    return
  }
}
