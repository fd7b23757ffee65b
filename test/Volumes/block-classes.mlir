// RUN: warp-opt %s --split-input-file --warp-data-volumes="target=h100 remarks=false resources=estimate" | FileCheck %s
// Block classes of loops whose iterations depend on the block
// (lib/Analysis/Relations/BlockClasses.cpp, docs/volumes.md): the counts
// are those of simulating every block, computed by hand.

// A grid-stride copy of N = 2^20 floats, 264 blocks of 64 threads: a round
// is 264 x 64 = 16896 elements; N = 62 x 16896 + 1024, so blocks 0-15 run
// 63 iterations and blocks 16-263 run 62. Every element is read once by a
// warp of 32 consecutive aligned floats: N / 32 = 32768 requests of 4
// sectors (131072), one L1 wavefront each, 4 MiB through the L2; the
// stores likewise. Before bands, the 248 blocks of 62 iterations were more
// than the 64 blocks simulated one by one, and were counted as if they ran
// 63 (33264 requests, exact = false).
// CHECK-LABEL: func.func @grid_stride
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 131072, l1_global_load_requests = 32768, l1_global_store_sectors = 131072, l1_wavefronts = 32768, l2_read_bytes = 4194304, l2_write_bytes = 4194304, dram_read_bytes = 4194304, dram_write_bytes = 0, shared_wavefronts = 0, shared_bank_conflicts = 0, wave_blocks = 4224, waves = 1>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @grid_stride(%in: memref<1048576xf32>, %out: memref<1048576xf32>) kernel {
      %n = arith.constant 1048576 : index
      %i0 = gpu.global_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %step = arith.muli %bd, %gd : index
      scf.for %i = %i0 to %n step %step {
        %v = memref.load %in[%i] : memref<1048576xf32>
        memref.store %v, %out[%i] : memref<1048576xf32>
      }
      gpu.return
    }
  }
  func.func @grid_stride(%a: memref<1048576xf32>, %b: memref<1048576xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c264 = arith.constant 264 : index
    gpu.launch_func @m::@grid_stride blocks in (%c264, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<1048576xf32>, %b : memref<1048576xf32>)
    return
  }
}

// -----

// Split-K: block z sums rows [256 z, 256 z + 256) of a 4096x64 f32 matrix,
// thread t column t. The 16 blocks run the same iterations moved by 256
// rows (one class, where they were 16). Per block 2 warps x 256 rows =
// 512 requests of 4 sectors: 8192 requests, 32768 sectors, the whole 1 MiB
// read once; 16 x 64 floats stored (128 sectors, 4 KiB).
// CHECK-LABEL: func.func @split
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 32768, l1_global_load_requests = 8192, l1_global_store_sectors = 128, l1_wavefronts = 8192, l2_read_bytes = 1048576, l2_write_bytes = 4096, dram_read_bytes = 1048576, dram_write_bytes = 0, shared_wavefronts = 0, shared_bank_conflicts = 0, wave_blocks = 4224, waves = 1>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @split(%a: memref<4096x64xf32>, %c: memref<16x64xf32>) kernel {
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %bz = gpu.block_id z
      %lo = arith.muli %bz, %c256 : index
      %hi = arith.addi %lo, %c256 : index
      %s = scf.for %k = %lo to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%k, %t] : memref<4096x64xf32>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      memref.store %s, %c[%bz, %t] : memref<16x64xf32>
      gpu.return
    }
  }
  func.func @split(%a: memref<4096x64xf32>, %c: memref<16x64xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@split blocks in (%c1, %c1, %c16) threads in (%c64, %c1, %c1) args(%a : memref<4096x64xf32>, %c : memref<16x64xf32>)
    return
  }
}

// -----

// Not translates: block z sums rows [0, 16 z), so no two blocks run the
// same number of iterations and each is simulated alone. 2 warps x 16 z
// rows: 2 x 16 x (0 + 1 + ... + 15) = 3840 requests, 15360 sectors; per
// block 16 z rows of 256 B through the L2 (16 x 120 x 256 = 491520 B);
// DRAM reads rows 0-239 once: 240 x 256 = 61440 B.
// CHECK-LABEL: func.func @triangle
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 15360, l1_global_load_requests = 3840, l1_global_store_sectors = 128, l1_wavefronts = 3840, l2_read_bytes = 491520, l2_write_bytes = 4096, dram_read_bytes = 61440, dram_write_bytes = 0, shared_wavefronts = 0, shared_bank_conflicts = 0, wave_blocks = 4224, waves = 1>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @triangle(%a: memref<4096x64xf32>, %c: memref<16x64xf32>) kernel {
      %c16 = arith.constant 16 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %bz = gpu.block_id z
      %hi = arith.muli %bz, %c16 : index
      %s = scf.for %k = %c0 to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%k, %t] : memref<4096x64xf32>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      memref.store %s, %c[%bz, %t] : memref<16x64xf32>
      gpu.return
    }
  }
  func.func @triangle(%a: memref<4096x64xf32>, %c: memref<16x64xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@triangle blocks in (%c1, %c1, %c16) threads in (%c64, %c1, %c1) args(%a : memref<4096x64xf32>, %c : memref<16x64xf32>)
    return
  }
}
