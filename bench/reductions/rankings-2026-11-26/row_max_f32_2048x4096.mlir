func.func @red(%A: memref<2048x4096xf32>, %S: memref<2048xf32>) {
  linalg.reduce ins(%A : memref<2048x4096xf32>) outs(%S : memref<2048xf32>) dimensions = [1] 
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
