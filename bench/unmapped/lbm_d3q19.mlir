// The unmapped form of bench/groundtruth/kernels/lbm_d3q19.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @lbm_d3q19_pull_copy_periodic(%src: memref<19x192x192x192xf64>, %dst: memref<19x192x192x192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 192 : index
    %wny = arith.constant 192 : index
    %wnx = arith.constant 192 : index
    scf.parallel (%z, %y, %x) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cN = arith.constant 192 : index
      %cNm1 = arith.constant 191 : index
      %q0 = arith.constant 0 : index
      %q1 = arith.constant 1 : index
      %q2 = arith.constant 2 : index
      %q3 = arith.constant 3 : index
      %q4 = arith.constant 4 : index
      %q5 = arith.constant 5 : index
      %q6 = arith.constant 6 : index
      %q7 = arith.constant 7 : index
      %q8 = arith.constant 8 : index
      %q9 = arith.constant 9 : index
      %q10 = arith.constant 10 : index
      %q11 = arith.constant 11 : index
      %q12 = arith.constant 12 : index
      %q13 = arith.constant 13 : index
      %q14 = arith.constant 14 : index
      %q15 = arith.constant 15 : index
      %q16 = arith.constant 16 : index
      %q17 = arith.constant 17 : index
      %q18 = arith.constant 18 : index
      %lt_x = arith.cmpi slt, %x, %cN : index
      %lt_y = arith.cmpi slt, %y, %cN : index
      %lt_z = arith.cmpi slt, %z, %cN : index
      %p0 = arith.andi %lt_x, %lt_y : i1
      %p1 = arith.andi %p0, %lt_z : i1
      scf.if %p1 {
        %xa = arith.addi %x, %cNm1 : index
        %sxm = arith.remui %xa, %cN : index
        %xb = arith.addi %x, %c1 : index
        %sxp = arith.remui %xb, %cN : index
        %ya = arith.addi %y, %cNm1 : index
        %sym = arith.remui %ya, %cN : index
        %yb = arith.addi %y, %c1 : index
        %syp = arith.remui %yb, %cN : index
        %za = arith.addi %z, %cNm1 : index
        %szm = arith.remui %za, %cN : index
        %zb = arith.addi %z, %c1 : index
        %szp = arith.remui %zb, %cN : index
        %f0 = memref.load %src[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        %f1 = memref.load %src[%q1, %z, %y, %sxm] : memref<19x192x192x192xf64>
        %f2 = memref.load %src[%q2, %z, %y, %sxp] : memref<19x192x192x192xf64>
        %f3 = memref.load %src[%q3, %z, %sym, %x] : memref<19x192x192x192xf64>
        %f4 = memref.load %src[%q4, %z, %syp, %x] : memref<19x192x192x192xf64>
        %f5 = memref.load %src[%q5, %szm, %y, %x] : memref<19x192x192x192xf64>
        %f6 = memref.load %src[%q6, %szp, %y, %x] : memref<19x192x192x192xf64>
        %f7 = memref.load %src[%q7, %z, %sym, %sxm] : memref<19x192x192x192xf64>
        %f8 = memref.load %src[%q8, %z, %syp, %sxp] : memref<19x192x192x192xf64>
        %f9 = memref.load %src[%q9, %z, %syp, %sxm] : memref<19x192x192x192xf64>
        %f10 = memref.load %src[%q10, %z, %sym, %sxp] : memref<19x192x192x192xf64>
        %f11 = memref.load %src[%q11, %szm, %y, %sxm] : memref<19x192x192x192xf64>
        %f12 = memref.load %src[%q12, %szp, %y, %sxp] : memref<19x192x192x192xf64>
        %f13 = memref.load %src[%q13, %szp, %y, %sxm] : memref<19x192x192x192xf64>
        %f14 = memref.load %src[%q14, %szm, %y, %sxp] : memref<19x192x192x192xf64>
        %f15 = memref.load %src[%q15, %szm, %sym, %x] : memref<19x192x192x192xf64>
        %f16 = memref.load %src[%q16, %szp, %syp, %x] : memref<19x192x192x192xf64>
        %f17 = memref.load %src[%q17, %szp, %sym, %x] : memref<19x192x192x192xf64>
        %f18 = memref.load %src[%q18, %szm, %syp, %x] : memref<19x192x192x192xf64>
        memref.store %f0, %dst[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f1, %dst[%q1, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f2, %dst[%q2, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f3, %dst[%q3, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f4, %dst[%q4, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f5, %dst[%q5, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f6, %dst[%q6, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f7, %dst[%q7, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f8, %dst[%q8, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f9, %dst[%q9, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f10, %dst[%q10, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f11, %dst[%q11, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f12, %dst[%q12, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f13, %dst[%q13, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f14, %dst[%q14, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f15, %dst[%q15, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f16, %dst[%q16, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f17, %dst[%q17, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f18, %dst[%q18, %z, %y, %x] : memref<19x192x192x192xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @lbm_d3q19_pull_bgk_periodic(%src: memref<19x192x192x192xf64>, %dst: memref<19x192x192x192xf64>, %omega: f64) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 192 : index
    %wny = arith.constant 192 : index
    %wnx = arith.constant 192 : index
    scf.parallel (%z, %y, %x) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cN = arith.constant 192 : index
      %cNm1 = arith.constant 191 : index
      %q0 = arith.constant 0 : index
      %q1 = arith.constant 1 : index
      %q2 = arith.constant 2 : index
      %q3 = arith.constant 3 : index
      %q4 = arith.constant 4 : index
      %q5 = arith.constant 5 : index
      %q6 = arith.constant 6 : index
      %q7 = arith.constant 7 : index
      %q8 = arith.constant 8 : index
      %q9 = arith.constant 9 : index
      %q10 = arith.constant 10 : index
      %q11 = arith.constant 11 : index
      %q12 = arith.constant 12 : index
      %q13 = arith.constant 13 : index
      %q14 = arith.constant 14 : index
      %q15 = arith.constant 15 : index
      %q16 = arith.constant 16 : index
      %q17 = arith.constant 17 : index
      %q18 = arith.constant 18 : index
      %lt_x = arith.cmpi slt, %x, %cN : index
      %lt_y = arith.cmpi slt, %y, %cN : index
      %lt_z = arith.cmpi slt, %z, %cN : index
      %p0 = arith.andi %lt_x, %lt_y : i1
      %p1 = arith.andi %p0, %lt_z : i1
      scf.if %p1 {
        %xa = arith.addi %x, %cNm1 : index
        %sxm = arith.remui %xa, %cN : index
        %xb = arith.addi %x, %c1 : index
        %sxp = arith.remui %xb, %cN : index
        %ya = arith.addi %y, %cNm1 : index
        %sym = arith.remui %ya, %cN : index
        %yb = arith.addi %y, %c1 : index
        %syp = arith.remui %yb, %cN : index
        %za = arith.addi %z, %cNm1 : index
        %szm = arith.remui %za, %cN : index
        %zb = arith.addi %z, %c1 : index
        %szp = arith.remui %zb, %cN : index
        %f0 = memref.load %src[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        %f1 = memref.load %src[%q1, %z, %y, %sxm] : memref<19x192x192x192xf64>
        %f2 = memref.load %src[%q2, %z, %y, %sxp] : memref<19x192x192x192xf64>
        %f3 = memref.load %src[%q3, %z, %sym, %x] : memref<19x192x192x192xf64>
        %f4 = memref.load %src[%q4, %z, %syp, %x] : memref<19x192x192x192xf64>
        %f5 = memref.load %src[%q5, %szm, %y, %x] : memref<19x192x192x192xf64>
        %f6 = memref.load %src[%q6, %szp, %y, %x] : memref<19x192x192x192xf64>
        %f7 = memref.load %src[%q7, %z, %sym, %sxm] : memref<19x192x192x192xf64>
        %f8 = memref.load %src[%q8, %z, %syp, %sxp] : memref<19x192x192x192xf64>
        %f9 = memref.load %src[%q9, %z, %syp, %sxm] : memref<19x192x192x192xf64>
        %f10 = memref.load %src[%q10, %z, %sym, %sxp] : memref<19x192x192x192xf64>
        %f11 = memref.load %src[%q11, %szm, %y, %sxm] : memref<19x192x192x192xf64>
        %f12 = memref.load %src[%q12, %szp, %y, %sxp] : memref<19x192x192x192xf64>
        %f13 = memref.load %src[%q13, %szp, %y, %sxm] : memref<19x192x192x192xf64>
        %f14 = memref.load %src[%q14, %szm, %y, %sxp] : memref<19x192x192x192xf64>
        %f15 = memref.load %src[%q15, %szm, %sym, %x] : memref<19x192x192x192xf64>
        %f16 = memref.load %src[%q16, %szp, %syp, %x] : memref<19x192x192x192xf64>
        %f17 = memref.load %src[%q17, %szp, %sym, %x] : memref<19x192x192x192xf64>
        %f18 = memref.load %src[%q18, %szm, %syp, %x] : memref<19x192x192x192xf64>
        %one = arith.constant 1.0 : f64
        %three = arith.constant 3.0 : f64
        %c45 = arith.constant 4.5 : f64
        %c15 = arith.constant 1.5 : f64
        %rho1 = arith.addf %f0, %f1 : f64
        %rho2 = arith.addf %rho1, %f2 : f64
        %rho3 = arith.addf %rho2, %f3 : f64
        %rho4 = arith.addf %rho3, %f4 : f64
        %rho5 = arith.addf %rho4, %f5 : f64
        %rho6 = arith.addf %rho5, %f6 : f64
        %rho7 = arith.addf %rho6, %f7 : f64
        %rho8 = arith.addf %rho7, %f8 : f64
        %rho9 = arith.addf %rho8, %f9 : f64
        %rho10 = arith.addf %rho9, %f10 : f64
        %rho11 = arith.addf %rho10, %f11 : f64
        %rho12 = arith.addf %rho11, %f12 : f64
        %rho13 = arith.addf %rho12, %f13 : f64
        %rho14 = arith.addf %rho13, %f14 : f64
        %rho15 = arith.addf %rho14, %f15 : f64
        %rho16 = arith.addf %rho15, %f16 : f64
        %rho17 = arith.addf %rho16, %f17 : f64
        %rho18 = arith.addf %rho17, %f18 : f64
        %jxp0 = arith.addf %f1, %f7 : f64
        %jxp1 = arith.addf %jxp0, %f9 : f64
        %jxp2 = arith.addf %jxp1, %f11 : f64
        %jxp3 = arith.addf %jxp2, %f13 : f64
        %jxm0 = arith.addf %f2, %f8 : f64
        %jxm1 = arith.addf %jxm0, %f10 : f64
        %jxm2 = arith.addf %jxm1, %f12 : f64
        %jxm3 = arith.addf %jxm2, %f14 : f64
        %jx = arith.subf %jxp3, %jxm3 : f64
        %jyp0 = arith.addf %f3, %f7 : f64
        %jyp1 = arith.addf %jyp0, %f10 : f64
        %jyp2 = arith.addf %jyp1, %f15 : f64
        %jyp3 = arith.addf %jyp2, %f17 : f64
        %jym0 = arith.addf %f4, %f8 : f64
        %jym1 = arith.addf %jym0, %f9 : f64
        %jym2 = arith.addf %jym1, %f16 : f64
        %jym3 = arith.addf %jym2, %f18 : f64
        %jy = arith.subf %jyp3, %jym3 : f64
        %jzp0 = arith.addf %f5, %f11 : f64
        %jzp1 = arith.addf %jzp0, %f14 : f64
        %jzp2 = arith.addf %jzp1, %f15 : f64
        %jzp3 = arith.addf %jzp2, %f18 : f64
        %jzm0 = arith.addf %f6, %f12 : f64
        %jzm1 = arith.addf %jzm0, %f13 : f64
        %jzm2 = arith.addf %jzm1, %f16 : f64
        %jzm3 = arith.addf %jzm2, %f17 : f64
        %jz = arith.subf %jzp3, %jzm3 : f64
        %inv = arith.divf %one, %rho18 : f64
        %ux = arith.mulf %jx, %inv : f64
        %uy = arith.mulf %jy, %inv : f64
        %uz = arith.mulf %jz, %inv : f64
        %uxx = arith.mulf %ux, %ux : f64
        %uyy = arith.mulf %uy, %uy : f64
        %uzz = arith.mulf %uz, %uz : f64
        %usq0 = arith.addf %uxx, %uyy : f64
        %usq = arith.addf %usq0, %uzz : f64
        %usq15 = arith.mulf %c15, %usq : f64
        %wq0 = arith.constant 0.3333333333333333 : f64
        %wr0 = arith.mulf %wq0, %rho18 : f64
        %br_0 = arith.subf %one, %usq15 : f64
        %feq0 = arith.mulf %wr0, %br_0 : f64
        %df0 = arith.subf %feq0, %f0 : f64
        %od0 = arith.mulf %omega, %df0 : f64
        %n0 = arith.addf %f0, %od0 : f64
        memref.store %n0, %dst[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq1 = arith.constant 0.05555555555555555 : f64
        %wr1 = arith.mulf %wq1, %rho18 : f64
        %lin_1 = arith.mulf %three, %ux : f64
        %lin1_1 = arith.addf %one, %lin_1 : f64
        %hq_1 = arith.mulf %c45, %ux : f64
        %quad_1 = arith.mulf %hq_1, %ux : f64
        %poly_1 = arith.addf %lin1_1, %quad_1 : f64
        %br_1 = arith.subf %poly_1, %usq15 : f64
        %feq1 = arith.mulf %wr1, %br_1 : f64
        %df1 = arith.subf %feq1, %f1 : f64
        %od1 = arith.mulf %omega, %df1 : f64
        %n1 = arith.addf %f1, %od1 : f64
        memref.store %n1, %dst[%q1, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq2 = arith.constant 0.05555555555555555 : f64
        %wr2 = arith.mulf %wq2, %rho18 : f64
        %cu2_x = arith.negf %ux : f64
        %lin_2 = arith.mulf %three, %cu2_x : f64
        %lin1_2 = arith.addf %one, %lin_2 : f64
        %hq_2 = arith.mulf %c45, %cu2_x : f64
        %quad_2 = arith.mulf %hq_2, %cu2_x : f64
        %poly_2 = arith.addf %lin1_2, %quad_2 : f64
        %br_2 = arith.subf %poly_2, %usq15 : f64
        %feq2 = arith.mulf %wr2, %br_2 : f64
        %df2 = arith.subf %feq2, %f2 : f64
        %od2 = arith.mulf %omega, %df2 : f64
        %n2 = arith.addf %f2, %od2 : f64
        memref.store %n2, %dst[%q2, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq3 = arith.constant 0.05555555555555555 : f64
        %wr3 = arith.mulf %wq3, %rho18 : f64
        %lin_3 = arith.mulf %three, %uy : f64
        %lin1_3 = arith.addf %one, %lin_3 : f64
        %hq_3 = arith.mulf %c45, %uy : f64
        %quad_3 = arith.mulf %hq_3, %uy : f64
        %poly_3 = arith.addf %lin1_3, %quad_3 : f64
        %br_3 = arith.subf %poly_3, %usq15 : f64
        %feq3 = arith.mulf %wr3, %br_3 : f64
        %df3 = arith.subf %feq3, %f3 : f64
        %od3 = arith.mulf %omega, %df3 : f64
        %n3 = arith.addf %f3, %od3 : f64
        memref.store %n3, %dst[%q3, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq4 = arith.constant 0.05555555555555555 : f64
        %wr4 = arith.mulf %wq4, %rho18 : f64
        %cu4_y = arith.negf %uy : f64
        %lin_4 = arith.mulf %three, %cu4_y : f64
        %lin1_4 = arith.addf %one, %lin_4 : f64
        %hq_4 = arith.mulf %c45, %cu4_y : f64
        %quad_4 = arith.mulf %hq_4, %cu4_y : f64
        %poly_4 = arith.addf %lin1_4, %quad_4 : f64
        %br_4 = arith.subf %poly_4, %usq15 : f64
        %feq4 = arith.mulf %wr4, %br_4 : f64
        %df4 = arith.subf %feq4, %f4 : f64
        %od4 = arith.mulf %omega, %df4 : f64
        %n4 = arith.addf %f4, %od4 : f64
        memref.store %n4, %dst[%q4, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq5 = arith.constant 0.05555555555555555 : f64
        %wr5 = arith.mulf %wq5, %rho18 : f64
        %lin_5 = arith.mulf %three, %uz : f64
        %lin1_5 = arith.addf %one, %lin_5 : f64
        %hq_5 = arith.mulf %c45, %uz : f64
        %quad_5 = arith.mulf %hq_5, %uz : f64
        %poly_5 = arith.addf %lin1_5, %quad_5 : f64
        %br_5 = arith.subf %poly_5, %usq15 : f64
        %feq5 = arith.mulf %wr5, %br_5 : f64
        %df5 = arith.subf %feq5, %f5 : f64
        %od5 = arith.mulf %omega, %df5 : f64
        %n5 = arith.addf %f5, %od5 : f64
        memref.store %n5, %dst[%q5, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq6 = arith.constant 0.05555555555555555 : f64
        %wr6 = arith.mulf %wq6, %rho18 : f64
        %cu6_z = arith.negf %uz : f64
        %lin_6 = arith.mulf %three, %cu6_z : f64
        %lin1_6 = arith.addf %one, %lin_6 : f64
        %hq_6 = arith.mulf %c45, %cu6_z : f64
        %quad_6 = arith.mulf %hq_6, %cu6_z : f64
        %poly_6 = arith.addf %lin1_6, %quad_6 : f64
        %br_6 = arith.subf %poly_6, %usq15 : f64
        %feq6 = arith.mulf %wr6, %br_6 : f64
        %df6 = arith.subf %feq6, %f6 : f64
        %od6 = arith.mulf %omega, %df6 : f64
        %n6 = arith.addf %f6, %od6 : f64
        memref.store %n6, %dst[%q6, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq7 = arith.constant 0.027777777777777776 : f64
        %wr7 = arith.mulf %wq7, %rho18 : f64
        %cu7_y = arith.addf %ux, %uy : f64
        %lin_7 = arith.mulf %three, %cu7_y : f64
        %lin1_7 = arith.addf %one, %lin_7 : f64
        %hq_7 = arith.mulf %c45, %cu7_y : f64
        %quad_7 = arith.mulf %hq_7, %cu7_y : f64
        %poly_7 = arith.addf %lin1_7, %quad_7 : f64
        %br_7 = arith.subf %poly_7, %usq15 : f64
        %feq7 = arith.mulf %wr7, %br_7 : f64
        %df7 = arith.subf %feq7, %f7 : f64
        %od7 = arith.mulf %omega, %df7 : f64
        %n7 = arith.addf %f7, %od7 : f64
        memref.store %n7, %dst[%q7, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq8 = arith.constant 0.027777777777777776 : f64
        %wr8 = arith.mulf %wq8, %rho18 : f64
        %cu8_x = arith.negf %ux : f64
        %cu8_y = arith.subf %cu8_x, %uy : f64
        %lin_8 = arith.mulf %three, %cu8_y : f64
        %lin1_8 = arith.addf %one, %lin_8 : f64
        %hq_8 = arith.mulf %c45, %cu8_y : f64
        %quad_8 = arith.mulf %hq_8, %cu8_y : f64
        %poly_8 = arith.addf %lin1_8, %quad_8 : f64
        %br_8 = arith.subf %poly_8, %usq15 : f64
        %feq8 = arith.mulf %wr8, %br_8 : f64
        %df8 = arith.subf %feq8, %f8 : f64
        %od8 = arith.mulf %omega, %df8 : f64
        %n8 = arith.addf %f8, %od8 : f64
        memref.store %n8, %dst[%q8, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq9 = arith.constant 0.027777777777777776 : f64
        %wr9 = arith.mulf %wq9, %rho18 : f64
        %cu9_y = arith.subf %ux, %uy : f64
        %lin_9 = arith.mulf %three, %cu9_y : f64
        %lin1_9 = arith.addf %one, %lin_9 : f64
        %hq_9 = arith.mulf %c45, %cu9_y : f64
        %quad_9 = arith.mulf %hq_9, %cu9_y : f64
        %poly_9 = arith.addf %lin1_9, %quad_9 : f64
        %br_9 = arith.subf %poly_9, %usq15 : f64
        %feq9 = arith.mulf %wr9, %br_9 : f64
        %df9 = arith.subf %feq9, %f9 : f64
        %od9 = arith.mulf %omega, %df9 : f64
        %n9 = arith.addf %f9, %od9 : f64
        memref.store %n9, %dst[%q9, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq10 = arith.constant 0.027777777777777776 : f64
        %wr10 = arith.mulf %wq10, %rho18 : f64
        %cu10_x = arith.negf %ux : f64
        %cu10_y = arith.addf %cu10_x, %uy : f64
        %lin_10 = arith.mulf %three, %cu10_y : f64
        %lin1_10 = arith.addf %one, %lin_10 : f64
        %hq_10 = arith.mulf %c45, %cu10_y : f64
        %quad_10 = arith.mulf %hq_10, %cu10_y : f64
        %poly_10 = arith.addf %lin1_10, %quad_10 : f64
        %br_10 = arith.subf %poly_10, %usq15 : f64
        %feq10 = arith.mulf %wr10, %br_10 : f64
        %df10 = arith.subf %feq10, %f10 : f64
        %od10 = arith.mulf %omega, %df10 : f64
        %n10 = arith.addf %f10, %od10 : f64
        memref.store %n10, %dst[%q10, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq11 = arith.constant 0.027777777777777776 : f64
        %wr11 = arith.mulf %wq11, %rho18 : f64
        %cu11_z = arith.addf %ux, %uz : f64
        %lin_11 = arith.mulf %three, %cu11_z : f64
        %lin1_11 = arith.addf %one, %lin_11 : f64
        %hq_11 = arith.mulf %c45, %cu11_z : f64
        %quad_11 = arith.mulf %hq_11, %cu11_z : f64
        %poly_11 = arith.addf %lin1_11, %quad_11 : f64
        %br_11 = arith.subf %poly_11, %usq15 : f64
        %feq11 = arith.mulf %wr11, %br_11 : f64
        %df11 = arith.subf %feq11, %f11 : f64
        %od11 = arith.mulf %omega, %df11 : f64
        %n11 = arith.addf %f11, %od11 : f64
        memref.store %n11, %dst[%q11, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq12 = arith.constant 0.027777777777777776 : f64
        %wr12 = arith.mulf %wq12, %rho18 : f64
        %cu12_x = arith.negf %ux : f64
        %cu12_z = arith.subf %cu12_x, %uz : f64
        %lin_12 = arith.mulf %three, %cu12_z : f64
        %lin1_12 = arith.addf %one, %lin_12 : f64
        %hq_12 = arith.mulf %c45, %cu12_z : f64
        %quad_12 = arith.mulf %hq_12, %cu12_z : f64
        %poly_12 = arith.addf %lin1_12, %quad_12 : f64
        %br_12 = arith.subf %poly_12, %usq15 : f64
        %feq12 = arith.mulf %wr12, %br_12 : f64
        %df12 = arith.subf %feq12, %f12 : f64
        %od12 = arith.mulf %omega, %df12 : f64
        %n12 = arith.addf %f12, %od12 : f64
        memref.store %n12, %dst[%q12, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq13 = arith.constant 0.027777777777777776 : f64
        %wr13 = arith.mulf %wq13, %rho18 : f64
        %cu13_z = arith.subf %ux, %uz : f64
        %lin_13 = arith.mulf %three, %cu13_z : f64
        %lin1_13 = arith.addf %one, %lin_13 : f64
        %hq_13 = arith.mulf %c45, %cu13_z : f64
        %quad_13 = arith.mulf %hq_13, %cu13_z : f64
        %poly_13 = arith.addf %lin1_13, %quad_13 : f64
        %br_13 = arith.subf %poly_13, %usq15 : f64
        %feq13 = arith.mulf %wr13, %br_13 : f64
        %df13 = arith.subf %feq13, %f13 : f64
        %od13 = arith.mulf %omega, %df13 : f64
        %n13 = arith.addf %f13, %od13 : f64
        memref.store %n13, %dst[%q13, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq14 = arith.constant 0.027777777777777776 : f64
        %wr14 = arith.mulf %wq14, %rho18 : f64
        %cu14_x = arith.negf %ux : f64
        %cu14_z = arith.addf %cu14_x, %uz : f64
        %lin_14 = arith.mulf %three, %cu14_z : f64
        %lin1_14 = arith.addf %one, %lin_14 : f64
        %hq_14 = arith.mulf %c45, %cu14_z : f64
        %quad_14 = arith.mulf %hq_14, %cu14_z : f64
        %poly_14 = arith.addf %lin1_14, %quad_14 : f64
        %br_14 = arith.subf %poly_14, %usq15 : f64
        %feq14 = arith.mulf %wr14, %br_14 : f64
        %df14 = arith.subf %feq14, %f14 : f64
        %od14 = arith.mulf %omega, %df14 : f64
        %n14 = arith.addf %f14, %od14 : f64
        memref.store %n14, %dst[%q14, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq15 = arith.constant 0.027777777777777776 : f64
        %wr15 = arith.mulf %wq15, %rho18 : f64
        %cu15_z = arith.addf %uy, %uz : f64
        %lin_15 = arith.mulf %three, %cu15_z : f64
        %lin1_15 = arith.addf %one, %lin_15 : f64
        %hq_15 = arith.mulf %c45, %cu15_z : f64
        %quad_15 = arith.mulf %hq_15, %cu15_z : f64
        %poly_15 = arith.addf %lin1_15, %quad_15 : f64
        %br_15 = arith.subf %poly_15, %usq15 : f64
        %feq15 = arith.mulf %wr15, %br_15 : f64
        %df15 = arith.subf %feq15, %f15 : f64
        %od15 = arith.mulf %omega, %df15 : f64
        %n15 = arith.addf %f15, %od15 : f64
        memref.store %n15, %dst[%q15, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq16 = arith.constant 0.027777777777777776 : f64
        %wr16 = arith.mulf %wq16, %rho18 : f64
        %cu16_y = arith.negf %uy : f64
        %cu16_z = arith.subf %cu16_y, %uz : f64
        %lin_16 = arith.mulf %three, %cu16_z : f64
        %lin1_16 = arith.addf %one, %lin_16 : f64
        %hq_16 = arith.mulf %c45, %cu16_z : f64
        %quad_16 = arith.mulf %hq_16, %cu16_z : f64
        %poly_16 = arith.addf %lin1_16, %quad_16 : f64
        %br_16 = arith.subf %poly_16, %usq15 : f64
        %feq16 = arith.mulf %wr16, %br_16 : f64
        %df16 = arith.subf %feq16, %f16 : f64
        %od16 = arith.mulf %omega, %df16 : f64
        %n16 = arith.addf %f16, %od16 : f64
        memref.store %n16, %dst[%q16, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq17 = arith.constant 0.027777777777777776 : f64
        %wr17 = arith.mulf %wq17, %rho18 : f64
        %cu17_z = arith.subf %uy, %uz : f64
        %lin_17 = arith.mulf %three, %cu17_z : f64
        %lin1_17 = arith.addf %one, %lin_17 : f64
        %hq_17 = arith.mulf %c45, %cu17_z : f64
        %quad_17 = arith.mulf %hq_17, %cu17_z : f64
        %poly_17 = arith.addf %lin1_17, %quad_17 : f64
        %br_17 = arith.subf %poly_17, %usq15 : f64
        %feq17 = arith.mulf %wr17, %br_17 : f64
        %df17 = arith.subf %feq17, %f17 : f64
        %od17 = arith.mulf %omega, %df17 : f64
        %n17 = arith.addf %f17, %od17 : f64
        memref.store %n17, %dst[%q17, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq18 = arith.constant 0.027777777777777776 : f64
        %wr18 = arith.mulf %wq18, %rho18 : f64
        %cu18_y = arith.negf %uy : f64
        %cu18_z = arith.addf %cu18_y, %uz : f64
        %lin_18 = arith.mulf %three, %cu18_z : f64
        %lin1_18 = arith.addf %one, %lin_18 : f64
        %hq_18 = arith.mulf %c45, %cu18_z : f64
        %quad_18 = arith.mulf %hq_18, %cu18_z : f64
        %poly_18 = arith.addf %lin1_18, %quad_18 : f64
        %br_18 = arith.subf %poly_18, %usq15 : f64
        %feq18 = arith.mulf %wr18, %br_18 : f64
        %df18 = arith.subf %feq18, %f18 : f64
        %od18 = arith.mulf %omega, %df18 : f64
        %n18 = arith.addf %f18, %od18 : f64
        memref.store %n18, %dst[%q18, %z, %y, %x] : memref<19x192x192x192xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @lbm_d3q19_pull_copy_interior(%src: memref<19x192x192x192xf64>, %dst: memref<19x192x192x192xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 192 : index
    %wny = arith.constant 192 : index
    %wnx = arith.constant 192 : index
    scf.parallel (%z, %y, %x) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cN = arith.constant 192 : index
      %cNm1 = arith.constant 191 : index
      %q0 = arith.constant 0 : index
      %q1 = arith.constant 1 : index
      %q2 = arith.constant 2 : index
      %q3 = arith.constant 3 : index
      %q4 = arith.constant 4 : index
      %q5 = arith.constant 5 : index
      %q6 = arith.constant 6 : index
      %q7 = arith.constant 7 : index
      %q8 = arith.constant 8 : index
      %q9 = arith.constant 9 : index
      %q10 = arith.constant 10 : index
      %q11 = arith.constant 11 : index
      %q12 = arith.constant 12 : index
      %q13 = arith.constant 13 : index
      %q14 = arith.constant 14 : index
      %q15 = arith.constant 15 : index
      %q16 = arith.constant 16 : index
      %q17 = arith.constant 17 : index
      %q18 = arith.constant 18 : index
      %ge_x = arith.cmpi sge, %x, %c1 : index
      %lt_x = arith.cmpi slt, %x, %cNm1 : index
      %ge_y = arith.cmpi sge, %y, %c1 : index
      %lt_y = arith.cmpi slt, %y, %cNm1 : index
      %ge_z = arith.cmpi sge, %z, %c1 : index
      %lt_z = arith.cmpi slt, %z, %cNm1 : index
      %p0 = arith.andi %ge_x, %lt_x : i1
      %p1 = arith.andi %p0, %ge_y : i1
      %p2 = arith.andi %p1, %lt_y : i1
      %p3 = arith.andi %p2, %ge_z : i1
      %p4 = arith.andi %p3, %lt_z : i1
      scf.if %p4 {
        %sxm = arith.subi %x, %c1 : index
        %sxp = arith.addi %x, %c1 : index
        %sym = arith.subi %y, %c1 : index
        %syp = arith.addi %y, %c1 : index
        %szm = arith.subi %z, %c1 : index
        %szp = arith.addi %z, %c1 : index
        %f0 = memref.load %src[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        %f1 = memref.load %src[%q1, %z, %y, %sxm] : memref<19x192x192x192xf64>
        %f2 = memref.load %src[%q2, %z, %y, %sxp] : memref<19x192x192x192xf64>
        %f3 = memref.load %src[%q3, %z, %sym, %x] : memref<19x192x192x192xf64>
        %f4 = memref.load %src[%q4, %z, %syp, %x] : memref<19x192x192x192xf64>
        %f5 = memref.load %src[%q5, %szm, %y, %x] : memref<19x192x192x192xf64>
        %f6 = memref.load %src[%q6, %szp, %y, %x] : memref<19x192x192x192xf64>
        %f7 = memref.load %src[%q7, %z, %sym, %sxm] : memref<19x192x192x192xf64>
        %f8 = memref.load %src[%q8, %z, %syp, %sxp] : memref<19x192x192x192xf64>
        %f9 = memref.load %src[%q9, %z, %syp, %sxm] : memref<19x192x192x192xf64>
        %f10 = memref.load %src[%q10, %z, %sym, %sxp] : memref<19x192x192x192xf64>
        %f11 = memref.load %src[%q11, %szm, %y, %sxm] : memref<19x192x192x192xf64>
        %f12 = memref.load %src[%q12, %szp, %y, %sxp] : memref<19x192x192x192xf64>
        %f13 = memref.load %src[%q13, %szp, %y, %sxm] : memref<19x192x192x192xf64>
        %f14 = memref.load %src[%q14, %szm, %y, %sxp] : memref<19x192x192x192xf64>
        %f15 = memref.load %src[%q15, %szm, %sym, %x] : memref<19x192x192x192xf64>
        %f16 = memref.load %src[%q16, %szp, %syp, %x] : memref<19x192x192x192xf64>
        %f17 = memref.load %src[%q17, %szp, %sym, %x] : memref<19x192x192x192xf64>
        %f18 = memref.load %src[%q18, %szm, %syp, %x] : memref<19x192x192x192xf64>
        memref.store %f0, %dst[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f1, %dst[%q1, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f2, %dst[%q2, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f3, %dst[%q3, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f4, %dst[%q4, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f5, %dst[%q5, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f6, %dst[%q6, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f7, %dst[%q7, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f8, %dst[%q8, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f9, %dst[%q9, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f10, %dst[%q10, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f11, %dst[%q11, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f12, %dst[%q12, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f13, %dst[%q13, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f14, %dst[%q14, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f15, %dst[%q15, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f16, %dst[%q16, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f17, %dst[%q17, %z, %y, %x] : memref<19x192x192x192xf64>
        memref.store %f18, %dst[%q18, %z, %y, %x] : memref<19x192x192x192xf64>
      }
      scf.reduce
    }
    return
  }
  func.func @lbm_d3q19_pull_bgk_interior(%src: memref<19x192x192x192xf64>, %dst: memref<19x192x192x192xf64>, %omega: f64) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 192 : index
    %wny = arith.constant 192 : index
    %wnx = arith.constant 192 : index
    scf.parallel (%z, %y, %x) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %cN = arith.constant 192 : index
      %cNm1 = arith.constant 191 : index
      %q0 = arith.constant 0 : index
      %q1 = arith.constant 1 : index
      %q2 = arith.constant 2 : index
      %q3 = arith.constant 3 : index
      %q4 = arith.constant 4 : index
      %q5 = arith.constant 5 : index
      %q6 = arith.constant 6 : index
      %q7 = arith.constant 7 : index
      %q8 = arith.constant 8 : index
      %q9 = arith.constant 9 : index
      %q10 = arith.constant 10 : index
      %q11 = arith.constant 11 : index
      %q12 = arith.constant 12 : index
      %q13 = arith.constant 13 : index
      %q14 = arith.constant 14 : index
      %q15 = arith.constant 15 : index
      %q16 = arith.constant 16 : index
      %q17 = arith.constant 17 : index
      %q18 = arith.constant 18 : index
      %ge_x = arith.cmpi sge, %x, %c1 : index
      %lt_x = arith.cmpi slt, %x, %cNm1 : index
      %ge_y = arith.cmpi sge, %y, %c1 : index
      %lt_y = arith.cmpi slt, %y, %cNm1 : index
      %ge_z = arith.cmpi sge, %z, %c1 : index
      %lt_z = arith.cmpi slt, %z, %cNm1 : index
      %p0 = arith.andi %ge_x, %lt_x : i1
      %p1 = arith.andi %p0, %ge_y : i1
      %p2 = arith.andi %p1, %lt_y : i1
      %p3 = arith.andi %p2, %ge_z : i1
      %p4 = arith.andi %p3, %lt_z : i1
      scf.if %p4 {
        %sxm = arith.subi %x, %c1 : index
        %sxp = arith.addi %x, %c1 : index
        %sym = arith.subi %y, %c1 : index
        %syp = arith.addi %y, %c1 : index
        %szm = arith.subi %z, %c1 : index
        %szp = arith.addi %z, %c1 : index
        %f0 = memref.load %src[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        %f1 = memref.load %src[%q1, %z, %y, %sxm] : memref<19x192x192x192xf64>
        %f2 = memref.load %src[%q2, %z, %y, %sxp] : memref<19x192x192x192xf64>
        %f3 = memref.load %src[%q3, %z, %sym, %x] : memref<19x192x192x192xf64>
        %f4 = memref.load %src[%q4, %z, %syp, %x] : memref<19x192x192x192xf64>
        %f5 = memref.load %src[%q5, %szm, %y, %x] : memref<19x192x192x192xf64>
        %f6 = memref.load %src[%q6, %szp, %y, %x] : memref<19x192x192x192xf64>
        %f7 = memref.load %src[%q7, %z, %sym, %sxm] : memref<19x192x192x192xf64>
        %f8 = memref.load %src[%q8, %z, %syp, %sxp] : memref<19x192x192x192xf64>
        %f9 = memref.load %src[%q9, %z, %syp, %sxm] : memref<19x192x192x192xf64>
        %f10 = memref.load %src[%q10, %z, %sym, %sxp] : memref<19x192x192x192xf64>
        %f11 = memref.load %src[%q11, %szm, %y, %sxm] : memref<19x192x192x192xf64>
        %f12 = memref.load %src[%q12, %szp, %y, %sxp] : memref<19x192x192x192xf64>
        %f13 = memref.load %src[%q13, %szp, %y, %sxm] : memref<19x192x192x192xf64>
        %f14 = memref.load %src[%q14, %szm, %y, %sxp] : memref<19x192x192x192xf64>
        %f15 = memref.load %src[%q15, %szm, %sym, %x] : memref<19x192x192x192xf64>
        %f16 = memref.load %src[%q16, %szp, %syp, %x] : memref<19x192x192x192xf64>
        %f17 = memref.load %src[%q17, %szp, %sym, %x] : memref<19x192x192x192xf64>
        %f18 = memref.load %src[%q18, %szm, %syp, %x] : memref<19x192x192x192xf64>
        %one = arith.constant 1.0 : f64
        %three = arith.constant 3.0 : f64
        %c45 = arith.constant 4.5 : f64
        %c15 = arith.constant 1.5 : f64
        %rho1 = arith.addf %f0, %f1 : f64
        %rho2 = arith.addf %rho1, %f2 : f64
        %rho3 = arith.addf %rho2, %f3 : f64
        %rho4 = arith.addf %rho3, %f4 : f64
        %rho5 = arith.addf %rho4, %f5 : f64
        %rho6 = arith.addf %rho5, %f6 : f64
        %rho7 = arith.addf %rho6, %f7 : f64
        %rho8 = arith.addf %rho7, %f8 : f64
        %rho9 = arith.addf %rho8, %f9 : f64
        %rho10 = arith.addf %rho9, %f10 : f64
        %rho11 = arith.addf %rho10, %f11 : f64
        %rho12 = arith.addf %rho11, %f12 : f64
        %rho13 = arith.addf %rho12, %f13 : f64
        %rho14 = arith.addf %rho13, %f14 : f64
        %rho15 = arith.addf %rho14, %f15 : f64
        %rho16 = arith.addf %rho15, %f16 : f64
        %rho17 = arith.addf %rho16, %f17 : f64
        %rho18 = arith.addf %rho17, %f18 : f64
        %jxp0 = arith.addf %f1, %f7 : f64
        %jxp1 = arith.addf %jxp0, %f9 : f64
        %jxp2 = arith.addf %jxp1, %f11 : f64
        %jxp3 = arith.addf %jxp2, %f13 : f64
        %jxm0 = arith.addf %f2, %f8 : f64
        %jxm1 = arith.addf %jxm0, %f10 : f64
        %jxm2 = arith.addf %jxm1, %f12 : f64
        %jxm3 = arith.addf %jxm2, %f14 : f64
        %jx = arith.subf %jxp3, %jxm3 : f64
        %jyp0 = arith.addf %f3, %f7 : f64
        %jyp1 = arith.addf %jyp0, %f10 : f64
        %jyp2 = arith.addf %jyp1, %f15 : f64
        %jyp3 = arith.addf %jyp2, %f17 : f64
        %jym0 = arith.addf %f4, %f8 : f64
        %jym1 = arith.addf %jym0, %f9 : f64
        %jym2 = arith.addf %jym1, %f16 : f64
        %jym3 = arith.addf %jym2, %f18 : f64
        %jy = arith.subf %jyp3, %jym3 : f64
        %jzp0 = arith.addf %f5, %f11 : f64
        %jzp1 = arith.addf %jzp0, %f14 : f64
        %jzp2 = arith.addf %jzp1, %f15 : f64
        %jzp3 = arith.addf %jzp2, %f18 : f64
        %jzm0 = arith.addf %f6, %f12 : f64
        %jzm1 = arith.addf %jzm0, %f13 : f64
        %jzm2 = arith.addf %jzm1, %f16 : f64
        %jzm3 = arith.addf %jzm2, %f17 : f64
        %jz = arith.subf %jzp3, %jzm3 : f64
        %inv = arith.divf %one, %rho18 : f64
        %ux = arith.mulf %jx, %inv : f64
        %uy = arith.mulf %jy, %inv : f64
        %uz = arith.mulf %jz, %inv : f64
        %uxx = arith.mulf %ux, %ux : f64
        %uyy = arith.mulf %uy, %uy : f64
        %uzz = arith.mulf %uz, %uz : f64
        %usq0 = arith.addf %uxx, %uyy : f64
        %usq = arith.addf %usq0, %uzz : f64
        %usq15 = arith.mulf %c15, %usq : f64
        %wq0 = arith.constant 0.3333333333333333 : f64
        %wr0 = arith.mulf %wq0, %rho18 : f64
        %br_0 = arith.subf %one, %usq15 : f64
        %feq0 = arith.mulf %wr0, %br_0 : f64
        %df0 = arith.subf %feq0, %f0 : f64
        %od0 = arith.mulf %omega, %df0 : f64
        %n0 = arith.addf %f0, %od0 : f64
        memref.store %n0, %dst[%q0, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq1 = arith.constant 0.05555555555555555 : f64
        %wr1 = arith.mulf %wq1, %rho18 : f64
        %lin_1 = arith.mulf %three, %ux : f64
        %lin1_1 = arith.addf %one, %lin_1 : f64
        %hq_1 = arith.mulf %c45, %ux : f64
        %quad_1 = arith.mulf %hq_1, %ux : f64
        %poly_1 = arith.addf %lin1_1, %quad_1 : f64
        %br_1 = arith.subf %poly_1, %usq15 : f64
        %feq1 = arith.mulf %wr1, %br_1 : f64
        %df1 = arith.subf %feq1, %f1 : f64
        %od1 = arith.mulf %omega, %df1 : f64
        %n1 = arith.addf %f1, %od1 : f64
        memref.store %n1, %dst[%q1, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq2 = arith.constant 0.05555555555555555 : f64
        %wr2 = arith.mulf %wq2, %rho18 : f64
        %cu2_x = arith.negf %ux : f64
        %lin_2 = arith.mulf %three, %cu2_x : f64
        %lin1_2 = arith.addf %one, %lin_2 : f64
        %hq_2 = arith.mulf %c45, %cu2_x : f64
        %quad_2 = arith.mulf %hq_2, %cu2_x : f64
        %poly_2 = arith.addf %lin1_2, %quad_2 : f64
        %br_2 = arith.subf %poly_2, %usq15 : f64
        %feq2 = arith.mulf %wr2, %br_2 : f64
        %df2 = arith.subf %feq2, %f2 : f64
        %od2 = arith.mulf %omega, %df2 : f64
        %n2 = arith.addf %f2, %od2 : f64
        memref.store %n2, %dst[%q2, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq3 = arith.constant 0.05555555555555555 : f64
        %wr3 = arith.mulf %wq3, %rho18 : f64
        %lin_3 = arith.mulf %three, %uy : f64
        %lin1_3 = arith.addf %one, %lin_3 : f64
        %hq_3 = arith.mulf %c45, %uy : f64
        %quad_3 = arith.mulf %hq_3, %uy : f64
        %poly_3 = arith.addf %lin1_3, %quad_3 : f64
        %br_3 = arith.subf %poly_3, %usq15 : f64
        %feq3 = arith.mulf %wr3, %br_3 : f64
        %df3 = arith.subf %feq3, %f3 : f64
        %od3 = arith.mulf %omega, %df3 : f64
        %n3 = arith.addf %f3, %od3 : f64
        memref.store %n3, %dst[%q3, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq4 = arith.constant 0.05555555555555555 : f64
        %wr4 = arith.mulf %wq4, %rho18 : f64
        %cu4_y = arith.negf %uy : f64
        %lin_4 = arith.mulf %three, %cu4_y : f64
        %lin1_4 = arith.addf %one, %lin_4 : f64
        %hq_4 = arith.mulf %c45, %cu4_y : f64
        %quad_4 = arith.mulf %hq_4, %cu4_y : f64
        %poly_4 = arith.addf %lin1_4, %quad_4 : f64
        %br_4 = arith.subf %poly_4, %usq15 : f64
        %feq4 = arith.mulf %wr4, %br_4 : f64
        %df4 = arith.subf %feq4, %f4 : f64
        %od4 = arith.mulf %omega, %df4 : f64
        %n4 = arith.addf %f4, %od4 : f64
        memref.store %n4, %dst[%q4, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq5 = arith.constant 0.05555555555555555 : f64
        %wr5 = arith.mulf %wq5, %rho18 : f64
        %lin_5 = arith.mulf %three, %uz : f64
        %lin1_5 = arith.addf %one, %lin_5 : f64
        %hq_5 = arith.mulf %c45, %uz : f64
        %quad_5 = arith.mulf %hq_5, %uz : f64
        %poly_5 = arith.addf %lin1_5, %quad_5 : f64
        %br_5 = arith.subf %poly_5, %usq15 : f64
        %feq5 = arith.mulf %wr5, %br_5 : f64
        %df5 = arith.subf %feq5, %f5 : f64
        %od5 = arith.mulf %omega, %df5 : f64
        %n5 = arith.addf %f5, %od5 : f64
        memref.store %n5, %dst[%q5, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq6 = arith.constant 0.05555555555555555 : f64
        %wr6 = arith.mulf %wq6, %rho18 : f64
        %cu6_z = arith.negf %uz : f64
        %lin_6 = arith.mulf %three, %cu6_z : f64
        %lin1_6 = arith.addf %one, %lin_6 : f64
        %hq_6 = arith.mulf %c45, %cu6_z : f64
        %quad_6 = arith.mulf %hq_6, %cu6_z : f64
        %poly_6 = arith.addf %lin1_6, %quad_6 : f64
        %br_6 = arith.subf %poly_6, %usq15 : f64
        %feq6 = arith.mulf %wr6, %br_6 : f64
        %df6 = arith.subf %feq6, %f6 : f64
        %od6 = arith.mulf %omega, %df6 : f64
        %n6 = arith.addf %f6, %od6 : f64
        memref.store %n6, %dst[%q6, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq7 = arith.constant 0.027777777777777776 : f64
        %wr7 = arith.mulf %wq7, %rho18 : f64
        %cu7_y = arith.addf %ux, %uy : f64
        %lin_7 = arith.mulf %three, %cu7_y : f64
        %lin1_7 = arith.addf %one, %lin_7 : f64
        %hq_7 = arith.mulf %c45, %cu7_y : f64
        %quad_7 = arith.mulf %hq_7, %cu7_y : f64
        %poly_7 = arith.addf %lin1_7, %quad_7 : f64
        %br_7 = arith.subf %poly_7, %usq15 : f64
        %feq7 = arith.mulf %wr7, %br_7 : f64
        %df7 = arith.subf %feq7, %f7 : f64
        %od7 = arith.mulf %omega, %df7 : f64
        %n7 = arith.addf %f7, %od7 : f64
        memref.store %n7, %dst[%q7, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq8 = arith.constant 0.027777777777777776 : f64
        %wr8 = arith.mulf %wq8, %rho18 : f64
        %cu8_x = arith.negf %ux : f64
        %cu8_y = arith.subf %cu8_x, %uy : f64
        %lin_8 = arith.mulf %three, %cu8_y : f64
        %lin1_8 = arith.addf %one, %lin_8 : f64
        %hq_8 = arith.mulf %c45, %cu8_y : f64
        %quad_8 = arith.mulf %hq_8, %cu8_y : f64
        %poly_8 = arith.addf %lin1_8, %quad_8 : f64
        %br_8 = arith.subf %poly_8, %usq15 : f64
        %feq8 = arith.mulf %wr8, %br_8 : f64
        %df8 = arith.subf %feq8, %f8 : f64
        %od8 = arith.mulf %omega, %df8 : f64
        %n8 = arith.addf %f8, %od8 : f64
        memref.store %n8, %dst[%q8, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq9 = arith.constant 0.027777777777777776 : f64
        %wr9 = arith.mulf %wq9, %rho18 : f64
        %cu9_y = arith.subf %ux, %uy : f64
        %lin_9 = arith.mulf %three, %cu9_y : f64
        %lin1_9 = arith.addf %one, %lin_9 : f64
        %hq_9 = arith.mulf %c45, %cu9_y : f64
        %quad_9 = arith.mulf %hq_9, %cu9_y : f64
        %poly_9 = arith.addf %lin1_9, %quad_9 : f64
        %br_9 = arith.subf %poly_9, %usq15 : f64
        %feq9 = arith.mulf %wr9, %br_9 : f64
        %df9 = arith.subf %feq9, %f9 : f64
        %od9 = arith.mulf %omega, %df9 : f64
        %n9 = arith.addf %f9, %od9 : f64
        memref.store %n9, %dst[%q9, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq10 = arith.constant 0.027777777777777776 : f64
        %wr10 = arith.mulf %wq10, %rho18 : f64
        %cu10_x = arith.negf %ux : f64
        %cu10_y = arith.addf %cu10_x, %uy : f64
        %lin_10 = arith.mulf %three, %cu10_y : f64
        %lin1_10 = arith.addf %one, %lin_10 : f64
        %hq_10 = arith.mulf %c45, %cu10_y : f64
        %quad_10 = arith.mulf %hq_10, %cu10_y : f64
        %poly_10 = arith.addf %lin1_10, %quad_10 : f64
        %br_10 = arith.subf %poly_10, %usq15 : f64
        %feq10 = arith.mulf %wr10, %br_10 : f64
        %df10 = arith.subf %feq10, %f10 : f64
        %od10 = arith.mulf %omega, %df10 : f64
        %n10 = arith.addf %f10, %od10 : f64
        memref.store %n10, %dst[%q10, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq11 = arith.constant 0.027777777777777776 : f64
        %wr11 = arith.mulf %wq11, %rho18 : f64
        %cu11_z = arith.addf %ux, %uz : f64
        %lin_11 = arith.mulf %three, %cu11_z : f64
        %lin1_11 = arith.addf %one, %lin_11 : f64
        %hq_11 = arith.mulf %c45, %cu11_z : f64
        %quad_11 = arith.mulf %hq_11, %cu11_z : f64
        %poly_11 = arith.addf %lin1_11, %quad_11 : f64
        %br_11 = arith.subf %poly_11, %usq15 : f64
        %feq11 = arith.mulf %wr11, %br_11 : f64
        %df11 = arith.subf %feq11, %f11 : f64
        %od11 = arith.mulf %omega, %df11 : f64
        %n11 = arith.addf %f11, %od11 : f64
        memref.store %n11, %dst[%q11, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq12 = arith.constant 0.027777777777777776 : f64
        %wr12 = arith.mulf %wq12, %rho18 : f64
        %cu12_x = arith.negf %ux : f64
        %cu12_z = arith.subf %cu12_x, %uz : f64
        %lin_12 = arith.mulf %three, %cu12_z : f64
        %lin1_12 = arith.addf %one, %lin_12 : f64
        %hq_12 = arith.mulf %c45, %cu12_z : f64
        %quad_12 = arith.mulf %hq_12, %cu12_z : f64
        %poly_12 = arith.addf %lin1_12, %quad_12 : f64
        %br_12 = arith.subf %poly_12, %usq15 : f64
        %feq12 = arith.mulf %wr12, %br_12 : f64
        %df12 = arith.subf %feq12, %f12 : f64
        %od12 = arith.mulf %omega, %df12 : f64
        %n12 = arith.addf %f12, %od12 : f64
        memref.store %n12, %dst[%q12, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq13 = arith.constant 0.027777777777777776 : f64
        %wr13 = arith.mulf %wq13, %rho18 : f64
        %cu13_z = arith.subf %ux, %uz : f64
        %lin_13 = arith.mulf %three, %cu13_z : f64
        %lin1_13 = arith.addf %one, %lin_13 : f64
        %hq_13 = arith.mulf %c45, %cu13_z : f64
        %quad_13 = arith.mulf %hq_13, %cu13_z : f64
        %poly_13 = arith.addf %lin1_13, %quad_13 : f64
        %br_13 = arith.subf %poly_13, %usq15 : f64
        %feq13 = arith.mulf %wr13, %br_13 : f64
        %df13 = arith.subf %feq13, %f13 : f64
        %od13 = arith.mulf %omega, %df13 : f64
        %n13 = arith.addf %f13, %od13 : f64
        memref.store %n13, %dst[%q13, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq14 = arith.constant 0.027777777777777776 : f64
        %wr14 = arith.mulf %wq14, %rho18 : f64
        %cu14_x = arith.negf %ux : f64
        %cu14_z = arith.addf %cu14_x, %uz : f64
        %lin_14 = arith.mulf %three, %cu14_z : f64
        %lin1_14 = arith.addf %one, %lin_14 : f64
        %hq_14 = arith.mulf %c45, %cu14_z : f64
        %quad_14 = arith.mulf %hq_14, %cu14_z : f64
        %poly_14 = arith.addf %lin1_14, %quad_14 : f64
        %br_14 = arith.subf %poly_14, %usq15 : f64
        %feq14 = arith.mulf %wr14, %br_14 : f64
        %df14 = arith.subf %feq14, %f14 : f64
        %od14 = arith.mulf %omega, %df14 : f64
        %n14 = arith.addf %f14, %od14 : f64
        memref.store %n14, %dst[%q14, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq15 = arith.constant 0.027777777777777776 : f64
        %wr15 = arith.mulf %wq15, %rho18 : f64
        %cu15_z = arith.addf %uy, %uz : f64
        %lin_15 = arith.mulf %three, %cu15_z : f64
        %lin1_15 = arith.addf %one, %lin_15 : f64
        %hq_15 = arith.mulf %c45, %cu15_z : f64
        %quad_15 = arith.mulf %hq_15, %cu15_z : f64
        %poly_15 = arith.addf %lin1_15, %quad_15 : f64
        %br_15 = arith.subf %poly_15, %usq15 : f64
        %feq15 = arith.mulf %wr15, %br_15 : f64
        %df15 = arith.subf %feq15, %f15 : f64
        %od15 = arith.mulf %omega, %df15 : f64
        %n15 = arith.addf %f15, %od15 : f64
        memref.store %n15, %dst[%q15, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq16 = arith.constant 0.027777777777777776 : f64
        %wr16 = arith.mulf %wq16, %rho18 : f64
        %cu16_y = arith.negf %uy : f64
        %cu16_z = arith.subf %cu16_y, %uz : f64
        %lin_16 = arith.mulf %three, %cu16_z : f64
        %lin1_16 = arith.addf %one, %lin_16 : f64
        %hq_16 = arith.mulf %c45, %cu16_z : f64
        %quad_16 = arith.mulf %hq_16, %cu16_z : f64
        %poly_16 = arith.addf %lin1_16, %quad_16 : f64
        %br_16 = arith.subf %poly_16, %usq15 : f64
        %feq16 = arith.mulf %wr16, %br_16 : f64
        %df16 = arith.subf %feq16, %f16 : f64
        %od16 = arith.mulf %omega, %df16 : f64
        %n16 = arith.addf %f16, %od16 : f64
        memref.store %n16, %dst[%q16, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq17 = arith.constant 0.027777777777777776 : f64
        %wr17 = arith.mulf %wq17, %rho18 : f64
        %cu17_z = arith.subf %uy, %uz : f64
        %lin_17 = arith.mulf %three, %cu17_z : f64
        %lin1_17 = arith.addf %one, %lin_17 : f64
        %hq_17 = arith.mulf %c45, %cu17_z : f64
        %quad_17 = arith.mulf %hq_17, %cu17_z : f64
        %poly_17 = arith.addf %lin1_17, %quad_17 : f64
        %br_17 = arith.subf %poly_17, %usq15 : f64
        %feq17 = arith.mulf %wr17, %br_17 : f64
        %df17 = arith.subf %feq17, %f17 : f64
        %od17 = arith.mulf %omega, %df17 : f64
        %n17 = arith.addf %f17, %od17 : f64
        memref.store %n17, %dst[%q17, %z, %y, %x] : memref<19x192x192x192xf64>
        %wq18 = arith.constant 0.027777777777777776 : f64
        %wr18 = arith.mulf %wq18, %rho18 : f64
        %cu18_y = arith.negf %uy : f64
        %cu18_z = arith.addf %cu18_y, %uz : f64
        %lin_18 = arith.mulf %three, %cu18_z : f64
        %lin1_18 = arith.addf %one, %lin_18 : f64
        %hq_18 = arith.mulf %c45, %cu18_z : f64
        %quad_18 = arith.mulf %hq_18, %cu18_z : f64
        %poly_18 = arith.addf %lin1_18, %quad_18 : f64
        %br_18 = arith.subf %poly_18, %usq15 : f64
        %feq18 = arith.mulf %wr18, %br_18 : f64
        %df18 = arith.subf %feq18, %f18 : f64
        %od18 = arith.mulf %omega, %df18 : f64
        %n18 = arith.addf %f18, %od18 : f64
        memref.store %n18, %dst[%q18, %z, %y, %x] : memref<19x192x192x192xf64>
      }
      scf.reduce
    }
    return
  }
}
