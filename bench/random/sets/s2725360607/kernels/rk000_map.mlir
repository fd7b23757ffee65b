// rk000_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk000_map {
    gpu.func @rk000_map(%in0: memref<138x117x167xf64>, %in1: memref<142x121x1257xf64>, %in2: memref<142x42x126xf64>, %out: memref<138x42x120xf64>) kernel {
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
      %c22 = arith.constant 117 : index
      %c24 = arith.constant 39 : index
      %c26 = arith.constant 138 : index
      %c30 = arith.constant 0.0 : f64
      %c31 = arith.constant 4 : index
      %c35 = arith.constant 16 : index
      %c38 = arith.constant 0.5 : f64
      %c43 = arith.constant 33 : index
      %c47 = arith.constant 1.0 : f64
      %c50 = arith.constant 6 : index
      %c55 = arith.constant -1.0 : f64
      %c58 = arith.constant 3 : index
      %c61 = arith.constant 5 : index
      %c63 = arith.constant 8 : index
      %c78 = arith.constant 2.0 : f64
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
        %v28 = arith.andi %v23, %v25 : i1
        %v29 = arith.andi %v28, %v27 : i1
        scf.if %v29 {
          %v33 = scf.for %i32 = %c18 to %c31 step %c19 iter_args(%a32_0 = %c30) -> (f64) {
            %v34 = arith.addi %v10, %c16 : index
            %v36 = arith.addi %v5, %c35 : index
            %v37 = memref.load %in0[%v21, %v34, %v36] : memref<138x117x167xf64>
            %v39 = arith.mulf %v37, %c38 : f64
            %v40 = arith.addf %a32_0, %v39 : f64
            %v41 = arith.addi %v21, %c31 : index
            %v42 = arith.addi %v5, %c31 : index
            %v44 = arith.muli %v10, %c43 : index
            %v45 = arith.addi %v44, %c16 : index
            %v46 = memref.load %in1[%v41, %v42, %v45] : memref<142x121x1257xf64>
            %v48 = arith.mulf %v46, %c47 : f64
            %v49 = arith.addf %v40, %v48 : f64
            %v51 = arith.addi %v5, %c50 : index
            %v52 = arith.muli %i32, %c19 : index
            %v53 = arith.addi %v51, %v52 : index
            %v54 = memref.load %in2[%v21, %v10, %v53] : memref<142x42x126xf64>
            %v56 = arith.mulf %v54, %c55 : f64
            %v57 = arith.addf %v49, %v56 : f64
            %v59 = arith.muli %v10, %c58 : index
            %v60 = arith.addi %v59, %c58 : index
            %v62 = arith.addi %v21, %c61 : index
            %v64 = arith.muli %i32, %c63 : index
            %v65 = arith.addi %v62, %v64 : index
            %v66 = memref.load %in0[%v60, %v5, %v65] : memref<138x117x167xf64>
            %v67 = arith.mulf %v66, %c47 : f64
            %v68 = arith.addf %v57, %v67 : f64
            %v69 = arith.addi %v21, %c31 : index
            %v70 = arith.muli %i32, %c19 : index
            %v71 = arith.addi %v10, %v70 : index
            %v72 = memref.load %in2[%v69, %v71, %v5] : memref<142x42x126xf64>
            %v73 = arith.mulf %v72, %c47 : f64
            %v74 = arith.addf %v68, %v73 : f64
            %v75 = arith.addi %v21, %c31 : index
            %v76 = arith.addi %v10, %c19 : index
            %v77 = memref.load %in1[%v75, %v76, %v5] : memref<142x121x1257xf64>
            %v79 = arith.mulf %v77, %c78 : f64
            %v80 = arith.addf %v74, %v79 : f64
            scf.yield %v80 : f64
          }
          %v81 = arith.addi %v10, %c58 : index
          %v82 = arith.addi %v5, %c58 : index
          memref.store %v33, %out[%v21, %v81, %v82] : memref<138x42x120xf64>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<138x117x167xf64>, %in1: memref<142x121x1257xf64>, %in2: memref<142x42x126xf64>, %out: memref<138x42x120xf64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c39 = arith.constant 39 : index
    %c64 = arith.constant 64 : index
    %c69 = arith.constant 69 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c39, %c69) threads in (%c256, %c1, %c1) args(%in0 : memref<138x117x167xf64>, %in1 : memref<142x121x1257xf64>, %in2 : memref<142x42x126xf64>, %out : memref<138x42x120xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c2, %c20, %c9) threads in (%c64, %c2, %c8) args(%in0 : memref<138x117x167xf64>, %in1 : memref<142x121x1257xf64>, %in2 : memref<142x42x126xf64>, %out : memref<138x42x120xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c39, %c69) threads in (%c1024, %c1, %c1) args(%in0 : memref<138x117x167xf64>, %in1 : memref<142x121x1257xf64>, %in2 : memref<142x42x126xf64>, %out : memref<138x42x120xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c8, %c20, %c9) threads in (%c16, %c2, %c8) args(%in0 : memref<138x117x167xf64>, %in1 : memref<142x121x1257xf64>, %in2 : memref<142x42x126xf64>, %out : memref<138x42x120xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c15, %c39, %c9) threads in (%c8, %c1, %c8) args(%in0 : memref<138x117x167xf64>, %in1 : memref<142x121x1257xf64>, %in2 : memref<142x42x126xf64>, %out : memref<138x42x120xf64>)
    gpu.launch_func @rk000_map::@rk000_map blocks in (%c1, %c20, %c69) threads in (%c256, %c2, %c1) args(%in0 : memref<138x117x167xf64>, %in1 : memref<142x121x1257xf64>, %in2 : memref<142x42x126xf64>, %out : memref<138x42x120xf64>)
    return
  }
}
