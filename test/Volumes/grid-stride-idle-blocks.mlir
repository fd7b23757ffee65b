// A grid-stride loop over fewer elements than the grid has threads: 128
// blocks of 256 threads (32768 threads) over 1000 floats. Each of threads
// 0-999 runs one iteration; blocks 4-127 run none. By hand: 1000 / 32 =
// 31.25, so 32 warps load (31 full, one with 8 lanes) and store: 32 load
// and 32 store requests; 1000 x 4 B / 32 B = 125 sectors each way.
// The 125 blocks that are not full (block 3 partly, blocks 4-127 idle)
// are more than the 64 simulated one by one, so they go in bands of equal
// slices: that needs the loop's shift from one block to the next, read off
// two blocks that run iterations (the middle blocks run none). Before,
// every block was counted as block 0: 1024 requests each way.
// RUN: warp-opt %s --warp-data-volumes="report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
// CHECK: "l1_global_load_requests": 32,
// CHECK-NEXT: "l1_global_load_sectors": 125,
// CHECK-NEXT: "l1_global_store_requests": 32,
// CHECK-NEXT: "l1_global_store_sectors": 125,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @gs(%in: memref<1000xf32>, %out: memref<1000xf32>) kernel {
      %n = arith.constant 1000 : index
      %c2 = arith.constant 2.0 : f32
      %i0 = gpu.global_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %step = arith.muli %bd, %gd : index
      scf.for %i = %i0 to %n step %step {
        %a = memref.load %in[%i] : memref<1000xf32>
        %b = arith.mulf %a, %c2 : f32
        memref.store %b, %out[%i] : memref<1000xf32>
      }
      gpu.return
    }
  }
  func.func @main(%in: memref<1000xf32>, %out: memref<1000xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@gs blocks in (%c128, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<1000xf32>, %out : memref<1000xf32>)
    return
  }
}
