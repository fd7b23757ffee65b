func.func @mm(%A: memref<8x1024x128xf32>, %B: memref<8x128x1024xf32>, %C: memref<8x1024x1024xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<8x1024x128xf32>, memref<8x128x1024xf32>) outs(%C : memref<8x1024x1024xf32>)
  return
}
