func.func @red(%A: memref<1024x8192xf32>, %S: memref<1024xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%A : memref<1024x8192xf32>) outs(%S : memref<1024xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.maximumf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}
