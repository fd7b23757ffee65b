// The unmapped form of bench/groundtruth/kernels/stream_f32.mlir, written by bench/datasets/gen_unmapped.py
// (do not edit): each kernel as an scf.parallel nest over its problem size.
module {
  func.func @triad_f32(%a: memref<268435456xf32>, %b: memref<268435456xf32>, %c: memref<268435456xf32>, %s: f32) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnx = arith.constant 268435456 : index
    scf.parallel (%i) = (%wc0) to (%wnx) step (%wc1) {
      %cN = arith.constant 268435456 : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %vb = memref.load %b[%i] : memref<268435456xf32>
        %vc = memref.load %c[%i] : memref<268435456xf32>
        %t = arith.mulf %s, %vc : f32
        %v = arith.addf %vb, %t : f32
        memref.store %v, %a[%i] : memref<268435456xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @strided_copy_f32_s2(%in: memref<33554432xf32>, %out: memref<16777216xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnx = arith.constant 16777216 : index
    scf.parallel (%i) = (%wc0) to (%wnx) step (%wc1) {
      %cN = arith.constant 16777216 : index
      %cS = arith.constant 2 : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %src = arith.muli %i, %cS : index
        %v = memref.load %in[%src] : memref<33554432xf32>
        memref.store %v, %out[%i] : memref<16777216xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @strided_copy_f32_s4(%in: memref<67108864xf32>, %out: memref<16777216xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnx = arith.constant 16777216 : index
    scf.parallel (%i) = (%wc0) to (%wnx) step (%wc1) {
      %cN = arith.constant 16777216 : index
      %cS = arith.constant 4 : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %src = arith.muli %i, %cS : index
        %v = memref.load %in[%src] : memref<67108864xf32>
        memref.store %v, %out[%i] : memref<16777216xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @strided_copy_f32_s8(%in: memref<134217728xf32>, %out: memref<16777216xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnx = arith.constant 16777216 : index
    scf.parallel (%i) = (%wc0) to (%wnx) step (%wc1) {
      %cN = arith.constant 16777216 : index
      %cS = arith.constant 8 : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %src = arith.muli %i, %cS : index
        %v = memref.load %in[%src] : memref<134217728xf32>
        memref.store %v, %out[%i] : memref<16777216xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @strided_copy_f32_s16(%in: memref<268435456xf32>, %out: memref<16777216xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnx = arith.constant 16777216 : index
    scf.parallel (%i) = (%wc0) to (%wnx) step (%wc1) {
      %cN = arith.constant 16777216 : index
      %cS = arith.constant 16 : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %src = arith.muli %i, %cS : index
        %v = memref.load %in[%src] : memref<268435456xf32>
        memref.store %v, %out[%i] : memref<16777216xf32>
      }
      scf.reduce
    }
    return
  }
  func.func @strided_copy_f32_s32(%in: memref<536870912xf32>, %out: memref<16777216xf32>) {
    %wc0 = arith.constant 0 : index
    %wc1 = arith.constant 1 : index
    %wnx = arith.constant 16777216 : index
    scf.parallel (%i) = (%wc0) to (%wnx) step (%wc1) {
      %cN = arith.constant 16777216 : index
      %cS = arith.constant 32 : index
      %p = arith.cmpi slt, %i, %cN : index
      scf.if %p {
        %src = arith.muli %i, %cS : index
        %v = memref.load %in[%src] : memref<536870912xf32>
        memref.store %v, %out[%i] : memref<16777216xf32>
      }
      scf.reduce
    }
    return
  }
}
