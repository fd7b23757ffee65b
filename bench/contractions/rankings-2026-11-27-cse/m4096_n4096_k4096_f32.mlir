func.func @mm(%A: memref<4096x4096xf32>, %B: memref<4096x4096xf32>, %C: memref<4096x4096xf32>) {
  linalg.matmul ins(%A, %B : memref<4096x4096xf32>, memref<4096x4096xf32>) outs(%C : memref<4096x4096xf32>)
  return
}
