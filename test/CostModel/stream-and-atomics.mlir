// RUN: warp-opt %s --split-input-file --warp-cost-model="target=h100 report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s

// A streaming triad a[i] = b[i] + s*c[i] over 2^26 floats (256 MiB per
// array): DRAM-bound. DRAM: reads 2 x 268435456 B; writes 268435456 B less
// the dirty lines left in L2 (25 MiB x 1/3 = 8738133 B) = 259697323 B;
// total 796568235 B with a write share w = 0.32602. Bandwidth interpolated
// between the measured read (3090 GB/s) and copy (2810 GB/s) bandwidths:
// 3090 - 560 w = 2907.43 GB/s -> 273.98 us: the dram bound.
// The latency bound (seed 004: 256-thread blocks, 8 per SM, 1056 blocks per
// wave, 249 waves, the last of 256 blocks) at the solution T = 307.861 us:
// λ = 796568235 B / T = 2587.42 GB/s. The DRAM queue is the read fit
// (a 675.6, b 57.59, c 3253) moved towards the copy fit (720.6, 221.5,
// 3275) by 2w = 0.65204 of the way: a = 704.942, b = 164.466,
// c = 3267.345; L = a + b λ / (c − λ) = 1330.81 cycles. A warp's round
// waits for the last of its 2 requests (4194304 L2 read requests / 2097152
// warps), all from DRAM (q = 1); from the quantiles of hwtargets/h100.yaml
// (mean 693.90) E[max of n] / mean = 1.10802 (n = 2), 1.43344 (n = 16,
// the block's 8 warps) and 2.09953 (n = 4096, the last wave's 2048
// warps), computed independently of Warp from the piecewise linear
// quantile function. Round 1.10802 L = 1474.57; warp = round + 15
// cycles of arithmetic = 1489.57; block straggler 1.43344 L − round =
// 433.07; last-wave tail 2.09953 L − 1.43344 L = 886.44. At the block's
// start its 8 warps share 4 schedulers, so its slowest warp waits for 1
// sibling's 6 instructions (2 fp32, 3 memory, 1 integer): 6 cycles; its
// two loads enter the L1 pipe after the other 7 warps' 2 x 7 = 14
// wavefronts (one 128-byte line per warp load): 14 cycles; and their data
// returns through the L2 after the 7 siblings' 7 x 2 x 128 = 1792 bytes at
// the SM's share of the L2 rate (bytes-bound: 8.1 TB/s; tags 91.5 us and
// write passes 61.3 us are less than 805306368 B / 8.1 TB/s = 99.4 us),
// 1792 x 132 x 1.98 / 8100 = 57.82 cycles, the latest of the three.
// Each wave then waits for the SM to replace its blocks, the measured
// block replacement latency of 380 cycles (hwtargets/h100.yaml,
// block_replacement). Latency bound
// (249 x (1489.57 + 433.07 + 57.82 + 380) + 886.44) / 1.98 GHz =
// 297.294 us. With the copy fit the DRAM queue is measured, so the DRAM
// bound is a hard maximum and seed 004 §1.7's gradual saturation (k = 3.31)
// joins the latency bound with the other throughputs, the largest of which
// is the block launches (1986 x 157.2 / 1.98 GHz = 157.68 us):
// T = max(273.98, 297.294 x (1 + (157.68 / 297.294)^3.31)^(1/3.31)) =
// 307.861 us (the fixed point), plus 2.98 us of launch overhead (an empty
// launch, measured: hwtargets/h100.yaml, kernel_launch_us): 310.841 us.
// (Every figure above was recomputed from these formulas outside Warp.)
// (The H100 measured 1159.4 us for the same triad on 2^28 floats, 4.8 %
// above bytes / bandwidth: bench/groundtruth/results/h100.csv id 65.)
// (JSON keys are sorted: the bounds come before the kernel's name.)
// CHECK: "block_issue_wait_cycles": 6,
// CHECK: "block_l1_wait_cycles": 14,
// CHECK: "block_l2_wait_cycles": 57.82{{[0-9]*}},
// CHECK: "block_straggler_cycles": 433.0{{[0-9]*}},
// CHECK: "dram": 273.9{{[0-9]*}},
// CHECK: "latency": 297.29{{[0-9]*}}
// CHECK: "kernel": "m::triad"
// CHECK: "limiter": "latency",
// Every request of the triad misses L2 (q = 1), so a memory round waits for
// DRAM: 1 - (1 - 1)^2 = 1.
// CHECK: "memory_latency_cycles": 1330.81{{[0-9]*}},
// CHECK: "memory_round_dram_probability": 1,
// CHECK: "memory_round_latency_cycles": 1474.5{{[0-9]*}},
// CHECK: "time_us": 310.84{{[0-9]*}}
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @triad(%a: memref<67108864xf32>, %b: memref<67108864xf32>, %c: memref<67108864xf32>, %s: f32) kernel {
      %i = gpu.global_id x
      %vb = memref.load %b[%i] : memref<67108864xf32>
      %vc = memref.load %c[%i] : memref<67108864xf32>
      %t = arith.mulf %s, %vc : f32
      %v = arith.addf %vb, %t : f32
      memref.store %v, %a[%i] : memref<67108864xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<67108864xf32>, %b: memref<67108864xf32>, %c: memref<67108864xf32>) {
    %s = arith.constant 0.75 : f32
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %g = arith.constant 262144 : index
    gpu.launch_func @m::@triad blocks in (%g, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<67108864xf32>, %b : memref<67108864xf32>, %c : memref<67108864xf32>, %s : f32)
    return
  }
}

// -----

// Shared-memory atomics (seed 002): 1056 blocks x 8 warps x 64 iterations =
// 540672 warp-level atomics in each kernel; the service time S(e) comes
// from the target's table (steady state, n = 64).
// same_bin: all 32 lanes add the constant 1 to one word and the result is
// unused, so ptxas emits ATOMS.POPC.INC, which merges the lanes: e = 1,
// S = 1.16 cycles -> 540672 x 1.16 / (132 SMs x 1.98 GHz) = 2.3997 us.
// same_bin_tid: the increment is the thread index, to a word every lane
// shares (a constant index) and the result unused: ptxas sums the lanes
// (REDUX.SUM) and one lane issues ATOMS.ADD (redux_add): e = 1,
// S(1) = 1.66 -> 540672 x 1.66 / (132 x 1.98 GHz) = 3.434 us.
// same_bin_used: the constant 1 again, but the old value is used (stored),
// so neither POPC.INC nor a reduction: ATOMS.ADD serialises the 32 lanes,
// e = 32, S(32) = 32.18 -> 66.57 us, 28x longer.
// lane_bins: lanes spread over 32 banks (bin = tid mod 32), POPC.INC with
// e = 1: 2.3997 us.
// Each iteration also issues the loop's control chain (an `index` loop:
// IADD3, IADD3.X, ISETP, ISETP.EX, BRA = 5 integer instructions), so a warp
// issues 64 x (1 + 5) = 384 instructions (385 where the bin's remainder or
// the increment's cast adds one): 8448 warps / (132 SMs x 4 schedulers) =
// 16 warps a scheduler, 16 x 384 / 1.98 GHz = 3.1030 us (same_bin), 16 x
// 385 / 1.98 GHz = 3.1111 us (lane_bins): the issue bound passes the
// atomics in both. The latency bound: each of a warp's 64 iterations waits
// for the control chain (5 dependent integer instructions x 6 cycles = 30),
// 63 x 30 + 2 (the last atomic's issue, the finish) = 1892 cycles per warp;
// one wave, so for lane_bins (1892 + 380 block replacement + 385 (the
// block's start: 1 sibling per scheduler, with the warp's 385
// instructions)) / 1.98 GHz = 1.3419 us. Seed 004 §1.7 combines it with the
// largest throughput bound: (3.1111^3.31 + 1.3419^3.31)^(1/3.31) = 3.1680
// us, plus 2.98 us of launch overhead: 6.1480 us. For same_bin_tid the
// atomics (3.4340) stay the limiter: 6.4596 us.
// CHECK: "atomics": 2.399{{[0-9]*}},
// CHECK: "issue": 3.1030{{[0-9]*}},
// CHECK: "kernel": "m::same_bin"
// CHECK: "limiter": "issue",
// CHECK: "popc_inc": {
// CHECK-NEXT: "instructions": 540672,
// CHECK-NEXT: "wavefronts": 540672
// CHECK: "atomics": 3.434{{[0-9]*}},
// CHECK: "kernel": "m::same_bin_tid"
// CHECK: "limiter": "atomics",
// CHECK: "redux_add": {
// CHECK-NEXT: "instructions": 540672,
// CHECK-NEXT: "wavefronts": 540672
// CHECK: "time_us": 6.4595{{[0-9]*}}
// CHECK: "atomics": 66.5{{[0-9]*}},
// CHECK: "kernel": "m::same_bin_used"
// CHECK: "add": {
// CHECK-NEXT: "instructions": 540672,
// CHECK-NEXT: "wavefronts": 17301504
// CHECK: "atomics": 2.399{{[0-9]*}},
// CHECK: "issue": 3.1111{{[0-9]*}},
// CHECK: "latency": 1.3419{{[0-9]*}}
// CHECK: "kernel": "m::lane_bins"
// CHECK: "limiter": "issue",
// CHECK: "popc_inc": {
// CHECK: "time_us": 6.1480{{[0-9]*}}
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @same_bin(%out: memref<32xi32>) workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %one = arith.constant 1 : i32
      scf.for %k = %c0 to %c64 step %c1 {
        %old = memref.atomic_rmw addi %one, %sh[%c0] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.return
    }
    gpu.func @same_bin_tid(%out: memref<32xi32>) workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %tx = gpu.thread_id x
      %inc = arith.index_cast %tx : index to i32
      scf.for %k = %c0 to %c64 step %c1 {
        %old = memref.atomic_rmw addi %inc, %sh[%c0] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.return
    }
    gpu.func @same_bin_used(%out: memref<32xi32>) workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %one = arith.constant 1 : i32
      %tx = gpu.thread_id x
      scf.for %k = %c0 to %c64 step %c1 {
        %old = memref.atomic_rmw addi %one, %sh[%c0] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
        memref.store %old, %sh[%c1] : memref<32xi32, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
    gpu.func @lane_bins(%out: memref<32xi32>) workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %one = arith.constant 1 : i32
      %tx = gpu.thread_id x
      %bin = arith.remui %tx, %c32 : index
      scf.for %k = %c0 to %c64 step %c1 {
        %old = memref.atomic_rmw addi %one, %sh[%bin] : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.return
    }
  }
  func.func @main(%o: memref<32xi32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %g = arith.constant 1056 : index
    gpu.launch_func @m::@same_bin blocks in (%g, %c1, %c1) threads in (%c256, %c1, %c1) args(%o : memref<32xi32>)
    gpu.launch_func @m::@same_bin_tid blocks in (%g, %c1, %c1) threads in (%c256, %c1, %c1) args(%o : memref<32xi32>)
    gpu.launch_func @m::@same_bin_used blocks in (%g, %c1, %c1) threads in (%c256, %c1, %c1) args(%o : memref<32xi32>)
    gpu.launch_func @m::@lane_bins blocks in (%g, %c1, %c1) threads in (%c256, %c1, %c1) args(%o : memref<32xi32>)
    return
  }
}
