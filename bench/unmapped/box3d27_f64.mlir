// The unmapped form of bench/groundtruth/kernels/box3d27_f64.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @box3d27_f64(%in: memref<256x256x256xf64>, %out: memref<256x256x256xf64>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnz = arith.constant 256 : index
    %wny = arith.constant 256 : index
    %wnx = arith.constant 256 : index
    scf.parallel (%k, %j, %i) = (%wc0, %wc0, %wc0) to (%wnz, %wny, %wnx) step (%wc1, %wc1, %wc1) {
      %c1 = arith.constant 1 : index
      %cNm1 = arith.constant 255 : index
      %w0 = arith.constant 0.25 : f64
      %w1 = arith.constant 0.0625 : f64
      %w2 = arith.constant 0.015625 : f64
      %w3 = arith.constant 0.00390625 : f64
      %ge_i = arith.cmpi sge, %i, %c1 : index
      %lt_i = arith.cmpi slt, %i, %cNm1 : index
      %ge_j = arith.cmpi sge, %j, %c1 : index
      %lt_j = arith.cmpi slt, %j, %cNm1 : index
      %ge_k = arith.cmpi sge, %k, %c1 : index
      %lt_k = arith.cmpi slt, %k, %cNm1 : index
      %p0 = arith.andi %ge_i, %lt_i : i1
      %p1 = arith.andi %p0, %ge_j : i1
      %p2 = arith.andi %p1, %lt_j : i1
      %p3 = arith.andi %p2, %ge_k : i1
      %p4 = arith.andi %p3, %lt_k : i1
      scf.if %p4 {
        %km = arith.subi %k, %c1 : index
        %kp = arith.addi %k, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %v_mmm = memref.load %in[%km, %jm, %im] : memref<256x256x256xf64>
        %v_mmo = memref.load %in[%km, %jm, %i] : memref<256x256x256xf64>
        %v_mmp = memref.load %in[%km, %jm, %ip] : memref<256x256x256xf64>
        %v_mom = memref.load %in[%km, %j, %im] : memref<256x256x256xf64>
        %v_moo = memref.load %in[%km, %j, %i] : memref<256x256x256xf64>
        %v_mop = memref.load %in[%km, %j, %ip] : memref<256x256x256xf64>
        %v_mpm = memref.load %in[%km, %jp, %im] : memref<256x256x256xf64>
        %v_mpo = memref.load %in[%km, %jp, %i] : memref<256x256x256xf64>
        %v_mpp = memref.load %in[%km, %jp, %ip] : memref<256x256x256xf64>
        %v_omm = memref.load %in[%k, %jm, %im] : memref<256x256x256xf64>
        %v_omo = memref.load %in[%k, %jm, %i] : memref<256x256x256xf64>
        %v_omp = memref.load %in[%k, %jm, %ip] : memref<256x256x256xf64>
        %v_oom = memref.load %in[%k, %j, %im] : memref<256x256x256xf64>
        %v_ooo = memref.load %in[%k, %j, %i] : memref<256x256x256xf64>
        %v_oop = memref.load %in[%k, %j, %ip] : memref<256x256x256xf64>
        %v_opm = memref.load %in[%k, %jp, %im] : memref<256x256x256xf64>
        %v_opo = memref.load %in[%k, %jp, %i] : memref<256x256x256xf64>
        %v_opp = memref.load %in[%k, %jp, %ip] : memref<256x256x256xf64>
        %v_pmm = memref.load %in[%kp, %jm, %im] : memref<256x256x256xf64>
        %v_pmo = memref.load %in[%kp, %jm, %i] : memref<256x256x256xf64>
        %v_pmp = memref.load %in[%kp, %jm, %ip] : memref<256x256x256xf64>
        %v_pom = memref.load %in[%kp, %j, %im] : memref<256x256x256xf64>
        %v_poo = memref.load %in[%kp, %j, %i] : memref<256x256x256xf64>
        %v_pop = memref.load %in[%kp, %j, %ip] : memref<256x256x256xf64>
        %v_ppm = memref.load %in[%kp, %jp, %im] : memref<256x256x256xf64>
        %v_ppo = memref.load %in[%kp, %jp, %i] : memref<256x256x256xf64>
        %v_ppp = memref.load %in[%kp, %jp, %ip] : memref<256x256x256xf64>
        %acc0 = arith.mulf %w0, %v_ooo : f64
        %s1_0 = arith.addf %v_moo, %v_omo : f64
        %s1_1 = arith.addf %s1_0, %v_oom : f64
        %s1_2 = arith.addf %s1_1, %v_oop : f64
        %s1_3 = arith.addf %s1_2, %v_opo : f64
        %s1_4 = arith.addf %s1_3, %v_poo : f64
        %t1 = arith.mulf %w1, %s1_4 : f64
        %acc1 = arith.addf %acc0, %t1 : f64
        %s2_0 = arith.addf %v_mmo, %v_mom : f64
        %s2_1 = arith.addf %s2_0, %v_mop : f64
        %s2_2 = arith.addf %s2_1, %v_mpo : f64
        %s2_3 = arith.addf %s2_2, %v_omm : f64
        %s2_4 = arith.addf %s2_3, %v_omp : f64
        %s2_5 = arith.addf %s2_4, %v_opm : f64
        %s2_6 = arith.addf %s2_5, %v_opp : f64
        %s2_7 = arith.addf %s2_6, %v_pmo : f64
        %s2_8 = arith.addf %s2_7, %v_pom : f64
        %s2_9 = arith.addf %s2_8, %v_pop : f64
        %s2_10 = arith.addf %s2_9, %v_ppo : f64
        %t2 = arith.mulf %w2, %s2_10 : f64
        %acc2 = arith.addf %acc1, %t2 : f64
        %s3_0 = arith.addf %v_mmm, %v_mmp : f64
        %s3_1 = arith.addf %s3_0, %v_mpm : f64
        %s3_2 = arith.addf %s3_1, %v_mpp : f64
        %s3_3 = arith.addf %s3_2, %v_pmm : f64
        %s3_4 = arith.addf %s3_3, %v_pmp : f64
        %s3_5 = arith.addf %s3_4, %v_ppm : f64
        %s3_6 = arith.addf %s3_5, %v_ppp : f64
        %t3 = arith.mulf %w3, %s3_6 : f64
        %acc3 = arith.addf %acc2, %t3 : f64
        memref.store %acc3, %out[%k, %j, %i] : memref<256x256x256xf64>
      }
      scf.reduce
    }
    return
  }
}
