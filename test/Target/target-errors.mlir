// A missing or malformed target file is an error naming file, line and field.
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/missing-field.yaml 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/malformed-number.yaml 2>&1 | FileCheck %s --check-prefix=NUMBER
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/unknown-key.yaml 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// Every unknown key is named, in file order (issue 26: one, at random).
// RUN: sed 's/^l2:/l2:\n  bogus_key: 1/; s/^dram:/dram:\n  another_bogus: 2/; s/^sm:/sm:\n  zzz_first: 3/' %S/../../hwtargets/h100.yaml > %t.keys.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.keys.yaml 2>&1 | FileCheck %s --check-prefix=KEYS
// KEYS: keys.yaml:20:3: error: unknown key 'zzz_first'
// KEYS: keys.yaml:55:3: error: unknown key 'bogus_key'
// KEYS: keys.yaml:67:3: error: unknown key 'another_bogus'
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/negative.yaml 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/negative-request-rate.yaml 2>&1 | FileCheck %s --check-prefix=RATE
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/negative-write-rate.yaml 2>&1 | FileCheck %s --check-prefix=WRATE
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/bad-saturation-k.yaml 2>&1 | FileCheck %s --check-prefix=SATK
// A DRAM queue under copy traffic whose capacity is not positive (the
// shipped H100 file, edited):
// RUN: sed 's/c_gbs: 3275/c_gbs: -3275/' %S/../../hwtargets/h100.yaml > %t.copyfit.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.copyfit.yaml 2>&1 | FileCheck %s --check-prefix=COPYFIT
// Latency quantiles that decrease, or fewer probabilities than latencies
// (the shipped H100 file, edited):
// RUN: sed 's/cycles: \[496, 529/cycles: [529, 496/' %S/../../hwtargets/h100.yaml > %t.decreasing.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.decreasing.yaml 2>&1 | FileCheck %s --check-prefix=QDEC
// RUN: sed 's/probability: \[0, 0.02, 0.05/probability: [0, 0.05/' %S/../../hwtargets/h100.yaml > %t.short.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.short.yaml 2>&1 | FileCheck %s --check-prefix=QLEN
// A negative interval between global compare-and-swap updates (the shipped
// H100 file, edited):
// RUN: sed 's/global_cas_loop_interval: 532/global_cas_loop_interval: -532/' %S/../../hwtargets/h100.yaml > %t.cas.yaml
// RUN: not warp-opt %s --warp-attach-target=target=%t.cas.yaml 2>&1 | FileCheck %s --check-prefix=CASINT
// RUN: not warp-opt %s --warp-attach-target=target=b200 2>&1 | FileCheck %s --check-prefix=NONAME
// RUN: not warp-opt %s --warp-attach-target=target=%S/Inputs/does-not-exist.yaml 2>&1 | FileCheck %s --check-prefix=NOFILE

// MISSING: error: cannot load hardware target: {{.*}}missing-field.yaml:18:3: error: missing required key 'schedulers'
// NUMBER: error: cannot load hardware target: {{.*}}malformed-number.yaml:18:10: error: invalid number
// NUMBER-NEXT: count: many
// UNKNOWN: error: cannot load hardware target: {{.*}}unknown-key.yaml:21:3: error: unknown key 'wrap_size'
// RANGE: error: cannot load hardware target: {{.*}}negative.yaml:41:3: error: field 'l1.bytes' must lie in [1024, 1073741824]
// RATE: error: cannot load hardware target: {{.*}}negative-request-rate.yaml:52:3: error: field 'l2.request_rate_greqs' must lie in [0.001, 1000000]
// WRATE: error: cannot load hardware target: {{.*}}negative-write-rate.yaml:53:3: error: field 'l2.write_rate_gsectors' must lie in [0.001, 1000000]
// COPYFIT: error: cannot load hardware target: {{.*}}copyfit.yaml:{{[0-9]+}}:5: error: field 'c_gbs' must lie in [1, 1000000]
// SATK: error: cannot load hardware target: {{.*}}bad-saturation-k.yaml:{{[0-9]+}}:3: error: field 'gradual_saturation_k' must be 0 (hard maximum) or lie in [1, 100] (1: the sum)
// QDEC: error: cannot load hardware target: {{.*}}decreasing.yaml:{{[0-9]+}}:5: error: field 'cycles' must lie in [1, 1e6] and must not decrease
// QLEN: error: cannot load hardware target: {{.*}}short.yaml:{{[0-9]+}}:5: error: field 'probability' needs at least two entries, as many as 'cycles' has
// CASINT: error: cannot load hardware target: {{.*}}cas.yaml:{{[0-9]+}}:3: error: field 'latency_cycles.global_cas_loop_interval' must lie in [0, 1000000]
// NONAME: error: cannot load hardware target: unknown hardware target 'b200' (looked for the built-in targets a100-40gb, a100-80gb, a100, h100, h200, v100); give one of those names or the path of a target file
// NOFILE: error: cannot load hardware target: cannot read hardware target file '{{.*}}does-not-exist.yaml': No such file or directory
module {}
