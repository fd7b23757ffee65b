// rk000_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk000_map {
    gpu.func @rk000_map(%in0: memref<36x159x257xf16>, %in1: memref<36x157x257xf16>, %in2: memref<103x157x768xf16>, %out: memref<35x157x256xf16>) kernel {
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
      %c18 = arith.constant 0 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 256 : index
      %c24 = arith.constant 157 : index
      %c26 = arith.constant 35 : index
      %c29 = arith.constant 3 : index
      %c31 = arith.constant 155 : index
      %c33 = arith.constant 2 : index
      %c45 = arith.constant 1.0 : f16
      %c50 = arith.constant 0.25 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v13 = arith.muli %g11, %g12 : index
      %v15 = arith.addi %v13, %g14 : index
      %v17 = arith.muli %v5, %c16 : index
      scf.for %i20 = %c18 to %c16 step %c19 {
        %v21 = arith.addi %v17, %i20 : index
        %v23 = arith.cmpi ult, %v21, %c22 : index
        %v25 = arith.cmpi ult, %v10, %c24 : index
        %v27 = arith.cmpi ult, %v15, %c26 : index
        %v28 = arith.cmpi uge, %v21, %c19 : index
        %v30 = arith.cmpi uge, %v10, %c29 : index
        %v32 = arith.cmpi ult, %v10, %c31 : index
        %v34 = arith.cmpi uge, %v15, %c33 : index
        %v35 = arith.andi %v23, %v25 : i1
        %v36 = arith.andi %v35, %v27 : i1
        %v37 = arith.andi %v36, %v28 : i1
        %v38 = arith.andi %v37, %v30 : i1
        %v39 = arith.andi %v38, %v32 : i1
        %v40 = arith.andi %v39, %v34 : i1
        scf.if %v40 {
          %v41 = arith.addi %v15, %c19 : index
          %v42 = arith.addi %v10, %c33 : index
          %v43 = arith.addi %v21, %c19 : index
          %v44 = memref.load %in0[%v41, %v42, %v43] : memref<36x159x257xf16>
          %v46 = arith.mulf %v44, %c45 : f16
          %v47 = arith.addi %v15, %c19 : index
          %v48 = arith.addi %v21, %c19 : index
          %v49 = memref.load %in1[%v47, %v10, %v48] : memref<36x157x257xf16>
          %v51 = arith.mulf %v49, %c50 : f16
          %v52 = arith.addf %v46, %v51 : f16
          %v53 = arith.muli %v15, %c29 : index
          %v54 = arith.muli %v21, %c29 : index
          %v55 = arith.addi %v54, %c33 : index
          %v56 = memref.load %in2[%v53, %v10, %v55] : memref<103x157x768xf16>
          %v57 = arith.mulf %v56, %c45 : f16
          %v58 = arith.addf %v52, %v57 : f16
          memref.store %v58, %out[%v15, %v10, %v21] : memref<35x157x256xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<36x159x257xf16>, %in1: memref<36x157x257xf16>, %in2: memref<103x157x768xf16>, %out: memref<35x157x256xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c18 = arith.constant 18 : index
    %c20 = arith.constant 20 : index
    %c32 = arith.constant 32 : index
    %c35 = arith.constant 35 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c157 = arith.constant 157 : index
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c40, %c35) threads in (%c128, %c4, %c1) args(%in0 : memref<36x159x257xf16>, %in1 : memref<36x157x257xf16>, %in2 : memref<103x157x768xf16>, %out : memref<35x157x256xf16>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c157, %c18) threads in (%c32, %c1, %c2) args(%in0 : memref<36x159x257xf16>, %in1 : memref<36x157x257xf16>, %in2 : memref<103x157x768xf16>, %out : memref<35x157x256xf16>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c20, %c35) threads in (%c64, %c8, %c1) args(%in0 : memref<36x159x257xf16>, %in1 : memref<36x157x257xf16>, %in2 : memref<103x157x768xf16>, %out : memref<35x157x256xf16>)
    return
  }
}
