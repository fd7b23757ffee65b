func.func @mm(%A: memref<6144x6144xf16>, %B: memref<6144x6144xf16>, %C: memref<6144x6144xf32>) {
  linalg.matmul ins(%A, %B : memref<6144x6144xf16>, memref<6144x6144xf16>) outs(%C : memref<6144x6144xf32>)
  return
}
