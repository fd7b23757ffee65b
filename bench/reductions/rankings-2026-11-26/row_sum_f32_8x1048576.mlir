func.func @red(%A: memref<8x1048576xf32>, %S: memref<8xf32>) {
  linalg.reduce ins(%A : memref<8x1048576xf32>) outs(%S : memref<8xf32>) dimensions = [1] 
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
