// Loops inside a kernel: the access relations (ISL) and the warp simulator
// read the same kernel program, and both dispatch on every kind of loop
// with exhaustive switches (issue 29). Each kernel runs one warp (grid 1,
// block 32); thread t loads a[32 i + t] for i = 0..7 of a loop of one
// kind. Counted by hand:
//   simulator: 8 iterations, one warp load each = 8 requests; a load of 32
//     lanes x 4 B = 128 B = 4 sectors, 32 sectors in all;
//   relations: the footprint is a[0..255], 256 x 4 B = 1024 B, 16 DRAM
//     chunks of 64 B (the H100's access_bytes) = 1024 B.
// Before issue 29 the simulator skipped scf.parallel, scf.forall and
// scf.while (0 sectors) while the relations counted them. scf.while's
// relations cannot name its iterations: its load is over-approximated by
// the whole buffer (1024 B, which here is also what it reads), and remarks
// say so.
// RUN: warp-opt %s --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null 2>/dev/null | FileCheck %s
// RUN: warp-opt %s --warp-data-volumes="resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// CHECK: "dram_read_bytes": 1024,
// CHECK: "kernel": "m::parallel"
// CHECK: "l1_global_load_requests": 8,
// CHECK-NEXT: "l1_global_load_sectors": 32,
// CHECK: "dram_read_bytes": 1024,
// CHECK: "kernel": "m::forall"
// CHECK: "l1_global_load_requests": 8,
// CHECK-NEXT: "l1_global_load_sectors": 32,
// CHECK: "dram_read_bytes": 1024,
// CHECK: "kernel": "m::for"
// CHECK: "l1_global_load_requests": 8,
// CHECK-NEXT: "l1_global_load_sectors": 32,
// CHECK: "dram_read_bytes": 1024,
// CHECK: "kernel": "m::while"
// CHECK: "l1_global_load_requests": 8,
// CHECK-NEXT: "l1_global_load_sectors": 32,
//
// REMARK: :[[@LINE+54]]:14: remark: index 0 of the access to 'arg0' is not affine
// REMARK: :[[@LINE+53]]:14: remark: the instances of the access to 'arg0' are over-approximated: it is inside the scf.while
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @parallel(%a: memref<256xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
        %r = arith.muli %i, %c32 : index
        %j = arith.addi %r, %t : index
        %v = memref.load %a[%j] : memref<256xf32>
        scf.reduce
      }
      gpu.return
    }
    gpu.func @forall(%a: memref<256xf32>) kernel {
      %t = gpu.thread_id x
      %c32 = arith.constant 32 : index
      scf.forall (%i) in (8) {
        %r = arith.muli %i, %c32 : index
        %j = arith.addi %r, %t : index
        %v = memref.load %a[%j] : memref<256xf32>
      }
      gpu.return
    }
    gpu.func @for(%a: memref<256xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      scf.for %i = %c0 to %c8 step %c1 {
        %r = arith.muli %i, %c32 : index
        %j = arith.addi %r, %t : index
        %v = memref.load %a[%j] : memref<256xf32>
      }
      gpu.return
    }
    gpu.func @while(%a: memref<256xf32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %end = scf.while (%i = %c0) : (index) -> index {
        %go = arith.cmpi slt, %i, %c8 : index
        scf.condition(%go) %i : index
      } do {
      ^bb0(%i: index):
        %r = arith.muli %i, %c32 : index
        %j = arith.addi %r, %t : index
        %v = memref.load %a[%j] : memref<256xf32>
        %n = arith.addi %i, %c1 : index
        scf.yield %n : index
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @m::@parallel blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256xf32>)
    gpu.launch_func @m::@forall blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256xf32>)
    gpu.launch_func @m::@for blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256xf32>)
    gpu.launch_func @m::@while blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256xf32>)
    return
  }
}
