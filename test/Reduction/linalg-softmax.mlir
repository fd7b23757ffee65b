// Issue 25: linalg.softmax as one op. Upstream decomposes it
// (AggregatedOpInterface) on tensors only; on buffers with static shapes
// Warp writes the same ops (SoftmaxDecomposition.h): the max along the
// dimension (arith.maxnumf from arith's identity of maxnumf, NaN, written by
// a linalg.fill, as upstream's decomposition), exp(x - max) into the output, the sum along the dimension
// (from 0, after a fill), the output divided by the sum; the max and the sum
// in two memref.alloc temporaries. Each op is then decided like any other:
// six launches, no linalg op left, the temporaries freed after. A softmax
// Warp cannot decompose: linalg-softmax-errors.mlir.
// RUN: warp-opt %s --warp-cost-model="target=h100 report=%t.json" -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR --implicit-check-not=linalg. < %t.mlir
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: warp-opt %s --warp-choose-launch-configs="target=h100" 2>/dev/null | FileCheck %s --check-prefix=DEC
//
// By hand, 512 rows of 1024 f32 (2 MiB a matrix, 2 KiB a row vector):
// - each fill writes 512 f32: 2048 bytes, 64 store sectors, nothing read;
// - exp(x - max) reads X and the max once from DRAM: 2097152 + 2048 =
//   2099200 bytes; L1 load sectors: X's 65536 and the max's row value once a
//   warp instruction (one sector each): 512 x 1024 / 32 = 16384, 81920 in
//   all; it writes the output, 65536 store sectors, 2097152 bytes that stay
//   in L2 (50 MiB): no DRAM write;
// - the division reads the output and the sum: the same 2099200 bytes,
//   81920 load sectors and 65536 store sectors;
// - the max reads X and its init (the filled temporary): 2099200 bytes.
// CHECK: linalg-softmax.mlir:[[@LINE+48]]:3: remark: linalg.softmax of memref<512x1024xf32> along dimension 1 decomposed as upstream's decomposeOperation
// CHECK-DAG: remark: linalg.generic of 512 rows of 1024 f32 (arith.maxnumf): picked
// CHECK-DAG: remark: linalg.generic of 512 rows of 1024 f32 (arith.addf): picked
// IR: memref.alloc() : memref<512xf32>
// IR: memref.alloc() : memref<512xf32>
// IR-COUNT-6: gpu.launch blocks
// IR: memref.dealloc
// IR: memref.dealloc
// JSON: "loop_nests": [
// JSON: "dram_read_bytes": 0,
// JSON: "l1_global_store_sectors": 64,
// JSON: "dram_read_bytes": 2099200,
// JSON: "dram_write_bytes": 0,
// JSON: "l1_global_load_sectors": 81920,
// JSON: "l1_global_store_sectors": 65536,
// JSON: "dram_read_bytes": 0,
// JSON: "l1_global_store_sectors": 64,
// JSON: "dram_read_bytes": 2099200,
// JSON: "l1_global_load_sectors": 81920,
// JSON: "l1_global_store_sectors": 65536,
// JSON: "reductions": [
// JSON: "dram_read_bytes": 2099200,
// The decomposition itself (the choose pass annotates, it does not lower):
// DEC: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// DEC: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// DEC: func.func @softmax(%[[X:.*]]: memref<512x1024xf32>, %[[Y:.*]]: memref<512x1024xf32>)
// DEC: %[[MAX:.*]] = memref.alloc() : memref<512xf32>
// DEC: %[[SUM:.*]] = memref.alloc() : memref<512xf32>
// DEC: %[[LOW:.*]] = arith.constant 0xFFC00000 : f32
// DEC: linalg.fill {{.*}}ins(%[[LOW]] : f32) outs(%[[MAX]] : memref<512xf32>)
// DEC: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : memref<512x1024xf32>) outs(%[[MAX]] : memref<512xf32>)
// DEC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// DEC-NEXT: arith.maxnumf %[[A]], %[[B]]
// DEC: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[MAX]] : memref<512x1024xf32>, memref<512xf32>) outs(%[[Y]] : memref<512x1024xf32>)
// DEC-NEXT: ^bb0(%[[E:.*]]: f32, %[[M:.*]]: f32, %{{.*}}: f32):
// DEC-NEXT: %[[D:.*]] = arith.subf %[[E]], %[[M]]
// DEC-NEXT: math.exp %[[D]]
// DEC: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// DEC: linalg.fill {{.*}}ins(%[[ZERO]] : f32) outs(%[[SUM]] : memref<512xf32>)
// DEC: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[Y]] : memref<512x1024xf32>) outs(%[[SUM]] : memref<512xf32>)
// DEC-NEXT: ^bb0(%[[P:.*]]: f32, %[[Q:.*]]: f32):
// DEC-NEXT: arith.addf %[[P]], %[[Q]]
// DEC: linalg.generic {indexing_maps = [#[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[SUM]] : memref<512xf32>) outs(%[[Y]] : memref<512x1024xf32>)
// DEC-NEXT: ^bb0(%[[S:.*]]: f32, %[[O:.*]]: f32):
// DEC-NEXT: arith.divf %[[O]], %[[S]]
// DEC: memref.dealloc %[[SUM]]
// DEC: memref.dealloc %[[MAX]]
func.func @softmax(%X: memref<512x1024xf32>, %Y: memref<512x1024xf32>) {
  linalg.softmax dimension(1) ins(%X : memref<512x1024xf32>) outs(%Y : memref<512x1024xf32>)
  return
}

