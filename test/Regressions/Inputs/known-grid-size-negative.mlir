// Found by scripts/fuzz.py (seed 1): a known_grid_size entry of -1 was taken as the grid size and echoed, negative, into the report.


// A dynamic row size: no byte offset can be formed without the size.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @dyn(%a: memref<?x?xf32>) kernel attributes {known_block_size = array<i32: 8, 8, 1>, known_grid_size = array<i32: 1, -1, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %v = memref.load %a[%ty, %tx] : memref<?x?xf32>
      gpu.return
    }
  }
}

