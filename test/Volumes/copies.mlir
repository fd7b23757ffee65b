// RUN: warp-opt %s --split-input-file --warp-data-volumes="target=h100 remarks=false resources=estimate" | FileCheck %s
// Hand-computed volumes of copies on the H100 target (32-byte sectors,
// 64-byte DRAM access units, 25 MiB effective L2). Registers are assumed to
// be 32 per thread, so 256-thread blocks give 8 blocks per SM and waves of
// 8 x 132 = 1056 blocks.

// Coalesced copy of 1024 floats, 4 blocks of 256 threads (32 warps):
// a warp reads 128 contiguous bytes = 4 sectors -> 128 sectors, 32 requests;
// L1 data-pipe: one wavefront per distinct 128-byte line of a warp
// request, and each warp reads one line: 32;
// L2 reads = the 4096 B once (no reuse, no capacity misses); stores likewise;
// DRAM reads = 64 units of 64 B; the 4 KiB written stay dirty in the L2
// (residual = 25 MiB x write share >= 4096), so no DRAM write yet.
// CHECK-LABEL: func.func @coalesced
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 128, l1_global_load_requests = 32, l1_global_store_sectors = 128, l1_wavefronts = 32, l2_read_bytes = 4096, l2_write_bytes = 4096, dram_read_bytes = 4096, dram_write_bytes = 0, shared_wavefronts = 0, shared_bank_conflicts = 0, wave_blocks = 1056, waves = 1>
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @coalesced(%a: memref<1024xf32>, %b: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}

// -----

// Strided copies out[i] = in[S*i], 1024 outputs, 4 blocks of 256 threads.
// S = 2: lanes 8 B apart, a warp spans 256 B = 8 sectors -> 256 sectors;
//   L1: a half-warp touches 16 distinct 8-byte words in 16 banks, 1 cycle -> 64;
//   a block's 256 loads cover 2 KiB = 64 sectors -> L2 reads 4 x 2048 B;
//   DRAM: the 8 KiB span, 128 units of 64 B.
// S = 8: lanes 32 B apart: 32 sectors per warp -> 1024; L1: words 4l fall in
//   4 banks, 4 per bank -> 4 cycles per half-warp -> 256; L2 32 KiB; every
//   64 B unit of the 32 KiB span holds two elements -> 32768 B.
// S = 32: lanes 128 B apart: 32 sectors per warp -> 1024; L1: all 16 words
//   in one bank -> 16 cycles per half-warp -> 1024; L2 32 KiB; DRAM: one
//   64 B unit per element -> 65536 B.
// CHECK-LABEL: func.func @strided
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 256, l1_global_load_requests = 32, l1_global_store_sectors = 128, l1_wavefronts = 64, l2_read_bytes = 8192, l2_write_bytes = 4096, dram_read_bytes = 8192,
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 1024, l1_global_load_requests = 32, l1_global_store_sectors = 128, l1_wavefronts = 256, l2_read_bytes = 32768, l2_write_bytes = 4096, dram_read_bytes = 32768,
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 1024, l1_global_load_requests = 32, l1_global_store_sectors = 128, l1_wavefronts = 1024, l2_read_bytes = 32768, l2_write_bytes = 4096, dram_read_bytes = 65536,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @s2(%in: memref<32768xf32>, %out: memref<1024xf32>) kernel {
      %c2 = arith.constant 2 : index
      %i = gpu.global_id x
      %j = arith.muli %i, %c2 : index
      %v = memref.load %in[%j] : memref<32768xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @s8(%in: memref<32768xf32>, %out: memref<1024xf32>) kernel {
      %c8 = arith.constant 8 : index
      %i = gpu.global_id x
      %j = arith.muli %i, %c8 : index
      %v = memref.load %in[%j] : memref<32768xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @s32(%in: memref<32768xf32>, %out: memref<1024xf32>) kernel {
      %c32 = arith.constant 32 : index
      %i = gpu.global_id x
      %j = arith.muli %i, %c32 : index
      %v = memref.load %in[%j] : memref<32768xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @strided(%a: memref<32768xf32>, %b: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@s2 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<32768xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@s8 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<32768xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@s32 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<32768xf32>, %b : memref<1024xf32>)
    return
  }
}

// -----

// Misaligned copy out[i] = in[i + 1]: warp w reads bytes 128w+4 .. 128w+131,
// 5 sectors -> 160. L1: every warp's bytes span two 128-byte lines, two
// wavefronts each -> 64.
// A block reads bytes 1024b+4 .. 1024b+1027, 33 sectors: 132 compulsory
// sectors; the other 28 requested sectors are L1 hits except for the
// capacity-miss fraction 0.73 exp(-4.6 exp(-0.34 O)) at
// O = 9 lines x 128 B x 8 blocks / 232 KiB = 0.0388: 0.0079 x 28 = 0.22
// sectors -> L2 (132 + 0.22) x 32 = 4231 B. DRAM: bytes 4 .. 4099 cover
// 65 units of 64 B -> 4160 B.
// CHECK-LABEL: func.func @misaligned
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 160, l1_global_load_requests = 32, l1_global_store_sectors = 128, l1_wavefronts = 64, l2_read_bytes = 4231, l2_write_bytes = 4096, dram_read_bytes = 4160,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy1(%in: memref<1056xf32>, %out: memref<1024xf32>) kernel {
      %c1 = arith.constant 1 : index
      %i = gpu.global_id x
      %j = arith.addi %i, %c1 : index
      %v = memref.load %in[%j] : memref<1056xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @misaligned(%a: memref<1056xf32>, %b: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@copy1 blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1056xf32>, %b : memref<1024xf32>)
    return
  }
}

// -----

// Partial last block: 1000 floats with 4 blocks of 256 threads. The last
// block's threads 232..255 do nothing: its warp 7 runs with 8 lanes.
// 1000 x 4 B = 125 sectors; 32 requests; L1: each of the 32 warps reads
// within one 128-byte line (the last one 32 B of it): 32 wavefronts.
// CHECK-LABEL: func.func @partial
// CHECK: warp.volumes = #warp.volumes<l1_global_load_sectors = 125, l1_global_load_requests = 32, l1_global_store_sectors = 125, l1_wavefronts = 32, l2_read_bytes = 4000, l2_write_bytes = 4000, dram_read_bytes = 4032,
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%in: memref<1000xf32>, %out: memref<1000xf32>) kernel {
      %c1000 = arith.constant 1000 : index
      %i = gpu.global_id x
      %p = arith.cmpi slt, %i, %c1000 : index
      scf.if %p {
        %v = memref.load %in[%i] : memref<1000xf32>
        memref.store %v, %out[%i] : memref<1000xf32>
      }
      gpu.return
    }
  }
  func.func @partial(%a: memref<1000xf32>, %b: memref<1000xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1000xf32>, %b : memref<1000xf32>)
    return
  }
}
