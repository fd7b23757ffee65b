// The unmapped form of bench/groundtruth/kernels/star3d13r2_f32.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @star3d13r2_f32(%in: memref<384x384x384xf32>, %out: memref<384x384x384xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 384 : index
    %wny = arith.constant 384 : index
    %wnx = arith.constant 384 : index
    scf.parallel (%k, %jt, %i) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 2 : index
      %cNmR = arith.constant 382 : index
      %w0 = arith.constant 0.5 : f32
      %w1 = arith.constant 0.0625 : f32
      %w2 = arith.constant 0.03125 : f32
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
        %xc = memref.load %in[%k, %j, %i] : memref<384x384x384xf32>
        %acc0 = arith.mulf %w0, %xc : f32
        %im1 = arith.subi %i, %c1 : index
        %ip1 = arith.addi %i, %c1 : index
        %jm1 = arith.subi %j, %c1 : index
        %jp1 = arith.addi %j, %c1 : index
        %km1 = arith.subi %k, %c1 : index
        %kp1 = arith.addi %k, %c1 : index
        %xm1 = memref.load %in[%k, %j, %im1] : memref<384x384x384xf32>
        %xp1 = memref.load %in[%k, %j, %ip1] : memref<384x384x384xf32>
        %ym1 = memref.load %in[%k, %jm1, %i] : memref<384x384x384xf32>
        %yp1 = memref.load %in[%k, %jp1, %i] : memref<384x384x384xf32>
        %zm1 = memref.load %in[%km1, %j, %i] : memref<384x384x384xf32>
        %zp1 = memref.load %in[%kp1, %j, %i] : memref<384x384x384xf32>
        %sx1 = arith.addf %xm1, %xp1 : f32
        %sy1 = arith.addf %ym1, %yp1 : f32
        %sz1 = arith.addf %zm1, %zp1 : f32
        %sxy1 = arith.addf %sx1, %sy1 : f32
        %s1 = arith.addf %sxy1, %sz1 : f32
        %t1 = arith.mulf %w1, %s1 : f32
        %acc1 = arith.addf %acc0, %t1 : f32
        %cr2 = arith.constant 2 : index
        %im2 = arith.subi %i, %cr2 : index
        %ip2 = arith.addi %i, %cr2 : index
        %jm2 = arith.subi %j, %cr2 : index
        %jp2 = arith.addi %j, %cr2 : index
        %km2 = arith.subi %k, %cr2 : index
        %kp2 = arith.addi %k, %cr2 : index
        %xm2 = memref.load %in[%k, %j, %im2] : memref<384x384x384xf32>
        %xp2 = memref.load %in[%k, %j, %ip2] : memref<384x384x384xf32>
        %ym2 = memref.load %in[%k, %jm2, %i] : memref<384x384x384xf32>
        %yp2 = memref.load %in[%k, %jp2, %i] : memref<384x384x384xf32>
        %zm2 = memref.load %in[%km2, %j, %i] : memref<384x384x384xf32>
        %zp2 = memref.load %in[%kp2, %j, %i] : memref<384x384x384xf32>
        %sx2 = arith.addf %xm2, %xp2 : f32
        %sy2 = arith.addf %ym2, %yp2 : f32
        %sz2 = arith.addf %zm2, %zp2 : f32
        %sxy2 = arith.addf %sx2, %sy2 : f32
        %s2 = arith.addf %sxy2, %sz2 : f32
        %t2 = arith.mulf %w2, %s2 : f32
        %acc2 = arith.addf %acc1, %t2 : f32
        memref.store %acc2, %out[%k, %j, %i] : memref<384x384x384xf32>
      }
      scf.reduce
    }
    return
  }
}
