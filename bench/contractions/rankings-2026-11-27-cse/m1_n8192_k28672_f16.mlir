func.func @mm(%A: memref<1x28672xf16>, %B: memref<28672x8192xf16>, %C: memref<1x8192xf32>) {
  linalg.matmul ins(%A, %B : memref<1x28672xf16>, memref<28672x8192xf16>) outs(%C : memref<1x8192xf32>)
  return
}
