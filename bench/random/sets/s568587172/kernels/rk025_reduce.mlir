// rk025_reduce: archetype reduce, f16 (bench/random/reduce_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk025_reduce {
    gpu.func @rk025_reduce(%in0: memref<1x205657xf16>, %out: memref<1xf32>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %g8 = gpu.block_id y
      %g9 = gpu.block_id x
      %g12 = gpu.grid_dim x
      %c14 = arith.constant 0.0 : f32
      %c15 = arith.constant 205657 : index
      %c21 = arith.constant 16 : i32
      %c22 = arith.constant 32 : i32
      %c25 = arith.constant 8 : i32
      %c28 = arith.constant 4 : i32
      %c31 = arith.constant 2 : i32
      %c34 = arith.constant 1 : i32
      %c37 = arith.constant 32 : index
      %c40 = arith.constant 0 : index
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      %v10 = arith.muli %g9, %v7 : index
      %v11 = arith.addi %v10, %v5 : index
      %v13 = arith.muli %g12, %v7 : index
      %v17 = scf.for %i16 = %v11 to %c15 step %v13 iter_args(%a16_0 = %c14) -> (f32) {
        %v18 = memref.load %in0[%g8, %i16] : memref<1x205657xf16>
        %v19 = arith.extf %v18 : f16 to f32
        %v20 = arith.addf %a16_0, %v19 : f32
        scf.yield %v20 : f32
      }
      %v23, %v23_ok = gpu.shuffle xor %v17, %c21, %c22 : f32
      %v24 = arith.addf %v17, %v23 : f32
      %v26, %v26_ok = gpu.shuffle xor %v24, %c25, %c22 : f32
      %v27 = arith.addf %v24, %v26 : f32
      %v29, %v29_ok = gpu.shuffle xor %v27, %c28, %c22 : f32
      %v30 = arith.addf %v27, %v29 : f32
      %v32, %v32_ok = gpu.shuffle xor %v30, %c31, %c22 : f32
      %v33 = arith.addf %v30, %v32 : f32
      %v35, %v35_ok = gpu.shuffle xor %v33, %c34, %c22 : f32
      %v36 = arith.addf %v33, %v35 : f32
      %v38 = arith.remui %v5, %c37 : index
      %v39 = arith.divui %v5, %c37 : index
      %v41 = arith.cmpi eq, %v38, %c40 : index
      %v42 = arith.cmpi eq, %v5, %c40 : index
      scf.if %v41 {
        %old43 = memref.atomic_rmw addf %v36, %out[%g8] : (f32, memref<1xf32>) -> f32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x205657xf16>, %out: memref<1xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c33 = arith.constant 33 : index
    %c64 = arith.constant 64 : index
    %c264 = arith.constant 264 : index
    %c528 = arith.constant 528 : index
    gpu.launch_func @rk025_reduce::@rk025_reduce blocks in (%c8, %c1, %c1) threads in (%c32, %c4, %c1) args(%in0 : memref<1x205657xf16>, %out : memref<1xf32>)
    gpu.launch_func @rk025_reduce::@rk025_reduce blocks in (%c33, %c1, %c1) threads in (%c32, %c32, %c1) args(%in0 : memref<1x205657xf16>, %out : memref<1xf32>)
    gpu.launch_func @rk025_reduce::@rk025_reduce blocks in (%c264, %c1, %c1) threads in (%c32, %c16, %c1) args(%in0 : memref<1x205657xf16>, %out : memref<1xf32>)
    gpu.launch_func @rk025_reduce::@rk025_reduce blocks in (%c528, %c1, %c1) threads in (%c8, %c4, %c1) args(%in0 : memref<1x205657xf16>, %out : memref<1xf32>)
    gpu.launch_func @rk025_reduce::@rk025_reduce blocks in (%c8, %c1, %c1) threads in (%c64, %c4, %c1) args(%in0 : memref<1x205657xf16>, %out : memref<1xf32>)
    gpu.launch_func @rk025_reduce::@rk025_reduce blocks in (%c264, %c1, %c1) threads in (%c32, %c8, %c1) args(%in0 : memref<1x205657xf16>, %out : memref<1xf32>)
    return
  }
}
