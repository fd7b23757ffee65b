// The inputs of Inputs/ that broke the warp simulator or the access
// relations (mutation fuzzing, 2026-11-24 and after; Inputs/README.md):
// overflowing or out-of-range index arithmetic, loops that never end or run
// 2^40 to 2^63 times. What each must print now: a located remark or warning
// naming the op or loop, `exact: false` where the simulator had to give up
// on a value, and for the launches beside them the figures of their own.

// divsi-min-by-minus1.mlir: SIGFPE, INT64_MIN / -1 in the simulator. Now the
// quotient is unknown: the relation says which op (line 7) and why, and the
// simulator counts the shared store as addresses it does not know (from 1
// to 32 wavefronts); the prediction is not exact.
// RUN: warp-opt %S/Inputs/divsi-min-by-minus1.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIVSI-ACC
// DIVSI-ACC: divsi-min-by-minus1.mlir:10:7: remark: index 0 of the access to 'wg0' is not affine: 'arith.divsi' at line 7 needs a positive constant right operand; its relation covers the whole dimension
// DIVSI-ACC: access #1 write shared wg0 elem=4B non-affine index={ [bx = 0, by = 0, bz = 0, tx, ty = 0, tz = 0] -> wg0[o] : 0 <= tx <= 31 and 0 <= o <= 63 }
// RUN: warp-opt %S/Inputs/divsi-min-by-minus1.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIVSI
// DIVSI: divsi-min-by-minus1.mlir:10:7: remark: index 0 of the access to 'wg0' is not affine: 'arith.divsi' at line 7 needs a positive constant right operand
// DIVSI: "exact": false,
// DIVSI: "modelled": true,
// DIVSI: "shared_wavefronts_best": 1,
// DIVSI-NEXT: "shared_wavefronts_worst": 32,

// loop-step0-hang.mlir: nested scf.for with step 0 hung (the simulator's cap
// of 2^22 iterations per loop multiplied). Now both loops are skipped at
// once: the remark names each loop's line and says the step is 0, and the
// report says the warp was cut short.
// loop-step0-single.mlir: one such loop finished but reported 16.7 M store
// sectors, and the remark said the step "is not a constant". Now the store
// in the loop is not counted, and the remark says the step is 0.
// RUN: warp-opt %S/Inputs/loop-step0-hang.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=STEP0-HANG,STEP0
// RUN: warp-opt %S/Inputs/loop-step0-hang.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=STEP0-HANG,STEP0
// RUN: warp-opt %S/Inputs/loop-step0-single.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=STEP0-SINGLE,STEP0
// RUN: warp-opt %S/Inputs/loop-step0-single.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=STEP0-SINGLE,STEP0
// STEP0-HANG: loop-step0-hang.mlir:10:11: remark: the instances of the access to 'arg0' are over-approximated: the step of the loop at 'scf.for' at line 9 is 0, not positive: the loop never ends; the step of the loop at 'scf.for' at line 8 is 0, not positive: the loop never ends
// STEP0-SINGLE: loop-step0-single.mlir:9:11: remark: the instances of the access to 'arg0' are over-approximated: the step of the loop at 'scf.for' at line 8 is 0, not positive: the loop never ends
// STEP0-NOT: is not a constant
// STEP0: "a warp was cut short: a loop whose step is not positive never ends, or a warp ran more than 16777216 instructions"
// STEP0: "exact": false,
// STEP0: "l1_global_store_sectors": 0,
// STEP0-NOT: is not a constant

// shl-simulator.mlir (tx << 59 into a workgroup memref<64xf32>): UBSan,
// shift exponent and signed overflow in the simulator's byte address (index
// 2^61 x 4 bytes). Now such a lane's address is unknown; the index is out of
// the buffer's shape and a warning says so, with an example computed
// without wrapping (2^59).
// RUN: warp-opt %S/Inputs/shl-simulator.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHL-ACC
// SHL-ACC: shl-simulator.mlir:8:7: warning: the access to 'wg0' can index outside its shape, for example at { [576460752303423488] }; the traffic of those instances is counted as if the memory were there
// SHL-ACC: access #1 write shared wg0 elem=4B index={ [bx = 0, by = 0, bz = 0, tx, ty = 0, tz = 0] -> wg0[576460752303423488tx] : 0 <= tx <= 31 }
// RUN: warp-opt %S/Inputs/shl-simulator.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHL
// SHL: shl-simulator.mlir:8:7: warning: the access to 'wg0' can index outside its shape, for example at { [576460752303423488] }
// SHL: "line 8: the access to 'wg0' can index outside its shape, for example at { [576460752303423488] }; the traffic of those instances is counted as if the memory were there"
// SHL: "exact": false,
// SHL: "modelled": true,

// shli64-print.mlir, shrui-huge-print.mlir: `tx << 64` and `tx >> 2^40`
// (shift amounts out of range: poison) were printed as `arg0[tx]`. Now the
// index is not affine, the remark names the op and the shift amounts it
// takes, and the relation covers the whole buffer; the prediction is not
// exact.
// RUN: warp-opt %S/Inputs/shli64-print.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SHLI64,SHIFTPRINT
// RUN: warp-opt %S/Inputs/shrui-huge-print.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SHRUI,SHIFTPRINT
// SHLI64: shli64-print.mlir:7:12: remark: index 0 of the access to 'arg0' is not affine: 'arith.shli' at line 6 needs a constant shift amount from 0 to 62; its relation covers the whole dimension
// SHRUI: shrui-huge-print.mlir:7:12: remark: index 0 of the access to 'arg0' is not affine: 'arith.shrui' at line 6 needs a constant shift amount from 0 to 62; its relation covers the whole dimension
// SHIFTPRINT-NOT: -> arg0[tx]
// SHIFTPRINT: access #0 read global arg0 elem=4B non-affine index={ [bx = 0, by = 0, bz = 0, tx, ty = 0, tz = 0] -> arg0[o] : 0 <= tx <= 31 and 0 <= o <= 63 }
// SHIFTPRINT-NOT: -> arg0[tx]
// RUN: warp-opt %S/Inputs/shli64-print.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SHLI64-CM,SHIFTCM
// RUN: warp-opt %S/Inputs/shrui-huge-print.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SHRUI-CM,SHIFTCM
// SHLI64-CM: shli64-print.mlir:7:12: remark: index 0 of the access to 'arg0' is not affine: 'arith.shli' at line 6 needs a constant shift amount from 0 to 62
// SHRUI-CM: shrui-huge-print.mlir:7:12: remark: index 0 of the access to 'arg0' is not affine: 'arith.shrui' at line 6 needs a constant shift amount from 0 to 62
// SHIFTCM: "exact": false,
// SHIFTCM: "modelled": true,

// simulator-left-shift.mlir (a shift by the thread index, 0 to 63, whose
// result is unused), simulator-negative-shift.mlir (a shift by -1, unused):
// UBSan, shift exponent out of range in the simulator. Neither value reaches
// an address, and the loops do not run (a guard never true; an upper bound
// of -5): both kernels are predicted exactly, with no memory traffic, and
// nothing is said.
// RUN: warp-opt %S/Inputs/simulator-left-shift.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=LSHIFT-ACC
// LSHIFT-ACC-NOT: remark
// LSHIFT-ACC: kernel fz::k grid=[64,1,1] block=[64,2,2] args={arg2=1099511627776}
// LSHIFT-ACC-NOT: access
// RUN: warp-opt %S/Inputs/simulator-left-shift.mlir --warp-cost-model="target=h100 report=- resources=estimate remarks=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LSHIFT
// LSHIFT-NOT: warning
// LSHIFT: "approximations": [],
// LSHIFT: "dram_read_bytes": 0,
// LSHIFT: "exact": true,
// LSHIFT: "warps": 512
// LSHIFT: "modelled": true,
// RUN: warp-opt %S/Inputs/simulator-negative-shift.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=NSHIFT-ACC
// NSHIFT-ACC-NOT: remark
// NSHIFT-ACC: kernel fz::k grid=[1,4,2] block=[33,2,2] args={arg2=-5}
// NSHIFT-ACC-NOT: access
// RUN: warp-opt %S/Inputs/simulator-negative-shift.mlir --warp-cost-model="target=h100 report=- resources=estimate remarks=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NSHIFT
// NSHIFT-NOT: warning
// NSHIFT: "approximations": [],
// NSHIFT: "dram_read_bytes": 0,
// NSHIFT: "exact": true,
// NSHIFT: "warps": 40
// NSHIFT: "modelled": true,

// simulator-overflow-274.mlir (a stencil whose offset is 2^53 + 1): UBSan,
// signed overflow in the simulator's byte addresses. Now each of the six
// loads gets a warning that it can index outside the shape, with an
// example computed without wrapping, and the prediction is not exact.
// RUN: warp-opt %S/Inputs/simulator-overflow-274.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIM274
// SIM274: simulator-overflow-274.mlir:26:15: warning: the access to 'arg0' can index outside its shape, for example at { [0, 4095, -9007199254740993] }
// SIM274: simulator-overflow-274.mlir:27:15: warning: the access to 'arg0' can index outside its shape, for example at { [0, 4095, 9007199254740993] }
// SIM274: simulator-overflow-274.mlir:28:15: warning: the access to 'arg0' can index outside its shape, for example at { [0, -9007199254740990, 0] }
// SIM274: simulator-overflow-274.mlir:29:15: warning: the access to 'arg0' can index outside its shape, for example at { [0, 9007199254740996, 0] }
// SIM274: simulator-overflow-274.mlir:30:15: warning: the access to 'arg0' can index outside its shape, for example at { [-9007199254740993, 4095, 0] }
// SIM274: simulator-overflow-274.mlir:31:15: warning: the access to 'arg0' can index outside its shape, for example at { [9007199254740993, 4095, 0] }
// SIM274: "exact": false,
// SIM274: "kernel": "stencil::star7",
// SIM274: "modelled": true,
// RUN: warp-opt %S/Inputs/simulator-overflow-274.mlir --warp-print-accesses -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIM274-ACC
// SIM274-ACC: access #0 read global arg0 elem=8B index={ [bx, by, bz, tx, ty, tz] -> arg0[2bz + tz, 4by + ty, -9007199254740993 + 32bx + tx] :

// loop-2p63-atomics.mlir (scripts/fuzz.py, seed 1): a loop of 2^63 - 1
// iterations around a shared atomic took minutes. Now that launch is
// refused (its counts would pass 2^50 warp-level accesses) and the other
// three keep their hand-computed atomic times (the comment of the input:
// 2.3997 us, 66.57 us, 2.3997 us).
// RUN: warp-opt %S/Inputs/loop-2p63-atomics.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ATOM63
// ATOM63: loop-2p63-atomics.mlir:70:5: warning: launch of m::same_bin_tid not modelled: its warps make more than 2^50 warp-level memory accesses in all (loops with very many iterations), more than Warp counts
// ATOM63: "bounds": {
// ATOM63-NEXT: "atomics": 2.399{{[0-9]*}},
// ATOM63: "kernel": "m::same_bin",
// ATOM63: "kernel": "m::same_bin_tid",
// ATOM63-NEXT: "modelled": false,
// ATOM63-NEXT: "reason": "its warps make more than 2^50 warp-level memory accesses in all (loops with very many iterations), more than Warp counts",
// ATOM63: "bounds": {
// ATOM63-NEXT: "atomics": 66.57{{[0-9]*}},
// ATOM63: "kernel": "m::same_bin_used",
// ATOM63: "bounds": {
// ATOM63-NEXT: "atomics": 2.399{{[0-9]*}},
// ATOM63: "kernel": "m::lane_bins",

// loop-2p40-shared-transpose.mlir (scripts/fuzz.py, seed 2): a loop of 2^40
// iterations in a shared-memory transpose ran for minutes. Now that launch
// (t32pad, whose indices go 2^40 rows past the buffers) is refused at once
// with the reason; the unpadded transpose beside it keeps the figures of
// its comment: 4224 wavefronts, 3968 bank conflicts, 64 x 64 x 4 bytes read.
// RUN: warp-opt %S/Inputs/loop-2p40-shared-transpose.mlir --warp-cost-model="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=T2P40
// RUN: warp-opt %S/Inputs/loop-2p40-shared-transpose.mlir --warp-data-volumes="target=h100 report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefix=T2P40
// T2P40: loop-2p40-shared-transpose.mlir:58:14: warning: the access to 'arg0' can index outside its shape, for example at { [1099511627783, 0] }
// T2P40: loop-2p40-shared-transpose.mlir:79:5: warning: launch of m::t32pad not modelled: the DRAM footprint of the reads of 'arg0' is bounded only by more than 2^53 chunks (an index far outside the buffer)
// T2P40: "dram_read_bytes": 16384,
// T2P40: "exact": true,
// T2P40: "kernel": "m::t32",
// T2P40: "shared_bank_conflicts": 3968,
// T2P40: "shared_wavefronts": 4224,
// T2P40: "kernel": "m::t32pad",
// T2P40-NEXT: "modelled": false,
// T2P40-NEXT: "reason": "the DRAM footprint of the reads of 'arg0' is bounded only by more than 2^53 chunks (an index far outside the buffer)",
