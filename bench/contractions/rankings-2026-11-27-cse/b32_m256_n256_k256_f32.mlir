func.func @mm(%A: memref<32x256x256xf32>, %B: memref<32x256x256xf32>, %C: memref<32x256x256xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<32x256x256xf32>, memref<32x256x256xf32>) outs(%C : memref<32x256x256xf32>)
  return
}
