func.func @red(%A: memref<65536x256xf32>, %S: memref<256xf32>) {
  linalg.reduce ins(%A : memref<65536x256xf32>) outs(%S : memref<256xf32>) dimensions = [0] 
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
