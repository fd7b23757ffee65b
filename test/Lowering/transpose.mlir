// A naive 2-D transpose written as an scf.parallel: out[j][i] = in[i][j],
// f32, 4096x4096. Both loop dimensions are the innermost index of one
// access (j of the read, i of the write), so both orders of the dimensions
// on x/y are candidates, and the pick is the one that makes the writes
// whole sectors.
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=32x8,8x32 fold=1 top=4 check-mapping=true report=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
//
// L2 bytes, by hand (4096^2 = 16777216 elements of 4 B; reads are 67108864
// B when whole sectors):
// - 32x8x1, x on j: a warp reads 128 B of one row (4 whole sectors) and
//   writes 32 elements of 32 different rows, one 4-byte piece of a sector
//   each; a partial sector costs L2 a whole 32-byte sector:
//   67108864 + 32 * 16777216 = 603979776.
// - 8x32x1, x on j: a warp is 4 rows of 8; it writes 4 consecutive i of 8
//   columns, 16 B of a sector: 67108864 + 8 * 16777216 = 201326592.
// - 8x32x1, x on i (the pick): the writes are 8 consecutive i, one whole
//   sector; the reads are 16 B pieces of sectors, whose other half the next
//   warp of the block reads from L1, so L2 moves about the same again.
// - 32x8x1, x on i: whole-sector writes, but each read of a warp touches
//   32 rows (32 L1 wavefronts instead of 4 for a 128-byte row): L1-bound.
// The 32x8x1 launch with x on j is bound by the L2's write path: its
// 16777216 partial sectors take two passes each with ECC (h100: 136.8 G
// passes/s), 33554432 passes against the pick's 2097152 whole sectors (8
// consecutive i of a row per warp): +1500 %.
// REMARK: remark: picked 8x32x1 [x=d0 y=d1]: {{[0-9.]+}} us, latency-bound
// REMARK-SAME: ; 32x8x1 [x=d0 y=d1]: {{[0-9.]+}} us, l1-bound (+175 % L1 wavefronts)
// REMARK-SAME: ; 8x32x1: {{[0-9.]+}} us, l2-bound (+49 % L2 bytes)
// REMARK-SAME: ; 32x8x1: {{[0-9.]+}} us, l2-bound (+1500 % L2 write passes (16777216 sectors written in part)); of 4 candidates
//
// The launch: x runs i over 4096 / 8 = 512 blocks, y runs j over
// 4096 / 32 = 128 blocks.
// CHECK-DAG: %[[C512:.*]] = arith.constant 512 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[C512]], %{{.*}} = %[[C128]], %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%[[SX:.*]] = %[[C8]], %[[SY:.*]] = %[[C32]], %{{.*}} = %{{.*}})
// CHECK: %[[X0:.*]] = arith.muli %[[BX]], %[[SX]] : index
// CHECK: %[[I:.*]] = arith.addi %[[X0]], %[[TX]] : index
// CHECK: %[[Y0:.*]] = arith.muli %[[BY]], %[[SY]] : index
// CHECK: %[[J:.*]] = arith.addi %[[Y0]], %[[TY]] : index
// The tiles divide 4096: no guard.
// CHECK-NOT: scf.if
// CHECK: %[[V:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK: memref.store %[[V]], %{{.*}}[%[[J]], %[[I]]]
// CHECK: gpu.terminator
// CHECK: } {warp.cost = #warp.cost<time_us = {{.*}}, limiter = "latency"
// CHECK-NOT: scf.parallel
//
// JSON: "loop_nests": [
// JSON: "candidates": 4,
// JSON: "kind": "scf.parallel",
// JSON: "candidate": "8x32x1 [x=d0 y=d1]",
// JSON: "rank": 1,
// JSON: "candidate": "8x32x1",
// JSON: "l2_bytes": 201326592,
// JSON: "rank": 3,
// JSON: "candidate": "32x8x1",
// JSON: "l2_bytes": 603979776,
// JSON: "rank": 4,
func.func @transpose(%in: memref<4096x4096xf32>, %out: memref<4096x4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4096 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %v = memref.load %in[%i, %j] : memref<4096x4096xf32>
    memref.store %v, %out[%j, %i] : memref<4096x4096xf32>
    scf.reduce
  }
  return
}
