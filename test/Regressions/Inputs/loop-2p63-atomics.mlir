// Found by scripts/fuzz.py (seed 1): a loop of 2^63 iterations around a shared atomic hung the data-volumes pass (each of millions of atomics costs microseconds); the launch was then refused past 2^20 simulated accesses. Since issue 24 the loop runs to its steady state in a few iterations, and the launch is refused because its counts pass 2^50 warp-level accesses (they would overflow).


// Shared-memory atomics (seed 002): 1056 blocks x 8 warps x 64 iterations =
// 540672 warp-level atomics in each kernel; the service time S(e) comes
// from the target's table (steady state, n = 64).
// same_bin: all 32 lanes add the constant 1 to one word and the result is
// unused, so ptxas emits ATOMS.POPC.INC, which merges the lanes: e = 1,
// S = 1.16 cycles -> 540672 x 1.16 / (132 SMs x 1.98 GHz) = 2.3997 us.
// same_bin_tid: the increment is the thread index, ATOMS.ADD serialises the
// 32 lanes: e = 32, S(32) = 32.18 -> 66.57 us, 28x longer.
// same_bin_used: the constant 1 again, but the old value is used (stored),
// so no POPC.INC: ATOMS.ADD, e = 32 -> 66.57 us as well.
// lane_bins: lanes spread over 32 banks (bin = tid mod 32), POPC.INC with
// e = 1: 2.3997 us. Each kernel does nothing else: atomics is the limiter.
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
      %c64 = arith.constant 9223372036854775807 : index
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
