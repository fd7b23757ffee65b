func.func @red(%A: memref<65536x256xf32>, %S: memref<65536xf32>) {
  linalg.reduce ins(%A : memref<65536x256xf32>) outs(%S : memref<65536xf32>) dimensions = [1] 
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
