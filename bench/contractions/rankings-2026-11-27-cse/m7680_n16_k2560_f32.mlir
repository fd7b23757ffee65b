func.func @mm(%A: memref<7680x2560xf32>, %B: memref<2560x16xf32>, %C: memref<7680x16xf32>) {
  linalg.matmul ins(%A, %B : memref<7680x2560xf32>, memref<2560x16xf32>) outs(%C : memref<7680x16xf32>)
  return
}
