func.func @mm(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024x1024xf32>) {
  linalg.matmul ins(%A, %B : memref<1024x1024xf32>, memref<1024x1024xf32>) outs(%C : memref<1024x1024xf32>)
  return
}
