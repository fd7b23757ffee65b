func.func @mm(%A: memref<4096x28672xf16>, %B: memref<28672x8192xf16>, %C: memref<4096x8192xf32>) {
  linalg.matmul ins(%A, %B : memref<4096x28672xf16>, memref<28672x8192xf16>) outs(%C : memref<4096x8192xf32>)
  return
}
