func.func @mm(%A: memref<6144x6144xf32>, %B: memref<6144x6144xf32>, %C: memref<6144x6144xf32>) {
  linalg.matmul ins(%A, %B : memref<6144x6144xf32>, memref<6144x6144xf32>) outs(%C : memref<6144x6144xf32>)
  return
}
