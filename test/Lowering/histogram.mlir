// A histogram whose bin is data: hist[in[i]] += 1, 2^22 inputs into 256
// bins of a global buffer. The bin of an input is unknown to the model:
// the pass still chooses a launch, and its remark says the prediction is
// approximate and why (the relation of the atomic covers all 256 bins).
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=256,1024 fold=1" -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// REMARK-DAG: remark: index 0 of the access to '{{.*}}' is not affine: it is loaded from memory by {{.*}}
// REMARK-DAG: remark: picked {{(256|1024)}}x1x1: {{.*}}; of 2 candidates; the prediction is approximate: {{.*}}
// CHECK: gpu.launch
// CHECK: memref.atomic_rmw addi
// CHECK: exact = false
func.func @histogram(%in: memref<4194304xi32>, %hist: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4194304 : index
  %one = arith.constant 1 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %in[%i] : memref<4194304xi32>
    %bin = arith.index_cast %v : i32 to index
    %old = memref.atomic_rmw addi %one, %hist[%bin] : (i32, memref<256xi32>) -> i32
    scf.reduce
  }
  return
}
