func.func @mm(%A: memref<16x28672xf16>, %B: memref<28672x8192xf16>, %C: memref<16x8192xf32>) {
  linalg.matmul ins(%A, %B : memref<16x28672xf16>, memref<28672x8192xf16>) outs(%C : memref<16x8192xf32>)
  return
}
