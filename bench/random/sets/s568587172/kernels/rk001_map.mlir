// rk001_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk001_map {
    gpu.func @rk001_map(%in0: memref<1347x32776xf16>, %out: memref<32768x1347xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 32768 : index
      %c13 = arith.constant 1347 : index
      %c15 = arith.constant 32765 : index
      %c17 = arith.constant 1 : index
      %c19 = arith.constant 1345 : index
      %c25 = arith.constant 8 : index
      %c28 = arith.constant 1.0 : f16
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
        %v26 = arith.addi %v5, %c25 : index
        %v27 = memref.load %in0[%v10, %v26] : memref<1347x32776xf16>
        %v29 = arith.mulf %v27, %c28 : f16
        memref.store %v29, %out[%v5, %v10] : memref<32768x1347xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1347x32776xf16>, %out: memref<32768x1347xf16>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c337 = arith.constant 337 : index
    %c674 = arith.constant 674 : index
    %c1024 = arith.constant 1024 : index
    %c4096 = arith.constant 4096 : index
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c256, %c337, %c1) threads in (%c128, %c4, %c1) args(%in0 : memref<1347x32776xf16>, %out : memref<32768x1347xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c128, %c674, %c1) threads in (%c256, %c2, %c1) args(%in0 : memref<1347x32776xf16>, %out : memref<32768x1347xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c1024, %c674, %c1) threads in (%c32, %c2, %c1) args(%in0 : memref<1347x32776xf16>, %out : memref<32768x1347xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c4096, %c337, %c1) threads in (%c8, %c4, %c1) args(%in0 : memref<1347x32776xf16>, %out : memref<32768x1347xf16>)
    return
  }
}
