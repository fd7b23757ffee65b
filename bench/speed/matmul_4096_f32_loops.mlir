// The speed benchmark's naive matmul (issue 24): linalg.matmul 4096^3 f32 on buffers,
// lowered with upstream loops, one output point per iteration of the scf.parallel and
// a sequential K loop of 4096 iterations. Made by:
//   mlir-opt-22 --convert-linalg-to-parallel-loops (from the linalg.matmul below)
// func.func @matmul(%A: memref<4096x4096xf32>, %B: memref<4096x4096xf32>, %C: memref<4096x4096xf32>) {
//   linalg.matmul ins(%A, %B : memref<4096x4096xf32>, memref<4096x4096xf32>) outs(%C : memref<4096x4096xf32>)
//   return
// }
module {
  func.func @matmul(%arg0: memref<4096x4096xf32>, %arg1: memref<4096x4096xf32>, %arg2: memref<4096x4096xf32>) {
    %c0 = arith.constant 0 : index
    %c4096 = arith.constant 4096 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c4096, %c4096) step (%c1, %c1) {
      scf.for %arg5 = %c0 to %c4096 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg5] : memref<4096x4096xf32>
        %1 = memref.load %arg1[%arg5, %arg4] : memref<4096x4096xf32>
        %2 = memref.load %arg2[%arg3, %arg4] : memref<4096x4096xf32>
        %3 = arith.mulf %0, %1 : f32
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %arg2[%arg3, %arg4] : memref<4096x4096xf32>
      }
      scf.reduce 
    }
    return
  }
}

