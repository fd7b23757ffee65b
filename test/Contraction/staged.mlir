// The staged search over tilings (docs/contractions.md): every block and
// thread tile at one K tile (the nearest to 16) and pad (the largest), then
// the other K tiles and pads of the 8 best.
//
// 64x64x64 with block tiles 32 and 64, thread tiles 2 and 4, K tiles 8 and
// 16, pads 0 and 1: 2 x 2 x 2 x 2 x 2 x 2 = 64 tilings, all feasible (at
// most 1024 threads, 8320 bytes of workgroup tiles, 48 registers). Staged:
// 16 block and thread tiles at K tile 16 and pad 1, then 3 more for each of
// the 8 best: 40 predicted, 24 not. 'auto' stages only above 64 tilings.
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32,64 tiles-k=8,16 thread-tiles=2,4 tile-pads=0,1 search=staged report=%t.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STAGED
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-cost-model="split-k=1 target=h100 tiles-mn=32,64 tiles-k=8,16 thread-tiles=2,4 tile-pads=0,1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// STAGED: of 40 tilings ranked (staged: 16 block and thread tiles at one K tile and pad, then the other K tiles and pads of the 8 best; 24 of the 64 feasible tilings not predicted)
// JSON: "feasible": 64,
// JSON: "space": 64,
// JSON: "staged": true,
// JSON: "tilings": 40
// AUTO: of 64 tilings ranked;
// AUTO-NOT: (staged:
func.func @mm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  linalg.matmul ins(%A, %B : memref<64x64xf32>, memref<64x64xf32>) outs(%C : memref<64x64xf32>)
  return
}
