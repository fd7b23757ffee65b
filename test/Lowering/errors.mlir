// Loop nests Warp cannot map get an error at the nest, which is left as it
// was; the other nests of the module are still lowered.
// RUN: warp-opt %s --warp-cost-model="target=h100 blocks=64x2 fold=1" -split-input-file -verify-diagnostics -o /dev/null

func.func @reduction(%a: memref<1024xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{Warp cannot map this scf.parallel to the GPU: it reduces into 1 result(s) (scf.reduce), and Warp maps nests without reductions}}
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %v = memref.load %a[%i] : memref<1024xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.addf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  return %s : f32
}

// -----

func.func @dynamic(%a: memref<?x64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  // expected-error@+1 {{Warp cannot choose a launch for this scf.parallel: the upper bound of dimension 0 is not a constant, and the candidates are predicted for a known domain}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c64) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<?x64xf32>
    memref.store %v, %a[%i, %j] : memref<?x64xf32>
    scf.reduce
  }
  return
}

// -----

func.func @four_dims(%a: memref<8x8x8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{Warp cannot map this scf.parallel to the GPU: it has 4 dimensions and a launch has 3; collapse some first (upstream's C++ scf::collapseParallelLoops does; as a pass it is only the test pass --test-scf-parallel-loop-collapsing)}}
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%c8, %c8, %c8, %c8) step (%c1, %c1, %c1, %c1) {
    %v = memref.load %a[%i, %j, %k, %l] : memref<8x8x8x8xf32>
    memref.store %v, %a[%i, %j, %k, %l] : memref<8x8x8x8xf32>
    scf.reduce
  }
  return
}

// -----

func.func @tensor_forall(%t: tensor<64xf32>) -> tensor<64xf32> {
  // expected-error@+1 {{Warp cannot map this scf.forall to the GPU: it has 1 shared output(s) (shared_outs); bufferize it first}}
  %r = scf.forall (%i) in (64) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %e = tensor.extract_slice %o[%i] [1] [1] : tensor<64xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// -----

func.func @empty(%a: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{this scf.parallel has no iterations along dimension 0 (from 8 to 1): there is nothing to launch}}
  scf.parallel (%i) = (%c8) to (%c1) step (%c1) {
    %v = memref.load %a[%i] : memref<64xf32>
    memref.store %v, %a[%i] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// A 1-D nest with the option's 64x2 block: its second row of threads would
// repeat the first row's iterations.
func.func @too_many_dims(%a: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  // expected-error@+1 {{option 'blocks' gives 2 threads along y, but this scf.parallel has 1 dimension(s): extra threads would repeat its iterations}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %a[%i] : memref<1024xf32>
    memref.store %v, %a[%i] : memref<1024xf32>
    scf.reduce
  }
  return
}

// -----

// An error at one nest leaves it, and the next nest is still lowered.
func.func @two(%a: memref<64x64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  // expected-error@+1 {{the upper bound of dimension 1 is not a constant}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %n) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<64x64xf32>
    memref.store %v, %a[%i, %j] : memref<64x64xf32>
    scf.reduce
  }
  // expected-remark@+1 {{picked 64x2x1: }}
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<64x64xf32>
    memref.store %v, %a[%i, %j] : memref<64x64xf32>
    scf.reduce
  }
  return
}
