func.func @mm(%A: memref<8192x8192xf16>, %B: memref<8192x8192xf16>, %C: memref<8192x8192xf32>) {
  linalg.matmul ins(%A, %B : memref<8192x8192xf16>, memref<8192x8192xf16>) outs(%C : memref<8192x8192xf32>)
  return
}
