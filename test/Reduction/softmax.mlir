// Issue 25: a softmax written as its generics (row max, exp(x - max), row
// sum, division), on buffers. --warp-cost-model lowers each op to a
// gpu.launch: the two reductions through the reduction strategies
// (ReductionKernel.h), the two elementwise ops through upstream
// linalg-to-parallel-loops and the nest decision (docs/lowering.md). Four
// launches, no linalg op left.
// RUN: warp-opt %s --warp-cost-model="target=h100 reduction-splits=1 report=%t.json" -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: FileCheck %s --check-prefix=JSON < %t.json
//
// By hand, 512 rows of 1024 f32 (2 MiB a matrix, 2 KiB a row vector):
// - exp(x - max) reads X and M once from DRAM: 2097152 + 2048 = 2099200
//   bytes; writes E, 2097152 bytes, which stay in L2 (50 MiB) at the end,
//   so no DRAM write; L1 load sectors: X's 65536, and M's row value once a
//   warp instruction (one sector each): 512 x 1024 / 32 = 16384, 81920 in
//   all; 65536 store sectors;
// - the row sum reads E and the init vector: 2099200 bytes; load sectors:
//   E's 65536 and one init sector a block (512 blocks), 66048; one output
//   store a block, 512 sectors, 512 x 32 = 16384 bytes written to L2;
// - the division is the elementwise shape of exp(x - max): the same
//   2099200 bytes read and 81920 load sectors.
// CHECK-DAG: softmax.mlir:[[@LINE+22]]:3: remark: linalg.generic of 512 rows of 1024 f32 (arith.maximumf): picked
// CHECK-DAG: softmax.mlir:[[@LINE+27]]:3: remark: picked
// CHECK-DAG: softmax.mlir:[[@LINE+33]]:3: remark: linalg.generic of 512 rows of 1024 f32 (arith.addf): picked
// CHECK-DAG: softmax.mlir:[[@LINE+38]]:3: remark: picked
// IR-COUNT-4: gpu.launch blocks
// IR-NOT: linalg.
// JSON: "loop_nests": [
// JSON: "dram_read_bytes": 2099200,
// JSON: "dram_write_bytes": 0,
// JSON: "l1_global_load_sectors": 81920,
// JSON: "l1_global_store_sectors": 65536,
// JSON: "l2_write_bytes": 2097152,
// JSON: "dram_read_bytes": 2099200,
// JSON: "l1_global_load_sectors": 81920,
// JSON: "reductions": [
// JSON: "dram_read_bytes": 2099200,
// JSON: "l1_global_load_sectors": 66048,
// JSON: "l1_global_store_sectors": 512,
// JSON: "l2_write_bytes": 16384,
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @softmax(%X: memref<512x1024xf32>, %M: memref<512xf32>, %E: memref<512x1024xf32>, %S: memref<512xf32>, %Y: memref<512x1024xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
    ins(%X : memref<512x1024xf32>) outs(%M : memref<512xf32>) {
  ^bb0(%x: f32, %m: f32):
    %r = arith.maximumf %x, %m : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
    ins(%X, %M : memref<512x1024xf32>, memref<512xf32>) outs(%E : memref<512x1024xf32>) {
  ^bb0(%x: f32, %m: f32, %e: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
    ins(%E : memref<512x1024xf32>) outs(%S : memref<512xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
    ins(%E, %S : memref<512x1024xf32>, memref<512xf32>) outs(%Y : memref<512x1024xf32>) {
  ^bb0(%e: f32, %s: f32, %y: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  }
  return
}
