// Family transpose_naive: out = transpose(in) on 8192^2 without shared memory.
// transpose_naive_{rd,wr}_{f32,f64}: x = global_id.x, y = global_id.y;
//   rd: out[x][y] = in[y][x]  (reads coalesced, writes strided by 8192 elements)
//   wr: out[y][x] = in[x][y]  (reads strided, writes coalesced)
// Launch: grid = (8192/bx, 8192/by, 1).  Arguments: (%in, %out), bare pointers.
module attributes {gpu.container_module} {
  gpu.module @transpose_naive {
    gpu.func @transpose_naive_rd_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<8192x8192xf32>
      memref.store %v, %out[%x, %y] : memref<8192x8192xf32>
      gpu.return
    }

    gpu.func @transpose_naive_wr_f32(%in: memref<8192x8192xf32>, %out: memref<8192x8192xf32>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%x, %y] : memref<8192x8192xf32>
      memref.store %v, %out[%y, %x] : memref<8192x8192xf32>
      gpu.return
    }

    gpu.func @transpose_naive_rd_f64(%in: memref<8192x8192xf64>, %out: memref<8192x8192xf64>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<8192x8192xf64>
      memref.store %v, %out[%x, %y] : memref<8192x8192xf64>
      gpu.return
    }

    gpu.func @transpose_naive_wr_f64(%in: memref<8192x8192xf64>, %out: memref<8192x8192xf64>) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%x, %y] : memref<8192x8192xf64>
      memref.store %v, %out[%y, %x] : memref<8192x8192xf64>
      gpu.return
    }
  }
}
