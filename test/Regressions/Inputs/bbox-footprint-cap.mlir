module attributes {gpu.container_module} {
  gpu.module @fz {
    gpu.func @k(%a: memref<1099511627776xf32>, %b: memref<1099511627776xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 4, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cK = arith.constant 1099511627776 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.maxsi %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %x0 = arith.muli %i, %cK : index
      scf.for %j = %c0 to %n step %c1 {
      %v_j = arith.addi %x0, %j : index
      %s = memref.subview %a[5] [8] [3] : memref<1099511627776xf32> to memref<8xf32, strided<[3], offset: 5>>
      %v = memref.load %s[%v_j] : memref<8xf32, strided<[3], offset: 5>>
      }
      gpu.return
    }
  }
  func.func @main(%A: memref<1099511627776xf32>, %B: memref<1099511627776xf32>, %N: index) {
    %g0 = arith.constant 1025 : index
    %g1 = arith.constant 4 : index
    %g2 = arith.constant 2 : index
    %t0 = arith.constant 64 : index
    %t1 = arith.constant 4 : index
    %t2 = arith.constant 1 : index
    %nv = arith.constant 1000 : index
    %lc0 = arith.constant 0 : index
    %lc1 = arith.constant 1 : index
    %lcn = arith.constant 4 : index
    scf.for %it = %lc0 to %lcn step %lc1 {
      gpu.launch_func @fz::@k blocks in (%g0, %g1, %g2) threads in (%t0, %t1, %t2) args(%A : memref<1099511627776xf32>, %B : memref<1099511627776xf32>, %nv : index)
    }
    return
  }
}