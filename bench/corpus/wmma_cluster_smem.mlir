// Ops of sm_80/sm_90 kernels that upstream MLIR expresses (written for
// Warp after mlir/test/Integration/GPU/CUDA/TensorCore/ and
// mlir/test/Dialect/GPU/ops.mlir): WMMA loads, compute and stores; a
// cluster launch; dynamic shared memory; an nvgpu asynchronous copy.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @wmma(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %ma = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %mb = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %mc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
      %d = gpu.subgroup_mma_compute %ma, %mb, %mc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      gpu.return
    }
    gpu.func @dynsmem(%a: memref<1024xf32>) kernel {
      %c0 = arith.constant 0 : index
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %view = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %v = memref.load %a[%tx] : memref<1024xf32>
      memref.store %v, %view[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @async(%a: memref<1024xf32>) workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %t = nvgpu.device_async_copy %a[%tx], %sh[%tx], 1 : memref<1024xf32> to memref<256xf32, #gpu.address_space<workgroup>>
      nvgpu.device_async_wait %t
      gpu.return
    }
  }
  func.func @main(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf32>, %x: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : i32
    gpu.launch_func @m::@wmma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x16xf16>, %b : memref<16x16xf16>, %c : memref<16x16xf32>)
    gpu.launch_func @m::@dynsmem clusters in (%c2, %c1, %c1) blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %c1024 args(%x : memref<1024xf32>)
    gpu.launch_func @m::@async blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%x : memref<1024xf32>)
    return
  }
}
