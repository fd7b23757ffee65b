// Malformed candidate options are an error that names the option and the
// form it needs, even in a module without loop nests.
// RUN: not warp-opt %s --warp-cost-model="blocks=32xq" 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: not warp-opt %s --warp-cost-model="blocks=0x4" 2>&1 | FileCheck %s --check-prefix=BLOCKS0
// RUN: not warp-opt %s --warp-cost-model="blocks=2x2x2x2" 2>&1 | FileCheck %s --check-prefix=BLOCKS4
// RUN: not warp-opt %s --warp-cost-model="fold=0" 2>&1 | FileCheck %s --check-prefix=FOLD
// RUN: not warp-opt %s --warp-cost-model="fold-dims=w" 2>&1 | FileCheck %s --check-prefix=DIMS
// RUN: not warp-opt %s --warp-cost-model="objective=speed" 2>&1 | FileCheck %s --check-prefix=OBJ
// RUN: not warp-opt %s --warp-cost-model="dim-orders=some" 2>&1 | FileCheck %s --check-prefix=ORDERS
// RUN: not warp-opt %s --warp-cost-model="top=0" 2>&1 | FileCheck %s --check-prefix=TOP
// RUN: not warp-opt %s --warp-cost-model="search=greedy" 2>&1 | FileCheck %s --check-prefix=SEARCH
// RUN: not warp-opt %s --warp-cost-model="max-threads=0" 2>&1 | FileCheck %s --check-prefix=MAX
// RUN: not warp-opt %s --warp-cost-model="max-threads=16 blocks=32,64" 2>&1 | FileCheck %s --check-prefix=NONE
// BLOCKS: error: option 'blocks' needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '32xq'
// BLOCKS0: error: option 'blocks' needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '0x4'
// BLOCKS4: error: option 'blocks' needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '2x2x2x2'
// FOLD: error: option 'fold' needs positive factors, got 0
// DIMS: error: option 'fold-dims' takes x, y and z, got 'w'
// OBJ: error: option 'objective' must be time or dram, got 'speed'
// ORDERS: error: option 'dim-orders' must be contiguous or all, got 'some'
// TOP: error: option 'top' must be at least 1
// SEARCH: error: option 'search' must be auto, exhaustive or staged, got 'greedy'
// MAX: error: option 'max-threads' must be positive, got 0
// NONE: bad-options.mlir:[[@LINE+5]]:3: error: no candidate launch for this scf.parallel: no block shape of the options has at most 16 threads (max-threads) within h100's limits
func.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %a[%i] : memref<1024xf32>
    memref.store %v, %b[%i] : memref<1024xf32>
    scf.reduce
  }
  return
}
