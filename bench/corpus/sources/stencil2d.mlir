#id = affine_map<(i, j) -> (i, j)>
func.func @star5(%in: memref<1026x1026xf32>, %out: memref<1024x1024xf32>) {
  %c = memref.subview %in[1, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>
  %n = memref.subview %in[0, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1>>
  %s = memref.subview %in[2, 1] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>
  %w = memref.subview %in[1, 0] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>
  %e = memref.subview %in[1, 2] [1024, 1024] [1, 1] : memref<1026x1026xf32> to memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>
  linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %n, %s, %w, %e : memref<1024x1024xf32, strided<[1026, 1], offset: 1027>>, memref<1024x1024xf32, strided<[1026, 1], offset: 1>>, memref<1024x1024xf32, strided<[1026, 1], offset: 2053>>, memref<1024x1024xf32, strided<[1026, 1], offset: 1026>>, memref<1024x1024xf32, strided<[1026, 1], offset: 1028>>)
      outs(%out : memref<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %cc: f32, %d: f32, %ee: f32, %r: f32):
    %1 = arith.addf %a, %b : f32
    %2 = arith.addf %cc, %d : f32
    %3 = arith.addf %1, %2 : f32
    %4 = arith.addf %3, %ee : f32
    linalg.yield %4 : f32
  }
  return
}
