// Dynamic shared memory used the upstream way: memref.view of
// gpu.dynamic_shared_memory at a byte shift. Element x of the f32 view is
// byte 4 + 4x of the buffer, so view[2 tx] is at byte 4 + 8 tx: lanes l
// and l + 16 share bank (1 + 2l) mod 32, 2 wavefronts per warp store.
// 4 blocks of 256 threads = 32 warps: 64 store wavefronts, 32 of them
// conflicts. A shift that is not a multiple of the element size gives no
// byte offset, with a warning at the access, and an inexact report.
// RUN: warp-opt %s --warp-attach-target=target=h100 --warp-print-accesses -o /dev/null | FileCheck %s --check-prefix=REL
// RUN: warp-opt %s --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// RUN: warp-opt %s --warp-data-volumes="remarks=false resources=estimate" -verify-diagnostics -o /dev/null
//
// REL: kernel m::shifted
// REL: access #1 write shared dynamic_shared_memory0 elem=4B index={ {{.*}} -> dynamic_shared_memory0[2tx] {{.*}} bytes={ {{.*}} -> dynamic_shared_memory0[4 + 8tx] :
//
// CHECK-LABEL: "launches": [
// CHECK: "exact": true,
// CHECK: "kernel": "m::shifted",
// CHECK: "shared_bank_conflicts": 32,
// CHECK: "shared_store_wavefronts": 64,
// CHECK: "smem_per_block": 4096,
// CHECK: "approximations": [
// CHECK: "line 45: no byte offset for the access to 'dynamic_shared_memory0': the byte shift of memref.view is not a constant multiple of the element size"
// CHECK: "exact": false,
// CHECK: "kernel": "m::misaligned",
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @shifted(%a: memref<1024xf32>) kernel {
      %c4 = arith.constant 4 : index
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %view = memref.view %smem[%c4][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<512xf32, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %c2 = arith.constant 2 : index
      %i = arith.muli %tx, %c2 : index
      %v = memref.load %a[%tx] : memref<1024xf32>
      memref.store %v, %view[%i] : memref<512xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @misaligned(%a: memref<1024xf32>) kernel {
      %c2 = arith.constant 2 : index
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %view = memref.view %smem[%c2][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %v = memref.load %a[%tx] : memref<1024xf32>
      // expected-warning@+1 {{no byte offset for the access to 'dynamic_shared_memory0': the byte shift of memref.view is not a constant multiple of the element size}}
      memref.store %v, %view[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %smem = arith.constant 4096 : i32
    gpu.launch_func @m::@shifted blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %smem args(%a : memref<1024xf32>)
    gpu.launch_func @m::@misaligned blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %smem args(%a : memref<1024xf32>)
    return
  }
}
