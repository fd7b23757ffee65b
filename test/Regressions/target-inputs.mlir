// The target files of Inputs/ (mutation fuzzing, 2026-11-24 and 25;
// Inputs/README.md): what each must print now. Each is read twice, as
// Inputs/README.md says: by --warp-attach-target (dump=true) and by
// --warp-cost-model, on the small kernel at the end of this file. Each is
// refused with an error that names the file, and for a field, its line,
// column and range; no report is printed.

// empty-target.yaml, comment-only-target.yaml: SIGSEGV in
// llvm::yaml::Input::setError from HardwareTarget::parse (a YAML document
// with no node). Now: the file holds no mapping of fields.
// RUN: not warp-opt %s --warp-attach-target="target=%S/Inputs/empty-target.yaml dump=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not warp-opt %s --warp-cost-model="target=%S/Inputs/empty-target.yaml report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=EMPTY,NOREPORT
// EMPTY: target-inputs.mlir:{{[0-9]+}}:1: error: cannot load hardware target: {{.*}}Inputs/empty-target.yaml: not a hardware target: the file holds no mapping of fields (it is empty or holds only comments)
// RUN: not warp-opt %s --warp-attach-target="target=%S/Inputs/comment-only-target.yaml dump=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMMENT
// RUN: not warp-opt %s --warp-cost-model="target=%S/Inputs/comment-only-target.yaml report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=COMMENT,NOREPORT
// COMMENT: target-inputs.mlir:{{[0-9]+}}:1: error: cannot load hardware target: {{.*}}Inputs/comment-only-target.yaml: not a hardware target: the file holds no mapping of fields (it is empty or holds only comments)

// tiny-fp32-rate-target.yaml: fp32_per_cycle of 1e-320 (subnormal) passed
// the positivity check and gave `inf` in the report, which was then not
// valid JSON. Now: a range error at the field's own line (30) and column.
// RUN: not warp-opt %s --warp-attach-target="target=%S/Inputs/tiny-fp32-rate-target.yaml dump=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TINY
// RUN: not warp-opt %s --warp-cost-model="target=%S/Inputs/tiny-fp32-rate-target.yaml report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=TINY,NOREPORT
// TINY: target-inputs.mlir:{{[0-9]+}}:1: error: cannot load hardware target: {{.*}}Inputs/tiny-fp32-rate-target.yaml:30:3: error: field 'sm.fp32_per_cycle' must lie in [1, 100000]
// TINY-NEXT: fp32_per_cycle: 1e-320
// TINY-NOT: inf

// huge-latency-target.yaml: latency_cycles.int32 of 2^63 - 1 gave a time of
// 5e16 us. Now: every latency must be at most 1e6 cycles, a range error at
// the field's line (65). The section is `latency_cycles` in the file; the
// message calls it `latency` (Inputs/README.md, "Still wrong"), so either
// spelling is accepted here.
// RUN: not warp-opt %s --warp-attach-target="target=%S/Inputs/huge-latency-target.yaml dump=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LATENCY
// RUN: not warp-opt %s --warp-cost-model="target=%S/Inputs/huge-latency-target.yaml report=- resources=estimate" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=LATENCY,NOREPORT
// LATENCY: target-inputs.mlir:{{[0-9]+}}:1: error: cannot load hardware target: {{.*}}Inputs/huge-latency-target.yaml:65:3: error: field 'latency_cycles.int32' must lie in [1, 1000000]
// LATENCY-NEXT: int32: 9223372036854775807

// NOREPORT-NOT: "launches"
// NOREPORT-NOT: time_us

// The kernel the targets are read for (as test/CostModel/critical-path.mlir).
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %a[%i] : memref<1024xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@k blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>)
    return
  }
}
