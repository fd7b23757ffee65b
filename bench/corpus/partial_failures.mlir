// A module where some launches are malformed, as in upstream
// mlir/test/Dialect/GPU/ops.mlir (written for Warp): a launch with a grid of
// 0, a launch of a function that is not a kernel, a size that is a function
// argument, and an unregistered op with odd names that uses a memref. The
// good launch must still be costed.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @copy(%a: memref<1024xf32>, %b: memref<1024xf32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %dx = gpu.block_dim x
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %v = memref.load %a[%i] : memref<1024xf32>
      memref.store %v, %b[%i] : memref<1024xf32>
      %m = "x.1"(%a) : (memref<1024xf32>) -> memref<1024xf32>
      %w = memref.load %m[%i] : memref<1024xf32>
      "op"(%w) : (f32) -> ()
      gpu.return
    }
    gpu.func @not_a_kernel(%a: memref<1024xf32>) {
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %b: memref<1024xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@copy blocks in (%c0, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@copy blocks in (%n, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    gpu.launch_func @m::@copy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %b : memref<1024xf32>)
    return
  }
}
