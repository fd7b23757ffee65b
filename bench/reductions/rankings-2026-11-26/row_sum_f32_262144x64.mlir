func.func @red(%A: memref<262144x64xf32>, %S: memref<262144xf32>) {
  linalg.reduce ins(%A : memref<262144x64xf32>) outs(%S : memref<262144xf32>) dimensions = [1] 
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
