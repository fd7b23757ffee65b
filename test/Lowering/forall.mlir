// An scf.forall without a mapping (as a tiling transform or a generator
// writes it), on buffers: c[i][j] = a[i][j] * b[j], f32, 512 x 1024. The
// tile per block is the block times the folding.
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=128x2,32x8 fold=1,2 fold-dims=y top=2 check-mapping=true report=%t.json" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
//
// 4 candidates: 128x2x1 and 32x8x1, each unfolded and folded 2 on y. j
// (1024, contiguous in a, b and c) runs on x: grids (8, 256), (32, 64),
// and with fold y2 (8, 128), (32, 32).
// REMARK: remark: picked 128x2x1 fold y2: {{[0-9.]+}} us, latency-bound
// REMARK-SAME: of 4 candidates
// JSON: "candidates": 4,
// JSON: "kind": "scf.forall",
// JSON-DAG: "candidate": "128x2x1",
// JSON-DAG: "candidate": "128x2x1 fold y2",
// JSON-DAG: "candidate": "32x8x1",
// JSON-DAG: "candidate": "32x8x1 fold y2",
// The pick: grid (1024 / 128, 512 / (2 * 2)) = (8, 128), and a loop of 2
// over the folded rows.
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %c8, %{{.*}} = %c128{{(_[0-9]+)?}}, %{{.*}}) threads({{.*}}) in (%{{.*}} = %c128{{(_[0-9]+)?}}, %{{.*}} = %c2,
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c2{{.*}} step %c1{{.*}}
// The tiles (128, 4) divide (1024, 512): no guard.
// CHECK-NOT: scf.if
// CHECK: memref.load
// CHECK: memref.store
// CHECK-NOT: scf.forall
func.func @scale_rows(%a: memref<512x1024xf32>, %b: memref<1024xf32>, %c: memref<512x1024xf32>) {
  scf.forall (%i, %j) in (512, 1024) {
    %x = memref.load %a[%i, %j] : memref<512x1024xf32>
    %y = memref.load %b[%j] : memref<1024xf32>
    %z = arith.mulf %x, %y : f32
    memref.store %z, %c[%i, %j] : memref<512x1024xf32>
  }
  return
}
