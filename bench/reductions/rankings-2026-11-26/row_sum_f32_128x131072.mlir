func.func @red(%A: memref<128x131072xf32>, %S: memref<128xf32>) {
  linalg.reduce ins(%A : memref<128x131072xf32>) outs(%S : memref<128xf32>) dimensions = [1] 
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
