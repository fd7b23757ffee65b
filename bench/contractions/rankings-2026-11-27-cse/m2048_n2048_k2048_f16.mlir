func.func @mm(%A: memref<2048x2048xf16>, %B: memref<2048x2048xf16>, %C: memref<2048x2048xf32>) {
  linalg.matmul ins(%A, %B : memref<2048x2048xf16>, memref<2048x2048xf16>) outs(%C : memref<2048x2048xf32>)
  return
}
