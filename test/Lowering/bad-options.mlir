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
// RUN: not warp-opt %s --warp-cost-model="fold=9223372036854775807" 2>&1 | FileCheck %s --check-prefix=FOLDBIG
// RUN: not warp-opt %s --warp-cost-model="regs=-1" 2>&1 | FileCheck %s --check-prefix=REGS
// RUN: not warp-opt %s --warp-cost-model="smem=-2" 2>&1 | FileCheck %s --check-prefix=SMEM
// RUN: not warp-opt %s --warp-cost-model="max-threads=32 blocks=64" 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: not warp-opt %s --warp-cost-model="reduction-splits=1,512" 2>&1 | FileCheck %s --check-prefix=SPLITS
// Values of the wrong form are refused when the options are parsed (the
// typed options of Passes.td): llvm::cl's line names the option and what it
// accepts, then an error says which pass. Numbers out of their documented
// range are an error at the module that gives the range.
// BLOCKS: warp-opt: for the --blocks option: needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '32xq'
// BLOCKS-NEXT: error: invalid options for --warp-cost-model ('blocks=32xq')
// BLOCKS0: warp-opt: for the --blocks option: needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '0x4'
// BLOCKS4: warp-opt: for the --blocks option: needs shapes like 32x4x2 (1 to 3 positive sizes separated by 'x'), got '2x2x2x2'
// FOLD: error: option 'fold' needs factors from 1 to 1024, got 0
// DIMS: warp-opt: for the --fold-dims option: must be x, y or z, got 'w'
// OBJ: warp-opt: for the --objective option: must be time or dram, got 'speed'
// ORDERS: warp-opt: for the --dim-orders option: must be contiguous, all or innermost, got 'some'
// TOP: error: option 'top' must lie in 1 to 100, got 0
// SEARCH: warp-opt: for the --search option: must be auto, exhaustive or staged, got 'greedy'
// MAX: error: option 'max-threads' must lie in 32 to 1024 (h100's max_threads_per_block), got 0
// SPLITS: error: option 'reduction-splits' needs blocks per output from 1 to 256, got 512
// NONE: error: option 'max-threads' must lie in 32 to 1024 (h100's max_threads_per_block), got 16
// FOLDBIG: error: option 'fold' needs factors from 1 to 1024, got 9223372036854775807
// REGS: error: option 'regs' must lie in 0 (from ptxas) to 255 (h100's max_registers_per_thread), got -1
// SMEM: error: option 'smem' must lie in -1 (from the kernel) to 232448 (h100's shared bytes_per_block), got -2
// NARROW: bad-options.mlir:[[@LINE+5]]:3: error: no candidate launch for this scf.parallel: no block shape of the options has at most 32 threads (max-threads) within h100's limits
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
