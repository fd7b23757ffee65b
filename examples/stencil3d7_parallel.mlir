// A 3-D 7-point star stencil, f64, 256^3 (interior 1..254), as a code
// generator emits it before it is mapped to the GPU: an scf.parallel nest in
// host code. `warp-opt --warp-cost-model` chooses its launch (block shape,
// thread folding), rewrites the nest into that gpu.launch, and says why in a
// remark (scripts/quickstart.sh, docs/lowering.md).
func.func @star7(%in: memref<256x256x256xf64>, %out: memref<256x256x256xf64>) {
  %c1 = arith.constant 1 : index
  %c255 = arith.constant 255 : index
  scf.parallel (%k, %j, %i) = (%c1, %c1, %c1) to (%c255, %c255, %c255) step (%c1, %c1, %c1) {
    %km = arith.subi %k, %c1 : index
    %kp = arith.addi %k, %c1 : index
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %a = memref.load %in[%k, %j, %i] : memref<256x256x256xf64>
    %b = memref.load %in[%k, %j, %im] : memref<256x256x256xf64>
    %c = memref.load %in[%k, %j, %ip] : memref<256x256x256xf64>
    %d = memref.load %in[%k, %jm, %i] : memref<256x256x256xf64>
    %e = memref.load %in[%k, %jp, %i] : memref<256x256x256xf64>
    %f = memref.load %in[%km, %j, %i] : memref<256x256x256xf64>
    %g = memref.load %in[%kp, %j, %i] : memref<256x256x256xf64>
    %s1 = arith.addf %a, %b : f64
    %s2 = arith.addf %c, %d : f64
    %s3 = arith.addf %e, %f : f64
    %s4 = arith.addf %s1, %s2 : f64
    %s5 = arith.addf %s3, %g : f64
    %s6 = arith.addf %s4, %s5 : f64
    memref.store %s6, %out[%k, %j, %i] : memref<256x256x256xf64>
    scf.reduce
  }
  return
}
