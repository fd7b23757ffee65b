func.func @mm(%A: memref<3072x1024xf32>, %B: memref<1024x128xf32>, %C: memref<3072x128xf32>) {
  linalg.matmul ins(%A, %B : memref<3072x1024xf32>, memref<1024x128xf32>) outs(%C : memref<3072x128xf32>)
  return
}
