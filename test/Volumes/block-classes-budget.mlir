// RUN: warp-opt %s --warp-cost-model="target=h100 remarks=false report=-" -o /dev/null 2>&1 | FileCheck %s
// A launch whose exact block classes pass the simulator's budget is
// simulated again with coarser classes, and says so
// (lib/Analysis/Volumes/DataVolumes.cpp), instead of being refused.
//
// A grid-stride histogram (bench/random s1764396068, rk062_hist) over
// N = 141809395 elements, 132 blocks of 768 threads: a round is 101376
// elements, N = 1398 rounds + 85747, so blocks 0-110 run 1399 iterations,
// block 111 runs 1399 in its first 499 threads and the 20 blocks after it
// 1398: 21 blocks simulated one by one beside the interior class, 22
// classes. The shared atomic's address (33 i mod 4096) keeps the loop from
// its steady state, so each class runs 24 warps x 1399 iterations x 2
// accesses, about 67,000 accesses: 22 classes pass the budget of 2^20.
// With every block taken as an interior block (one class) it fits.
// CHECK-NOT: simulating its warps takes more than
// CHECK: "approximations": [
// CHECK: "the 22 classes of blocks in dimension x take more than the simulator's budget: boundary blocks are treated as interior blocks"
// CHECK: "modelled": true
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%in0: memref<141809395xi32>, %hist: memref<4096xi32>) workgroup(%sh : memref<4096xi32, #gpu.address_space<workgroup>>) kernel {
      %g1 = gpu.block_dim x
      %g2 = gpu.thread_id x
      %g3 = gpu.thread_id y
      %g6 = gpu.block_dim y
      %c8 = arith.constant 4096 : index
      %c10 = arith.constant 0 : i32
      %g11 = gpu.block_id x
      %g14 = gpu.grid_dim x
      %c16 = arith.constant 141809395 : index
      %c19 = arith.constant 33 : index
      %c22 = arith.constant 255 : i32
      %v4 = arith.muli %g3, %g1 : index
      %v5 = arith.addi %g2, %v4 : index
      %v7 = arith.muli %g1, %g6 : index
      scf.for %i9 = %v5 to %c8 step %v7 {
        memref.store %c10, %sh[%i9] : memref<4096xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %v12 = arith.muli %g11, %v7 : index
      %v13 = arith.addi %v12, %v5 : index
      %v15 = arith.muli %g14, %v7 : index
      scf.for %i17 = %v13 to %c16 step %v15 {
        %v18 = memref.load %in0[%i17] : memref<141809395xi32>
        %v20 = arith.muli %i17, %c19 : index
        %v21 = arith.remui %v20, %c8 : index
        %v23 = arith.andi %v18, %c22 : i32
        %old24 = memref.atomic_rmw addi %v23, %sh[%v21] : (i32, memref<4096xi32, #gpu.address_space<workgroup>>) -> i32
      }
      gpu.barrier
      scf.for %i25 = %v5 to %c8 step %v7 {
        %v26 = memref.load %sh[%i25] : memref<4096xi32, #gpu.address_space<workgroup>>
        %old27 = memref.atomic_rmw addi %v26, %hist[%i25] : (i32, memref<4096xi32>) -> i32
      }
      gpu.return
    }
  }
  func.func @launch(%in0: memref<141809395xi32>, %hist: memref<4096xi32>) {
    %c1 = arith.constant 1 : index
    %c132 = arith.constant 132 : index
    %c768 = arith.constant 768 : index
    gpu.launch_func @k::@k blocks in (%c132, %c1, %c1) threads in (%c768, %c1, %c1) args(%in0 : memref<141809395xi32>, %hist : memref<4096xi32>)
    return
  }
}
