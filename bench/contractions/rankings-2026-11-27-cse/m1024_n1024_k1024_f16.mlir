func.func @mm(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  linalg.matmul ins(%A, %B : memref<1024x1024xf16>, memref<1024x1024xf16>) outs(%C : memref<1024x1024xf32>)
  return
}
