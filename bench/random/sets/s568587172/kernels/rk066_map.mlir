// rk066_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk066_map {
    gpu.func @rk066_map(%in0: memref<300687036xf16>, %in1: memref<75171762xf16>, %out: memref<75171758xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 75171758 : index
      %c8 = arith.constant 4 : index
      %c10 = arith.constant 7 : index
      %c14 = arith.constant 1.0 : f32
      %c19 = arith.constant 1.5 : f32
      %c22 = arith.constant 3 : index
      %c26 = arith.constant 0.25 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v9 = arith.muli %v5, %c8 : index
        %v11 = arith.addi %v9, %c10 : index
        %v12 = memref.load %in0[%v11] : memref<300687036xf16>
        %v13 = arith.extf %v12 : f16 to f32
        %v15 = arith.mulf %v13, %c14 : f32
        %v16 = arith.addi %v5, %c8 : index
        %v17 = memref.load %in1[%v16] : memref<75171762xf16>
        %v18 = arith.extf %v17 : f16 to f32
        %v20 = arith.mulf %v18, %c19 : f32
        %v21 = arith.addf %v15, %v20 : f32
        %v23 = arith.addi %v5, %c22 : index
        %v24 = memref.load %in0[%v23] : memref<300687036xf16>
        %v25 = arith.extf %v24 : f16 to f32
        %v27 = arith.mulf %v25, %c26 : f32
        %v28 = arith.addf %v21, %v27 : f32
        %v29 = arith.truncf %v28 : f32 to f16
        memref.store %v29, %out[%v5] : memref<75171758xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<300687036xf16>, %in1: memref<75171762xf16>, %out: memref<75171758xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c192 = arith.constant 192 : index
    %c640 = arith.constant 640 : index
    %c768 = arith.constant 768 : index
    %c97880 = arith.constant 97880 : index
    %c117456 = arith.constant 117456 : index
    %c391520 = arith.constant 391520 : index
    %c2349118 = arith.constant 2349118 : index
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c391520, %c1, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<300687036xf16>, %in1 : memref<75171762xf16>, %out : memref<75171758xf16>)
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c2349118, %c1, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<300687036xf16>, %in1 : memref<75171762xf16>, %out : memref<75171758xf16>)
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c97880, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<300687036xf16>, %in1 : memref<75171762xf16>, %out : memref<75171758xf16>)
    gpu.launch_func @rk066_map::@rk066_map blocks in (%c117456, %c1, %c1) threads in (%c640, %c1, %c1) args(%in0 : memref<300687036xf16>, %in1 : memref<75171762xf16>, %out : memref<75171758xf16>)
    return
  }
}
