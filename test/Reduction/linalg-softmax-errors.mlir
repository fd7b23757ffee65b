// A linalg.softmax that Warp cannot decompose (SoftmaxDecomposition.h) is
// left as it is, with a remark at the op that says why and what would make
// it work (issue 25, "Bad input").
// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100" -verify-diagnostics -o /dev/null

func.func @on_tensors(%X: tensor<64x128xf32>, %Y: tensor<64x128xf32>) -> tensor<64x128xf32> {
  // expected-remark @below {{linalg.softmax not mapped: it has tensor semantics; Warp decomposes it on buffers (run one-shot-bufferize first)}}
  %r = linalg.softmax dimension(1) ins(%X : tensor<64x128xf32>) outs(%Y : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}

// -----

func.func @dynamic(%X: memref<?x128xf32>, %Y: memref<?x128xf32>) {
  // expected-remark @below {{linalg.softmax not mapped: a dimension is dynamic; the ops it decomposes into are decided for static shapes}}
  linalg.softmax dimension(1) ins(%X : memref<?x128xf32>) outs(%Y : memref<?x128xf32>)
  return
}

// -----

func.func @middle(%X: memref<8x64x128xf32>, %Y: memref<8x64x128xf32>) {
  // expected-remark @below {{linalg.softmax not mapped: it reduces dimension 1 of 3; the reductions Warp tiles reduce one of two loops: move the dimension first or last (linalg.transpose) on buffers of identity layout}}
  linalg.softmax dimension(1) ins(%X : memref<8x64x128xf32>) outs(%Y : memref<8x64x128xf32>)
  return
}
