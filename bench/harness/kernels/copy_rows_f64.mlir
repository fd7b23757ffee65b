// Family copy_rows_f64: out[j][i] = in[j][i] on f64 arrays of 2^25 elements with rows of L = 192, 1024 or
// 8192 doubles, written in full (copy_rows_full_L<L>) or without the first and last element of every row
// (copy_rows_inner_L<L>: the first and last 32-byte sector of each row is written in part, as in the
// interior LBM kernels of bench/groundtruth). It isolates what a partly written sector costs in DRAM
// time: the same bytes, 2 partial sectors per row, 4.2 %, 0.8 % and 0.1 % of the sectors.
// i = global_id.x, j = global_id.y.  Launch: grid = (ceil(L/bx), ceil(rows/by), 1).
// Arguments: (%in, %out), bare pointers.
module attributes {gpu.container_module} {
  gpu.module @copy_rows_f64 {
    gpu.func @copy_rows_full_L192(%in: memref<174762x192xf64>, %out: memref<174762x192xf64>) kernel {
      %clo = arith.constant 0 : index
      %chi = arith.constant 192 : index
      %cM = arith.constant 174762 : index
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
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<174762x192xf64>
        memref.store %v, %out[%y, %x] : memref<174762x192xf64>
      }
      gpu.return
    }

    gpu.func @copy_rows_inner_L192(%in: memref<174762x192xf64>, %out: memref<174762x192xf64>) kernel {
      %clo = arith.constant 1 : index
      %chi = arith.constant 191 : index
      %cM = arith.constant 174762 : index
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
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<174762x192xf64>
        memref.store %v, %out[%y, %x] : memref<174762x192xf64>
      }
      gpu.return
    }

    gpu.func @copy_rows_full_L1024(%in: memref<32768x1024xf64>, %out: memref<32768x1024xf64>) kernel {
      %clo = arith.constant 0 : index
      %chi = arith.constant 1024 : index
      %cM = arith.constant 32768 : index
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
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<32768x1024xf64>
        memref.store %v, %out[%y, %x] : memref<32768x1024xf64>
      }
      gpu.return
    }

    gpu.func @copy_rows_inner_L1024(%in: memref<32768x1024xf64>, %out: memref<32768x1024xf64>) kernel {
      %clo = arith.constant 1 : index
      %chi = arith.constant 1023 : index
      %cM = arith.constant 32768 : index
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
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<32768x1024xf64>
        memref.store %v, %out[%y, %x] : memref<32768x1024xf64>
      }
      gpu.return
    }

    gpu.func @copy_rows_full_L8192(%in: memref<4096x8192xf64>, %out: memref<4096x8192xf64>) kernel {
      %clo = arith.constant 0 : index
      %chi = arith.constant 8192 : index
      %cM = arith.constant 4096 : index
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
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<4096x8192xf64>
        memref.store %v, %out[%y, %x] : memref<4096x8192xf64>
      }
      gpu.return
    }

    gpu.func @copy_rows_inner_L8192(%in: memref<4096x8192xf64>, %out: memref<4096x8192xf64>) kernel {
      %clo = arith.constant 1 : index
      %chi = arith.constant 8191 : index
      %cM = arith.constant 4096 : index
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
      %p0 = arith.cmpi sge, %x, %clo : index
      %p1 = arith.cmpi slt, %x, %chi : index
      %p2 = arith.cmpi slt, %y, %cM : index
      %p3 = arith.andi %p0, %p1 : i1
      %p4 = arith.andi %p3, %p2 : i1
      scf.if %p4 {
        %v = memref.load %in[%y, %x] : memref<4096x8192xf64>
        memref.store %v, %out[%y, %x] : memref<4096x8192xf64>
      }
      gpu.return
    }
  }
}
