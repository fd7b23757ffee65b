// A TMA load as MLIR 22 expresses it (written for Warp after upstream's
// mlir/test/Dialect/NVGPU/ops.mlir): nvgpu.tma.async.load into workgroup
// memory. Warp does not model TMA; the op is named in the launch's
// approximations and the report is inexact.
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @tma(%d: !desc) workgroup(%buf : memref<64x64xf16, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !barrier
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %buf : !desc, !barrier -> memref<64x64xf16, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @main(%d: !desc) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @m::@tma blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1) args(%d : !desc)
    return
  }
}
