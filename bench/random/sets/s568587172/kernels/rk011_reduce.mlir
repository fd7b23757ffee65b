// rk011_reduce: archetype reduce, f32 (bench/random/reduce_kernel.py); written by bench.random.gen
module attributes {gpu.container_module} {
  gpu.module @rk011_reduce {
    gpu.func @rk011_reduce(%in0: memref<1x61938908xf32>, %out: memref<1xf32>) workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %g8 = gpu.block_id y
      %g9 = gpu.block_id x
      %g12 = gpu.grid_dim x
      %c14 = arith.constant 0.0 : f32
      %c15 = arith.constant 61938908 : index
      %c20 = arith.constant 16 : i32
      %c21 = arith.constant 32 : i32
      %c24 = arith.constant 8 : i32
      %c27 = arith.constant 4 : i32
      %c30 = arith.constant 2 : i32
      %c33 = arith.constant 1 : i32
      %c36 = arith.constant 32 : index
      %c39 = arith.constant 0 : index
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      %v10 = arith.muli %g9, %v7 : index
      %v11 = arith.addi %v10, %v5 : index
      %v13 = arith.muli %g12, %v7 : index
      %v17 = scf.for %i16 = %v11 to %c15 step %v13 iter_args(%a16_0 = %c14) -> (f32) {
        %v18 = memref.load %in0[%g8, %i16] : memref<1x61938908xf32>
        %v19 = arith.addf %a16_0, %v18 : f32
        scf.yield %v19 : f32
      }
      %v22, %v22_ok = gpu.shuffle xor %v17, %c20, %c21 : f32
      %v23 = arith.addf %v17, %v22 : f32
      %v25, %v25_ok = gpu.shuffle xor %v23, %c24, %c21 : f32
      %v26 = arith.addf %v23, %v25 : f32
      %v28, %v28_ok = gpu.shuffle xor %v26, %c27, %c21 : f32
      %v29 = arith.addf %v26, %v28 : f32
      %v31, %v31_ok = gpu.shuffle xor %v29, %c30, %c21 : f32
      %v32 = arith.addf %v29, %v31 : f32
      %v34, %v34_ok = gpu.shuffle xor %v32, %c33, %c21 : f32
      %v35 = arith.addf %v32, %v34 : f32
      %v37 = arith.remui %v5, %c36 : index
      %v38 = arith.divui %v5, %c36 : index
      %v40 = arith.cmpi eq, %v37, %c39 : index
      %v41 = arith.cmpi eq, %v5, %c39 : index
      scf.if %v41 {
        memref.store %c14, %sh[%c39] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.if %v40 {
        %old42 = memref.atomic_rmw addf %v35, %sh[%c39] : (f32, memref<32xf32, #gpu.address_space<workgroup>>) -> f32
      }
      gpu.barrier
      scf.if %v41 {
        %v43 = memref.load %sh[%c39] : memref<32xf32, #gpu.address_space<workgroup>>
        %old44 = memref.atomic_rmw addf %v43, %out[%g8] : (f32, memref<1xf32>) -> f32
      }
      gpu.return
    }
  }
  func.func @launches(%in0: memref<1x61938908xf32>, %out: memref<1xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c96 = arith.constant 96 : index
    %c132 = arith.constant 132 : index
    %c256 = arith.constant 256 : index
    %c264 = arith.constant 264 : index
    %c528 = arith.constant 528 : index
    %c768 = arith.constant 768 : index
    %c1056 = arith.constant 1056 : index
    gpu.launch_func @rk011_reduce::@rk011_reduce blocks in (%c264, %c1, %c1) threads in (%c256, %c1, %c1) args(%in0 : memref<1x61938908xf32>, %out : memref<1xf32>)
    gpu.launch_func @rk011_reduce::@rk011_reduce blocks in (%c528, %c1, %c1) threads in (%c256, %c4, %c1) args(%in0 : memref<1x61938908xf32>, %out : memref<1xf32>)
    gpu.launch_func @rk011_reduce::@rk011_reduce blocks in (%c1056, %c1, %c1) threads in (%c96, %c1, %c1) args(%in0 : memref<1x61938908xf32>, %out : memref<1xf32>)
    gpu.launch_func @rk011_reduce::@rk011_reduce blocks in (%c132, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<1x61938908xf32>, %out : memref<1xf32>)
    return
  }
}
