func.func @mm(%A: memref<1536x1536xf32>, %B: memref<1536x1536xf32>, %C: memref<1536x1536xf32>) {
  linalg.matmul ins(%A, %B : memref<1536x1536xf32>, memref<1536x1536xf32>) outs(%C : memref<1536x1536xf32>)
  return
}
