func.func @red(%A: memref<1024x8192xf32>, %S: memref<8192xf32>) {
  linalg.reduce ins(%A : memref<1024x8192xf32>) outs(%S : memref<8192xf32>) dimensions = [0] 
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
