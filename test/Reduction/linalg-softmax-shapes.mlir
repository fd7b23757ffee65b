// linalg.softmax of other ranks (SoftmaxDecomposition.h): the reductions
// Warp tiles reduce one of two loops, so a softmax along the last (or first)
// of three dimensions is decomposed on a 2-D view of its buffers (the other
// dimensions collapsed into one), and one of a vector on a 1 x N view. Each
// becomes six launches; no linalg op is left anywhere.
// RUN: warp-opt %s --warp-cost-model="target=h100" -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR --implicit-check-not=linalg. < %t.mlir
// CHECK-DAG: linalg-softmax-shapes.mlir:[[@LINE+18]]:3: remark: linalg.softmax of memref<8x64x128xf16> along dimension 2 decomposed as upstream's decomposeOperation{{.*}}; its other dimensions collapsed into one (memref.collapse_shape)
// CHECK-DAG: linalg-softmax-shapes.mlir:[[@LINE+17]]:3: remark: linalg.generic of 512 rows of 128 f16
// CHECK-DAG: linalg-softmax-shapes.mlir:[[@LINE+21]]:3: remark: linalg.softmax of memref<64x8x16xf32> along dimension 0 decomposed as upstream's decomposeOperation{{.*}}; its other dimensions collapsed into one (memref.collapse_shape)
// CHECK-DAG: linalg-softmax-shapes.mlir:[[@LINE+20]]:3: remark: linalg.generic of 128 columns of 64 f32
// CHECK-DAG: linalg-softmax-shapes.mlir:[[@LINE+24]]:3: remark: linalg.softmax of memref<4096xf32> along dimension 0 decomposed as upstream's decomposeOperation{{.*}}; as one row of a 1 x N view (memref.expand_shape)
// CHECK-DAG: linalg-softmax-shapes.mlir:[[@LINE+23]]:3: remark: linalg.generic of 1 rows of 4096 f32
// IR-LABEL: func.func @last_of_three
// IR: memref.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : memref<8x64x128xf16> into memref<512x128xf16>
// IR-COUNT-6: gpu.launch blocks
// IR-LABEL: func.func @first_of_three
// IR: memref.collapse_shape %{{.*}} {{\[\[}}0], [1, 2]] : memref<64x8x16xf32> into memref<64x128xf32>
// IR-COUNT-6: gpu.launch blocks
// IR-LABEL: func.func @vector
// IR: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [1, 4096] : memref<4096xf32> into memref<1x4096xf32>
// IR-COUNT-6: gpu.launch blocks
// IR-LABEL: return

func.func @last_of_three(%X: memref<8x64x128xf16>, %Y: memref<8x64x128xf16>) {
  linalg.softmax dimension(2) ins(%X : memref<8x64x128xf16>) outs(%Y : memref<8x64x128xf16>)
  return
}

func.func @first_of_three(%X: memref<64x8x16xf32>, %Y: memref<64x8x16xf32>) {
  linalg.softmax dimension(0) ins(%X : memref<64x8x16xf32>) outs(%Y : memref<64x8x16xf32>)
  return
}

func.func @vector(%X: memref<4096xf32>, %Y: memref<4096xf32>) {
  linalg.softmax dimension(0) ins(%X : memref<4096xf32>) outs(%Y : memref<4096xf32>)
  return
}
