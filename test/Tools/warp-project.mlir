// warp-project (issue 16) on a two-launch Nsight Compute export of the
// stream triad (a[i] = b[i] + s c[i], 2^28 f32, 256-thread blocks) measured
// on the H100, projected to the H200; then the errors a user can make.
// The module at the end launches the same triad, for the Warp-aware mode.
// RUN: warp-project --from h100 --to h200 %S/Inputs/ncu_triad.csv 2> %t.err | FileCheck %s --check-prefix=TABLE
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: warp-project --from h100 --to h200 --json %S/Inputs/ncu_triad.csv 2>/dev/null | FileCheck %s --check-prefix=JSON
// RUN: not warp-project --from h100 --to h200 %S/Inputs/ncu_missing.csv 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not warp-project --from h200 --to h100 %S/Inputs/ncu_triad.csv 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not warp-project --from h100 --to b300 %S/Inputs/ncu_triad.csv 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not warp-project --from h100 --to h200 %S/Inputs/ncu_empty.csv 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not warp-project --from h100 --to h200 %S/Inputs/ncu_garbled.csv 2>&1 | FileCheck %s --check-prefix=GARBLED
// RUN: warp-project --from h100 --to h200 --json --kernel-mlir=%s %S/Inputs/ncu_triad.csv 2>/dev/null | FileCheck %s --check-prefix=AWARE
// RUN: not warp-project --from h100 --to h200 --kernel-mlir=%S/Inputs/no-launch.mlir %S/Inputs/ncu_triad.csv 2>&1 | FileCheck %s --check-prefix=NOLAUNCH
//
// By hand: the triad moves 3211156992 DRAM bytes in 1154.72 us. The DRAM
// ceilings are the measured copy bandwidths: 2810 GB/s on the H100, and for
// the H200, which has none of its own, its data-sheet 4814 GB/s scaled by
// the H100's copy / data-sheet ratio 2810 / 3352 (seed 001 §3): 4035.60
// GB/s. Its 2 FLOPs per element give OI = 0.167 FLOP/B, far below the
// ridge, so eq. (9) through DRAM is 1154.72 x 2810 / 4035.60 = 804.03 us.
// The L1 projection (the point estimate) also counts the 10068480 bytes
// that hit L2 (at 8100 GB/s on both): 804.4 us.
// TABLE: projection of {{.*}}ncu_triad.csv from h100 to h200
// TABLE: 0    triad_f32 {{ *}}(1048576, 1, 1) {{ *}}(256, 1, 1) {{ *}}1154.7 {{ *}}804.4 [804.0, 804.4] {{ *}}dram
// TABLE: 1    triad_f32 {{.*}} 1154.7 {{ *}}null -
// WARN: warning: {{.*}}ncu_triad.csv:4: launch 1 (triad_f32): the launch moves no DRAM bytes, so its DRAM operational intensity (eq. 10) is undefined; its projection is null
// JSON: "flops": 5368
// JSON: "id": 0,
// JSON: "dram": {
// JSON-NEXT: "bw_ceil_source_gbs": 2810,
// JSON-NEXT: "bw_ceil_target_gbs": 4035.60
// JSON: "time_us": 804.03
// JSON: "limiter": "dram",
// JSON: "projected_time_us": 804.4
// JSON: "source_time_us": 1154.72,
// JSON: "id": 1,
// JSON: "limiter": null,
// JSON-NEXT: "projected_time_us": null,
// JSON-NEXT: "reason": "the launch moves no DRAM bytes
// MISSING: error: {{.*}}ncu_missing.csv: the export lacks 2 metric(s) the projection needs: lts__t_sectors_srcunit_tex.sum, smsp__inst_executed.sum
// DEVICE: error: {{.*}}ncu_triad.csv:3: the launches were profiled on 'NVIDIA H100 80GB HBM3' with 132 SMs, not on --from h200
// TARGET: error: cannot load hardware target 'b300': unknown hardware target 'b300'
// EMPTY: error: {{.*}}ncu_empty.csv: the file is empty
// GARBLED: error: {{.*}}ncu_garbled.csv:3: 29 fields, but the header has 30
// Warp-aware: the H200's traffic from Warp's volume model. Its DRAM bytes
// are the reads of b and c (2 x 2^30 B) and the writes of a (2^30 B) less
// what stays dirty in the H200's L2 at the end, 3210739712 B, within 10 %
// of the 3211156992 B measured on the H100 (no note). The point estimate is
// the measured 1154.72 us scaled by Warp's own predictions of the launch,
// 1012.49 us on the H200 over 1241.87 us on the H100 (with 2.59 and 2.98 us
// of launch overhead, each target's measured one): 1154.72 x 1012.49 /
// 1241.87 = 941.44 us.
// AWARE: "dram": {
// AWARE-NEXT: "measured_source": 3211156992,
// AWARE-NEXT: "modelled_target": 3210739712
// AWARE: "bytes_notes": [],
// AWARE: "projected_by": "warp model ratio",
// AWARE-NEXT: "projected_time_us": 941.4
// AWARE: "warp_aware": true,
// AWARE-NEXT: "warp_model_source_us": 1241.8
// AWARE-NEXT: "warp_model_target_us": 1012.4
// NOLAUNCH: error: {{.*}}no-launch.mlir: no gpu.launch_func or gpu.launch with constant sizes to match the profiled launches with
module attributes {gpu.container_module} {
  gpu.module @stream_f32 {
    gpu.func @triad_f32(%a: memref<268435456xf32>, %b: memref<268435456xf32>, %c: memref<268435456xf32>, %s: f32) kernel {
      %cN = arith.constant 268435456 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %vb = memref.load %b[%i] : memref<268435456xf32>
        %vc = memref.load %c[%i] : memref<268435456xf32>
        %t = arith.mulf %s, %vc : f32
        %v = arith.addf %vb, %t : f32
        memref.store %v, %a[%i] : memref<268435456xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<268435456xf32>, %b: memref<268435456xf32>, %c: memref<268435456xf32>) {
    %one = arith.constant 1 : index
    %g = arith.constant 1048576 : index
    %t = arith.constant 256 : index
    %s = arith.constant 0.75 : f32
    gpu.launch_func @stream_f32::@triad_f32 blocks in (%g, %one, %one) threads in (%t, %one, %one) args(%a : memref<268435456xf32>, %b : memref<268435456xf32>, %c : memref<268435456xf32>, %s : f32)
    return
  }
}
