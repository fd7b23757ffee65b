func.func @mm(%A: memref<16x8192xf16>, %B: memref<8192x28672xf16>, %C: memref<16x28672xf32>) {
  linalg.matmul ins(%A, %B : memref<16x8192xf16>, memref<8192x28672xf16>) outs(%C : memref<16x28672xf32>)
  return
}
