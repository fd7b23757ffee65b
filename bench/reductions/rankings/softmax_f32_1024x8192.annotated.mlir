#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmax(%arg0: memref<1024x8192xf32>, %arg1: memref<1024xf32>, %arg2: memref<1024x8192xf32>, %arg3: memref<1024xf32>, %arg4: memref<1024x8192xf32>) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<1024x8192xf32>) outs(%arg1 : memref<1024xf32>) attrs =  {warp.reduction = {blocks_per_output = 8 : i64, outputs_per_block = 1 : i64, threads_per_output = 128 : i64}} {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %out : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<1024x8192xf32>, memref<1024xf32>) outs(%arg2 : memref<1024x8192xf32>) attrs =  {warp.launch_config = #warp.launch_config<grid = [256, 16, 1], block = [32, 8, 1], fold = [1, 8, 1], loops = [1, 0, 2], consecutive = false>} {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.subf %in, %in_0 : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg2 : memref<1024x8192xf32>) outs(%arg3 : memref<1024xf32>) attrs =  {warp.reduction = {blocks_per_output = 8 : i64, outputs_per_block = 1 : i64, threads_per_output = 128 : i64}} {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg3 : memref<1024x8192xf32>, memref<1024xf32>) outs(%arg4 : memref<1024x8192xf32>) attrs =  {warp.launch_config = #warp.launch_config<grid = [256, 16, 1], block = [32, 8, 1], fold = [1, 8, 1], loops = [1, 0, 2], consecutive = false>} {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.divf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

