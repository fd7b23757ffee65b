// RUN: warp-opt %s --split-input-file --warp-data-volumes="target=h100 resources=estimate" -verify-diagnostics -o /dev/null

// A launch whose size is not a constant is reported, not guessed.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-warning @below {{launch of m::k not modelled: its grid or block size is not a constant}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

// A block larger than the target allows.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4096xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<4096xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<4096xf32>) {
    %c1 = arith.constant 1 : index
    %c2048 = arith.constant 2048 : index
    // expected-warning @below {{launch of m::k not modelled: a block of 2048 threads exceeds the target's limit of 1024}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c2048, %c1, %c1) args(%a : memref<4096xf32>)
    return
  }
}

// -----

// Shared memory beyond what a block may use.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<64xf32>) workgroup(%big : memref<70000xf32, #gpu.address_space<workgroup>>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %big[%i] : memref<70000xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    // expected-warning @below {{launch of m::k not modelled: a block does not fit on an SM (registers or shared memory)}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

// The remark names the buffer that dominates each level.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %b[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<64xf32>, %b: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    // expected-remark @below {{volumes of m::k: global load sectors dominated by 'arg0' (100%, mostly the read at line 68); store and atomic sectors by 'arg1' (100%, mostly the write at line 69); shared wavefronts by none; occupancy assumes 32 registers per thread}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>)
    return
  }
}
