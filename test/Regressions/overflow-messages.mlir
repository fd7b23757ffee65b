// The launches of Inputs/ whose sizes overflowed 64-bit counts (mutation
// fuzzing, 2026-11-24 and 25; Inputs/README.md): what each must print now.
// Each such launch is refused, with a warning at the launch that names the
// limit it breaks, and the report's entry says `modelled: false` with the
// same reason and echoes the sizes unwrapped; no figure is computed for it.
// --warp-data-volumes and --warp-cost-model refuse alike (the same checks).

// grid-overflow.mlir (grid 2^32 x 2^32): `blocks: 0`, modelled, about 2 us;
// UBSan: signed overflow in the launch size. Now refused: grid x is beyond
// CUDA's 2^31 - 1. --warp-print-accesses prints the sizes unwrapped.
// RUN: warp-opt %S/Inputs/grid-overflow.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: warp-opt %S/Inputs/grid-overflow.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: grid-overflow.mlir:13:5: warning: launch of m::k not modelled: grid x of 4294967296 exceeds the target's limit of 2147483647
// GRID: "grid": [
// GRID-NEXT: 4294967296,
// GRID-NEXT: 4294967296,
// GRID-NEXT: 1
// GRID-NEXT: ],
// GRID-NEXT: "kernel": "m::k",
// GRID-NEXT: "modelled": false,
// GRID-NEXT: "reason": "grid x of 4294967296 exceeds the target's limit of 2147483647",
// GRID-NOT: "blocks"
// GRID-NOT: "time_us"
// RUN: warp-opt %S/Inputs/grid-overflow.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRID-ACC
// GRID-ACC: kernel m::k grid=[4294967296,4294967296,1] block=[32,1,1]
// GRID-ACC-NEXT: access #0 read global arg0 elem=4B index={ [bx, by, bz = 0, tx, ty = 0, tz = 0] -> arg0[tx] : 0 <= bx <= 4294967295 and 0 <= by <= 4294967295 and 0 <= tx <= 31 }

// block-overflow.mlir (block 2^32 x 2^32): refused for the wrong reason
// (the thread count, wrapped); UBSan: signed overflow. Now: block x is
// beyond the target's 1024.
// RUN: warp-opt %S/Inputs/block-overflow.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: warp-opt %S/Inputs/block-overflow.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: block-overflow.mlir:12:5: warning: launch of m::k not modelled: block x of 4294967296 exceeds the target's limit of 1024
// BLOCK: "block": [
// BLOCK-NEXT: 4294967296,
// BLOCK-NEXT: 4294967296,
// BLOCK-NEXT: 1
// BLOCK: "modelled": false,
// BLOCK-NEXT: "reason": "block x of 4294967296 exceeds the target's limit of 1024",
// BLOCK-NOT: "blocks"
// The access of thread 32 and beyond is outside memref<32xf32>: said so.
// RUN: warp-opt %S/Inputs/block-overflow.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK-ACC
// BLOCK-ACC: block-overflow.mlir:5:12: warning: the access to 'arg0' can index outside its shape, for example at { [32] }; the traffic of those instances is counted as if the memory were there
// BLOCK-ACC: kernel m::k grid=[1,1,1] block=[4294967296,4294967296,1]

// simulator-overflow-413.mlir (block 2^63 - 1 x 2^63 - 1): UBSan, signed
// overflow in the simulator's thread count. Now refused at block x.
// RUN: warp-opt %S/Inputs/simulator-overflow-413.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIM413
// RUN: warp-opt %S/Inputs/simulator-overflow-413.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIM413
// SIM413: simulator-overflow-413.mlir:12:5: warning: launch of m::copy not modelled: block x of 9223372036854775807 exceeds the target's limit of 1024
// SIM413: "modelled": false,
// SIM413-NEXT: "reason": "block x of 9223372036854775807 exceeds the target's limit of 1024",
// RUN: warp-opt %S/Inputs/simulator-overflow-413.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIM413-ACC
// SIM413-ACC: kernel m::copy grid=[4,1,1] block=[9223372036854775807,9223372036854775807,1]

// simulator-shift-exponent.mlir (grid 2^31 x 65535, a shift by the thread
// index): UBSan, shift exponent out of range in the simulator. Now refused:
// grid x is one past CUDA's limit.
// RUN: warp-opt %S/Inputs/simulator-shift-exponent.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHIFTEXP
// RUN: warp-opt %S/Inputs/simulator-shift-exponent.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHIFTEXP
// SHIFTEXP: simulator-shift-exponent.mlir:25:5: warning: launch of m::hist not modelled: grid x of 2147483648 exceeds the target's limit of 2147483647
// SHIFTEXP: "modelled": false,
// SHIFTEXP-NEXT: "reason": "grid x of 2147483648 exceeds the target's limit of 2147483647",

// blockclasses-overflow.mlir (grid y of 2^63 - 1): UBSan, signed overflow
// in the block classes. Now refused: grid y is beyond 65535.
// RUN: warp-opt %S/Inputs/blockclasses-overflow.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BCLASS
// RUN: warp-opt %S/Inputs/blockclasses-overflow.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BCLASS
// BCLASS: blockclasses-overflow.mlir:75:5: warning: launch of m::star25_foldz2 not modelled: grid y of 9223372036854775807 exceeds the target's limit of 65535
// BCLASS: "grid": [
// BCLASS-NEXT: 5,
// BCLASS-NEXT: 9223372036854775807,
// BCLASS-NEXT: 10
// BCLASS: "modelled": false,
// BCLASS-NEXT: "reason": "grid y of 9223372036854775807 exceeds the target's limit of 65535",

// footprints-overflow-55.mlir (grid x of 2^62): UBSan, signed overflow in
// the footprints. Now refused at grid x; the out-of-shape example is
// computed without wrapping (column 32 (2^62 - 1) + 31).
// RUN: warp-opt %S/Inputs/footprints-overflow-55.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP55
// RUN: warp-opt %S/Inputs/footprints-overflow-55.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP55
// FP55: footprints-overflow-55.mlir:15:5: warning: launch of m::transpose not modelled: grid x of 4611686018427387904 exceeds the target's limit of 2147483647
// FP55: "modelled": false,
// FP55-NEXT: "reason": "grid x of 4611686018427387904 exceeds the target's limit of 2147483647",
// RUN: warp-opt %S/Inputs/footprints-overflow-55.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP55-ACC
// FP55-ACC: footprints-overflow-55.mlir:6:12: warning: the access to 'arg0' can index outside its shape, for example at { [0, 147573952589676412927] }
// FP55-ACC: kernel m::transpose grid=[4611686018427387904,8,1] block=[32,8,1]

// footprints-overflow-76.mlir (grid z of 2^63 - 1): UBSan, signed overflow
// in the footprints. Now refused at grid z.
// RUN: warp-opt %S/Inputs/footprints-overflow-76.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP76
// RUN: warp-opt %S/Inputs/footprints-overflow-76.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FP76
// FP76: footprints-overflow-76.mlir:44:5: warning: launch of m::pt7 not modelled: grid z of 9223372036854775807 exceeds the target's limit of 65535
// FP76: "modelled": false,
// FP76-NEXT: "reason": "grid z of 9223372036854775807 exceeds the target's limit of 65535",

// transforms-volumes-overflow-255.mlir (grid y of 2^62): UBSan, signed
// overflow in the volumes. Now refused at grid y.
// RUN: warp-opt %S/Inputs/transforms-volumes-overflow-255.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TV255
// RUN: warp-opt %S/Inputs/transforms-volumes-overflow-255.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TV255
// TV255: transforms-volumes-overflow-255.mlir:45:5: warning: launch of m::star7 not modelled: grid y of 4611686018427387904 exceeds the target's limit of 65535
// TV255: "modelled": false,
// TV255-NEXT: "reason": "grid y of 4611686018427387904 exceeds the target's limit of 65535",

// volumes-accumulate-overflow.mlir (grid x of 2^62): UBSan, signed overflow
// accumulating the volumes. Now refused at grid x.
// RUN: warp-opt %S/Inputs/volumes-accumulate-overflow.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=VACC
// RUN: warp-opt %S/Inputs/volumes-accumulate-overflow.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=VACC
// VACC: volumes-accumulate-overflow.mlir:18:5: warning: launch of fz::k not modelled: grid x of 4611686018427387904 exceeds the target's limit of 2147483647
// VACC: "modelled": false,
// VACC-NEXT: "reason": "grid x of 4611686018427387904 exceeds the target's limit of 2147483647",

// volumes-overflow-71.mlir (grid z of 2^40): UBSan, signed overflow in the
// volumes. Now refused at grid z; the `arith.ori` index is named as not
// affine.
// RUN: warp-opt %S/Inputs/volumes-overflow-71.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=V71
// RUN: warp-opt %S/Inputs/volumes-overflow-71.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=V71
// V71: volumes-overflow-71.mlir:46:5: warning: launch of m::pt7 not modelled: grid z of 1099511627776 exceeds the target's limit of 65535
// V71: "modelled": false,
// V71-NEXT: "reason": "grid z of 1099511627776 exceeds the target's limit of 65535",
// RUN: warp-opt %S/Inputs/volumes-overflow-71.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=V71-ACC
// V71-ACC: volumes-overflow-71.mlir:19:13: remark: index 2 of the access to 'arg0' is not affine: 'arith.ori' at line 12 is not an affine index operation; its relation covers the whole dimension
// V71-ACC: kernel m::pt7 grid=[8,64,1099511627776] block=[33,4,1]

// wavereuse-overflow.mlir (grid x of 2^63 - 1, a global atomic): UBSan,
// signed overflow in the wave reuse. Now refused at grid x; the out-of-shape
// example is 32 (2^63 - 2) + 31, unwrapped.
// RUN: warp-opt %S/Inputs/wavereuse-overflow.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAVE
// RUN: warp-opt %S/Inputs/wavereuse-overflow.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAVE
// WAVE: wavereuse-overflow.mlir:18:5: warning: launch of m::k not modelled: grid x of 9223372036854775807 exceeds the target's limit of 2147483647
// WAVE: "modelled": false,
// WAVE-NEXT: "reason": "grid x of 9223372036854775807 exceeds the target's limit of 2147483647",
// RUN: warp-opt %S/Inputs/wavereuse-overflow.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAVE-ACC
// WAVE-ACC: wavereuse-overflow.mlir:10:6: warning: the access to 'arg0' can index outside its shape, for example at { [295147905179352825823] }

// nonsense-negative-layer-condition.mlir (grid 2^31 - 1 x 4 x 2 of 256
// threads, a stride of 2^40 elements): negative DRAM and layer-condition
// bytes, a time above 1e13 us. Now refused: more than 2^40 threads.
// RUN: warp-opt %S/Inputs/nonsense-negative-layer-condition.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGLC
// RUN: warp-opt %S/Inputs/nonsense-negative-layer-condition.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGLC
// NEGLC: nonsense-negative-layer-condition.mlir:33:7: warning: launch of fz::k not modelled: the launch has more than 2^40 threads (2147483647x4x2 blocks of 256), more than Warp counts without overflow
// NEGLC: "modelled": false,
// NEGLC-NEXT: "reason": "the launch has more than 2^40 threads (2147483647x4x2 blocks of 256), more than Warp counts without overflow",
// NEGLC-NOT: "dram_read_layer_condition_bytes"
// NEGLC-NOT: "time_us"

// huge-memref-nonaffine.mlir (memref<2^62 x f32>, index tx * tx):
// dram_read_bytes = -9223372036854775808, about 6e12 us. Now refused: the
// buffer (2^64 bytes) is beyond 2^48 bytes. The index is named as not
// affine, with the op that makes it so.
// RUN: warp-opt %S/Inputs/huge-memref-nonaffine.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGEMEM
// RUN: warp-opt %S/Inputs/huge-memref-nonaffine.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGEMEM
// HUGEMEM: huge-memref-nonaffine.mlir:13:5: warning: launch of m::k not modelled: buffer 'arg0' of more than 2^63 bytes is larger than 2^48 bytes, the GPU's virtual address space, and than Warp counts without overflow
// HUGEMEM: "modelled": false,
// HUGEMEM-NEXT: "reason": "buffer 'arg0' of more than 2^63 bytes is larger than 2^48 bytes, the GPU's virtual address space, and than Warp counts without overflow",
// HUGEMEM-NOT: "dram_read_bytes"
// RUN: warp-opt %S/Inputs/huge-memref-nonaffine.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGEMEM-ACC
// HUGEMEM-ACC: huge-memref-nonaffine.mlir:6:12: remark: index 0 of the access to 'arg0' is not affine: 'arith.muli' at line 5 multiplies two non-constant values
// HUGEMEM-ACC: access #0 read global arg0 elem=4B non-affine index={ [bx = 0, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[o] : 0 <= tx <= 31 and 0 <= o <= 4611686018427387903 }

// wg-huge-shared.mlir (a workgroup buffer of 2^62 f32, 2^64 bytes): UBSan,
// signed overflow in the shared bytes. Now the bytes saturate and the
// launch is refused: a block does not fit on an SM.
// RUN: warp-opt %S/Inputs/wg-huge-shared.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGHUGE
// RUN: warp-opt %S/Inputs/wg-huge-shared.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGHUGE
// WGHUGE: wg-huge-shared.mlir:12:5: warning: launch of m::k not modelled: a block does not fit on an SM (registers or shared memory)
// WGHUGE: "modelled": false,
// WGHUGE-NEXT: "reason": "a block does not fit on an SM (registers or shared memory)",

// wg-index-elem.mlir (a workgroup memref<32xindex>): SIGSEGV in
// getElementTypeBitWidth from staticSharedBytes. Now predicted, exactly,
// with index elements of 8 bytes: 256 bytes of shared memory per block.
// RUN: warp-opt %S/Inputs/wg-index-elem.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGINDEX
// RUN: warp-opt %S/Inputs/wg-index-elem.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGINDEX
// WGINDEX-NOT: warning
// WGINDEX: "dram_read_bytes": 128,
// WGINDEX: "exact": true,
// WGINDEX: "kernel": "m::k",
// WGINDEX: "modelled": true,
// WGINDEX: "smem_per_block": 256,

// dim-index-out-of-range.mlir (seed 33): launch sizes computed from a
// memref.dim with the index 2^31 - 1 on a rank-2 memref crashed (SIGSEGV)
// inside MLIR's ValueBoundsOpInterface model of memref.dim. Now: the first
// launch's block is 256 - (2^31 - 1), refused as not positive; the second's
// grid, 1024 ceildiv that, is 0, refused; the unlaunched kernel with known
// sizes is still predicted, exactly.
// RUN: warp-opt %S/Inputs/dim-index-out-of-range.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIMIDX
// RUN: warp-opt %S/Inputs/dim-index-out-of-range.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIMIDX
// DIMIDX: dim-index-out-of-range.mlir:60:5: warning: launch not modelled: block size in dimension x must be positive, got -2147483391
// DIMIDX: dim-index-out-of-range.mlir:61:5: warning: launch not modelled: grid size in dimension x must be positive, got 0
// DIMIDX: "kernel": "m::copy",
// DIMIDX-NEXT: "modelled": false,
// DIMIDX-NEXT: "reason": "block size in dimension x must be positive, got -2147483391",
// DIMIDX: "kernel": "m::copy",
// DIMIDX-NEXT: "modelled": false,
// DIMIDX-NEXT: "reason": "grid size in dimension x must be positive, got 0",
// DIMIDX: "dram_read_bytes": 4096,
// DIMIDX: "exact": true,
// DIMIDX: "kernel": "m::known",
// DIMIDX: "modelled": true,
// --warp-print-accesses makes such a launch an error (test/Analysis/diagnostics.mlir).
// RUN: not warp-opt %S/Inputs/dim-index-out-of-range.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIMIDX-ACC
// DIMIDX-ACC: dim-index-out-of-range.mlir:60:5: error: block size in dimension x must be positive, got -2147483391
// DIMIDX-ACC: dim-index-out-of-range.mlir:61:5: error: grid size in dimension x must be positive, got 0
// DIMIDX-ACC: kernel m::known grid=[8,1,1] block=[128,1,1]

// known-grid-size-negative.mlir (scripts/fuzz.py, seed 1): a
// known_grid_size entry of -1 was taken as the grid size and echoed,
// negative, into the report. Now the entry is ignored with a warning at the
// kernel, which is then not predicted (its grid is not known).
// RUN: warp-opt %S/Inputs/known-grid-size-negative.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=KGRID
// RUN: warp-opt %S/Inputs/known-grid-size-negative.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=KGRID
// The warning is one of its own (the size is dropped, not the kernel), in
// --warp-print-accesses too, which no longer fails on it.
// RUN: warp-opt %S/Inputs/known-grid-size-negative.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=KGRID-ACC
// KGRID-ACC: known-grid-size-negative.mlir:7:5: warning: known_grid_size in dimension y is -1, not positive: ignored
// KGRID-ACC: kernel m::dyn grid=[1,?,1] block=[8,8,1]
// KGRID: known-grid-size-negative.mlir:7:5: warning: known_grid_size in dimension y is -1, not positive: ignored
// KGRID-NOT: {{^ *-1,?$}}
// KGRID: "not_predicted": [
// KGRID-NEXT: {
// KGRID-NEXT: "kernel": "m::dyn",
// KGRID-NEXT: "reason": "never launched in this module, and its grid and block sizes are not all known"

// nest-int64-max.mlir (seed 35): an scf.parallel of 2^63 - 1 iterations
// crashed (SIGSEGV) the lowering (DenseMap's reserved key INT64_MAX in the
// constant cache), and the grid's ceiling division overflowed. Now a located
// error: every candidate's grid (2^58 blocks of 32 threads for the first)
// is beyond the target.
// RUN: not warp-opt %S/Inputs/nest-int64-max.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: nest-int64-max.mlir:46:3: error: no candidate launch of this scf.parallel could be predicted; the first: grid x of 288230376151711744 exceeds the target's limit of 2147483647
// NEST: "launches": [],
// NEST-NOT: "time_us"
