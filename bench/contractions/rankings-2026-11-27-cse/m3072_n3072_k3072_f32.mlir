func.func @mm(%A: memref<3072x3072xf32>, %B: memref<3072x3072xf32>, %C: memref<3072x3072xf32>) {
  linalg.matmul ins(%A, %B : memref<3072x3072xf32>, memref<3072x3072xf32>) outs(%C : memref<3072x3072xf32>)
  return
}
