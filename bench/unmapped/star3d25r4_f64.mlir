// The unmapped form of bench/harness/kernels/star3d25r4_f64.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @star3d25r4_f64(%in: memref<512x512x512xf64>, %out: memref<512x512x512xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 512 : index
    %wny = arith.constant 512 : index
    %wnx = arith.constant 512 : index
    scf.parallel (%k, %jt, %i) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 4 : index
      %cNmR = arith.constant 508 : index
      %w0 = arith.constant 0.5 : f64
      %w1 = arith.constant 0.0625 : f64
      %w2 = arith.constant 0.03125 : f64
      %w3 = arith.constant 0.015625 : f64
      %w4 = arith.constant 0.0078125 : f64
      %j = arith.addi %jt, %c0 : index
      %ge_i = arith.cmpi sge, %i, %cR : index
      %lt_i = arith.cmpi slt, %i, %cNmR : index
      %ge_j = arith.cmpi sge, %j, %cR : index
      %lt_j = arith.cmpi slt, %j, %cNmR : index
      %ge_k = arith.cmpi sge, %k, %cR : index
      %lt_k = arith.cmpi slt, %k, %cNmR : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      %p3 = arith.andi %p2, %ge_k : i1
      %p4 = arith.andi %p3, %lt_k : i1
      scf.if %p4 {
        %xc = memref.load %in[%k, %j, %i] : memref<512x512x512xf64>
        %acc0 = arith.mulf %w0, %xc : f64
        %im1 = arith.subi %i, %c1 : index
        %ip1 = arith.addi %i, %c1 : index
        %jm1 = arith.subi %j, %c1 : index
        %jp1 = arith.addi %j, %c1 : index
        %km1 = arith.subi %k, %c1 : index
        %kp1 = arith.addi %k, %c1 : index
        %xm1 = memref.load %in[%k, %j, %im1] : memref<512x512x512xf64>
        %xp1 = memref.load %in[%k, %j, %ip1] : memref<512x512x512xf64>
        %ym1 = memref.load %in[%k, %jm1, %i] : memref<512x512x512xf64>
        %yp1 = memref.load %in[%k, %jp1, %i] : memref<512x512x512xf64>
        %zm1 = memref.load %in[%km1, %j, %i] : memref<512x512x512xf64>
        %zp1 = memref.load %in[%kp1, %j, %i] : memref<512x512x512xf64>
        %sx1 = arith.addf %xm1, %xp1 : f64
        %sy1 = arith.addf %ym1, %yp1 : f64
        %sz1 = arith.addf %zm1, %zp1 : f64
        %sxy1 = arith.addf %sx1, %sy1 : f64
        %s1 = arith.addf %sxy1, %sz1 : f64
        %t1 = arith.mulf %w1, %s1 : f64
        %acc1 = arith.addf %acc0, %t1 : f64
        %cr2 = arith.constant 2 : index
        %im2 = arith.subi %i, %cr2 : index
        %ip2 = arith.addi %i, %cr2 : index
        %jm2 = arith.subi %j, %cr2 : index
        %jp2 = arith.addi %j, %cr2 : index
        %km2 = arith.subi %k, %cr2 : index
        %kp2 = arith.addi %k, %cr2 : index
        %xm2 = memref.load %in[%k, %j, %im2] : memref<512x512x512xf64>
        %xp2 = memref.load %in[%k, %j, %ip2] : memref<512x512x512xf64>
        %ym2 = memref.load %in[%k, %jm2, %i] : memref<512x512x512xf64>
        %yp2 = memref.load %in[%k, %jp2, %i] : memref<512x512x512xf64>
        %zm2 = memref.load %in[%km2, %j, %i] : memref<512x512x512xf64>
        %zp2 = memref.load %in[%kp2, %j, %i] : memref<512x512x512xf64>
        %sx2 = arith.addf %xm2, %xp2 : f64
        %sy2 = arith.addf %ym2, %yp2 : f64
        %sz2 = arith.addf %zm2, %zp2 : f64
        %sxy2 = arith.addf %sx2, %sy2 : f64
        %s2 = arith.addf %sxy2, %sz2 : f64
        %t2 = arith.mulf %w2, %s2 : f64
        %acc2 = arith.addf %acc1, %t2 : f64
        %cr3 = arith.constant 3 : index
        %im3 = arith.subi %i, %cr3 : index
        %ip3 = arith.addi %i, %cr3 : index
        %jm3 = arith.subi %j, %cr3 : index
        %jp3 = arith.addi %j, %cr3 : index
        %km3 = arith.subi %k, %cr3 : index
        %kp3 = arith.addi %k, %cr3 : index
        %xm3 = memref.load %in[%k, %j, %im3] : memref<512x512x512xf64>
        %xp3 = memref.load %in[%k, %j, %ip3] : memref<512x512x512xf64>
        %ym3 = memref.load %in[%k, %jm3, %i] : memref<512x512x512xf64>
        %yp3 = memref.load %in[%k, %jp3, %i] : memref<512x512x512xf64>
        %zm3 = memref.load %in[%km3, %j, %i] : memref<512x512x512xf64>
        %zp3 = memref.load %in[%kp3, %j, %i] : memref<512x512x512xf64>
        %sx3 = arith.addf %xm3, %xp3 : f64
        %sy3 = arith.addf %ym3, %yp3 : f64
        %sz3 = arith.addf %zm3, %zp3 : f64
        %sxy3 = arith.addf %sx3, %sy3 : f64
        %s3 = arith.addf %sxy3, %sz3 : f64
        %t3 = arith.mulf %w3, %s3 : f64
        %acc3 = arith.addf %acc2, %t3 : f64
        %cr4 = arith.constant 4 : index
        %im4 = arith.subi %i, %cr4 : index
        %ip4 = arith.addi %i, %cr4 : index
        %jm4 = arith.subi %j, %cr4 : index
        %jp4 = arith.addi %j, %cr4 : index
        %km4 = arith.subi %k, %cr4 : index
        %kp4 = arith.addi %k, %cr4 : index
        %xm4 = memref.load %in[%k, %j, %im4] : memref<512x512x512xf64>
        %xp4 = memref.load %in[%k, %j, %ip4] : memref<512x512x512xf64>
        %ym4 = memref.load %in[%k, %jm4, %i] : memref<512x512x512xf64>
        %yp4 = memref.load %in[%k, %jp4, %i] : memref<512x512x512xf64>
        %zm4 = memref.load %in[%km4, %j, %i] : memref<512x512x512xf64>
        %zp4 = memref.load %in[%kp4, %j, %i] : memref<512x512x512xf64>
        %sx4 = arith.addf %xm4, %xp4 : f64
        %sy4 = arith.addf %ym4, %yp4 : f64
        %sz4 = arith.addf %zm4, %zp4 : f64
        %sxy4 = arith.addf %sx4, %sy4 : f64
        %s4 = arith.addf %sxy4, %sz4 : f64
        %t4 = arith.mulf %w4, %s4 : f64
        %acc4 = arith.addf %acc3, %t4 : f64
        memref.store %acc4, %out[%k, %j, %i] : memref<512x512x512xf64>
      }
      scf.reduce
    }
    return
  }
}
