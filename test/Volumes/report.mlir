// RUN: warp-opt %s --warp-data-volumes="target=h100 report=- remarks=false regs=40" -o /dev/null | FileCheck %s
// RUN: not warp-opt %s --warp-data-volumes="target=nosuchgpu" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADTARGET
// RUN: not warp-opt %s --warp-data-volumes="report=/nonexistent-dir/r.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFILE
// Issue 26, reproducer 09: a device that cannot take the report is an error
// that names it (it was LLVM's "IO failure on output stream" abort).
// RUN: not warp-opt %s --warp-data-volumes="report=/dev/full" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL

// The JSON report: one object per launch, keys sorted. 128 threads with 40
// registers: 40 x 32 = 1280 registers per warp, 4 warps per block: 12
// blocks by registers, 16 by warps -> 12 blocks, 48 warps per SM.
// CHECK: "launches": [
// CHECK: "block": [
// CHECK-NEXT: 128,
// CHECK: "blocks": 2,
// CHECK: "blocks_per_sm": 12,
// CHECK: "dram_read_bytes": 1024,
// CHECK: "kernel": "m::copy",
// CHECK: "l1_global_load_sectors": 32,
// CHECK: "l1_global_store_sectors": 32,
// CHECK: "l2_read_bytes": 1024,
// CHECK: "modelled": true,
// CHECK: "occupancy_warps_per_sm": 48,
// CHECK: "regs_estimated": false,
// CHECK: "regs_per_thread": 40,
// CHECK: "target": "h100",
// CHECK: "threads_per_block": 128,
// CHECK: "wave_blocks": 1584,
// CHECK: "waves": 1
// CHECK: "warp_report_version": 1

// BADTARGET: error: cannot load hardware target: unknown hardware target 'nosuchgpu'
// BADFILE: error: cannot open report '/nonexistent-dir/r.json'
// FULL: error: cannot write report '/dev/full': No space left on device
// FULL-NOT: LLVM ERROR
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<256xf32>
      memref.store %v, %out[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<256xf32>, %b: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @m::@copy blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : memref<256xf32>, %b : memref<256xf32>)
    return
  }
}
