// The pixel digits of an implicit-GEMM convolution are divided in 32 bits
// (ContractionKernel.cpp, setDigits): the output row r of 4x28x28 pixels
// gives ow = r mod 28, oh = (r / 28) mod 28 and n = r / 784. On `index`
// each division by 28 or 784 inside the input copy's loop (16 iterations,
// not unrolled) became a 64-bit multiply-high, about ten IMADs in ptxas's
// code; in 32 bits it is one `mul.hi.u32`. The loop's three divisions:
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-apply-launch-configs --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining --convert-scf-to-cf --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   > %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=WIDE < %t.ptx
// CHECK-COUNT-3: mul.hi.u32
// WIDE-NOT: mul.hi.u64
// The digits in the IR Warp costs: an i32 view of the row and its digits.
// RUN: warp-opt %s --warp-apply-launch-configs | FileCheck %s --check-prefix=IR
// IR: %[[ROW:[0-9]+]] = arith.index_castui %{{[0-9]+}} : index to i32
// IR-NEXT: %{{.*}} = arith.constant 28 : i32
// IR-NEXT: %{{[0-9]+}} = arith.remui %[[ROW]], %{{.*}} : i32
func.func @conv(%I: memref<4x28x28x64xf16>, %F: memref<1x1x64x128xf16>, %O: memref<4x28x28x128xf32>) {
  linalg.conv_2d_nhwc_hwcf {warp.tiling = {bm = 64, bn = 128, bk = 64, wm = 32, wn = 32, pad = 8}} ins(%I, %F : memref<4x28x28x64xf16>, memref<1x1x64x128xf16>) outs(%O : memref<4x28x28x128xf32>)
  return
}
