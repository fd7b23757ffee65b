func.func @red(%A: memref<1048576x16xf32>, %S: memref<16xf32>) {
  linalg.reduce ins(%A : memref<1048576x16xf32>) outs(%S : memref<16xf32>) dimensions = [0] 
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
