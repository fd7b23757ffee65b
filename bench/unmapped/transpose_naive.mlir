// The unmapped form of bench/harness/kernels/transpose_naive.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @transpose_naive_rd_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %v = memref.load %in[%y, %x] : memref<8192x8192xf32>
      memref.store %v, %out[%x, %y] : memref<8192x8192xf32>
      scf.reduce
    }
    return
  }
  func.func @transpose_naive_wr_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %v = memref.load %in[%x, %y] : memref<8192x8192xf32>
      memref.store %v, %out[%y, %x] : memref<8192x8192xf32>
      scf.reduce
    }
    return
  }
  func.func @transpose_naive_rd_f64(%in: memref<8192x8192xf64>, %out: memref<8192x8192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %v = memref.load %in[%y, %x] : memref<8192x8192xf64>
      memref.store %v, %out[%x, %y] : memref<8192x8192xf64>
      scf.reduce
    }
    return
  }
  func.func @transpose_naive_wr_f64(%in: memref<8192x8192xf64>, %out: memref<8192x8192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %v = memref.load %in[%x, %y] : memref<8192x8192xf64>
      memref.store %v, %out[%y, %x] : memref<8192x8192xf64>
      scf.reduce
    }
    return
  }
}
