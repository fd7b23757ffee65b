func.func @mm(%A: memref<8x30x30x128xf16>, %B: memref<3x3x128x128xf16>, %C: memref<8x28x28x128xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%A, %B : memref<8x30x30x128xf16>, memref<3x3x128x128xf16>) outs(%C : memref<8x28x28x128xf32>)
  return
}
