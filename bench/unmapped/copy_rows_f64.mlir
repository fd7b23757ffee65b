// The unmapped form of bench/harness/kernels/copy_rows_f64.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @copy_rows_full_L192(%in: memref<174762x192xf64>, %out: memref<174762x192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 174762 : index
    %wnx = arith.constant 192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %clo = arith.constant 0 : index
      %chi = arith.constant 192 : index
      %cM = arith.constant 174762 : index
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<174762x192xf64>
        memref.store %v, %out[%y, %x] : memref<174762x192xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @copy_rows_inner_L192(%in: memref<174762x192xf64>, %out: memref<174762x192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 174762 : index
    %wnx = arith.constant 192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %clo = arith.constant 1 : index
      %chi = arith.constant 191 : index
      %cM = arith.constant 174762 : index
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<174762x192xf64>
        memref.store %v, %out[%y, %x] : memref<174762x192xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @copy_rows_full_L1024(%in: memref<32768x1024xf64>, %out: memref<32768x1024xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 32768 : index
    %wnx = arith.constant 1024 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %clo = arith.constant 0 : index
      %chi = arith.constant 1024 : index
      %cM = arith.constant 32768 : index
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<32768x1024xf64>
        memref.store %v, %out[%y, %x] : memref<32768x1024xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @copy_rows_inner_L1024(%in: memref<32768x1024xf64>, %out: memref<32768x1024xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 32768 : index
    %wnx = arith.constant 1024 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %clo = arith.constant 1 : index
      %chi = arith.constant 1023 : index
      %cM = arith.constant 32768 : index
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<32768x1024xf64>
        memref.store %v, %out[%y, %x] : memref<32768x1024xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @copy_rows_full_L8192(%in: memref<4096x8192xf64>, %out: memref<4096x8192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 4096 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %clo = arith.constant 0 : index
      %chi = arith.constant 8192 : index
      %cM = arith.constant 4096 : index
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<4096x8192xf64>
        memref.store %v, %out[%y, %x] : memref<4096x8192xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @copy_rows_inner_L8192(%in: memref<4096x8192xf64>, %out: memref<4096x8192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 4096 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%y, %x) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %clo = arith.constant 1 : index
      %chi = arith.constant 8191 : index
      %cM = arith.constant 4096 : index
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<4096x8192xf64>
        memref.store %v, %out[%y, %x] : memref<4096x8192xf64>
      }
      scf.reduce
    }
    return
  }
}
