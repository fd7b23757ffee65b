// RUN: warp-opt %s --warp-print-accesses -o /dev/null | FileCheck %s
// 3-D 25-point star stencil of radius 4 on a 40x40x40 f32 grid, with thread
// folding along z: each thread computes F = 2 consecutive points,
// k = 2*(bz*bdz + tz) + f, f = 0, 1 (an scf.for). Block (8,8,2), grid
// (5,5,10); interior 4 <= i,j,k <= 35.

// CHECK: kernel m::star25_foldz2 grid=[5,5,10] block=[8,8,2]
// The centre point: k = 2*(2bz + tz) + l0, 0 <= l0 <= 1; the guard
// 4 <= k <= 35 bounds l0; element (k,j,i) at byte 4*(1600k + 40j + i).
// CHECK-NEXT: {{^}}  access #0 read global arg0 elem=4B index={ [bx, by, bz, tx, ty, tz, l0] -> arg0[4bz + 2tz + l0, 8by + ty, 8bx + tx] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 } bytes={ [bx, by, bz, tx, ty, tz, l0] -> arg0[32bx + 1280by + 25600bz + 4tx + 160ty + 12800tz + 6400l0] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 }
// The radius loop r = l1 in [1, 4]: x-r, x+r, y-r, y+r, z-r, z+r.
// CHECK-NEXT: {{^}}  access #1 read global arg0 elem=4B index={ [bx, by, bz, tx, ty, tz, l0, l1] -> arg0[4bz + 2tz + l0, 8by + ty, 8bx + tx - l1] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 and 0 < l1 <= 4 } bytes={ [bx, by, bz, tx, ty, tz, l0, l1] -> arg0[32bx + 1280by + 25600bz + 4tx + 160ty + 12800tz + 6400l0 - 4l1] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 and 0 < l1 <= 4 }
// CHECK-NEXT: access #2
// CHECK-NEXT: access #3
// CHECK-NEXT: access #4
// CHECK-NEXT: {{^}}  access #5 read global arg0 elem=4B index={ [bx, by, bz, tx, ty, tz, l0, l1] -> arg0[4bz + 2tz + l0 - l1, 8by + ty, 8bx + tx] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 and 0 < l1 <= 4 } bytes={ [bx, by, bz, tx, ty, tz, l0, l1] -> arg0[32bx + 1280by + 25600bz + 4tx + 160ty + 12800tz + 6400l0 - 6400l1] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 and 0 < l1 <= 4 }
// CHECK-NEXT: access #6
// CHECK-NEXT: {{^}}  access #7 write global arg1 elem=4B index={ [bx, by, bz, tx, ty, tz, l0] -> arg1[4bz + 2tz + l0, 8by + ty, 8bx + tx] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 } bytes={ [bx, by, bz, tx, ty, tz, l0] -> arg1[32bx + 1280by + 25600bz + 4tx + 160ty + 12800tz + 6400l0] : tx >= 0 and 4 - 8bx <= tx <= 35 - 8bx and tx <= 7 and ty >= 0 and 4 - 8by <= ty <= 35 - 8by and ty <= 7 and 0 <= tz <= 1 and l0 >= 0 and 4 - 4bz - 2tz <= l0 <= 35 - 4bz - 2tz and l0 <= 1 }
// CHECK-NOT: access #8
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @star25_foldz2(%in: memref<40x40x40xf32>, %out: memref<40x40x40xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c36 = arith.constant 36 : index
      %w = arith.constant 0.1 : f32
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
      %kt0 = arith.muli %bz, %dz : index
      %kt = arith.addi %kt0, %tz : index
      %kb = arith.muli %kt, %c2 : index
      scf.for %f = %c0 to %c2 step %c1 {
        %k = arith.addi %kb, %f : index
        %a = arith.cmpi sge, %i, %c4 : index
        %b = arith.cmpi slt, %i, %c36 : index
        %c = arith.cmpi sge, %j, %c4 : index
        %d = arith.cmpi slt, %j, %c36 : index
        %e = arith.cmpi sge, %k, %c4 : index
        %g = arith.cmpi slt, %k, %c36 : index
        %ab = arith.andi %a, %b : i1
        %cd = arith.andi %c, %d : i1
        %eg = arith.andi %e, %g : i1
        %abcd = arith.andi %ab, %cd : i1
        %all = arith.andi %abcd, %eg : i1
        scf.if %all {
          %v0 = memref.load %in[%k, %j, %i] : memref<40x40x40xf32>
          %acc = scf.for %r = %c1 to %c5 step %c1 iter_args(%s = %v0) -> (f32) {
            %im = arith.subi %i, %r : index
            %ip = arith.addi %i, %r : index
            %jm = arith.subi %j, %r : index
            %jp = arith.addi %j, %r : index
            %km = arith.subi %k, %r : index
            %kp = arith.addi %k, %r : index
            %x1 = memref.load %in[%k, %j, %im] : memref<40x40x40xf32>
            %x2 = memref.load %in[%k, %j, %ip] : memref<40x40x40xf32>
            %y1 = memref.load %in[%k, %jm, %i] : memref<40x40x40xf32>
            %y2 = memref.load %in[%k, %jp, %i] : memref<40x40x40xf32>
            %z1 = memref.load %in[%km, %j, %i] : memref<40x40x40xf32>
            %z2 = memref.load %in[%kp, %j, %i] : memref<40x40x40xf32>
            %t1 = arith.addf %x1, %x2 : f32
            %t2 = arith.addf %y1, %y2 : f32
            %t3 = arith.addf %z1, %z2 : f32
            %t4 = arith.addf %t1, %t2 : f32
            %t5 = arith.addf %t4, %t3 : f32
            %t6 = arith.mulf %t5, %w : f32
            %s2 = arith.addf %s, %t6 : f32
            scf.yield %s2 : f32
          }
          memref.store %acc, %out[%k, %j, %i] : memref<40x40x40xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<40x40x40xf32>, %b: memref<40x40x40xf32>) {
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c10 = arith.constant 10 : index
    gpu.launch_func @m::@star25_foldz2 blocks in (%c5, %c5, %c10) threads in (%c8, %c8, %c2) args(%a : memref<40x40x40xf32>, %b : memref<40x40x40xf32>)
    return
  }
}
