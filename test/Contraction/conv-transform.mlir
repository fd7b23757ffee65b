// transform.warp.select_contraction_tiling on a convolution: the implicit
// GEMM's block tile BM is split over the M loops (n, oh, ow) from the
// innermost, BN goes to f, the K loops get 0; k_tile is the tile of the
// innermost K loop (c), the filter window (kh, kw) is walked one value at
// a time.
// RUN: warp-opt %s --split-input-file --transform-interpreter -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
//
// The pick over the default space (the pass's remark), then its parameters
// per loop (n, oh, ow, f, kh, kw, c): 16 consecutive pixels are one row of
// 16 output columns.
// CHECK: remark: linalg.conv_2d_nhwc_hwcf 256x32x144 (M x N x K; M = 1x16x16; K = 3x3x16) f32 x f32 -> f32: picked tiling 16x16x16, thread 1x1, pad 1
// CHECK: remark: block: 1 : i64, 1 : i64, 16 : i64, 16 : i64, 0 : i64, 0 : i64, 0 : i64
// CHECK: remark: k: 16 : i64
// CHECK: remark: thread: 1 : i64, 1 : i64, 1 : i64, 1 : i64, 0 : i64, 0 : i64, 0 : i64
// The script's tiles: a forall over (16 rows of pixels) x (2 tiles of 16
// channels), and inside, loops over kh, kw and tiles of 16 input channels;
// the innermost convolution reads 1 x 16 pixels of 16 channels.
// IR: scf.forall ({{.*}}) in (1, 16, 1, 2)
// IR: scf.for {{.*}} to %c3
// IR: scf.for {{.*}} to %c3
// IR: scf.for {{.*}} to %c16{{[_0-9]*}} step %c16
// IR: linalg.conv_2d_nhwc_hwcf ins({{.*}} : memref<1x1x16x16xf32, {{.*}}>, memref<1x1x16x16xf32, {{.*}}>) outs({{.*}} : memref<1x1x16x16xf32
func.func @conv(%I: memref<1x18x18x16xf32>, %F: memref<3x3x16x32xf32>, %O: memref<1x16x16x32xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x18x18x16xf32>, memref<3x3x16x32xf32>) outs(%O : memref<1x16x16x32xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %block, %k, %thread, %pad, %tc = transform.warp.select_contraction_tiling %c {target = "h100"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.debug.emit_param_as_remark %block, "block:" : !transform.param<i64>
    transform.debug.emit_param_as_remark %k, "k:" : !transform.param<i64>
    transform.debug.emit_param_as_remark %thread, "thread:" : !transform.param<i64>
    %tiled, %forall = transform.structured.tile_using_forall %c tile_sizes *(%block) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %inner, %l0, %l1, %l2 = transform.structured.tile_using_for %tiled tile_sizes [0, 0, 0, 0, 1, 1, %k] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// 56-wide rows of pixels: no power of two is a box of (n, oh, ow), so the
// op ranks the box tiles of the pixel loops (28, 56, 112, 224 pixels; the
// pass's own pick, 64x64x8 split in 8 along K at 20.6 us, wraps around
// rows, and the op ranks unsplit tilings only) and returns half a row: 28
// pixels, tiles [1, 1, 28] on (n, oh, ow).
// CHECK: remark: linalg.conv_2d_nhwc_hwcf 3136x64x576 (M x N x K; M = 1x56x56; K = 3x3x64) f32 x f32 -> f32: picked tiling 28x32x32, thread 4x4, pad 1 (grid=[2,112,1] block=[8,7,1])
// CHECK: remark: block56: 1 : i64, 1 : i64, 28 : i64, 32 : i64, 0 : i64, 0 : i64, 0 : i64
func.func @conv56(%I: memref<1x58x58x64xf32>, %F: memref<3x3x64x64xf32>, %O: memref<1x56x56x64xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x58x58x64xf32>, memref<3x3x64x64xf32>) outs(%O : memref<1x56x56x64xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %block, %k, %thread, %pad, %tc = transform.warp.select_contraction_tiling %c {target = "h100"} : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    transform.debug.emit_param_as_remark %block, "block56:" : !transform.param<i64>
    transform.yield
  }
}
