// Every number of a target file is checked against its documented range
// before it enters the model (issue 26, docs/hardware-targets.md "Ranges");
// a file that is not a small regular file, or that nests deeper than a
// target ever does, is refused before it is parsed.
// RUN: sed 's/  count: 132 /  count: 9223372036854775807 /' %S/../../hwtargets/h100.yaml > %t.count.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.count.yaml 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: sed 's/  clock_mhz: 1980 /  clock_mhz: 1e308 /' %S/../../hwtargets/h100.yaml > %t.clock.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.clock.yaml 2>&1 | FileCheck %s --check-prefix=CLOCK
// RUN: sed 's/  register_alloc_unit: 256 /  register_alloc_unit: 9223372036854775807 /' %S/../../hwtargets/h100.yaml > %t.alloc.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.alloc.yaml 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: sed 's/  request_rate_greqs: 136.8 /  request_rate_greqs: 1e-300 /' %S/../../hwtargets/h100.yaml > %t.rate.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.rate.yaml 2>&1 | FileCheck %s --check-prefix=RATE
// RUN: sed 's/  bandwidth_gbs: 3090 /  bandwidth_gbs: 1e-300 /' %S/../../hwtargets/h100.yaml > %t.bw.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.bw.yaml 2>&1 | FileCheck %s --check-prefix=BW
// RUN: sed 's/    lines: \[1, 4, 32, 128, 1024, 8192, 131072\]/    lines: [1, 32, 4, 128, 1024, 8192, 131072]/' %S/../../hwtargets/h100.yaml > %t.atomlines.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.atomlines.yaml 2>&1 | FileCheck %s --check-prefix=ATOMLINES
// RUN: sed 's/    gsectors: \[1.568, /    gsectors: [0, /' %S/../../hwtargets/h100.yaml > %t.atomrate.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.atomrate.yaml 2>&1 | FileCheck %s --check-prefix=ATOMRATE
// RUN: sed 's/    gsectors: \[1.568, 3.286, /    gsectors: [3.286, /' %S/../../hwtargets/h100.yaml > %t.atomcount.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.atomcount.yaml 2>&1 | FileCheck %s --check-prefix=ATOMCOUNT
// RUN: sed 's/    int_gupdates: 1.363/    int_gupdates: 0/' %S/../../hwtargets/h100.yaml > %t.oneword.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.oneword.yaml 2>&1 | FileCheck %s --check-prefix=ONEWORD
// RUN: sed 's/    float_gupdates: 0.569/    float_gupdates: 1e9/' %S/../../hwtargets/h100.yaml > %t.onewordf.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.onewordf.yaml 2>&1 | FileCheck %s --check-prefix=ONEWORDF
// RUN: python3 -c "print('sm:\n' + '- [' * 20000)" > %t.deep.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.deep.yaml 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not warp-opt %s --warp-attach-target=target=/dev/zero 2>&1 | FileCheck %s --check-prefix=DEV
// RUN: python3 -c "print('# x\n' * 300000)" > %t.big.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.big.yaml 2>&1 | FileCheck %s --check-prefix=BIG
// COUNT: count.yaml:20:3: error: field 'sm.count' must lie in [1, 4096]
// The error is at the field's own line (issue 26: it was at the section's
// first key), and names the section.
// CLOCK: clock.yaml:21:3: error: field 'sm.clock_mhz' must lie in [100, 10000]
// ALLOC: alloc.yaml:31:3: error: field 'sm.register_alloc_unit' must lie in [1, 4096]
// RATE: rate.yaml:60:3: error: field 'l2.request_rate_greqs' must lie in [0.001, 1000000]
// BW: bw.yaml:66:3: error: field 'dram.bandwidth_gbs' must lie in [1, 1000000]
// The global atomics' rate curve (hwtargets/h100.yaml, calibration):
// ATOMLINES: atomlines.yaml:{{[0-9]+}}:{{[0-9]+}}: error: field 'lines' must lie in [1, 1e12] and increase
// ATOMRATE: atomrate.yaml:{{[0-9]+}}:{{[0-9]+}}: error: field 'gsectors' must lie in [0.001, 1e5]
// ATOMCOUNT: atomcount.yaml:{{[0-9]+}}:{{[0-9]+}}: error: field 'lines' needs at least two entries, as many as 'gsectors' has
// The one-word rates of global atomics (the worst end of a data-dependent
// address's range):
// ONEWORD: oneword.yaml:{{[0-9]+}}:{{[0-9]+}}: error: field 'int_gupdates' must lie in [0.001, 1000]
// ONEWORDF: onewordf.yaml:{{[0-9]+}}:{{[0-9]+}}: error: field 'float_gupdates' must lie in [0.001, 1000]
// DEEP: deep.yaml: not a hardware target: it nests deeper than 32 levels (a target file needs fewer than ten)
// DEV: hardware target file '/dev/zero' is not a regular file
// BIG: big.yaml' has 1200001 bytes, more than the 1 MiB a target file may have
module {}
