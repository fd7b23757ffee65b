// warp-rank checks its options against the ranges of the passes' (issue
// 26: --regs=-1 silently meant "estimate", --regs=256 was reported as "a
// block does not fit on an SM", a domain of 2^63 - 1 gave negative grids).
// RUN: not warp-rank %S/../../examples/stencil3d7.mlir --domain=64,64,64 --regs=-1 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not warp-rank %S/../../examples/stencil3d7.mlir --domain=64,64,64 --regs=256 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not warp-rank %S/../../examples/stencil3d7.mlir --domain=64,64,64 --max-threads=2048 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not warp-rank %S/../../examples/stencil3d7.mlir --domain=9223372036854775807 2>&1 | FileCheck %s --check-prefix=DOMAIN
// NEG: warp-rank: error: --regs must lie in 0 (from the model) to 255 (h100's max_registers_per_thread), got -1
// BIG: warp-rank: error: --regs must lie in 0 (from the model) to 255 (h100's max_registers_per_thread), got 256
// THREADS: warp-rank: error: --max-threads must be at most 1024 (h100's max_threads_per_block), got 2048
// DOMAIN: warp-rank: error: --domain needs 1 to 3 sizes, each from 1 to 2^40 (1099511627776)
module {}
