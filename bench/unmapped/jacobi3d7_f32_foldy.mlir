// The unmapped form of bench/groundtruth/kernels/jacobi3d7_f32_foldy.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
// jacobi3d7_f32_foldy2: no unmapped form (folded 2 times: a fold candidate of the F=1 kernel's nest)
// jacobi3d7_f32_foldy4: no unmapped form (folded 4 times: a fold candidate of the F=1 kernel's nest)
module {
  func.func @jacobi3d7_f32_foldy1(%in: memref<448x448x448xf32>, %out: memref<448x448x448xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 448 : index
    %wny = arith.constant 448 : index
    %wnx = arith.constant 448 : index
    scf.parallel (%k, %jt, %i) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cR = arith.constant 1 : index
      %cNmR = arith.constant 447 : index
      %w0 = arith.constant 0.5 : f32
      %w1 = arith.constant 0.0833333358168602 : f32
      %cF = arith.constant 1 : index
      %jb = arith.muli %jt, %cF : index
      scf.for %f = %c0 to %cF step %c1 {
        %j = arith.addi %jb, %f : index
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
          %xc = memref.load %in[%k, %j, %i] : memref<448x448x448xf32>
          %acc0 = arith.mulf %w0, %xc : f32
          %im1 = arith.subi %i, %c1 : index
          %ip1 = arith.addi %i, %c1 : index
          %jm1 = arith.subi %j, %c1 : index
          %jp1 = arith.addi %j, %c1 : index
          %km1 = arith.subi %k, %c1 : index
          %kp1 = arith.addi %k, %c1 : index
          %xm1 = memref.load %in[%k, %j, %im1] : memref<448x448x448xf32>
          %xp1 = memref.load %in[%k, %j, %ip1] : memref<448x448x448xf32>
          %ym1 = memref.load %in[%k, %jm1, %i] : memref<448x448x448xf32>
          %yp1 = memref.load %in[%k, %jp1, %i] : memref<448x448x448xf32>
          %zm1 = memref.load %in[%km1, %j, %i] : memref<448x448x448xf32>
          %zp1 = memref.load %in[%kp1, %j, %i] : memref<448x448x448xf32>
          %sx1 = arith.addf %xm1, %xp1 : f32
          %sy1 = arith.addf %ym1, %yp1 : f32
          %sz1 = arith.addf %zm1, %zp1 : f32
          %sxy1 = arith.addf %sx1, %sy1 : f32
          %s1 = arith.addf %sxy1, %sz1 : f32
          %t1 = arith.mulf %w1, %s1 : f32
          %acc1 = arith.addf %acc0, %t1 : f32
          memref.store %acc1, %out[%k, %j, %i] : memref<448x448x448xf32>
        }
      }
      scf.reduce
    }
    return
  }
}
