// A 3-D 7-point star stencil, f64, 256^3, interior 1..254 in each
// dimension (254^3 points), written as an scf.parallel (k, j, i).
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=256x1x1,32x8x1 fold=1 check-mapping=true report=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// The default space, searched in two stages (search=auto does so above 512
// candidates): 223 block shapes (the power-of-two shapes of 32 to 1024
// threads, none wider than the domain's 256 along a dimension), each
// unfolded or folded by 2, 4 or 8 along x, y or z: 2230 candidates. The
// staged search ranks the 223 unfolded ones, then the 9 foldings of the 8
// best: 223 + 72 = 295. With fold-layout=both each folding is ranked in
// both layouts: 223 + 2 x 72 = 367 (of 223 + 2 x 2007 = 4237).
// RUN: warp-opt %s --warp-cost-model="target=h100 search=staged fold-layout=both" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: remark: picked {{.*}}; of 367 candidates; staged search: the foldings of the 8 best of 223 unfolded candidates; 367 of 4237 candidates ranked (search=exhaustive ranks all){{$}}
// RUN: warp-opt %s --warp-cost-model="target=h100 search=staged report=-" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STAGED
// STAGED: remark: picked {{.*}}; of 295 candidates; staged search: the foldings of the 8 best of 223 unfolded candidates; 295 of 2230 candidates ranked (search=exhaustive ranks all); folded points interleaved only (fold-layout=both also ranks them consecutive, tF .. tF + F - 1, as upstream tiling with num_threads and the transform op make them)
// STAGED: "search": {
// STAGED-NEXT: "fold_layout_only": "interleaved",
// STAGED-NEXT: "folded_shapes": 8,
// STAGED-NEXT: "mode": "staged",
// STAGED-NEXT: "ranked_candidates": 295,
// STAGED-NEXT: "space_candidates": 2230,
// STAGED-NEXT: "unfolded_candidates": 223
//
// Why 32x8x1 beats 256x1x1, by hand, per block and in 32-byte sectors
// through L2 (a row of 256 f64 is 64 sectors, of 32 f64 is 8):
// - 256x1x1 computes one row of 256 points: it reads the row (k, j) with
//   its two x neighbours (66 sectors), and the four rows (k, j+-1) and
//   (k+-1, j) (4 * 64): 322 sectors read and 64 written per 64 computed.
// - 32x8x1 computes 8 rows of 32: the 8 rows (k, j..j+7) with x halos
//   (8 * 10), the rows (k, j-1) and (k, j+8) (2 * 8), and the 16 rows of
//   planes k+-1 (16 * 8): 224 read and 64 written per 64 computed.
// L2 bytes grow by (322 + 64) / (224 + 64) - 1 = 34 % from 32x8x1 to
// 256x1x1; the model counts 29 % (it also counts the L1 misses of the
// larger block's footprint against L1's capacity), and 256x1x1 becomes
// L2-bound while 32x8x1 stays DRAM-bound.
// REMARK: remark: picked 32x8x1: {{[0-9.]+}} us, dram-bound
// REMARK-SAME: ; 256x1x1: {{[0-9.]+}} us, l2-bound (+29 % L2 bytes); of 2 candidates
//
// The launch: grid (ceil(254 / 32), ceil(254 / 8), 254) = (8, 32, 254);
// i = 32 bx + tx + 1 for 32 bx + tx < 254, and so on.
// CHECK-DAG: %[[C254:.*]] = arith.constant 254 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %[[BZ:.*]]) in (%{{.*}} = %[[C8]], %{{.*}} = %[[C32]], %{{.*}} = %[[C254]]) threads(%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) in (%[[SX:.*]] = %[[C32]], %[[SY:.*]] = %[[C8]], %{{.*}} = %{{.*}})
// CHECK-DAG: %[[G254:.*]] = arith.constant 254 : index
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: %[[X0:.*]] = arith.muli %[[BX]], %[[SX]] : index
// CHECK: %[[LX:.*]] = arith.addi %[[X0]], %[[TX]] : index
// CHECK: %[[INX:.*]] = arith.cmpi slt, %[[LX]], %[[G254]] : index
// CHECK: scf.if
// CHECK: %[[I:.*]] = arith.addi %[[LX]], %[[ONE]] : index
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %[[I]]]
// CHECK: } {warp.cost = #warp.cost<time_us = {{.*}}, limiter = "dram", occupancy_warps = {{[0-9]+}}>, warp.volumes = #warp.volumes<
//
// JSON: "candidates": 2,
// JSON: "launch": {
// JSON: "ranking": [
// JSON: "candidate": "32x8x1",
// JSON: "grid": [
// JSON-NEXT: 8,
// JSON-NEXT: 32,
// JSON-NEXT: 254
// JSON: "rank": 1,
// JSON: "loses_by": "+29 % L2 bytes",
// JSON: "rank": 2,
func.func @star7(%in: memref<256x256x256xf64>, %out: memref<256x256x256xf64>) {
  %c1 = arith.constant 1 : index
  %c255 = arith.constant 255 : index
  scf.parallel (%k, %j, %i) = (%c1, %c1, %c1) to (%c255, %c255, %c255) step (%c1, %c1, %c1) {
    %km = arith.subi %k, %c1 : index
    %kp = arith.addi %k, %c1 : index
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %a = memref.load %in[%k, %j, %i] : memref<256x256x256xf64>
    %b = memref.load %in[%k, %j, %im] : memref<256x256x256xf64>
    %c = memref.load %in[%k, %j, %ip] : memref<256x256x256xf64>
    %d = memref.load %in[%k, %jm, %i] : memref<256x256x256xf64>
    %e = memref.load %in[%k, %jp, %i] : memref<256x256x256xf64>
    %f = memref.load %in[%km, %j, %i] : memref<256x256x256xf64>
    %g = memref.load %in[%kp, %j, %i] : memref<256x256x256xf64>
    %s1 = arith.addf %a, %b : f64
    %s2 = arith.addf %c, %d : f64
    %s3 = arith.addf %e, %f : f64
    %s4 = arith.addf %s1, %s2 : f64
    %s5 = arith.addf %s3, %g : f64
    %s6 = arith.addf %s4, %s5 : f64
    memref.store %s6, %out[%k, %j, %i] : memref<256x256x256xf64>
    scf.reduce
  }
  return
}
