func.func @mm(%A: memref<4096x8192xf16>, %B: memref<8192x28672xf16>, %C: memref<4096x28672xf32>) {
  linalg.matmul ins(%A, %B : memref<4096x8192xf16>, memref<8192x28672xf16>) outs(%C : memref<4096x28672xf32>)
  return
}
