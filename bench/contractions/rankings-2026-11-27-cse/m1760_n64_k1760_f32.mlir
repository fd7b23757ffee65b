func.func @mm(%A: memref<1760x1760xf32>, %B: memref<1760x64xf32>, %C: memref<1760x64xf32>) {
  linalg.matmul ins(%A, %B : memref<1760x1760xf32>, memref<1760x64xf32>) outs(%C : memref<1760x64xf32>)
  return
}
