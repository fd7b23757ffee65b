

// Affine dialect: affine.for with a max lower bound, affine.if, affine.load
// Affine dialect: affine.for with a max lower bound, affine.if, affine.load
// CHECK-LABEL: kernel m::aff grid=[2,1,1] block=[16,1,1]
// max(2, tx) <= l0 <= 9, l0 mod 3 >= 1, o0 = (16bx + tx + l0) floordiv 4.
// CHECK-NEXT: access #0 read global arg0 elem=4B index={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l0] -> arg0[o0, 16bx + tx + l0 - 4o0] : 0 <= bx <= 1 and tx >= 0 and l0 >= tx and 2 <= l0 <= 9 and -3 + 16bx + tx + l0 <= 4o0 <= 16bx + tx + l0 and 3*floor((l0)/3) < l0 } bytes={ [bx, by = 0, bz = 0, tx, ty = 0, tz = 0, l0] -> arg0[64bx + 4tx + 4l0] :
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @aff(%a: memref<16x4xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      affine.for %l = max affine_map<(d0) -> (2, d0)>(%tx) to 10 {
        affine.if affine_set<(d0) : (d0 mod 3 - 1 >= 0)>(%l) {
          %v = affine.load %a[(%bx * 4611686018427387904 + %tx + %l) floordiv 4, (%bx * 16 + %tx + %l) mod 4] : memref<16x4xf32>
        }
      }
      gpu.return
    }
  }
}

