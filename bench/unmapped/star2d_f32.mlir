// The unmapped form of bench/harness/kernels/star2d_f32.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @star2d5r1_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%jg, %ig) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 1 : index
      %cNmR = arith.constant 8191 : index
      %w0 = arith.constant 0.5 : f32
      %w1 = arith.constant 0.0625 : f32
      %j = arith.addi %jg, %c0 : index
      %i = arith.addi %ig, %c0 : index
      %ge_i = arith.cmpi sge, %i, %cR : index
      %lt_i = arith.cmpi slt, %i, %cNmR : index
      %ge_j = arith.cmpi sge, %j, %cR : index
      %lt_j = arith.cmpi slt, %j, %cNmR : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      scf.if %p2 {
        %xc = memref.load %in[%j, %i] : memref<8192x8192xf32>
        %acc0 = arith.mulf %w0, %xc : f32
        %jm1 = arith.subi %j, %c1 : index
        %jp1 = arith.addi %j, %c1 : index
        %im1 = arith.subi %i, %c1 : index
        %ip1 = arith.addi %i, %c1 : index
        %xm1 = memref.load %in[%j, %im1] : memref<8192x8192xf32>
        %xp1 = memref.load %in[%j, %ip1] : memref<8192x8192xf32>
        %sx1 = arith.addf %xm1, %xp1 : f32
        %ym1 = memref.load %in[%jm1, %i] : memref<8192x8192xf32>
        %yp1 = memref.load %in[%jp1, %i] : memref<8192x8192xf32>
        %sy1 = arith.addf %ym1, %yp1 : f32
        %s1 = arith.addf %sx1, %sy1 : f32
        %t1 = arith.mulf %w1, %s1 : f32
        %acc1 = arith.addf %acc0, %t1 : f32
        memref.store %acc1, %out[%j, %i] : memref<8192x8192xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @star2d9r2_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%jg, %ig) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 2 : index
      %cNmR = arith.constant 8190 : index
      %w0 = arith.constant 0.5 : f32
      %w1 = arith.constant 0.0625 : f32
      %w2 = arith.constant 0.03125 : f32
      %j = arith.addi %jg, %c0 : index
      %i = arith.addi %ig, %c0 : index
      %ge_i = arith.cmpi sge, %i, %cR : index
      %lt_i = arith.cmpi slt, %i, %cNmR : index
      %ge_j = arith.cmpi sge, %j, %cR : index
      %lt_j = arith.cmpi slt, %j, %cNmR : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      scf.if %p2 {
        %xc = memref.load %in[%j, %i] : memref<8192x8192xf32>
        %acc0 = arith.mulf %w0, %xc : f32
        %jm1 = arith.subi %j, %c1 : index
        %jp1 = arith.addi %j, %c1 : index
        %im1 = arith.subi %i, %c1 : index
        %ip1 = arith.addi %i, %c1 : index
        %xm1 = memref.load %in[%j, %im1] : memref<8192x8192xf32>
        %xp1 = memref.load %in[%j, %ip1] : memref<8192x8192xf32>
        %sx1 = arith.addf %xm1, %xp1 : f32
        %ym1 = memref.load %in[%jm1, %i] : memref<8192x8192xf32>
        %yp1 = memref.load %in[%jp1, %i] : memref<8192x8192xf32>
        %sy1 = arith.addf %ym1, %yp1 : f32
        %s1 = arith.addf %sx1, %sy1 : f32
        %t1 = arith.mulf %w1, %s1 : f32
        %acc1 = arith.addf %acc0, %t1 : f32
        %cr2 = arith.constant 2 : index
        %jm2 = arith.subi %j, %cr2 : index
        %jp2 = arith.addi %j, %cr2 : index
        %im2 = arith.subi %i, %cr2 : index
        %ip2 = arith.addi %i, %cr2 : index
        %xm2 = memref.load %in[%j, %im2] : memref<8192x8192xf32>
        %xp2 = memref.load %in[%j, %ip2] : memref<8192x8192xf32>
        %sx2 = arith.addf %xm2, %xp2 : f32
        %ym2 = memref.load %in[%jm2, %i] : memref<8192x8192xf32>
        %yp2 = memref.load %in[%jp2, %i] : memref<8192x8192xf32>
        %sy2 = arith.addf %ym2, %yp2 : f32
        %s2 = arith.addf %sx2, %sy2 : f32
        %t2 = arith.mulf %w2, %s2 : f32
        %acc2 = arith.addf %acc1, %t2 : f32
        memref.store %acc2, %out[%j, %i] : memref<8192x8192xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @star2d13r3_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%jg, %ig) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 3 : index
      %cNmR = arith.constant 8189 : index
      %w0 = arith.constant 0.5 : f32
      %w1 = arith.constant 0.0625 : f32
      %w2 = arith.constant 0.03125 : f32
      %w3 = arith.constant 0.015625 : f32
      %j = arith.addi %jg, %c0 : index
      %i = arith.addi %ig, %c0 : index
      %ge_i = arith.cmpi sge, %i, %cR : index
      %lt_i = arith.cmpi slt, %i, %cNmR : index
      %ge_j = arith.cmpi sge, %j, %cR : index
      %lt_j = arith.cmpi slt, %j, %cNmR : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      scf.if %p2 {
        %xc = memref.load %in[%j, %i] : memref<8192x8192xf32>
        %acc0 = arith.mulf %w0, %xc : f32
        %jm1 = arith.subi %j, %c1 : index
        %jp1 = arith.addi %j, %c1 : index
        %im1 = arith.subi %i, %c1 : index
        %ip1 = arith.addi %i, %c1 : index
        %xm1 = memref.load %in[%j, %im1] : memref<8192x8192xf32>
        %xp1 = memref.load %in[%j, %ip1] : memref<8192x8192xf32>
        %sx1 = arith.addf %xm1, %xp1 : f32
        %ym1 = memref.load %in[%jm1, %i] : memref<8192x8192xf32>
        %yp1 = memref.load %in[%jp1, %i] : memref<8192x8192xf32>
        %sy1 = arith.addf %ym1, %yp1 : f32
        %s1 = arith.addf %sx1, %sy1 : f32
        %t1 = arith.mulf %w1, %s1 : f32
        %acc1 = arith.addf %acc0, %t1 : f32
        %cr2 = arith.constant 2 : index
        %jm2 = arith.subi %j, %cr2 : index
        %jp2 = arith.addi %j, %cr2 : index
        %im2 = arith.subi %i, %cr2 : index
        %ip2 = arith.addi %i, %cr2 : index
        %xm2 = memref.load %in[%j, %im2] : memref<8192x8192xf32>
        %xp2 = memref.load %in[%j, %ip2] : memref<8192x8192xf32>
        %sx2 = arith.addf %xm2, %xp2 : f32
        %ym2 = memref.load %in[%jm2, %i] : memref<8192x8192xf32>
        %yp2 = memref.load %in[%jp2, %i] : memref<8192x8192xf32>
        %sy2 = arith.addf %ym2, %yp2 : f32
        %s2 = arith.addf %sx2, %sy2 : f32
        %t2 = arith.mulf %w2, %s2 : f32
        %acc2 = arith.addf %acc1, %t2 : f32
        %cr3 = arith.constant 3 : index
        %jm3 = arith.subi %j, %cr3 : index
        %jp3 = arith.addi %j, %cr3 : index
        %im3 = arith.subi %i, %cr3 : index
        %ip3 = arith.addi %i, %cr3 : index
        %xm3 = memref.load %in[%j, %im3] : memref<8192x8192xf32>
        %xp3 = memref.load %in[%j, %ip3] : memref<8192x8192xf32>
        %sx3 = arith.addf %xm3, %xp3 : f32
        %ym3 = memref.load %in[%jm3, %i] : memref<8192x8192xf32>
        %yp3 = memref.load %in[%jp3, %i] : memref<8192x8192xf32>
        %sy3 = arith.addf %ym3, %yp3 : f32
        %s3 = arith.addf %sx3, %sy3 : f32
        %t3 = arith.mulf %w3, %s3 : f32
        %acc3 = arith.addf %acc2, %t3 : f32
        memref.store %acc3, %out[%j, %i] : memref<8192x8192xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @star2d17r4_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wny = arith.constant 8192 : index
    %wnx = arith.constant 8192 : index
    scf.parallel (%jg, %ig) = (%wc0, %wc0) to (%wny, %wnx) step (%wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 4 : index
      %cNmR = arith.constant 8188 : index
      %w0 = arith.constant 0.5 : f32
      %w1 = arith.constant 0.0625 : f32
      %w2 = arith.constant 0.03125 : f32
      %w3 = arith.constant 0.015625 : f32
      %w4 = arith.constant 0.0078125 : f32
      %j = arith.addi %jg, %c0 : index
      %i = arith.addi %ig, %c0 : index
      %ge_i = arith.cmpi sge, %i, %cR : index
      %lt_i = arith.cmpi slt, %i, %cNmR : index
      %ge_j = arith.cmpi sge, %j, %cR : index
      %lt_j = arith.cmpi slt, %j, %cNmR : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      scf.if %p2 {
        %xc = memref.load %in[%j, %i] : memref<8192x8192xf32>
        %acc0 = arith.mulf %w0, %xc : f32
        %jm1 = arith.subi %j, %c1 : index
        %jp1 = arith.addi %j, %c1 : index
        %im1 = arith.subi %i, %c1 : index
        %ip1 = arith.addi %i, %c1 : index
        %xm1 = memref.load %in[%j, %im1] : memref<8192x8192xf32>
        %xp1 = memref.load %in[%j, %ip1] : memref<8192x8192xf32>
        %sx1 = arith.addf %xm1, %xp1 : f32
        %ym1 = memref.load %in[%jm1, %i] : memref<8192x8192xf32>
        %yp1 = memref.load %in[%jp1, %i] : memref<8192x8192xf32>
        %sy1 = arith.addf %ym1, %yp1 : f32
        %s1 = arith.addf %sx1, %sy1 : f32
        %t1 = arith.mulf %w1, %s1 : f32
        %acc1 = arith.addf %acc0, %t1 : f32
        %cr2 = arith.constant 2 : index
        %jm2 = arith.subi %j, %cr2 : index
        %jp2 = arith.addi %j, %cr2 : index
        %im2 = arith.subi %i, %cr2 : index
        %ip2 = arith.addi %i, %cr2 : index
        %xm2 = memref.load %in[%j, %im2] : memref<8192x8192xf32>
        %xp2 = memref.load %in[%j, %ip2] : memref<8192x8192xf32>
        %sx2 = arith.addf %xm2, %xp2 : f32
        %ym2 = memref.load %in[%jm2, %i] : memref<8192x8192xf32>
        %yp2 = memref.load %in[%jp2, %i] : memref<8192x8192xf32>
        %sy2 = arith.addf %ym2, %yp2 : f32
        %s2 = arith.addf %sx2, %sy2 : f32
        %t2 = arith.mulf %w2, %s2 : f32
        %acc2 = arith.addf %acc1, %t2 : f32
        %cr3 = arith.constant 3 : index
        %jm3 = arith.subi %j, %cr3 : index
        %jp3 = arith.addi %j, %cr3 : index
        %im3 = arith.subi %i, %cr3 : index
        %ip3 = arith.addi %i, %cr3 : index
        %xm3 = memref.load %in[%j, %im3] : memref<8192x8192xf32>
        %xp3 = memref.load %in[%j, %ip3] : memref<8192x8192xf32>
        %sx3 = arith.addf %xm3, %xp3 : f32
        %ym3 = memref.load %in[%jm3, %i] : memref<8192x8192xf32>
        %yp3 = memref.load %in[%jp3, %i] : memref<8192x8192xf32>
        %sy3 = arith.addf %ym3, %yp3 : f32
        %s3 = arith.addf %sx3, %sy3 : f32
        %t3 = arith.mulf %w3, %s3 : f32
        %acc3 = arith.addf %acc2, %t3 : f32
        %cr4 = arith.constant 4 : index
        %jm4 = arith.subi %j, %cr4 : index
        %jp4 = arith.addi %j, %cr4 : index
        %im4 = arith.subi %i, %cr4 : index
        %ip4 = arith.addi %i, %cr4 : index
        %xm4 = memref.load %in[%j, %im4] : memref<8192x8192xf32>
        %xp4 = memref.load %in[%j, %ip4] : memref<8192x8192xf32>
        %sx4 = arith.addf %xm4, %xp4 : f32
        %ym4 = memref.load %in[%jm4, %i] : memref<8192x8192xf32>
        %yp4 = memref.load %in[%jp4, %i] : memref<8192x8192xf32>
        %sy4 = arith.addf %ym4, %yp4 : f32
        %s4 = arith.addf %sx4, %sy4 : f32
        %t4 = arith.mulf %w4, %s4 : f32
        %acc4 = arith.addf %acc3, %t4 : f32
        memref.store %acc4, %out[%j, %i] : memref<8192x8192xf32>
      }
      scf.reduce
    }
    return
  }
}
