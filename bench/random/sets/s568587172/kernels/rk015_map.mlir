// rk015_map: archetype map, f64 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk015_map {
    gpu.func @rk015_map(%in0: memref<19955634xf64>, %out: memref<19955624xf64>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 19955624 : index
      %c8 = arith.constant 10 : index
      %c11 = arith.constant -0.5 : f64
      %c13 = arith.constant 3 : index
      %c16 = arith.constant 0.25 : f64
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.addi %v5, %c8 : index
        %v10 = memref.load %in0[%v9] : memref<19955634xf64>
        %v12 = arith.mulf %v10, %c11 : f64
        %v14 = arith.addi %v5, %c13 : index
        %v15 = memref.load %in0[%v14] : memref<19955634xf64>
        %v17 = arith.mulf %v15, %c16 : f64
        %v18 = arith.addf %v12, %v17 : f64
        memref.store %v18, %out[%v5] : memref<19955624xf64>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<19955634xf64>, %out: memref<19955624xf64>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c100 = arith.constant 100 : index
    %c320 = arith.constant 320 : index
    %c62362 = arith.constant 62362 : index
    %c199557 = arith.constant 199557 : index
    %c415743 = arith.constant 415743 : index
    gpu.launch_func @rk015_map::@rk015_map blocks in (%c199557, %c1, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<19955634xf64>, %out : memref<19955624xf64>)
    gpu.launch_func @rk015_map::@rk015_map blocks in (%c415743, %c1, %c1) threads in (%c48, %c1, %c1) args(%in0 : memref<19955634xf64>, %out : memref<19955624xf64>)
    gpu.launch_func @rk015_map::@rk015_map blocks in (%c62362, %c1, %c1) threads in (%c320, %c1, %c1) args(%in0 : memref<19955634xf64>, %out : memref<19955624xf64>)
    return
  }
}
