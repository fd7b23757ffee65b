// The speed benchmark's shared-memory SGEMM (issue 24): 16x16 output tiles, one output
// per thread, a K loop of 256 steps that stages 16x16 tiles of A and B in shared memory
// between two barriers. A launch to cost, not a measured kernel.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @sgemm16(%A: memref<4096x4096xf32>, %B: memref<4096x4096xf32>, %C: memref<4096x4096xf32>)
        workgroup(%As: memref<16x16xf32, #gpu.address_space<workgroup>>, %Bs: memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %cK = arith.constant 4096 : index
      %f0 = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %c0x = arith.muli %bx, %c16 : index
      %col = arith.addi %c0x, %tx : index
      %acc = scf.for %kt = %c0 to %cK step %c16 iter_args(%a = %f0) -> (f32) {
        %ak = arith.addi %kt, %tx : index
        %av = memref.load %A[%row, %ak] : memref<4096x4096xf32>
        memref.store %av, %As[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %bk = arith.addi %kt, %ty : index
        %bv = memref.load %B[%bk, %col] : memref<4096x4096xf32>
        memref.store %bv, %Bs[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %s = scf.for %kk = %c0 to %c16 step %c1 iter_args(%b = %a) -> (f32) {
          %x = memref.load %As[%ty, %kk] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %Bs[%kk, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %q = arith.addf %b, %p : f32
          scf.yield %q : f32
        }
        gpu.barrier
        scf.yield %s : f32
      }
      memref.store %acc, %C[%row, %col] : memref<4096x4096xf32>
      gpu.return
    }
  }
  func.func @main(%A: memref<4096x4096xf32>, %B: memref<4096x4096xf32>, %C: memref<4096x4096xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %g = arith.constant 256 : index
    gpu.launch_func @m::@sgemm16 blocks in (%g, %g, %c1) threads in (%c16, %c16, %c1) args(%A : memref<4096x4096xf32>, %B : memref<4096x4096xf32>, %C : memref<4096x4096xf32>)
    return
  }
}
