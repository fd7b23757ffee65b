func.func @mm(%A: memref<16x28x28x256xf16>, %B: memref<1x1x256x512xf16>, %C: memref<16x28x28x512xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%A, %B : memref<16x28x28x256xf16>, memref<1x1x256x512xf16>) outs(%C : memref<16x28x28x512xf32>)
  return
}
