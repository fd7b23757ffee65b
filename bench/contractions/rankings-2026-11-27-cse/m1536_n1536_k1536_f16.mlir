func.func @mm(%A: memref<1536x1536xf16>, %B: memref<1536x1536xf16>, %C: memref<1536x1536xf32>) {
  linalg.matmul ins(%A, %B : memref<1536x1536xf16>, memref<1536x1536xf16>) outs(%C : memref<1536x1536xf32>)
  return
}
