// The launch Warp writes for a loop nest is ordinary upstream IR: with
// Warp's attributes stripped, MLIR's own gpu-kernel-outlining and NVVM
// pipeline turn it into sm_90 PTX. The nest is a 2-D 5-point stencil with a
// folded dimension and a remainder (1022 rows in tiles of 8 * 2).
// REQUIRES: mlir-opt
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=32x8 fold=2 fold-dims=y remarks=false" --warp-strip-annotations \
// RUN:   | %mlir_opt --gpu-kernel-outlining \
// RUN:   | %mlir_opt --pass-pipeline="builtin.module(nvvm-attach-target{chip=sm_90},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},reconcile-unrealized-casts),gpu-module-to-binary{format=isa})" \
// RUN:   | FileCheck %s
// The launch of 32 x 64 blocks of 32 x 8 threads (1022 / (8 * 2) rounded
// up), and the kernel (its PTX is one escaped string): the guard
// lin_x < 1022 (as lin_x > 1021), then the fold loop, unrolled by LLVM:
// five loads and a store per point, for two points.
// CHECK: gpu.launch_func @star5_kernel::@star5_kernel blocks in (%c32, %c64, %{{.*}}) threads in (%c32, %c8, %{{.*}})
// CHECK: .target sm_90
// CHECK-SAME: .entry star5_kernel(
// CHECK-SAME: setp.gt.u32 \09%p1, %r7, 1021;
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: st.global.b32
// CHECK-SAME: ld.global.b32
// CHECK-SAME: st.global.b32
func.func @star5(%in: memref<1024x1024xf32>, %out: memref<1024x1024xf32>) {
  %c1 = arith.constant 1 : index
  %c1023 = arith.constant 1023 : index
  scf.parallel (%i, %j) = (%c1, %c1) to (%c1023, %c1023) step (%c1, %c1) {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %a = memref.load %in[%i, %j] : memref<1024x1024xf32>
    %b = memref.load %in[%im, %j] : memref<1024x1024xf32>
    %c = memref.load %in[%ip, %j] : memref<1024x1024xf32>
    %d = memref.load %in[%i, %jm] : memref<1024x1024xf32>
    %e = memref.load %in[%i, %jp] : memref<1024x1024xf32>
    %s1 = arith.addf %a, %b : f32
    %s2 = arith.addf %c, %d : f32
    %s3 = arith.addf %s1, %s2 : f32
    %s4 = arith.addf %s3, %e : f32
    memref.store %s4, %out[%i, %j] : memref<1024x1024xf32>
    scf.reduce
  }
  return
}
