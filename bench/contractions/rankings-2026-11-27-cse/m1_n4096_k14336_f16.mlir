func.func @mm(%A: memref<1x14336xf16>, %B: memref<14336x4096xf16>, %C: memref<1x4096xf32>) {
  linalg.matmul ins(%A, %B : memref<1x14336xf16>, memref<14336x4096xf16>) outs(%C : memref<1x4096xf32>)
  return
}
