func.func @mm(%A: memref<2560x2560xf32>, %B: memref<2560x64xf32>, %C: memref<2560x64xf32>) {
  linalg.matmul ins(%A, %B : memref<2560x2560xf32>, memref<2560x64xf32>) outs(%C : memref<2560x64xf32>)
  return
}
