// Example kernel: a 3-D 7-point star stencil on a 64x64x64 f64 grid
// [k][j][i], interior points 1 <= i,j,k <= 62, launched with block (32,4,2)
// and grid (2,16,32).
//
//   build/bin/warp-opt examples/stencil3d7.mlir --warp-attach-target=target=h100 \
//     --warp-print-accesses -o /dev/null
//
// prints the access relation of each of the 7 loads and the store.
module attributes {gpu.container_module} {
  gpu.module @stencil {
    gpu.func @star7(%in: memref<64x64x64xf64>, %out: memref<64x64x64xf64>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %dz = gpu.block_dim z
      %i0 = arith.muli %bx, %dx : index
      %i = arith.addi %i0, %tx : index
      %j0 = arith.muli %by, %dy : index
      %j = arith.addi %j0, %ty : index
      %k0 = arith.muli %bz, %dz : index
      %k = arith.addi %k0, %tz : index
      %a = arith.cmpi sge, %i, %c1 : index
      %b = arith.cmpi slt, %i, %c63 : index
      %c = arith.cmpi sge, %j, %c1 : index
      %d = arith.cmpi slt, %j, %c63 : index
      %e = arith.cmpi sge, %k, %c1 : index
      %f = arith.cmpi slt, %k, %c63 : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %ef = arith.andi %e, %f : i1
      %abcd = arith.andi %ab, %cd : i1
      %all = arith.andi %abcd, %ef : i1
      scf.if %all {
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %km = arith.subi %k, %c1 : index
        %kp = arith.addi %k, %c1 : index
        %v0 = memref.load %in[%k, %j, %i] : memref<64x64x64xf64>
        %v1 = memref.load %in[%k, %j, %im] : memref<64x64x64xf64>
        %v2 = memref.load %in[%k, %j, %ip] : memref<64x64x64xf64>
        %v3 = memref.load %in[%k, %jm, %i] : memref<64x64x64xf64>
        %v4 = memref.load %in[%k, %jp, %i] : memref<64x64x64xf64>
        %v5 = memref.load %in[%km, %j, %i] : memref<64x64x64xf64>
        %v6 = memref.load %in[%kp, %j, %i] : memref<64x64x64xf64>
        %s1 = arith.addf %v1, %v2 : f64
        %s2 = arith.addf %v3, %v4 : f64
        %s3 = arith.addf %v5, %v6 : f64
        %s4 = arith.addf %s1, %s2 : f64
        %s5 = arith.addf %s4, %s3 : f64
        %r = arith.subf %s5, %v0 : f64
        memref.store %r, %out[%k, %j, %i] : memref<64x64x64xf64>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<64x64x64xf64>, %b: memref<64x64x64xf64>) {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @stencil::@star7 blocks in (%c2, %c16, %c32) threads in (%c32, %c4, %c2) args(%a : memref<64x64x64xf64>, %b : memref<64x64x64xf64>)
    return
  }
}
