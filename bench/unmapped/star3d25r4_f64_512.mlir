// The unmapped form of bench/kernels/star3d25r4_f64_512.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @star3d25r4_f64(%in: memref<512x512x512xf64>, %out: memref<512x512x512xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 512 : index
    %wny = arith.constant 512 : index
    %wnx = arith.constant 512 : index
    scf.parallel (%k, %j, %i) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %cR = arith.constant 4 : index
      %cNR = arith.constant 508 : index
      %gei = arith.cmpi sge, %i, %cR : index
      %lti = arith.cmpi slt, %i, %cNR : index
      %gej = arith.cmpi sge, %j, %cR : index
      %ltj = arith.cmpi slt, %j, %cNR : index
      %gek = arith.cmpi sge, %k, %cR : index
      %ltk = arith.cmpi slt, %k, %cNR : index
      %p0 = arith.andi %gei, %lti : i1
      %p1 = arith.andi %p0, %gej : i1
      %p2 = arith.andi %p1, %ltj : i1
      %p3 = arith.andi %p2, %gek : i1
      %p4 = arith.andi %p3, %ltk : i1
      scf.if %p4 {
        %v0 = memref.load %in[%k, %j, %i] : memref<512x512x512xf64>
        %w = arith.constant 0.1 : f64
        %c1 = arith.constant 1 : index
        %im1 = arith.subi %i, %c1 : index
        %x1 = memref.load %in[%k, %j, %im1] : memref<512x512x512xf64>
        %s1 = arith.addf %v0, %x1 : f64
        %ip1 = arith.addi %i, %c1 : index
        %x2 = memref.load %in[%k, %j, %ip1] : memref<512x512x512xf64>
        %s2 = arith.addf %s1, %x2 : f64
        %jm1 = arith.subi %j, %c1 : index
        %x3 = memref.load %in[%k, %jm1, %i] : memref<512x512x512xf64>
        %s3 = arith.addf %s2, %x3 : f64
        %jp1 = arith.addi %j, %c1 : index
        %x4 = memref.load %in[%k, %jp1, %i] : memref<512x512x512xf64>
        %s4 = arith.addf %s3, %x4 : f64
        %km1 = arith.subi %k, %c1 : index
        %x5 = memref.load %in[%km1, %j, %i] : memref<512x512x512xf64>
        %s5 = arith.addf %s4, %x5 : f64
        %kp1 = arith.addi %k, %c1 : index
        %x6 = memref.load %in[%kp1, %j, %i] : memref<512x512x512xf64>
        %s6 = arith.addf %s5, %x6 : f64
        %c2 = arith.constant 2 : index
        %im2 = arith.subi %i, %c2 : index
        %x7 = memref.load %in[%k, %j, %im2] : memref<512x512x512xf64>
        %s7 = arith.addf %s6, %x7 : f64
        %ip2 = arith.addi %i, %c2 : index
        %x8 = memref.load %in[%k, %j, %ip2] : memref<512x512x512xf64>
        %s8 = arith.addf %s7, %x8 : f64
        %jm2 = arith.subi %j, %c2 : index
        %x9 = memref.load %in[%k, %jm2, %i] : memref<512x512x512xf64>
        %s9 = arith.addf %s8, %x9 : f64
        %jp2 = arith.addi %j, %c2 : index
        %x10 = memref.load %in[%k, %jp2, %i] : memref<512x512x512xf64>
        %s10 = arith.addf %s9, %x10 : f64
        %km2 = arith.subi %k, %c2 : index
        %x11 = memref.load %in[%km2, %j, %i] : memref<512x512x512xf64>
        %s11 = arith.addf %s10, %x11 : f64
        %kp2 = arith.addi %k, %c2 : index
        %x12 = memref.load %in[%kp2, %j, %i] : memref<512x512x512xf64>
        %s12 = arith.addf %s11, %x12 : f64
        %c3 = arith.constant 3 : index
        %im3 = arith.subi %i, %c3 : index
        %x13 = memref.load %in[%k, %j, %im3] : memref<512x512x512xf64>
        %s13 = arith.addf %s12, %x13 : f64
        %ip3 = arith.addi %i, %c3 : index
        %x14 = memref.load %in[%k, %j, %ip3] : memref<512x512x512xf64>
        %s14 = arith.addf %s13, %x14 : f64
        %jm3 = arith.subi %j, %c3 : index
        %x15 = memref.load %in[%k, %jm3, %i] : memref<512x512x512xf64>
        %s15 = arith.addf %s14, %x15 : f64
        %jp3 = arith.addi %j, %c3 : index
        %x16 = memref.load %in[%k, %jp3, %i] : memref<512x512x512xf64>
        %s16 = arith.addf %s15, %x16 : f64
        %km3 = arith.subi %k, %c3 : index
        %x17 = memref.load %in[%km3, %j, %i] : memref<512x512x512xf64>
        %s17 = arith.addf %s16, %x17 : f64
        %kp3 = arith.addi %k, %c3 : index
        %x18 = memref.load %in[%kp3, %j, %i] : memref<512x512x512xf64>
        %s18 = arith.addf %s17, %x18 : f64
        %c4 = arith.constant 4 : index
        %im4 = arith.subi %i, %c4 : index
        %x19 = memref.load %in[%k, %j, %im4] : memref<512x512x512xf64>
        %s19 = arith.addf %s18, %x19 : f64
        %ip4 = arith.addi %i, %c4 : index
        %x20 = memref.load %in[%k, %j, %ip4] : memref<512x512x512xf64>
        %s20 = arith.addf %s19, %x20 : f64
        %jm4 = arith.subi %j, %c4 : index
        %x21 = memref.load %in[%k, %jm4, %i] : memref<512x512x512xf64>
        %s21 = arith.addf %s20, %x21 : f64
        %jp4 = arith.addi %j, %c4 : index
        %x22 = memref.load %in[%k, %jp4, %i] : memref<512x512x512xf64>
        %s22 = arith.addf %s21, %x22 : f64
        %km4 = arith.subi %k, %c4 : index
        %x23 = memref.load %in[%km4, %j, %i] : memref<512x512x512xf64>
        %s23 = arith.addf %s22, %x23 : f64
        %kp4 = arith.addi %k, %c4 : index
        %x24 = memref.load %in[%kp4, %j, %i] : memref<512x512x512xf64>
        %s24 = arith.addf %s23, %x24 : f64
        %res = arith.mulf %s24, %w : f64
        memref.store %res, %out[%k, %j, %i] : memref<512x512x512xf64>
      }
      scf.reduce
    }
    return
  }
}
