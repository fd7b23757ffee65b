func.func @mm(%A: memref<512x512xf16>, %B: memref<512x512xf16>, %C: memref<512x512xf32>) {
  linalg.matmul ins(%A, %B : memref<512x512xf16>, memref<512x512xf16>) outs(%C : memref<512x512xf32>)
  return
}
