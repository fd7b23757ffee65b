func.func @softmax(%X: memref<32768x128xf32>, %M: memref<32768xf32>, %E: memref<32768x128xf32>, %S: memref<32768xf32>, %Y: memref<32768x128xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%X : memref<32768x128xf32>) outs(%M : memref<32768xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%X, %M : memref<32768x128xf32>, memref<32768xf32>) outs(%E : memref<32768x128xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%E : memref<32768x128xf32>) outs(%S : memref<32768xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%E, %S : memref<32768x128xf32>, memref<32768xf32>) outs(%Y : memref<32768x128xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %r = arith.divf %x, %m : f32
    linalg.yield %r : f32
  }
  return
}
