// rk001_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk001_map {
    gpu.func @rk001_map(%in0: memref<132x524290xf16>, %out: memref<128x262144xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %g6 = gpu.block_id y
      %g7 = gpu.block_dim y
      %g9 = gpu.thread_id y
      %c11 = arith.constant 262144 : index
      %c13 = arith.constant 128 : index
      %c15 = arith.constant 2 : index
      %c17 = arith.constant 262142 : index
      %c19 = arith.constant 1 : index
      %c21 = arith.constant 125 : index
      %c28 = arith.constant 4 : index
      %c31 = arith.constant 3 : index
      %c35 = arith.constant 1.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v8 = arith.muli %g6, %g7 : index
      %v10 = arith.addi %v8, %g9 : index
      %v12 = arith.cmpi ult, %v5, %c11 : index
      %v14 = arith.cmpi ult, %v10, %c13 : index
      %v16 = arith.cmpi uge, %v5, %c15 : index
      %v18 = arith.cmpi ult, %v5, %c17 : index
      %v20 = arith.cmpi uge, %v10, %c19 : index
      %v22 = arith.cmpi ult, %v10, %c21 : index
      %v23 = arith.andi %v12, %v14 : i1
      %v24 = arith.andi %v23, %v16 : i1
      %v25 = arith.andi %v24, %v18 : i1
      %v26 = arith.andi %v25, %v20 : i1
      %v27 = arith.andi %v26, %v22 : i1
      scf.if %v27 {
        %v29 = arith.addi %v10, %c28 : index
        %v30 = arith.muli %v5, %c15 : index
        %v32 = arith.addi %v30, %c31 : index
        %v33 = memref.load %in0[%v29, %v32] : memref<132x524290xf16>
        %v34 = arith.extf %v33 : f16 to f32
        %v36 = arith.mulf %v34, %c35 : f32
        %v37 = arith.truncf %v36 : f32 to f16
        memref.store %v37, %out[%v10, %v5] : memref<128x262144xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<132x524290xf16>, %out: memref<128x262144xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c2622 = arith.constant 2622 : index
    %c4096 = arith.constant 4096 : index
    %c16384 = arith.constant 16384 : index
    %c32768 = arith.constant 32768 : index
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c2622, %c128, %c1) threads in (%c100, %c1, %c1) args(%in0 : memref<132x524290xf16>, %out : memref<128x262144xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c4096, %c16, %c1) threads in (%c64, %c8, %c1) args(%in0 : memref<132x524290xf16>, %out : memref<128x262144xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c32768, %c4, %c1) threads in (%c8, %c32, %c1) args(%in0 : memref<132x524290xf16>, %out : memref<128x262144xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c16384, %c8, %c1) threads in (%c16, %c16, %c1) args(%in0 : memref<132x524290xf16>, %out : memref<128x262144xf16>)
    gpu.launch_func @rk001_map::@rk001_map blocks in (%c4096, %c128, %c1) threads in (%c64, %c1, %c1) args(%in0 : memref<132x524290xf16>, %out : memref<128x262144xf16>)
    return
  }
}
