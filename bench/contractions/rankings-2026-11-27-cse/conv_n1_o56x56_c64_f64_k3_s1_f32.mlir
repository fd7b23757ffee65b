func.func @mm(%A: memref<1x58x58x64xf32>, %B: memref<3x3x64x64xf32>, %C: memref<1x56x56x64xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%A, %B : memref<1x58x58x64xf32>, memref<3x3x64x64xf32>) outs(%C : memref<1x56x56x64xf32>)
  return
}
