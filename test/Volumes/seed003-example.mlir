// RUN: warp-opt %s --warp-data-volumes="target=%S/Inputs/k20-seed003.yaml report=- remarks=false resources=estimate" -o /dev/null | FileCheck %s
//
// Seed 003 (Su et al.), Table 2: the 7PT-1 stencil on 256^3 doubles with
// blocks of 32x4x1 (131,072 blocks) on a K20, 256-byte lines.
// Stage 2, eq. (6): per block n_ld,net = Bx*By*Bz + (Bx*Bz + Bx*By)*2
//   + (256/8 * By*Bz)*2 = 128 + 320 + 256 = 704 doubles, and
//   n_st = 128 doubles.
// Warp's compulsory L2 -> L1 volume per block (distinct 256-byte lines of the
// block's loads) is exactly that: 4 rows x 3 lines (centre line plus the
// lines that x-1 and x+1 reach into) + 2 y-halo rows + 2 z-halo planes x 4
// rows = 22 lines = 704 doubles. Whole launch: 131072 x 704 x 8 B =
// 738,197,504 B (704 MiB, the paper's V_L2 without its 1.83 delta miss term
// and without the stores), and stores 131072 x 128 x 8 B = 134,217,728 B.
// (Stage 3 does not coincide: seed 003 ignores reuse between groups, Warp
// models it; see docs/volumes.md.)
// CHECK: "blocks": 131072,
// CHECK: "l2_read_bytes": 738197504,
// CHECK: "l2_read_compulsory_bytes": 738197504,
// CHECK: "l2_write_bytes": 134217728,
// Blocks per group = 16 blocks/SMX x 13 SMX = 208 and #groups = 631, as in
// Table 2 (Warp's waves).
// CHECK: "wave_blocks": 208,
// CHECK: "waves": 631
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @pt7(%u: memref<258x258x256xf64>, %v: memref<258x258x256xf64>) kernel {
      %c1 = arith.constant 1 : index
      %a = arith.constant 0.5 : f64
      %b = arith.constant 0.1 : f64
      %i = gpu.global_id x
      %j0 = gpu.global_id y
      %k0 = gpu.global_id z
      %j = arith.addi %j0, %c1 : index
      %k = arith.addi %k0, %c1 : index
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %km = arith.subi %k, %c1 : index
      %kp = arith.addi %k, %c1 : index
      %x0 = memref.load %u[%k, %j, %i] : memref<258x258x256xf64>
      %x1 = memref.load %u[%k, %j, %im] : memref<258x258x256xf64>
      %x2 = memref.load %u[%k, %j, %ip] : memref<258x258x256xf64>
      %x3 = memref.load %u[%k, %jm, %i] : memref<258x258x256xf64>
      %x4 = memref.load %u[%k, %jp, %i] : memref<258x258x256xf64>
      %x5 = memref.load %u[%km, %j, %i] : memref<258x258x256xf64>
      %x6 = memref.load %u[%kp, %j, %i] : memref<258x258x256xf64>
      %s1 = arith.addf %x1, %x2 : f64
      %s2 = arith.addf %x3, %x4 : f64
      %s3 = arith.addf %x5, %x6 : f64
      %s4 = arith.addf %s1, %s2 : f64
      %s5 = arith.addf %s4, %s3 : f64
      %t1 = arith.mulf %a, %x0 : f64
      %t2 = arith.mulf %b, %s5 : f64
      %r = arith.addf %t1, %t2 : f64
      memref.store %r, %v[%k, %j, %i] : memref<258x258x256xf64>
      gpu.return
    }
  }
  func.func @main(%u: memref<258x258x256xf64>, %v: memref<258x258x256xf64>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@pt7 blocks in (%c8, %c64, %c256) threads in (%c32, %c4, %c1) args(%u : memref<258x258x256xf64>, %v : memref<258x258x256xf64>)
    return
  }
}
