// A 1-D stream triad, a[i] = b[i] + 3 c[i], f32, 2^24 elements, from an
// scf.parallel, with the default candidate space: 6 block shapes (32 to
// 1024 threads, 1-D for a 1-D nest) times no folding and folds x2, x4, x8:
// 24 candidates.
// RUN: warp-opt %s --warp-cost-model="target=h100 top=3 report=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.mlir
// RUN: warp-opt %s --warp-cost-model="target=h100 top=3 objective=dram report=%t.dram.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=DRAM
// RUN: FileCheck %s --check-prefix=JSONDRAM --input-file=%t.dram.json
// The same input gives the same output on one thread and on several.
// RUN: warp-opt %s --warp-cost-model="target=h100 report=%t.1.json" --mlir-disable-threading -o %t.1.mlir 2>/dev/null
// RUN: diff %t.1.json %t.json
// RUN: diff %t.1.mlir %t.mlir
//
// Every candidate moves the same bytes through L2: two reads and a write of
// 2^24 * 4 B = 3 * 67108864 = 201326592 B. They differ in how long the
// blocks and waves take: with 8 points per thread a 64-thread block has
// enough loads in flight, and the grid of 2^24 / (64 * 8) = 32768 blocks
// is 8 waves. At the DRAM rate a third of whose bytes are written, the
// DRAM queue's latency (the copy fit, hwtargets/h100.yaml) makes every
// candidate latency-bound: the loaded latency is the DRAM's queue, so
// the remark says latency, and the runners-up are the same folding in
// blocks two and four times as large.
// TIME: remark: picked 64x1x1 fold x8: {{[0-9.]+}} us, latency-bound
// TIME-SAME: ; 128x1x1 fold x8: {{[0-9.]+}} us, latency-bound (+0.6 % latency bound)
// TIME-SAME: ; 256x1x1 fold x8: {{[0-9.]+}} us, latency-bound (+1.2 % latency bound)
// TIME-SAME: ; of 24 candidates
// JSON: "candidates": 24,
// JSON: "ranking": [
// JSON: "candidate": "64x1x1 fold x8",
// JSON: "grid": [
// JSON-NEXT: 32768,
// JSON: "l2_bytes": 201326592,
// JSON: "rank": 1,
// IR: gpu.launch {{.*}} in (%{{.*}} = %c32768, {{.*}} threads({{.*}}) in (%{{.*}} = %c64,
// IR: scf.for %{{.*}} = %c0{{.*}} to %c8 step %c1
// The tile of 512 divides 2^24: no guard.
// IR-NOT: scf.if
// IR: memref.store
//
// With objective=dram every candidate moves the same DRAM bytes: they all
// tie, and the tie rule (docs/lowering.md) ranks them by time, then by
// candidate order; the pick is the same.
// DRAM: remark: picked 64x1x1 fold x8: {{[0-9.]+}} us, latency-bound, 192.6 MB DRAM
// DRAM-SAME: ; 128x1x1 fold x8: {{[0-9.]+}} us, latency-bound, 192.6 MB DRAM (the same DRAM bytes, ranked by the tie rule (the shorter time, then the earlier candidate))
// JSONDRAM: "objective": "dram",
func.func @triad(%a: memref<16777216xf32>, %b: memref<16777216xf32>, %c: memref<16777216xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16777216 : index
  %s = arith.constant 3.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %b[%i] : memref<16777216xf32>
    %y = memref.load %c[%i] : memref<16777216xf32>
    %m = arith.mulf %s, %y : f32
    %r = arith.addf %x, %m : f32
    memref.store %r, %a[%i] : memref<16777216xf32>
    scf.reduce
  }
  return
}
