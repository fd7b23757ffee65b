func.func @mm(%A: memref<3072x3072xf16>, %B: memref<3072x3072xf16>, %C: memref<3072x3072xf32>) {
  linalg.matmul ins(%A, %B : memref<3072x3072xf16>, memref<3072x3072xf16>) outs(%C : memref<3072x3072xf32>)
  return
}
