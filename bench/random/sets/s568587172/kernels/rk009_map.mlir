// rk009_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk009_map {
    gpu.func @rk009_map(%in0: memref<43x8205xf16>, %out: memref<32x8192xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 4 : index
      %c13 = arith.constant 0 : index
      %c14 = arith.constant 1 : index
      %c17 = arith.constant 8192 : index
      %c19 = arith.constant 32 : index
      %c22 = arith.constant 0.0 : f16
      %c23 = arith.constant 12 : index
      %c26 = arith.constant 2 : index
      %c31 = arith.constant 0.25 : f16
      %c36 = arith.constant 6 : index
      %c39 = arith.constant 1.0 : f16
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.muli %v10, %c11 : index
      scf.for %i15 = %c13 to %c11 step %c14 {
        %v16 = arith.addi %v12, %i15 : index
        %v18 = arith.cmpi ult, %v5, %c17 : index
        %v20 = arith.cmpi ult, %v16, %c19 : index
        %v21 = arith.andi %v18, %v20 : i1
        scf.if %v21 {
          %v25 = scf.for %i24 = %c13 to %c23 step %c14 iter_args(%a24_0 = %c22) -> (f16) {
            %v27 = arith.addi %v5, %c26 : index
            %v28 = arith.muli %i24, %c14 : index
            %v29 = arith.addi %v27, %v28 : index
            %v30 = memref.load %in0[%v16, %v29] : memref<43x8205xf16>
            %v32 = arith.mulf %v30, %c31 : f16
            %v33 = arith.addf %a24_0, %v32 : f16
            %v34 = arith.muli %i24, %c14 : index
            %v35 = arith.addi %v16, %v34 : index
            %v37 = arith.addi %v5, %c36 : index
            %v38 = memref.load %in0[%v35, %v37] : memref<43x8205xf16>
            %v40 = arith.mulf %v38, %c39 : f16
            %v41 = arith.addf %v33, %v40 : f16
            scf.yield %v41 : f16
          }
          memref.store %v25, %out[%v16, %v5] : memref<32x8192xf16>
        }
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<43x8205xf16>, %out: memref<32x8192xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c82 = arith.constant 82 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @rk009_map::@rk009_map blocks in (%c256, %c1, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<43x8205xf16>, %out : memref<32x8192xf16>)
    gpu.launch_func @rk009_map::@rk009_map blocks in (%c82, %c8, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<43x8205xf16>, %out : memref<32x8192xf16>)
    gpu.launch_func @rk009_map::@rk009_map blocks in (%c256, %c2, %c1) threads in (%c32, %c4, %c1) args(%in0 : memref<43x8205xf16>, %out : memref<32x8192xf16>)
    gpu.launch_func @rk009_map::@rk009_map blocks in (%c64, %c2, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<43x8205xf16>, %out : memref<32x8192xf16>)
    gpu.launch_func @rk009_map::@rk009_map blocks in (%c32, %c2, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<43x8205xf16>, %out : memref<32x8192xf16>)
    return
  }
}
