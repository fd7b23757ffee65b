func.func @mm(%A: memref<512x512xf32>, %B: memref<512x512xf32>, %C: memref<512x512xf32>) {
  linalg.matmul ins(%A, %B : memref<512x512xf32>, memref<512x512xf32>) outs(%C : memref<512x512xf32>)
  return
}
