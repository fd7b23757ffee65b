// The unmapped form of bench/groundtruth/kernels/box2d9_f64.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @box2d9_f64(%in: memref<8192x8192xf64>, %out: memref<8192x8192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%j, %i) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %c1 = arith.constant 1 : index
      %cNm1 = arith.constant 8191 : index
      %w0 = arith.constant 0.5 : f64
      %w1 = arith.constant 0.09375 : f64
      %w2 = arith.constant 0.03125 : f64
      %ge_i = arith.cmpi sge, %i, %c1 : index
      %lt_i = arith.cmpi slt, %i, %cNm1 : index
      %ge_j = arith.cmpi sge, %j, %c1 : index
      %lt_j = arith.cmpi slt, %j, %cNm1 : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      scf.if %p2 {
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %v_mm = memref.load %in[%jm, %im] : memref<8192x8192xf64>
        %v_mo = memref.load %in[%jm, %i] : memref<8192x8192xf64>
        %v_mp = memref.load %in[%jm, %ip] : memref<8192x8192xf64>
        %v_om = memref.load %in[%j, %im] : memref<8192x8192xf64>
        %v_oo = memref.load %in[%j, %i] : memref<8192x8192xf64>
        %v_op = memref.load %in[%j, %ip] : memref<8192x8192xf64>
        %v_pm = memref.load %in[%jp, %im] : memref<8192x8192xf64>
        %v_po = memref.load %in[%jp, %i] : memref<8192x8192xf64>
        %v_pp = memref.load %in[%jp, %ip] : memref<8192x8192xf64>
        %acc0 = arith.mulf %w0, %v_oo : f64
        %s1_0 = arith.addf %v_mo, %v_om : f64
        %s1_1 = arith.addf %s1_0, %v_op : f64
        %s1_2 = arith.addf %s1_1, %v_po : f64
        %t1 = arith.mulf %w1, %s1_2 : f64
        %acc1 = arith.addf %acc0, %t1 : f64
        %s2_0 = arith.addf %v_mm, %v_mp : f64
        %s2_1 = arith.addf %s2_0, %v_pm : f64
        %s2_2 = arith.addf %s2_1, %v_pp : f64
        %t2 = arith.mulf %w2, %s2_2 : f64
        %acc2 = arith.addf %acc1, %t2 : f64
        memref.store %acc2, %out[%j, %i] : memref<8192x8192xf64>
      }
      scf.reduce
    }
    return
  }
}
