// RUN: warp-opt %s --split-input-file --warp-print-accesses -verify-diagnostics -o /dev/null

// Unknown block size: block_id * block_dim is not affine. The access is kept
// (non-affine, covering the whole buffer) and a remark says why.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @unknown(%in: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      // expected-remark @below {{index 0 of the access to 'arg0' is not affine: 'arith.muli' at line 11 multiplies two non-constant values}}
      %v = memref.load %in[%i] : memref<1024xf32>
      gpu.return
    }
  }
}

// -----

// A data-dependent guard: the instances are over-approximated.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @guard(%in: memref<64xi32>, %out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : i32
      %tx = gpu.thread_id x
      %v = memref.load %in[%tx] : memref<64xi32>
      %p = arith.cmpi sgt, %v, %c0 : i32
      scf.if %p {
        // expected-remark @below {{the instances of the access to 'arg1' are over-approximated: the guard at 'scf.if' at line 30 is not affine}}
        memref.store %v, %out[%tx] : memref<64xi32>
      }
      gpu.return
    }
  }
}

// -----

// An op that touches memory in a way Warp does not model.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      // expected-warning @below {{'memref.copy' accesses memory in a way Warp does not model; its traffic is not counted}}
      memref.copy %a, %b : memref<64xf32> to memref<64xf32>
      gpu.return
    }
  }
}

// -----

// A dynamic row size: no byte offset can be formed without the size.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @dyn(%a: memref<?x?xf32>) kernel attributes {known_block_size = array<i32: 8, 8, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      // expected-warning @below {{no byte offset for the access to 'arg0': the memref has a dynamic stride}}
      %v = memref.load %a[%ty, %tx] : memref<?x?xf32>
      gpu.return
    }
  }
}

// -----

// A launch with a zero block size is rejected at the launch.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @below {{block size in dimension x must be positive, got 0}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c0, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

// Launching a function that is not a kernel (MLIR's verifier rejects it).
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @notkernel(%a: memref<64xf32>) {
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @below {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@notkernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}
