func.func @transpose(%a: memref<1024x512xf32>, %b: memref<512x1024xf32>) {
  linalg.transpose ins(%a : memref<1024x512xf32>) outs(%b : memref<512x1024xf32>) permutation = [1, 0]
  return
}
