func.func @red(%A: memref<16384x512xf32>, %S: memref<16384xf32>) {
  linalg.reduce ins(%A : memref<16384x512xf32>) outs(%S : memref<16384xf32>) dimensions = [1] 
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
