func.func @mm(%A: memref<2048x2048xf32>, %B: memref<2048x2048xf32>, %C: memref<2048x2048xf32>) {
  linalg.matmul ins(%A, %B : memref<2048x2048xf32>, memref<2048x2048xf32>) outs(%C : memref<2048x2048xf32>)
  return
}
