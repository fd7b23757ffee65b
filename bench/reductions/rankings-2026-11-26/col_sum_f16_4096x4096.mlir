func.func @red(%A: memref<4096x4096xf16>, %S: memref<4096xf16>) {
  linalg.reduce ins(%A : memref<4096x4096xf16>) outs(%S : memref<4096xf16>) dimensions = [0] 
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return
}
