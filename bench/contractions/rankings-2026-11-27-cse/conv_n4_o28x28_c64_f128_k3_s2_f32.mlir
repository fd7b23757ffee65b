func.func @mm(%A: memref<4x57x57x64xf32>, %B: memref<3x3x64x128xf32>, %C: memref<4x28x28x128xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%A, %B : memref<4x57x57x64xf32>, memref<3x3x64x128xf32>) outs(%C : memref<4x28x28x128xf32>)
  return
}
