// RUN: warp-opt %s --warp-print-accesses -o /dev/null | FileCheck %s
// 3-D 7-point star stencil on a 64x64x64 f64 grid [k][j][i], interior
// 1 <= i,j,k <= 62, block (32,4,2), grid (2,16,32). Element (k,j,i) is at
// byte 8*(4096k + 64j + i).

// CHECK-LABEL: kernel stencil::star7 grid=[2,16,32] block=[32,4,2]
// The centre point: i = 32bx+tx, j = 4by+ty, k = 2bz+tz, all in [1, 62].
// The guard 1 <= i,j,k <= 62 appears as -32bx < tx <= 62 - 32bx etc.
// CHECK: access #0 read global arg0 elem=8B index={ [bx, by, bz, tx, ty, tz] -> arg0[2bz + tz, 4by + ty, 32bx + tx] : tx >= 0 and -32bx < tx <= 62 - 32bx and tx <= 31 and ty >= 0 and -4by < ty <= 62 - 4by and ty <= 3 and tz >= 0 and -2bz < tz <= 62 - 2bz and tz <= 1 }
// CHECK-SAME: bytes={ [bx, by, bz, tx, ty, tz] -> arg0[256bx + 2048by + 65536bz + 8tx + 512ty + 32768tz] : tx >= 0 and -32bx < tx <= 62 - 32bx and tx <= 31 and ty >= 0 and -4by < ty <= 62 - 4by and ty <= 3 and tz >= 0 and -2bz < tz <= 62 - 2bz and tz <= 1 }
// The x-1 neighbour moves the byte offset by -8, the z+1 one by +32768.
// CHECK: access #1 read global arg0 elem=8B index={ [bx, by, bz, tx, ty, tz] -> arg0[2bz + tz, 4by + ty, -1 + 32bx + tx] :
// CHECK-SAME: bytes={ [bx, by, bz, tx, ty, tz] -> arg0[-8 + 256bx + 2048by + 65536bz + 8tx + 512ty + 32768tz] :
// CHECK: access #6 read global arg0 elem=8B index={ [bx, by, bz, tx, ty, tz] -> arg0[1 + 2bz + tz, 4by + ty, 32bx + tx] :
// CHECK-SAME: bytes={ [bx, by, bz, tx, ty, tz] -> arg0[32768 + 256bx + 2048by + 65536bz + 8tx + 512ty + 32768tz] :
// CHECK: access #7 write global arg1 elem=8B index={ [bx, by, bz, tx, ty, tz] -> arg1[2bz + tz, 4by + ty, 32bx + tx] :
// CHECK-NOT: access #8
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
