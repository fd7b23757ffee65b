// Issue 15, pattern 3: shared-memory atomics whose addresses depend on data.
// Each of 1056 blocks x 8 warps runs 64 atomics (ATOMS.ADD: the added value
// is loaded, so ptxas cannot use POPC.INC): 540672 warp-level atomics, every
// lane's bin loaded from memory. The serialisation degree e of each is
// unknown; the time uses seed 002's S(e) from hwtargets/h100.yaml
// (add: 1.66 cycles at e = 1, 8.24 at e = 8, 32.18 at e = 32) on 132 SMs at
// 1980 MHz: atomics bound = 540672 x S(e) / (132 x 1.98e9) s.
//   atomic-conflicts=best:  e = 1,  540672 wavefronts,  3.4340 us
//   atomic-conflicts=8:     e = 8,  4325376 wavefronts, 17.0460 us
//   atomic-conflicts=worst: e = 32, 17301504 wavefronts, 66.5703 us
//   warp.expected_conflicts = 4 on the op (wins over the option): e = 4,
//     2162688 wavefronts, S(4) = 1.66 + 3/7 x (8.24 - 1.66) = 4.48 cycles,
//     9.2677 us.
// Every report gives the whole range: the time with e = 1 and with e = 32.
// RUN: sed 's/ATTR//' %s | warp-opt --warp-cost-model="target=h100 report=- remarks=false resources=estimate atomic-conflicts=best" -o /dev/null 2>/dev/null | FileCheck %s --check-prefixes=COMMON,BEST
// RUN: sed 's/ATTR//' %s | warp-opt --warp-cost-model="target=h100 report=- remarks=false resources=estimate atomic-conflicts=8" -o /dev/null 2>/dev/null | FileCheck %s --check-prefixes=COMMON,EIGHT
// RUN: sed 's/ATTR//' %s | warp-opt --warp-cost-model="target=h100 report=- remarks=false resources=estimate atomic-conflicts=worst" -o /dev/null 2>/dev/null | FileCheck %s --check-prefixes=COMMON,WORST
// RUN: sed 's/ATTR/{warp.expected_conflicts = 4 : i64}/' %s | warp-opt --warp-cost-model="target=h100 report=- remarks=false resources=estimate atomic-conflicts=worst" -o /dev/null 2>/dev/null | FileCheck %s --check-prefixes=COMMON,ATTR
// RUN: sed 's/ATTR//' %s | not warp-opt --warp-cost-model="target=h100 resources=estimate atomic-conflicts=33" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT

// COMMON: "approximations": [
// BEST: the time assumes every lane on a bank of its own (atomic-conflicts=best); it ranges from
// EIGHT: the time assumes 8 lanes on each address (atomic-conflicts=8); it ranges from
// WORST: the time assumes every lane of a warp on one bank (atomic-conflicts=worst); it ranges from
// ATTR: (atomic-conflicts=worst), or the op's warp.expected_conflicts; it ranges from
// COMMON: "atomic_conflicts": {
// BEST-NEXT: "assumed": "best",
// EIGHT-NEXT: "assumed": "8",
// WORST-NEXT: "assumed": "worst",
// ATTR-NEXT: "assumed": "worst",
// COMMON-NEXT: "by_class": {
// COMMON-NEXT: "add": {
// COMMON-NEXT: "wavefronts_best": 540672,
// COMMON-NEXT: "wavefronts_worst": 17301504
// COMMON: "time_us_best": [[BEST_US:[0-9.]+]],
// COMMON-NEXT: "time_us_worst": [[WORST_US:[0-9.]+]]
// BEST: "atomics": 3.434{{[0-9]*}},
// EIGHT: "atomics": 17.04{{[0-9]*}},
// WORST: "atomics": 66.57{{[0-9]*}},
// ATTR: "atomics": 9.2677{{[0-9]*}},
// BEST: "shared_atomic_wavefronts": 540672,
// EIGHT: "shared_atomic_wavefronts": 4325376,
// WORST: "shared_atomic_wavefronts": 17301504,
// ATTR: "shared_atomic_wavefronts": 2162688,
// BEST: "time_us": [[BEST_US]],
// WORST: "time_us": [[WORST_US]],

// BADOPT: warp-opt: for the --atomic-conflicts option: must be uniform, best, worst or a number of lanes from 1 to 32, got '33'
// BADOPT-NEXT: error: invalid options for --warp-cost-model

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @hist(%in: memref<270336xi32>, %w: memref<270336xi32>) workgroup(%sh: memref<32xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %gid = gpu.global_id x
      %v = memref.load %in[%gid] : memref<270336xi32>
      %bin = arith.index_cast %v : i32 to index
      %inc = memref.load %w[%gid] : memref<270336xi32>
      scf.for %it = %c0 to %c64 step %c1 {
        %old = memref.atomic_rmw addi %inc, %sh[%bin] ATTR : (i32, memref<32xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.return
    }
  }
  func.func @main(%in: memref<270336xi32>, %w: memref<270336xi32>) {
    %c1 = arith.constant 1 : index
    %g = arith.constant 1056 : index
    %b = arith.constant 256 : index
    gpu.launch_func @m::@hist blocks in (%g, %c1, %c1) threads in (%b, %c1, %c1) args(%in : memref<270336xi32>, %w : memref<270336xi32>)
    return
  }
}
