// rk032_map: archetype map, f32 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk032_map {
    gpu.func @rk032_map(%in0: memref<5323x5198xf32>, %in1: memref<5199x8185xf32>, %out: memref<5192x1024xf32>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 1024 : index
      %c13 = arith.constant 5192 : index
      %c16 = arith.constant 0.0 : f32
      %c17 = arith.constant 0 : index
      %c18 = arith.constant 3 : index
      %c19 = arith.constant 1 : index
      %c22 = arith.constant 4 : index
      %c27 = arith.constant 1.5 : f32
      %c30 = arith.constant 2 : index
      %c34 = arith.constant 1.0 : f32
      %c40 = arith.constant 8 : index
      %c43 = arith.constant -0.5 : f32
      %c47 = arith.constant 64 : index
      %c50 = arith.constant 5 : index
      %c53 = arith.constant -0.75 : f32
      %c62 = arith.constant 0.5 : f32
      %c67 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v15 = arith.andi %v12, %v14 : i1
      scf.if %v15 {
        %v21 = scf.for %i20 = %c17 to %c18 step %c19 iter_args(%a20_0 = %c16) -> (f32) {
          %v23 = arith.addi %v10, %c22 : index
          %v24 = arith.muli %i20, %c19 : index
          %v25 = arith.addi %v23, %v24 : index
          %v26 = memref.load %in0[%v5, %v25] : memref<5323x5198xf32>
          %v28 = arith.mulf %v26, %c27 : f32
          %v29 = arith.addf %a20_0, %v28 : f32
          %v31 = arith.muli %i20, %c30 : index
          %v32 = arith.addi %v5, %v31 : index
          %v33 = memref.load %in1[%v10, %v32] : memref<5199x8185xf32>
          %v35 = arith.mulf %v33, %c34 : f32
          %v36 = arith.addf %v29, %v35 : f32
          %v37 = arith.addi %v10, %c19 : index
          %v38 = arith.muli %i20, %c18 : index
          %v39 = arith.addi %v37, %v38 : index
          %v41 = arith.muli %v5, %c40 : index
          %v42 = memref.load %in1[%v39, %v41] : memref<5199x8185xf32>
          %v44 = arith.mulf %v42, %c43 : f32
          %v45 = arith.addf %v36, %v44 : f32
          %v46 = arith.addi %v10, %c18 : index
          %v48 = arith.muli %i20, %c47 : index
          %v49 = arith.addi %v46, %v48 : index
          %v51 = arith.addi %v5, %c50 : index
          %v52 = memref.load %in0[%v49, %v51] : memref<5323x5198xf32>
          %v54 = arith.mulf %v52, %c53 : f32
          %v55 = arith.addf %v45, %v54 : f32
          %v56 = arith.addi %v10, %c22 : index
          %v57 = arith.muli %i20, %c30 : index
          %v58 = arith.addi %v56, %v57 : index
          %v59 = arith.muli %v5, %c30 : index
          %v60 = arith.addi %v59, %c19 : index
          %v61 = memref.load %in0[%v58, %v60] : memref<5323x5198xf32>
          %v63 = arith.mulf %v61, %c62 : f32
          %v64 = arith.addf %v55, %v63 : f32
          %v65 = arith.addi %v10, %c19 : index
          %v66 = memref.load %in0[%v5, %v65] : memref<5323x5198xf32>
          %v68 = arith.mulf %v66, %c67 : f32
          %v69 = arith.addf %v64, %v68 : f32
          scf.yield %v69 : f32
        }
        memref.store %v21, %out[%v10, %v5] : memref<5192x1024xf32>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<5323x5198xf32>, %in1: memref<5199x8185xf32>, %out: memref<5192x1024xf32>) {
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c163 = arith.constant 163 : index
    %c192 = arith.constant 192 : index
    %c649 = arith.constant 649 : index
    %c5192 = arith.constant 5192 : index
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c128, %c649, %c1) threads in (%c8, %c8, %c1) args(%in0 : memref<5323x5198xf32>, %in1 : memref<5199x8185xf32>, %out : memref<5192x1024xf32>)
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c128, %c163, %c1) threads in (%c8, %c32, %c1) args(%in0 : memref<5323x5198xf32>, %in1 : memref<5199x8185xf32>, %out : memref<5192x1024xf32>)
    gpu.launch_func @rk032_map::@rk032_map blocks in (%c6, %c5192, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<5323x5198xf32>, %in1 : memref<5199x8185xf32>, %out : memref<5192x1024xf32>)
    return
  }
}
