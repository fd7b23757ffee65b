func.func @mm(%A: memref<128x4096xf16>, %B: memref<4096x4096xf16>, %C: memref<128x4096xf32>) {
  linalg.matmul ins(%A, %B : memref<128x4096xf16>, memref<4096x4096xf16>) outs(%C : memref<128x4096xf32>)
  return
}
