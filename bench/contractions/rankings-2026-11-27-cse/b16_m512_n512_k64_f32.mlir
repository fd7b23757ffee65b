func.func @mm(%A: memref<16x512x64xf32>, %B: memref<16x64x512xf32>, %C: memref<16x512x512xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<16x512x64xf32>, memref<16x64x512xf32>) outs(%C : memref<16x512x512xf32>)
  return
}
