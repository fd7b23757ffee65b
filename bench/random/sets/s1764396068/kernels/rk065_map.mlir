// rk065_map: archetype map, f16 (bench/random/map_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk065_map {
    gpu.func @rk065_map(%in0: memref<9494356xf16>, %in1: memref<9494425xf16>, %out: memref<9494337xf16>) kernel {
      %g1 = gpu.block_id x
      %g2 = gpu.block_dim x
      %g4 = gpu.thread_id x
      %c6 = arith.constant 9494337 : index
      %c8 = arith.constant 0.0 : f32
      %c9 = arith.constant 0 : index
      %c10 = arith.constant 12 : index
      %c11 = arith.constant 1 : index
      %c14 = arith.constant 8 : index
      %c20 = arith.constant 2.0 : f32
      %v3 = arith.muli %g1, %g2 : index
      %v5 = arith.addi %v3, %g4 : index
      %v7 = arith.cmpi ult, %v5, %c6 : index
      scf.if %v7 {
        %v13 = scf.for %i12 = %c9 to %c10 step %c11 iter_args(%a12_0 = %c8) -> (f32) {
          %v15 = arith.addi %v5, %c14 : index
          %v16 = arith.muli %i12, %c11 : index
          %v17 = arith.addi %v15, %v16 : index
          %v18 = memref.load %in0[%v17] : memref<9494356xf16>
          %v19 = arith.extf %v18 : f16 to f32
          %v21 = arith.mulf %v19, %c20 : f32
          %v22 = arith.addf %a12_0, %v21 : f32
          %v23 = arith.muli %i12, %c14 : index
          %v24 = arith.addi %v5, %v23 : index
          %v25 = memref.load %in1[%v24] : memref<9494425xf16>
          %v26 = arith.extf %v25 : f16 to f32
          %v27 = arith.mulf %v26, %c20 : f32
          %v28 = arith.addf %v22, %v27 : f32
          scf.yield %v28 : f32
        }
        %v29 = arith.truncf %v13 : f32 to f16
        memref.store %v29, %out[%v5] : memref<9494337xf16>
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<9494356xf16>, %in1: memref<9494425xf16>, %out: memref<9494337xf16>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c18544 = arith.constant 18544 : index
    %c37088 = arith.constant 37088 : index
    %c49450 = arith.constant 49450 : index
    %c296699 = arith.constant 296699 : index
    gpu.launch_func @rk065_map::@rk065_map blocks in (%c49450, %c1, %c1) threads in (%c192, %c1, %c1) args(%in0 : memref<9494356xf16>, %in1 : memref<9494425xf16>, %out : memref<9494337xf16>)
    gpu.launch_func @rk065_map::@rk065_map blocks in (%c18544, %c1, %c1) threads in (%c512, %c1, %c1) args(%in0 : memref<9494356xf16>, %in1 : memref<9494425xf16>, %out : memref<9494337xf16>)
    gpu.launch_func @rk065_map::@rk065_map blocks in (%c296699, %c1, %c1) threads in (%c32, %c1, %c1) args(%in0 : memref<9494356xf16>, %in1 : memref<9494425xf16>, %out : memref<9494337xf16>)
    gpu.launch_func @rk065_map::@rk065_map blocks in (%c37088, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<9494356xf16>, %in1 : memref<9494425xf16>, %out : memref<9494337xf16>)
    return
  }
}
